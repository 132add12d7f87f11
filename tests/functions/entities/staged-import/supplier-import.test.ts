import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repairOrgListCopy } from '#entities/org';
import {
  isHeldByRunningImport,
  recoverStagedImport,
  runSupplierImport,
  type ImportRow,
  clearStaging,
  readStagedCodes,
  writeManifest,
  writeStaging,
  type ImportManifest,
  runStagedImport,
  ImportStoppedError,
  ROWS_PER_STEP,
  WRITE_LANES,
  type ImportStep,
} from '#entities/staged-import';
import { db, tableName } from '#kit/db/client';
import { AppError } from '#kit/errors';
import { createTestUser, getItem, keys, uniqueCode } from '#test/fixtures';
import { importKilledAt } from '#test/import-crash';
import { listedCount, NOTHING_LEFT, stagingOf, supplierRows, tracesOf } from '#test/import-crash-state';
import { createTestOrg } from '#test/orgs';

type OnWritten = (written: number, total: number) => void | Promise<void>;

const isImportBusy = (error: unknown) => error instanceof AppError && error.messageKey === 'error.importBusy';

/** One lock for the whole table: wait while an import of another test file holds it, as a queued job would. */
async function importWhenFree(
  jobId: string,
  rows: readonly ImportRow[],
  onWritten: OnWritten = () => undefined,
  onStep?: (step: ImportStep) => Promise<void>,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runStagedImport(jobId, rows, onWritten, onStep ? { onStep } : undefined);
    } catch (error) {
      if (!isImportBusy(error) || attempt > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const codesOf = (rows: readonly ImportRow[]) => rows.map((row) => row.orgCode);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('runSupplierImport', () => {
  it('writes every new row with its primary account in steps, reports progress, and leaves only its finished manifest', async () => {
    const marker = uniqueCode('staged');
    const rows = await supplierRows(130, marker);
    const jobId = randomUUID();
    const progress: Array<[number, number]> = [];

    const outcome = await importWhenFree(jobId, rows, (written, total) => {
      progress.push([written, total]);
    });

    expect(outcome).toEqual({ status: 'imported', created: 130, unchanged: 0 });
    // Before the first step, then after each step (in whichever order the lanes finish).
    expect(progress[0]).toEqual([0, 130]);
    expect(progress.at(-1)).toEqual([130, 130]);
    expect(progress).toHaveLength(1 + Math.ceil(130 / ROWS_PER_STEP));
    expect(progress.map(([written]) => written)).toEqual([...progress.map(([written]) => written)].sort((a, b) => a - b));

    const traces = await tracesOf(jobId, codesOf(rows));
    expect(traces).toMatchObject({ staging: [], holdsLock: false, manifest: { phase: 'published', count: 130 } });
    expect(traces.orgs).toHaveLength(130);
    expect(traces.accounts).toHaveLength(130);
    // Both guards of every code name the job (a create that meets one can tell it from a plain duplicate).
    expect([...traces.orgGuards, ...traces.loginGuards].every((guard) => guard.importJob === jobId)).toBe(true);
    expect(traces.orgGuards).toHaveLength(130);
    expect(traces.loginGuards).toHaveLength(130);
    expect(await listedCount(marker)).toBe(130);

    // The same rows again: nothing new, so nothing is staged.
    const againId = randomUUID();
    expect(await importWhenFree(againId, rows)).toEqual({ status: 'imported', created: 0, unchanged: 130 });
    expect(await getItem(keys.stagedImportManifest(againId))).toBeUndefined();
  });

  it('rejects the file without writing when the plan finds a code of another kind of organisation', async () => {
    const marker = uniqueCode('kind');
    const rows = await supplierRows(3, marker);
    await createTestOrg({ orgCode: rows[1]!.orgCode, orgType: '20' });
    const jobId = randomUUID();

    const outcome = await importWhenFree(jobId, rows);

    expect(outcome).toMatchObject({ status: 'rejected', plan: { otherKind: [rows[1]], loginTaken: [] } });
    expect(await getItem(keys.stagedImportManifest(jobId))).toBeUndefined();
    expect((await getItem(keys.stagedImportLock()))?.jobId).not.toBe(jobId);
    expect(await getItem(keys.orgCodeGuard(rows[0]!.orgCode))).toBeUndefined();
  });

  it('rolls back and names the row when a create takes one of the codes after the plan; the code stays that create’s alone', async () => {
    const marker = uniqueCode('taken');
    const rows = await supplierRows(60, marker);
    const jobId = randomUUID();
    let created: Awaited<ReturnType<typeof createTestOrg>> | undefined;

    // Creates are not held off by the import lock: one lands between the plan and the writes.
    const outcome = await importWhenFree(jobId, rows, undefined, async (step) => {
      if (step === 'staged') created = await createTestOrg({ orgCode: rows[40]!.orgCode, orgName: `${marker} single` });
    });

    expect(outcome).toMatchObject({ status: 'rejected', plan: { otherKind: [rows[40]], loginTaken: [] } });
    expect(outcome.status === 'rejected' && outcome.plan.create).toHaveLength(59);
    const traces = await tracesOf(jobId, codesOf(rows));
    expect(traces).toMatchObject({
      ...NOTHING_LEFT,
      orgGuards: [{ orgId: created!.id }],
      loginGuards: [{ userId: created!.primaryUserId }],
      manifest: { phase: 'rolledBack' },
    });
    expect(traces.orgGuards[0]).not.toHaveProperty('importJob');
    // Listed: the single create alone.
    expect(await listedCount(marker)).toBe(1);
    expect((await getItem(keys.org(created!.id)))?.orgCode).toBe(rows[40]!.orgCode);
  });

  it('rolls back and names the row when an account takes one of the codes as its login after the plan', async () => {
    const rows = await supplierRows(30, uniqueCode('login'));
    const jobId = randomUUID();
    let account: Awaited<ReturnType<typeof createTestUser>> | undefined;

    const outcome = await importWhenFree(jobId, rows, undefined, async (step) => {
      if (step === 'writing') account = await createTestUser({ userCode: rows[7]!.orgCode });
    });

    expect(outcome).toMatchObject({ status: 'rejected', plan: { otherKind: [], loginTaken: [rows[7]] } });
    expect(await tracesOf(jobId, codesOf(rows))).toMatchObject({ ...NOTHING_LEFT, loginGuards: [{ userId: account!.id }] });
  });

  it('tells a create that meets a guard of the running import so (isHeldByRunningImport), and leaves one owner either way', async () => {
    const rows = await supplierRows(50, uniqueCode('held'));
    const code = rows[0]!.orgCode;
    const jobId = randomUUID();
    const seen: Array<{ held: boolean; login: boolean; error: unknown }> = [];

    await importWhenFree(jobId, rows, async (written, total) => {
      if (written < total) return;
      // Every row is written, nothing is committed yet.
      const error = await createTestOrg({ orgCode: code }).catch((caught: unknown) => caught);
      seen.push({
        held: await isHeldByRunningImport(keys.orgCodeGuard(code)),
        login: await isHeldByRunningImport(keys.userCodeGuard(code)),
        error,
      });
    });

    expect(seen).toMatchObject([{ held: true, login: true, error: { messageKey: 'error.importBusy' } }]);
    expect(await isHeldByRunningImport(keys.orgCodeGuard(code))).toBe(false);
    const guard = await getItem(keys.orgCodeGuard(code));
    expect(await getItem(keys.org(Number(guard?.orgId)))).toMatchObject({ orgCode: code, orgName: rows[0]!.orgName });
    // A guard of a single create, and no guard at all, are never the import's.
    const single = await createTestOrg();
    expect(await isHeldByRunningImport(keys.orgCodeGuard(single.orgCode))).toBe(false);
    expect(await isHeldByRunningImport(keys.orgCodeGuard(uniqueCode('none')))).toBe(false);
  });

  it('refuses a second import while one runs', async () => {
    const [rows, others] = [await supplierRows(5, uniqueCode('first')), await supplierRows(5, uniqueCode('second'))];
    const secondId = randomUUID();
    let refusal: unknown;

    await importWhenFree(randomUUID(), rows, undefined, async (step) => {
      if (step === 'writing') refusal = await runSupplierImport(secondId, others, () => undefined).catch((caught: unknown) => caught);
    });

    expect(refusal).toMatchObject({ code: 409, messageKey: 'error.importBusy' });
    expect(await tracesOf(secondId, codesOf(others))).toMatchObject({ ...NOTHING_LEFT, manifest: undefined });
  });

  it('undoes everything itself when a write fails part-way, and lets the error through', async () => {
    const marker = uniqueCode('fault');
    const rows = await supplierRows(200, marker);
    const jobId = randomUUID();
    const client = db();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    let transactions = 0;
    vi.spyOn(client, 'send').mockImplementation((async (command: { constructor: { name: string } }) => {
      if (command.constructor.name === 'TransactWriteCommand' && ++transactions === 4)
        throw Object.assign(new Error('socket hang up'), { name: 'NetworkingError' });
      return send(command);
    }) as never);

    await expect(importWhenFree(jobId, rows)).rejects.toThrow('socket hang up');

    vi.restoreAllMocks();
    expect(await tracesOf(jobId, codesOf(rows))).toMatchObject({ ...NOTHING_LEFT, manifest: { phase: 'rolledBack' } });
    expect(await listedCount(marker)).toBe(0);
    expect(await importWhenFree(randomUUID(), rows)).toMatchObject({ status: 'imported', created: 200 });
  });

  it('stops and rolls back when the progress callback throws (the job was taken over)', async () => {
    const rows = await supplierRows(100, uniqueCode('lost'));
    const jobId = randomUUID();
    const lost = new Error('job lost');

    await expect(
      importWhenFree(jobId, rows, (written) => {
        if (written >= 24) throw lost;
      }),
    ).rejects.toBe(lost);

    expect(await tracesOf(jobId, codesOf(rows))).toMatchObject({ ...NOTHING_LEFT, manifest: { phase: 'rolledBack' } });
  });
});

describe('recoverStagedImport', () => {
  type Command = {
    constructor: { name: string };
    input: { RequestItems?: Record<string, Array<{ PutRequest?: { Item: { kind?: string } } }>>; TransactItems?: Array<{ Put?: unknown }> };
  };
  const putsRecords = (command: Command) =>
    command.constructor.name === 'BatchWriteCommand' &&
    Object.values(command.input.RequestItems ?? {})
      .flat()
      .some((request) => ['Org', 'User'].includes(String(request.PutRequest?.Item.kind)));
  const putsGuards = (command: Command) =>
    command.constructor.name === 'TransactWriteCommand' && Boolean(command.input.TransactItems?.[0]?.Put);

  /**
   * The worker is taken for dead (recovered) while it still writes. Every batch of records it sends
   * from `trigger` on lands only after the recovery rolled the job back; with `holdGuards`, so does
   * every guard transaction it sends meanwhile.
   */
  function recoveredWhileWriting(jobId: string, options: { trigger?: Promise<void>; holdGuards: boolean; afterGuards?: () => void }) {
    let recovered: Promise<string> | undefined;
    const client = db();
    const send = client.send.bind(client) as (command: Command) => Promise<unknown>;
    vi.spyOn(client, 'send').mockImplementation((async (command: Command) => {
      if (putsRecords(command)) {
        await options.trigger;
        await (recovered ??= recoverStagedImport(jobId));
      } else if (options.holdGuards && recovered && putsGuards(command)) {
        await recovered;
      }
      const result = await send(command);
      if (putsGuards(command)) options.afterGuards?.();
      return result;
    }) as never);
    return () => recovered;
  }

  it('stops a job that is still running (its worker was taken for dead): its next guards fail, and its records that land late are deleted', async () => {
    const marker = uniqueCode('zombie');
    const rows = await supplierRows(10 * ROWS_PER_STEP, marker);
    const jobId = randomUUID();
    const recovered = recoveredWhileWriting(jobId, { holdGuards: true });

    await expect(importWhenFree(jobId, rows)).rejects.toBeInstanceOf(ImportStoppedError);

    expect(await recovered()).toBe('rolledBack');
    vi.restoreAllMocks();
    expect(await tracesOf(jobId, codesOf(rows))).toMatchObject({ ...NOTHING_LEFT, manifest: { phase: 'rolledBack' } });
    expect(await listedCount(marker)).toBe(0);
  });

  it('stops a job that is still running when every guard is in: it cannot commit, and its records that land late are deleted', async () => {
    const marker = uniqueCode('zombie');
    const rows = await supplierRows(WRITE_LANES * ROWS_PER_STEP, marker);
    const jobId = randomUUID();
    let guardTransactions = 0;
    let allGuardsIn = () => {};
    const guardsIn = new Promise<void>((resolve) => (allGuardsIn = resolve));
    const afterGuards = () => {
      if (++guardTransactions === WRITE_LANES) allGuardsIn();
    };
    const recovered = recoveredWhileWriting(jobId, { trigger: guardsIn, holdGuards: false, afterGuards });

    await expect(importWhenFree(jobId, rows)).rejects.toBeInstanceOf(ImportStoppedError);

    expect(await recovered()).toBe('rolledBack');
    vi.restoreAllMocks();
    expect(await tracesOf(jobId, codesOf(rows))).toMatchObject({ ...NOTHING_LEFT, manifest: { phase: 'rolledBack' } });
  });

  it('defers a repair while an import holds the lock, and withdraws what a repair listed after the lock lapsed when the job is rolled back', async () => {
    const marker = uniqueCode('repaired');
    const rows = await supplierRows(100, marker);
    const jobId = randomUUID();
    expect((await importKilledAt(jobId, rows, { written: 96 })).killed).toBe(true);
    // While the dead job's lock has not lapsed, a repair leaves its records unlisted.
    expect(await repairOrgListCopy()).toMatchObject({ deferred: true });
    expect(await listedCount(marker)).toBe(0);
    // Once it lapsed, a repair that runs before the recovery lists them.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.stagedImportLock(),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': 1 },
      }),
    );
    expect((await repairOrgListCopy()).deferred).toBeUndefined();
    expect(await listedCount(marker)).toBeGreaterThan(0);

    expect(await recoverStagedImport(jobId)).toBe('rolledBack');

    expect(await listedCount(marker)).toBe(0);
    expect(await tracesOf(jobId, codesOf(rows))).toMatchObject(NOTHING_LEFT);
  });

  it('answers nothing for a job that never staged, twice, and keeps that job from staging afterwards', async () => {
    const rows = await supplierRows(5, uniqueCode('never'));
    const jobId = randomUUID();

    expect(await recoverStagedImport(jobId)).toBe('nothing');
    expect(await recoverStagedImport(jobId)).toBe('nothing');

    await expect(importWhenFree(jobId, rows)).rejects.toThrow(`supplier import job ${jobId} has run before`);
    expect(await tracesOf(jobId, codesOf(rows))).toMatchObject({ ...NOTHING_LEFT, manifest: { phase: 'rolledBack', count: 0 } });
  });

  it('leaves the lock of a job that died to it; once the lock lapses, the next import rolls that job back and takes over', async () => {
    const marker = uniqueCode('lapsed');
    const rows = await supplierRows(120, marker);
    const deadJob = randomUUID();
    const killed = await importKilledAt(deadJob, rows, { written: 48 });
    expect(killed.killed).toBe(true);
    expect((await tracesOf(deadJob, codesOf(rows))).holdsLock).toBe(true);

    await expect(runSupplierImport(randomUUID(), rows, () => undefined)).rejects.toMatchObject({ messageKey: 'error.importBusy' });

    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.stagedImportLock(),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': 1 },
      }),
    );
    const next = randomUUID();
    expect(await importWhenFree(next, rows)).toEqual({ status: 'imported', created: 120, unchanged: 0 });
    expect(await tracesOf(deadJob, [])).toMatchObject({ ...NOTHING_LEFT, manifest: { phase: 'rolledBack' } });
    expect((await tracesOf(next, codesOf(rows))).orgGuards.every((guard) => guard.importJob === next)).toBe(true);
    expect(await listedCount(marker)).toBe(120);
  });
});

describe('the staging of a job', () => {
  it('keeps any number of codes in chunk items under 100 KB and reads them back in row order', async () => {
    const jobId = randomUUID();
    const codes = Array.from({ length: 25_000 }, (_, index) => `${uniqueCode('c')}-${index}`);
    const manifest: ImportManifest = {
      jobId,
      phase: 'staged',
      firstIds: [1, 1],
      count: codes.length,
      lanes: 3,
      createTime: new Date().toISOString(),
    };
    await writeManifest(manifest);
    await writeStaging(manifest, codes);

    const staging = await stagingOf(jobId);
    const chunks = staging.filter((item) => item.kind === 'OrgImportChunk');
    expect(chunks.length).toBeGreaterThan(4);
    for (const item of chunks) expect(Buffer.byteLength(JSON.stringify(item))).toBeLessThan(100_000);
    expect(staging.filter((item) => item.kind === 'OrgImportLane')).toHaveLength(3);
    expect(await readStagedCodes(manifest)).toEqual(codes);

    await clearStaging(jobId);
    expect(await stagingOf(jobId)).toEqual([]);
  });
});
