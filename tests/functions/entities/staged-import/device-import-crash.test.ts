import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importContracts, type NewContract } from '#domains/device/data/device-writes';
import { allContracts, allTags } from '#entities/device';
import { recoverStagedImport } from '#entities/staged-import';
import { keys } from '#kit/db/keys';
import { batchGetAll } from '#kit/db/paging';
import { getItem } from '#test/fixtures';
import { contractImportKilledAt, recoveryKilledAt, type CrashPoint } from '#test/import-crash';
import { stagingOf } from '#test/import-crash-state';
import { contractPlan, freshProjectId, tagOn } from '../../domains/device/device-fixtures';

/**
 * A device contract import killed with SIGKILL (no catch, no finally runs) at every point of its write
 * and of its recovery: afterwards every contract and tag number of the file is in (guard, record,
 * listed) or none is, a second recovery changes nothing, and the same file then imports.
 */
const CONTRACTS = 3;
const TAGS_PER_CONTRACT = 80;

async function filePlans(): Promise<NewContract[]> {
  const projectId = await freshProjectId();
  return Array.from({ length: CONTRACTS }, (_, index) =>
    contractPlan(
      projectId,
      101 + index,
      Array.from({ length: TAGS_PER_CONTRACT }, (_, tag) => tagOn(tag % 3 === 0 ? undefined : tag)),
    ),
  );
}

const byPk = (items: Array<Record<string, unknown>>) => items.sort((left, right) => String(left.pk).localeCompare(String(right.pk)));
const sorted = <T>(values: T[]) => [...values].sort();

/** Everything the job may have left: manifest, staging, the numbers' guards (whoever holds them), its records, what the lists show. */
async function tracesOf(jobId: string, plans: readonly NewContract[]) {
  const projectId = plans[0]!.projectId;
  const manifest = await getItem(keys.stagedImportManifest(jobId));
  const contracts = Number(manifest?.contracts ?? 0);
  const tags = Number(manifest?.count ?? 0) - contracts;
  const guardKeys = plans.flatMap((plan) => [
    keys.deviceContractNoGuard(plan.projectId, plan.contractNo),
    ...plan.tags.map((tag) => keys.deviceTagGuard(plan.projectId, tag.tagNumber)),
  ]);
  const recordKeys = [
    ...Array.from({ length: contracts }, (_, index) => keys.deviceContract(Number(manifest?.firstIds?.[0]) + index)),
    ...Array.from({ length: tags }, (_, index) => keys.deviceTag(Number(manifest?.firstIds?.[1]) + index)),
  ];
  return {
    manifest,
    staging: await stagingOf(jobId),
    guards: byPk(await batchGetAll(guardKeys, { consistent: true })),
    records: byPk(await batchGetAll(recordKeys, { consistent: true })),
    listedContracts: sorted(
      (await allContracts())
        .filter((contract) => contract.projectId === projectId)
        .map((contract) => `${contract.contractNo}:${contract.tagCount}`),
    ),
    listedTags: (await allTags()).filter((tag) => tag.projectId === projectId).length,
  };
}

const NOTHING_LEFT = { staging: [], guards: [], records: [], listedContracts: [], listedTags: 0 } as const;
const tagTotal = CONTRACTS * TAGS_PER_CONTRACT;

async function expectCompleted(jobId: string, plans: readonly NewContract[]) {
  const traces = await tracesOf(jobId, plans);
  expect(traces).toMatchObject({
    staging: [],
    manifest: { phase: 'published', importKind: 'deviceContract', contracts: CONTRACTS },
    listedContracts: sorted(plans.map((plan) => `${plan.contractNo}:${TAGS_PER_CONTRACT}`)),
    listedTags: tagTotal,
  });
  expect(traces.guards).toHaveLength(CONTRACTS + tagTotal);
  expect(traces.records).toHaveLength(CONTRACTS + tagTotal);
  return traces;
}

async function expectRolledBack(jobId: string, plans: readonly NewContract[]) {
  const traces = await tracesOf(jobId, plans);
  expect(traces).toMatchObject(NOTHING_LEFT);
  return traces;
}

describe('a device contract import killed with kill -9', () => {
  const cases: Array<{ at: string; crash: CrashPoint; outcome: 'rolledBack' | 'completed' }> = [
    { at: 'with its manifest written, before its chunks and lanes', crash: { step: 'manifestWritten' }, outcome: 'rolledBack' },
    { at: 'staged, before writing', crash: { step: 'staged' }, outcome: 'rolledBack' },
    { at: 'part-way through the writes', crash: { written: 96 }, outcome: 'rolledBack' },
    { at: 'writing, a few writes into its steps', crash: { step: 'writing', writesAfter: 3 }, outcome: 'rolledBack' },
    { at: 'committed, before the lists', crash: { step: 'committed' }, outcome: 'completed' },
    { at: 'part-way through publishing to the lists', crash: { step: 'committed', writesAfter: 20 }, outcome: 'completed' },
    { at: 'published, before its manifest says so', crash: { step: 'published' }, outcome: 'completed' },
  ];

  it.each(cases)(
    '$at: recovery answers $outcome, again changes nothing, and the same file then imports',
    async ({ crash, outcome }) => {
      const plans = await filePlans();
      const jobId = randomUUID();

      expect((await contractImportKilledAt(jobId, plans, crash)).killed).toBe(true);
      if (outcome === 'rolledBack') {
        // Killed before its commit, nothing it wrote is listed, not even for a moment.
        expect((await tracesOf(jobId, plans)).listedTags).toBe(0);
      }
      expect(await recoverStagedImport(jobId)).toBe(outcome);
      const settled = outcome === 'completed' ? await expectCompleted(jobId, plans) : await expectRolledBack(jobId, plans);
      expect(await recoverStagedImport(jobId)).toBe(outcome);
      expect(await tracesOf(jobId, plans)).toEqual(settled);

      const again = await importContracts(randomUUID(), plans, () => undefined);
      expect(again.status).toBe(outcome === 'completed' ? 'taken' : 'imported');
      expect((await tracesOf(jobId, plans)).listedTags).toBe(tagTotal);
    },
    180_000,
  );

  it('a recovery killed while rolling back is finished by the next', async () => {
    const plans = await filePlans();
    const jobId = randomUUID();
    expect((await contractImportKilledAt(jobId, plans, { written: 96 })).killed).toBe(true);
    for (const crash of [{ step: 'rollingBack' }, { step: 'lanesStopped', writesAfter: 2 }, { step: 'deleted' }] as const)
      expect((await recoveryKilledAt(jobId, crash)).killed).toBe(true);

    expect(await recoverStagedImport(jobId)).toBe('rolledBack');
    await expectRolledBack(jobId, plans);
    expect((await importContracts(randomUUID(), plans, () => undefined)).status).toBe('imported');
  }, 180_000);

  it('a number taken by another writer while it writes leaves nothing of it, and names the number', async () => {
    const plans = await filePlans();
    const [first] = plans;
    const taken = first!.tags[TAGS_PER_CONTRACT - 1]!.tagNumber;
    // Another contract takes one of the file's tag numbers after the check, before the write.
    const other = await importContracts(
      randomUUID(),
      [contractPlan(first!.projectId, 999, [tagOn(undefined, { tagNumber: taken })])],
      () => undefined,
    );
    expect(other.status).toBe('imported');

    const jobId = randomUUID();
    const outcome = await importContracts(jobId, plans, () => undefined);
    expect(outcome).toEqual({ status: 'taken', taken: [{ tagNumber: taken, contractNo: first!.contractNo }] });
    const traces = await tracesOf(jobId, plans);
    expect(traces.records).toEqual([]);
    expect(traces.guards.map((guard) => guard.pk)).toEqual([keys.deviceTagGuard(first!.projectId, taken).pk]);
    expect(traces.listedTags).toBe(1);
  }, 180_000);
});
