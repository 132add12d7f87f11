import { describe, expect, it } from 'vitest';
import { recoverContractImportJob } from '#domains/device/jobs/device-contract-import-recovery';
import { allContracts } from '#entities/device';
import type { JobRecordOf } from '#kit/jobs/job-record';
import { claimJob, createJob } from '#kit/jobs/job-store';
import { contractImportKilledAt, type CrashPoint } from '#test/import-crash';
import { JOB_RECOVERIES } from '#workers/spreadsheet/job-recoveries';
import { testOwner } from '../../kit/jobs/job-fixtures';
import { contractPlan, freshProjectId, tagOn } from './device-fixtures';

/**
 * A contract import whose worker is killed (SIGKILL) in its write, then recovered by its kind's hook as
 * the recovery pass would: committed, every contract is in and the job ends done; not committed, none
 * is and the job fails as interrupted.
 */
async function killedImport(crash: CrashPoint) {
  const projectId = await freshProjectId();
  const plans = [contractPlan(projectId, 101, [tagOn(1), tagOn(2), tagOn()]), contractPlan(projectId, 102, [tagOn(3)])];
  const created = await createJob('device.contractImport', testOwner(), { key: `audit/device/1/${projectId}.xlsx` });
  const job = (await claimJob(created.id)) as JobRecordOf<'device.contractImport'>;
  expect((await contractImportKilledAt(job.id, plans, crash)).killed).toBe(true);
  const contractsOf = async () => (await allContracts()).filter((contract) => contract.projectId === projectId);
  return { job, contractsOf };
}

describe('an interrupted contract import', () => {
  it('is recovered by the recovery pass (its kind is registered)', () => {
    expect(JOB_RECOVERIES['device.contractImport']).toBe(recoverContractImportJob);
  });

  it('killed after its commit: every contract is in and listed, and the job ends done', async () => {
    const { job, contractsOf } = await killedImport({ step: 'committed' });
    expect(await recoverContractImportJob(job)).toMatchObject({ state: 'done', result: { status: 'imported', rows: 4 } });
    expect((await contractsOf()).map((contract) => contract.tagCount).sort()).toEqual([1, 3]);
  }, 120_000);

  it('killed before its commit: it fails as interrupted, and nothing is left', async () => {
    const { job, contractsOf } = await killedImport({ written: 1 });
    expect(await recoverContractImportJob(job)).toMatchObject({ state: 'failed', error: { messageKey: 'error.importInterrupted' } });
    expect(await contractsOf()).toEqual([]);
  }, 120_000);
});
