import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { importAccounts } from '#entities/account-import';
import { recoverStagedImport } from '#entities/staged-import';
import type { NewAccount } from '#entities/user';
import { uniqueCode } from '#test/fixtures';
import { recoveryKilledAt, userImportKilledAt, type CrashPoint } from '#test/import-crash';
import { createTestOrg } from '#test/orgs';
import { importedAccounts, NO_ACCOUNTS_LEFT, userTracesOf } from '#test/user-import-crash-state';

/**
 * A user import killed with SIGKILL (no catch, no finally runs) at every point of its write and of
 * its recovery: afterwards every account of the file is in (guard, record, list entry) or none is,
 * a second recovery changes nothing, and the same accounts then import.
 */
const COUNT = 230;
let org: { id: number; orgName: string };
beforeAll(async () => {
  org = await createTestOrg({ orgName: `${uniqueCode('崩溃')} 公司`, orgType: '10' });
});

const codesOf = (accounts: readonly NewAccount[]) => accounts.map((account) => account.userCode);

async function expectRolledBack(jobId: string, accounts: readonly NewAccount[], marker: string) {
  const traces = await userTracesOf(jobId, codesOf(accounts), marker);
  expect(traces).toMatchObject(NO_ACCOUNTS_LEFT);
  return traces;
}

async function expectCompleted(jobId: string, accounts: readonly NewAccount[], marker: string) {
  const traces = await userTracesOf(jobId, codesOf(accounts), marker);
  expect(traces).toMatchObject({ staging: [], manifest: { phase: 'published', importKind: 'user' }, listed: accounts.length });
  expect(traces.loginGuards).toHaveLength(accounts.length);
  expect(traces.accounts).toHaveLength(accounts.length);
  return traces;
}

describe('a user import killed with kill -9', () => {
  const cases: Array<{ at: string; crash: CrashPoint; outcome: 'rolledBack' | 'completed' }> = [
    { at: 'with its manifest written, before its chunks and lanes', crash: { step: 'manifestWritten' }, outcome: 'rolledBack' },
    { at: 'staged, before writing', crash: { step: 'staged' }, outcome: 'rolledBack' },
    { at: 'part-way through the writes', crash: { written: 96 }, outcome: 'rolledBack' },
    { at: 'writing, a few writes into its steps', crash: { step: 'writing', writesAfter: 3 }, outcome: 'rolledBack' },
    { at: 'committed, before the list', crash: { step: 'committed' }, outcome: 'completed' },
    { at: 'part-way through publishing to the list', crash: { step: 'committed', writesAfter: 2 }, outcome: 'completed' },
    { at: 'published, before its manifest says so', crash: { step: 'published' }, outcome: 'completed' },
  ];

  it.each(cases)(
    '$at: recovery answers $outcome, again changes nothing, and the same accounts then import',
    async ({ crash, outcome }) => {
      const marker = uniqueCode('ucrash');
      const accounts = importedAccounts(COUNT, marker, org);
      const jobId = randomUUID();

      expect((await userImportKilledAt(jobId, accounts, crash)).killed).toBe(true);
      expect(await recoverStagedImport(jobId)).toBe(outcome);
      const settled =
        outcome === 'completed' ? await expectCompleted(jobId, accounts, marker) : await expectRolledBack(jobId, accounts, marker);
      expect(await recoverStagedImport(jobId)).toBe(outcome);
      expect(await userTracesOf(jobId, codesOf(accounts), marker)).toEqual(settled);

      const again = await importAccounts(randomUUID(), accounts, () => undefined);
      expect(again.status).toBe(outcome === 'completed' ? 'taken' : 'imported');
      expect((await userTracesOf(jobId, [], marker)).listed).toBe(COUNT);
    },
    120_000,
  );

  it('a recovery killed while rolling back is finished by the next', async () => {
    const marker = uniqueCode('uundo');
    const accounts = importedAccounts(COUNT, marker, org);
    const jobId = randomUUID();
    expect((await userImportKilledAt(jobId, accounts, { written: 96 })).killed).toBe(true);
    for (const crash of [{ step: 'rollingBack' }, { step: 'lanesStopped', writesAfter: 2 }, { step: 'deleted' }] as const)
      expect((await recoveryKilledAt(jobId, crash)).killed).toBe(true);

    expect(await recoverStagedImport(jobId)).toBe('rolledBack');
    await expectRolledBack(jobId, accounts, marker);
    expect((await importAccounts(randomUUID(), accounts, () => undefined)).status).toBe('imported');
  }, 120_000);
});
