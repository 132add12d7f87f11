import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recoverStagedImport, runSupplierImport, type ImportRow } from '#entities/staged-import';
import { AppError } from '#kit/errors';
import { uniqueCode } from '#test/fixtures';
import { importKilledAt, recoveryKilledAt, type CrashPoint } from '#test/import-crash';
import { listedCount, NOTHING_LEFT, supplierRows, tracesOf } from '#test/import-crash-state';

/**
 * A supplier import killed with SIGKILL (no catch, no finally runs) at every point of its write, and
 * of its recovery: afterwards the recovery leaves nothing half-written that a user can see or trip
 * over, a second recovery changes nothing, and the same rows import cleanly.
 */
const ROWS = 150;
const codesOf = (rows: readonly ImportRow[]) => rows.map((row) => row.orgCode);

async function importWhenFree(rows: readonly ImportRow[]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runSupplierImport(randomUUID(), rows, () => undefined);
    } catch (error) {
      if (!(error instanceof AppError && error.messageKey === 'error.importBusy') || attempt > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** What the table and the lists hold of the job: a second recovery must not change any of it. */
const stateOf = async (jobId: string, rows: readonly ImportRow[], marker: string) => ({
  traces: await tracesOf(jobId, codesOf(rows)),
  listed: await listedCount(marker),
});

async function expectRolledBack(jobId: string, rows: readonly ImportRow[], marker: string) {
  const state = await stateOf(jobId, rows, marker);
  expect(state.traces).toMatchObject(NOTHING_LEFT);
  expect(state.listed).toBe(0);
  return state;
}

async function expectCompleted(jobId: string, rows: readonly ImportRow[], marker: string) {
  const state = await stateOf(jobId, rows, marker);
  expect(state.traces).toMatchObject({ staging: [], holdsLock: false, manifest: { phase: 'published' } });
  for (const items of [state.traces.orgGuards, state.traces.loginGuards, state.traces.orgs, state.traces.accounts])
    expect(items).toHaveLength(rows.length);
  expect(state.listed).toBe(rows.length);
  return state;
}

describe('a supplier import killed with kill -9', () => {
  const cases: Array<{ at: string; crash: CrashPoint; outcome: 'nothing' | 'rolledBack' | 'completed' }> = [
    { at: 'holding the lock, before its manifest', crash: { step: 'locked' }, outcome: 'nothing' },
    { at: 'with its manifest written, before its chunks and lanes', crash: { step: 'manifestWritten' }, outcome: 'rolledBack' },
    { at: 'staged, before writing', crash: { step: 'staged' }, outcome: 'rolledBack' },
    { at: 'writing, before the first step', crash: { step: 'writing' }, outcome: 'rolledBack' },
    { at: 'part-way through the writes', crash: { written: 48 }, outcome: 'rolledBack' },
    { at: 'committed, before the lists', crash: { step: 'committed' }, outcome: 'completed' },
    { at: 'part-way through publishing to the lists', crash: { step: 'committed', writesAfter: 2 }, outcome: 'completed' },
    { at: 'published, before its manifest says so', crash: { step: 'published' }, outcome: 'completed' },
    { at: 'finished, before its staging and lock are released', crash: { step: 'ended' }, outcome: 'completed' },
  ];

  it.each(cases)(
    '$at: recovery answers $outcome, again changes nothing, and the same rows import cleanly',
    async ({ crash, outcome }) => {
      const marker = uniqueCode('crash');
      const rows = await supplierRows(ROWS, marker);
      const jobId = randomUUID();

      const run = await importKilledAt(jobId, rows, crash);
      expect(run.killed).toBe(true);
      expect((await tracesOf(jobId, [])).holdsLock).toBe(true);

      expect(await recoverStagedImport(jobId)).toBe(outcome);
      const settled = outcome === 'completed' ? await expectCompleted(jobId, rows, marker) : await expectRolledBack(jobId, rows, marker);

      expect(await recoverStagedImport(jobId)).toBe(outcome);
      expect(await stateOf(jobId, rows, marker)).toEqual(settled);

      const again = await importWhenFree(rows);
      expect(again).toEqual(
        outcome === 'completed' ? { status: 'imported', created: 0, unchanged: ROWS } : { status: 'imported', created: ROWS, unchanged: 0 },
      );
      expect(await listedCount(marker)).toBe(ROWS);
    },
    120_000,
  );
});

describe('a recovery killed with kill -9', () => {
  it('rolling back: the next recovery finishes the job, from whichever step the last one reached', async () => {
    const marker = uniqueCode('undo');
    const rows = await supplierRows(ROWS, marker);
    const jobId = randomUUID();
    expect((await importKilledAt(jobId, rows, { written: 72 })).killed).toBe(true);

    for (const crash of [{ step: 'rollingBack' }, { step: 'lanesStopped', writesAfter: 3 }, { step: 'deleted' }] as const) {
      const run = await recoveryKilledAt(jobId, crash);
      expect(run.killed).toBe(true);
      expect((await tracesOf(jobId, [])).manifest?.phase).toBe('rollingBack');
    }

    expect(await recoverStagedImport(jobId)).toBe('rolledBack');
    const settled = await expectRolledBack(jobId, rows, marker);
    expect(await recoverStagedImport(jobId)).toBe('rolledBack');
    expect(await stateOf(jobId, rows, marker)).toEqual(settled);
    expect(await importWhenFree(rows)).toMatchObject({ status: 'imported', created: ROWS });
  }, 120_000);

  it('completing: the next recovery publishes what the last one did not', async () => {
    const marker = uniqueCode('finish');
    const rows = await supplierRows(ROWS, marker);
    const jobId = randomUUID();
    expect((await importKilledAt(jobId, rows, { step: 'committed' })).killed).toBe(true);

    const run = await recoveryKilledAt(jobId, { writesAfter: 1 });
    expect(run.killed).toBe(true);

    expect(await recoverStagedImport(jobId)).toBe('completed');
    await expectCompleted(jobId, rows, marker);
  }, 120_000);
});

describe('a large import killed with kill -9 at a moment, not a step', () => {
  const LARGE = 2_000;

  it.each([1_000, 2_000, 3_000])(
    '%i ms in: all rows or none are listed after recovery, and the same rows then import',
    async (afterMs) => {
      const marker = uniqueCode('timed');
      const rows = await supplierRows(LARGE, marker);
      const jobId = randomUUID();

      const run = await importKilledAt(jobId, rows, { afterMs });
      const outcome = await recoverStagedImport(jobId);

      if (run.killed && outcome !== 'completed') await expectRolledBack(jobId, rows, marker);
      else await expectCompleted(jobId, rows, marker);
      const again = await importWhenFree(rows);
      expect(again.status).toBe('imported');
      expect(await listedCount(marker)).toBe(LARGE);
    },
    180_000,
  );
});
