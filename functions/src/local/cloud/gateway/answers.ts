import { randomUUID } from 'node:crypto';

/** A response the gateway writes itself, in the protocol of the service it answers for. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return {
    status,
    headers: { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID(), ...headers },
    body: JSON.stringify(body),
  };
}

export function xmlAnswer(status: number, body: string, headers: Record<string, string> = {}): Answer {
  return { status, headers: { 'content-type': 'text/xml', ...headers }, body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}` };
}

export function emptyAnswer(status: number, headers: Record<string, string> = {}): Answer {
  return { status, headers: { 'x-amzn-requestid': randomUUID(), ...headers } };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
