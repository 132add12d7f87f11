import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createQueueStore, readQueueFolders, type StoreQueue } from '#local/cloud/queues/queue-store';

const dir = mkdtempSync(join(tmpdir(), 'sddp-queue-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const queue = (name: string): StoreQueue => ({ name, visibilityTimeoutSeconds: 30, retentionSeconds: 3_600, delaySeconds: 0 });

describe('the local SQS queue store', () => {
  it('keeps messages on disk, so a new store (a restart) finds them, receipts included', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const failures = queue('failures');
    const first = createQueueStore(dir, clock);
    await first.send(failures, { body: 'one', senderId: 'k' });
    now += 1;
    await first.send(failures, { body: 'two', senderId: 'k' });
    const [received] = await first.receive(failures, { max: 1 });
    expect(received!.message).toMatchObject({ body: 'one', receiveCount: 1 });

    const second = createQueueStore(dir, clock);
    expect(await second.counts(failures)).toEqual({ visible: 1, inFlight: 1, delayed: 0 });
    expect(await second.delete(failures, received!.receiptHandle)).toBe('deleted');
    expect((await readQueueFolders(dir)).map(({ queue: name, messages }) => [name, messages.map((message) => message.body)])).toEqual([
      ['failures', ['two']],
    ]);
  });

  it('shows a received message again after its visibility timeout; only the latest receipt deletes it', async () => {
    let now = 2_000_000;
    const store = createQueueStore(dir, () => now);
    const jobs = queue('visibility');
    await store.send(jobs, { body: 'again', senderId: 'k' });
    const [early] = await store.receive(jobs, { max: 10, visibilityTimeoutSeconds: 5 });
    now += 4_000;
    expect(await store.receive(jobs, { max: 10 })).toEqual([]);
    now += 1_000;
    const [late] = await store.receive(jobs, { max: 10 });
    expect(late!.message.receiveCount).toBe(2);
    expect(await store.delete(jobs, early!.receiptHandle)).toBe('stale');
    expect(await store.counts(jobs)).toEqual({ visible: 0, inFlight: 1, delayed: 0 });
    expect(await store.delete(jobs, late!.receiptHandle)).toBe('deleted');
    expect(await store.delete(jobs, late!.receiptHandle)).toBe('deleted');
    expect(await store.delete(queue('other'), late!.receiptHandle)).toBe('invalid');
    expect(await store.delete(jobs, 'garbage')).toBe('invalid');
  });

  it('holds a delayed message back and drops one past the retention period', async () => {
    let now = 3_000_000;
    const store = createQueueStore(dir, () => now);
    const kept = queue('retention');
    await store.send(kept, { body: 'later', senderId: 'k', delaySeconds: 10 });
    expect(await store.counts(kept)).toEqual({ visible: 0, inFlight: 0, delayed: 1 });
    now += 10_000;
    expect(await store.counts(kept)).toEqual({ visible: 1, inFlight: 0, delayed: 0 });
    now += 3_600_000;
    expect(await store.counts(kept)).toEqual({ visible: 0, inFlight: 0, delayed: 0 });
    expect(await store.receive(kept, { max: 10 })).toEqual([]);
  });

  it('gives concurrent receives different messages', async () => {
    const store = createQueueStore(dir);
    const busy = queue('concurrent');
    for (const body of ['a', 'b', 'c']) await store.send(busy, { body, senderId: 'k' });
    const batches = await Promise.all([1, 2, 3].map(() => store.receive(busy, { max: 1 })));
    expect(
      batches
        .flat()
        .map(({ message }) => message.body)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
  });
});
