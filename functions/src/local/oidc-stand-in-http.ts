import type { IncomingMessage } from 'node:http';

/** Small helpers of the local stand-ins (identity provider, inventory system). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export async function readSmallBody(req: IncomingMessage, max = 10_000): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > max) throw new Error('body too large');
  }
  return body;
}
