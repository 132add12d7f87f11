import { readFailedInvocation } from './cloud/queues/failed-invocation';
import type { StoredMessage } from './cloud/queues/queue-store';
import { escapeHtml } from './outbox-page';

export interface QueueListing {
  queue: string;
  messages: readonly StoredMessage[];
}

/**
 * The outbox page's section on what the local SQS queues hold: for the failure queue, each failed
 * invocation (function, why, attempts, error, event), newest first; any other message by its body.
 */
export function renderFailedInvocations(queues: readonly QueueListing[]): string {
  const messages = queues
    .flatMap(({ queue, messages: held }) => held.map((message) => ({ queue, message })))
    .sort((a, b) => b.message.sentTimestamp - a.message.sentTimestamp);
  const items = messages.map(({ queue, message }) => renderMessage(queue, message)).join('\n');
  return `<h2 id="failed-invocations">Failed invocations (${messages.length})</h2>
<p class="hint">What the local SQS queues hold: each asynchronous invocation that failed every attempt. <code>npm run job:redrive</code> replays them (<code>-- --dry-run</code> lists them).</p>
${items || '<p>None.</p>'}`;
}

function renderMessage(queue: string, message: StoredMessage): string {
  const failed = readFailedInvocation(message.body, message.messageAttributes);
  const time = `<time datetime="${escapeHtml(new Date(message.sentTimestamp).toISOString())}">${escapeHtml(new Date(message.sentTimestamp).toISOString())}</time>`;
  const received = message.receiveCount > 0 ? `<span>received ${message.receiveCount}×</span>` : '';
  if (!failed) {
    return `<article data-kind="queued">
<header><span class="kind queued">${escapeHtml(queue)}</span>${time}${received}</header>
<pre>${escapeHtml(message.body)}</pre>
</article>`;
  }
  const functionName = failed.functionArn.split(':')[6] ?? failed.functionArn;
  const why = [
    failed.condition,
    failed.attempts === undefined ? undefined : `${failed.attempts} attempt${failed.attempts === 1 ? '' : 's'}`,
  ]
    .filter(Boolean)
    .join(', ');
  return `<article data-kind="failed">
<header><span class="kind failed">Failed</span><strong>${escapeHtml(functionName)}</strong><span>${escapeHtml(why)}</span>${time}${received}</header>
${failed.error ? `<pre>${escapeHtml(failed.error)}</pre>` : ''}
<details><summary>Event (${escapeHtml(queue)}${failed.requestId ? `, request ${escapeHtml(failed.requestId)}` : ''})</summary><pre>${escapeHtml(failed.payload)}</pre></details>
</article>`;
}
