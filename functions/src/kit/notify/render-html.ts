const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** http(s) links: URL characters (ASCII, no quotes or brackets) minus trailing sentence punctuation. */
const URL_PATTERN = /https?:\/\/[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

function linkify(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    html += `${escapeHtml(line.slice(last, start))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * The HTML part of an e-mail from its plain text (the message catalogue's): everything escaped,
 * blank lines start paragraphs, line breaks stay, http(s) URLs become links.
 */
export function renderHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => `<p style="margin:0 0 1em">${paragraph.split('\n').map(linkify).join('<br>\n')}</p>`);
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    "<body style=\"font-family:-apple-system,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif;font-size:14px;line-height:1.6;color:#1f2937\">",
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}
