import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dirEntries } from '#kit/dir-entries';
import type { LocalQueue } from '../template/read-queues';
import type { MessageAttributeValue } from './message-md5';

/** One message as the local SQS keeps it: a JSON file of its queue's folder. */
export interface StoredMessage {
  messageId: string;
  body: string;
  messageAttributes?: Record<string, MessageAttributeValue>;
  /** Epoch ms. */
  sentTimestamp: number;
  senderId: string;
  receiveCount: number;
  firstReceiveTimestamp?: number;
  /** Epoch ms from which a receive may return it: after its delay, or once a receive's visibility timeout ends. */
  visibleAt: number;
  /** The latest receive's part of the receipt handle: only that handle deletes the message. */
  receipt?: string;
}

export interface ReceivedMessage {
  message: StoredMessage;
  receiptHandle: string;
}

export type StoreQueue = Pick<LocalQueue, 'name' | 'visibilityTimeoutSeconds' | 'retentionSeconds' | 'delaySeconds'>;

export interface QueueStore {
  send(
    queue: StoreQueue,
    input: { body: string; senderId: string; delaySeconds?: number; messageAttributes?: Record<string, MessageAttributeValue> },
  ): Promise<StoredMessage>;
  /** Up to `max` visible messages, oldest first, each hidden for the visibility timeout. */
  receive(queue: StoreQueue, options: { max: number; visibilityTimeoutSeconds?: number }): Promise<ReceivedMessage[]>;
  /**
   * `stale`: a handle of an earlier receive, which SQS accepts without deleting the message; a handle of a
   * message already deleted is `deleted` again, as SQS's delete is idempotent.
   */
  delete(queue: StoreQueue, receiptHandle: string): Promise<'deleted' | 'stale' | 'invalid'>;
  /** A received message hidden for `seconds` from now (0: visible again at once); as delete, for the latest receipt only. */
  changeVisibility(queue: StoreQueue, receiptHandle: string, seconds: number): Promise<'changed' | 'stale' | 'invalid'>;
  counts(queue: StoreQueue): Promise<{ visible: number; inFlight: number; delayed: number }>;
}

interface Handle {
  queue: string;
  file: string;
  receipt: string;
}

const encodeHandle = (handle: Handle) => Buffer.from(JSON.stringify(handle)).toString('base64url');

function decodeHandle(text: string): Handle | undefined {
  try {
    const handle = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Handle>;
    const valid = [handle.queue, handle.file, handle.receipt].every((part) => typeof part === 'string' && part !== '');
    return valid && !handle.file!.includes('/') ? (handle as Handle) : undefined;
  } catch {
    return undefined;
  }
}

const fileOf = (message: StoredMessage) => `${String(message.sentTimestamp).padStart(13, '0')}-${message.messageId}.json`;

/**
 * The queues' messages as files under `dir` (`<dir>/<queue name>/<sent time>-<id>.json`), so a restart
 * loses nothing, in-flight receives included. Each queue's operations run one at a time.
 */
export function createQueueStore(dir: string, now: () => number = Date.now): QueueStore {
  const chains = new Map<string, Promise<unknown>>();
  const exclusive = <T>(queue: string, work: () => Promise<T>): Promise<T> => {
    const run = (chains.get(queue) ?? Promise.resolve()).then(work, work);
    chains.set(
      queue,
      run.catch(() => undefined),
    );
    return run;
  };
  const folder = (queue: StoreQueue) => join(dir, queue.name);
  const write = async (queue: StoreQueue, message: StoredMessage) => {
    await mkdir(folder(queue), { recursive: true });
    const file = join(folder(queue), fileOf(message));
    await writeFile(`${file}.tmp`, `${JSON.stringify(message, null, 2)}\n`, 'utf8');
    await rename(`${file}.tmp`, file);
  };
  /** The queue's messages oldest first; those past the queue's retention are dropped, as SQS drops them. */
  const current = async (queue: StoreQueue): Promise<StoredMessage[]> => {
    const messages = await readMessages(folder(queue));
    const oldest = now() - queue.retentionSeconds * 1000;
    const expired = messages.filter((message) => message.sentTimestamp <= oldest);
    await Promise.all(expired.map((message) => unlink(join(folder(queue), fileOf(message))).catch(() => undefined)));
    return messages.filter((message) => message.sentTimestamp > oldest);
  };

  return {
    send: (queue, input) =>
      exclusive(queue.name, async () => {
        const sentTimestamp = now();
        const message: StoredMessage = {
          messageId: randomUUID(),
          body: input.body,
          ...(input.messageAttributes && Object.keys(input.messageAttributes).length > 0
            ? { messageAttributes: input.messageAttributes }
            : {}),
          sentTimestamp,
          senderId: input.senderId,
          receiveCount: 0,
          visibleAt: sentTimestamp + (input.delaySeconds ?? queue.delaySeconds) * 1000,
        };
        await write(queue, message);
        return message;
      }),
    receive: (queue, options) =>
      exclusive(queue.name, async () => {
        const at = now();
        const visible = (await current(queue)).filter((message) => message.visibleAt <= at).slice(0, options.max);
        const received: ReceivedMessage[] = [];
        for (const message of visible) {
          const updated: StoredMessage = {
            ...message,
            receiveCount: message.receiveCount + 1,
            firstReceiveTimestamp: message.firstReceiveTimestamp ?? at,
            visibleAt: at + (options.visibilityTimeoutSeconds ?? queue.visibilityTimeoutSeconds) * 1000,
            receipt: randomUUID(),
          };
          await write(queue, updated);
          received.push({
            message: updated,
            receiptHandle: encodeHandle({ queue: queue.name, file: fileOf(updated), receipt: updated.receipt! }),
          });
        }
        return received;
      }),
    delete: (queue, receiptHandle) =>
      exclusive(queue.name, async () => {
        const handle = decodeHandle(receiptHandle);
        if (!handle || handle.queue !== queue.name) return 'invalid';
        const file = join(folder(queue), handle.file);
        const message = await readMessage(file);
        if (!message) return 'deleted';
        if (message.receipt !== handle.receipt) return 'stale';
        await unlink(file);
        return 'deleted';
      }),
    changeVisibility: (queue, receiptHandle, seconds) =>
      exclusive(queue.name, async () => {
        const handle = decodeHandle(receiptHandle);
        if (!handle || handle.queue !== queue.name) return 'invalid';
        const message = await readMessage(join(folder(queue), handle.file));
        if (!message) return 'invalid';
        if (message.receipt !== handle.receipt) return 'stale';
        await write(queue, { ...message, visibleAt: now() + seconds * 1000 });
        return 'changed';
      }),
    counts: (queue) =>
      exclusive(queue.name, async () => {
        const at = now();
        const counts = { visible: 0, inFlight: 0, delayed: 0 };
        for (const message of await current(queue)) {
          if (message.visibleAt <= at) counts.visible += 1;
          else if (message.receiveCount > 0) counts.inFlight += 1;
          else counts.delayed += 1;
        }
        return counts;
      }),
  };
}

/** Every queue's messages under `dir`, oldest first (the outbox page; no receive, nothing changes). */
export async function readQueueFolders(dir: string): Promise<{ queue: string; messages: StoredMessage[] }[]> {
  const names = await dirEntries(dir);
  return Promise.all(names.sort().map(async (queue) => ({ queue, messages: await readMessages(join(dir, queue)) })));
}

async function readMessages(folder: string): Promise<StoredMessage[]> {
  const names = await dirEntries(folder);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => readMessage(join(folder, name))),
  );
  return messages.filter((message): message is StoredMessage => message !== undefined);
}

async function readMessage(file: string): Promise<StoredMessage | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredMessage;
  } catch {
    return undefined;
  }
}
