import type { OutboxMessage } from '#kit/notify/outbox';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The developer's view of captured e-mail and SMS; message HTML is shown as source, never rendered.
 * `after`: sections of other captures (the failed invocations), already escaped.
 */
export function renderOutboxPage(messages: readonly OutboxMessage[], outboxDir: string, after = ''): string {
  const items = messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10">
<title>SDDP local outbox (${messages.length})</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
  h1 { font-size: 1.4rem; margin-bottom: 0.25rem; }
  .hint { color: #6b7280; margin-top: 0; }
  article { border: 1px solid #e5e7eb; border-radius: 8px; padding: 0.75rem 1rem; margin: 0.75rem 0; }
  header { display: flex; gap: 0.75rem; align-items: baseline; flex-wrap: wrap; }
  .kind { font-weight: 600; text-transform: uppercase; font-size: 0.75rem; padding: 0.1rem 0.5rem; border-radius: 999px; }
  .email { background: #dbeafe; color: #1e40af; }
  .sms { background: #dcfce7; color: #166534; }
  .failed { background: #fee2e2; color: #991b1b; }
  .queued { background: #f3f4f6; color: #374151; }
  h2 { font-size: 1.15rem; margin-top: 2rem; }
  time { color: #6b7280; font-size: 0.85rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: 0.5rem; border-radius: 6px; margin: 0.5rem 0 0; }
  details summary { cursor: pointer; color: #6b7280; margin-top: 0.5rem; }
</style>
</head>
<body>
<h1>Local outbox</h1>
<p class="hint">E-mail and SMS the platform would have sent, newest first. Files: <code>${escapeHtml(outboxDir)}</code> · <a href="/__outbox.json">JSON</a> · refreshes every 10 s</p>
${items || '<p>No messages yet.</p>'}
${after}
</body>
</html>
`;
}

function renderMessage(message: OutboxMessage): string {
  const time = `<time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt)}</time>`;
  if (message.kind === 'sms') {
    return `<article data-kind="sms">
<header><span class="kind sms">SMS</span><strong>${escapeHtml(message.phone)}</strong>${time}</header>
<pre>${escapeHtml(message.text)}</pre>
</article>`;
  }
  const html = message.html ? `<details><summary>HTML source</summary><pre>${escapeHtml(message.html)}</pre></details>` : '';
  return `<article data-kind="email">
<header><span class="kind email">E-mail</span><strong>${escapeHtml(message.to)}</strong><span>${escapeHtml(message.subject)}</span>${time}</header>
<pre>${escapeHtml(message.text)}</pre>
${html}
</article>`;
}
