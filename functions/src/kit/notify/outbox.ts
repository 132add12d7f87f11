import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dirEntries } from '../dir-entries';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SmsMessage {
  phone: string;
  text: string;
}

interface Captured {
  id: string;
  /** ISO-8601 time of capture. */
  createdAt: string;
}

export type OutboxMessage = (Captured & { kind: 'email' } & EmailMessage) | (Captured & { kind: 'sms' } & SmsMessage);

type NewOutboxMessage = ({ kind: 'email' } & EmailMessage) | ({ kind: 'sms' } & SmsMessage);

/** Writes one captured message as `<time>-<kind>-<id>.json`; the rename keeps readers from seeing half a file. */
export async function writeOutboxMessage(dir: string, message: NewOutboxMessage): Promise<OutboxMessage> {
  const captured = { id: randomUUID(), createdAt: new Date().toISOString(), ...message } as OutboxMessage;
  await mkdir(dir, { recursive: true });
  const name = `${captured.createdAt.replace(/[:.]/g, '-')}-${captured.kind}-${captured.id}.json`;
  const temporary = join(dir, `.${name}.tmp`);
  await writeFile(temporary, `${JSON.stringify(captured, null, 2)}\n`, 'utf8');
  await rename(temporary, join(dir, name));
  return captured;
}

/** Every captured message in the directory, newest first; a missing directory is an empty outbox. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  const names = await dirEntries(dir);
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  const messages = await Promise.all(
    files.map(async (name) => {
      try {
        return { name, message: JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMessage };
      } catch {
        return undefined;
      }
    }),
  );
  return messages
    .filter((entry) => entry !== undefined && isOutboxMessage(entry.message))
    .map((entry) => entry as { name: string; message: OutboxMessage })
    .sort((a, b) => b.message.createdAt.localeCompare(a.message.createdAt) || b.name.localeCompare(a.name))
    .map((entry) => entry.message);
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<OutboxMessage>;
  return (candidate.kind === 'email' || candidate.kind === 'sms') && typeof candidate.createdAt === 'string';
}
