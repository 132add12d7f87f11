import { randomUUID } from 'node:crypto';
import {
  contractCode,
  tagCode,
  unlisted,
  newContractRecord,
  newTagRecord,
  type ContractFields,
  type TagFields,
  contractItem,
  tagItem,
  type ContractRecord,
} from '#entities/device';
import {
  readManifest,
  reserveIds,
  runStagedWrite,
  stagedManifest,
  type OnWritten,
  type ImportHooks,
  type StagedItem,
  type StagedRow,
} from '#entities/staged-import';
import { keys } from '#kit/db/keys';
import { nowIso } from '#kit/time';

export type NewTag = TagFields;

export interface NewContract extends ContractFields {
  tags: NewTag[];
}

/** A contract number or tag number of the plan that another writer took after the check. */
export type TakenNumber = { contractNo: string } | { tagNumber: string; contractNo: string };

/** A guard already held (writeContracts): which contract number or tag number of the plan it was. */
export class DeviceGuardTaken extends Error {
  constructor(readonly what: TakenNumber) {
    super('device guard taken');
  }
}

export type ContractsImport = { status: 'imported'; contracts: ContractRecord[] } | { status: 'taken'; taken: TakenNumber[] };

const ONE_GUARD = 1;
/** The counters' floors: device ids start at 1 (the counters are the ones the first imports used). */
const FIRST_ID = 1;

interface Planned {
  codes: string[];
  rows: StagedRow[];
  /** What row i stands for, to name a number taken meanwhile. */
  numbers: TakenNumber[];
}

const plannedRow = (jobId: string, code: string, number: TakenNumber, guard: { pk: string; sk: string }, item: StagedItem) => ({
  code,
  number,
  row: { guards: [{ ...guard, kind: 'Unique', importJob: jobId }], items: [unlisted(item)] },
});

/** The staged rows: every contract (with its final tag count), then every tag number, each with the guard of its number. */
function plannedRows(jobId: string, plans: readonly NewContract[], firstContractId: number, firstTagId: number) {
  const createTime = nowIso();
  const contracts = plans.map(({ tags, ...fields }, index) => newContractRecord(firstContractId + index, fields, createTime, tags.length));
  let nextTagId = firstTagId;
  const rows = [
    ...contracts.map((contract) =>
      plannedRow(
        jobId,
        contractCode(contract.projectId, contract.contractNo),
        { contractNo: contract.contractNo },
        keys.deviceContractNoGuard(contract.projectId, contract.contractNo),
        contractItem(contract),
      ),
    ),
    ...plans.flatMap((plan, index) =>
      plan.tags.map((tag) => {
        const record = newTagRecord(nextTagId++, contracts[index]!, tag, createTime);
        return plannedRow(
          jobId,
          tagCode(plan.projectId, tag.tagNumber),
          { tagNumber: tag.tagNumber, contractNo: plan.contractNo },
          keys.deviceTagGuard(plan.projectId, tag.tagNumber),
          tagItem(record),
        );
      }),
    ),
  ];
  const planned: Planned = { codes: rows.map((row) => row.code), rows: rows.map((row) => row.row), numbers: rows.map((row) => row.number) };
  return { planned, contracts };
}

/**
 * Writes the planned contracts and their tag numbers as import job `jobId` (a UUID, used once), every
 * one or none, also when the process dies part-way: a staged import (staged-import.ts, the kind in
 * device-import-kind.ts) whose recovery (recoverStagedImport) rolls back or completes it. A number
 * another writer took after the check fails the whole: 'taken' names them, and nothing of the job is
 * left. `onWritten` hears the rows (contracts and tag numbers) written after each step.
 */
export async function importContracts(
  jobId: string,
  plans: readonly NewContract[],
  onWritten: OnWritten,
  hooks?: ImportHooks,
): Promise<ContractsImport> {
  if (plans.length === 0) return { status: 'imported', contracts: [] };
  const tagTotal = plans.reduce((sum, plan) => sum + plan.tags.length, 0);
  const firstContractId = await reserveIds('deviceContract', plans.length, FIRST_ID);
  const firstTagId = tagTotal > 0 ? await reserveIds('deviceTag', tagTotal, FIRST_ID) : 0;
  const { planned, contracts } = plannedRows(jobId, plans, firstContractId, firstTagId);
  const manifest = {
    ...stagedManifest(
      {
        jobId,
        importKind: 'deviceContract',
        firstIds: [firstContractId, firstTagId],
        count: planned.rows.length,
        createTime: nowIso(),
      },
      ONE_GUARD,
    ),
    contracts: plans.length,
  };
  const { conflicts } = await runStagedWrite(manifest, planned.codes, planned.rows, onWritten, hooks);
  if (conflicts.length > 0) return { status: 'taken', taken: conflicts.map((conflict) => planned.numbers[conflict.index]!) };
  return { status: 'imported', contracts };
}

/** Every planned contract or none, outside a job (the demo seed): a number taken meanwhile throws DeviceGuardTaken. */
export async function writeContracts(plans: readonly NewContract[]): Promise<ContractRecord[]> {
  const outcome = await importContracts(randomUUID(), plans, () => undefined);
  if (outcome.status === 'taken') throw new DeviceGuardTaken(outcome.taken[0]!);
  return outcome.contracts;
}

/** The tag numbers import job `jobId` wrote (its manifest's rows after the contracts), for a recovery's report. */
export async function tagsOfImportJob(jobId: string): Promise<number> {
  const manifest = await readManifest(jobId);
  return manifest ? manifest.count - (manifest.contracts ?? 0) : 0;
}
