import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@sddp/shared';
import { contractDeliveries } from '#domains/delivery/data/contract-deliveries';
import { takeWorkbookLock } from '#domains/delivery/data/workbook-lock';
import { planWorkbook } from '#domains/delivery/data/workbook-plan';
import { recoverWorkbookWrite } from '#domains/delivery/data/workbook-write';
import { recoverWorkbookImportJob } from '#domains/delivery/jobs/workbook-import-recovery';
import { getContract } from '#entities/device';
import { getRollup, rollupKey, tagDeliveriesOfContract, tagDeliveryKey } from '#entities/tag-delivery';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import type { JobRecordOf } from '#kit/jobs/job-record';
import { createJob, getJob } from '#kit/jobs/job-store';
import { getItem } from '#test/fixtures';
import { workbookRecoveryKilledAt, workbookWriteKilledAt, type CrashPoint } from '#test/import-crash';
import { logTextsOf } from '#test/orgs';
import { deliveryFixture } from './delivery-fixture';

/**
 * A delivery workbook's write killed with SIGKILL (no catch, no finally runs) at every point of it and of
 * its recovery: afterwards every value of the file is in, with the roll-ups counting them, or none is;
 * the contract is free again, nothing staged is left, and a second recovery changes nothing.
 */
const TAGS = 60;

async function workbookOf() {
  const f = await deliveryFixture();
  for (let index = 1; index < TAGS; index++) await f.addTag();
  const contract = (await getContract(f.contract.id))!;
  const deliveries = await contractDeliveries(contract);
  const rows = deliveries.tags.map((entry, index) => ({
    row: index + 2,
    tagNumber: entry.tag.tagNumber,
    className: '',
    propertyKey: 'ratedPower',
    propertyName: '',
    format: '',
    value: String(10 + index),
  }));
  const { changes, problems } = planWorkbook(rows, deliveries, 'zh', (column) => column, 'supplier');
  expect(problems).toEqual([]);
  const scope = { contractId: contract.id, projectId: contract.projectId, supplierId: contract.supplierId };
  return { contract, changes, order: { ...scope, rows: rows.length, changes }, scope };
}

type Workbook = Awaited<ReturnType<typeof workbookOf>>;

async function tracesOf(jobId: string, { contract, scope }: Workbook) {
  const records = await tagDeliveriesOfContract(contract.projectId, contract.id);
  return {
    values: [...records.values()].map((record) => record.values.ratedPower ?? '').sort(),
    delivered: (await getRollup(rollupKey.contract(scope))).delivered,
    projectDelivered: (await getRollup(rollupKey.project(contract.projectId))).delivered,
    lock: await getItem(keys.deliveryWorkbookLock(contract.id)),
    staged: (
      await queryAll({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :tag)',
        ExpressionAttributeValues: { ':pk': keys.deliveryWorkbookManifest(jobId).pk, ':tag': keys.deliveryWorkbookStagePrefix() },
      })
    ).length,
  };
}

const WRITTEN_VALUES = Array.from({ length: TAGS }, (_, index) => String(10 + index)).sort();

async function expectSettled(jobId: string, workbook: Workbook, outcome: 'written' | 'rolledBack') {
  const traces = await tracesOf(jobId, workbook);
  expect(traces).toEqual({
    values: outcome === 'written' ? WRITTEN_VALUES : [],
    delivered: outcome === 'written' ? TAGS : 0,
    projectDelivered: outcome === 'written' ? TAGS : 0,
    lock: undefined,
    staged: 0,
  });
  return traces;
}

describe('a delivery workbook import killed with kill -9', () => {
  const cases: Array<{ at: string; crash: CrashPoint; outcome: 'written' | 'rolledBack' }> = [
    { at: 'with its manifest written, before staging', crash: { step: 'manifestWritten' }, outcome: 'rolledBack' },
    { at: 'part-way through staging', crash: { step: 'manifestWritten', writesAfter: 1 }, outcome: 'rolledBack' },
    { at: 'staged, before writing', crash: { step: 'staged' }, outcome: 'rolledBack' },
    { at: 'one step of tags written', crash: { written: 25 }, outcome: 'written' },
    { at: 'two steps in, the third in flight', crash: { step: 'writing', writesAfter: 2 }, outcome: 'written' },
    { at: 'written, before the staging is cleared', crash: { step: 'committed' }, outcome: 'written' },
    { at: 'written, part-way through clearing', crash: { step: 'committed', writesAfter: 1 }, outcome: 'written' },
  ];

  it.each(cases)(
    '$at: the recovery settles it as $outcome, and again changes nothing',
    async ({ crash, outcome }) => {
      const workbook = await workbookOf();
      const jobId = randomUUID();
      await takeWorkbookLock(workbook.contract.id, jobId);
      expect((await workbookWriteKilledAt(jobId, workbook.order, crash)).killed).toBe(true);

      expect((await recoverWorkbookWrite(jobId, workbook.contract.id)).outcome).toBe(outcome);
      const settled = await expectSettled(jobId, workbook, outcome);
      expect((await recoverWorkbookWrite(jobId, workbook.contract.id)).outcome).toBe(outcome);
      expect(await tracesOf(jobId, workbook)).toEqual(settled);
    },
    180_000,
  );

  it('a recovery killed while finishing the write is finished by the next', async () => {
    const workbook = await workbookOf();
    const jobId = randomUUID();
    await takeWorkbookLock(workbook.contract.id, jobId);
    expect((await workbookWriteKilledAt(jobId, workbook.order, { written: 25 })).killed).toBe(true);
    expect((await workbookRecoveryKilledAt(jobId, workbook.order, { writesAfter: 1 })).killed).toBe(true);
    expect((await recoverWorkbookWrite(jobId, workbook.contract.id)).outcome).toBe('written');
    await expectSettled(jobId, workbook, 'written');
  }, 180_000);

  it('a tag changed by another writer before the recovery undoes every tag the job wrote, roll-ups too', async () => {
    const workbook = await workbookOf();
    const jobId = randomUUID();
    await takeWorkbookLock(workbook.contract.id, jobId);
    expect((await workbookWriteKilledAt(jobId, workbook.order, { written: 25 })).killed).toBe(true);
    // A tag not yet written gets a record of its own meanwhile (the lock keeps the forms out; this is any other writer).
    const untouched = workbook.changes.at(-1)!.before;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...tagDeliveryKey(untouched), kind: 'TagDelivery', ...untouched, version: 7, updateTime: 'elsewhere' },
      }),
    );
    expect((await recoverWorkbookWrite(jobId, workbook.contract.id, {})).outcome).toBe('rolledBack');
    const traces = await tracesOf(jobId, workbook);
    expect(traces).toMatchObject({ values: [''], delivered: 0, projectDelivered: 0, lock: undefined, staged: 0 });
    expect((await getItem(keys.deliveryWorkbookManifest(jobId)))?.phase).toBe('rolledBack');
  }, 180_000);
  it("the worker's recovery pass ends the interrupted job done, with its report and the log row", async () => {
    const workbook = await workbookOf();
    const owner = {
      userId: 1,
      userCode: `wb-${randomUUID().slice(0, 8)}`,
      orgName: '交付泵业',
      linkman: '张三',
      language: 'zh' as const,
      requestId: randomUUID(),
      reqUrl: '/delivery/supplier/workbook_import',
    };
    const job = await createJob('delivery.workbookImport', owner, {
      key: 'audit/delivery/1/x.xlsx',
      contractId: workbook.contract.id,
      orgId: workbook.contract.supplierId,
    });
    await takeWorkbookLock(workbook.contract.id, job.id);
    expect((await workbookWriteKilledAt(job.id, workbook.order, { written: 25 })).killed).toBe(true);

    const outcome = await recoverWorkbookImportJob((await getJob(job.id)) as JobRecordOf<'delivery.workbookImport'>);
    expect(outcome).toEqual({ state: 'done', result: { status: 'imported', rows: TAGS, problems: [], moreProblems: 0 } });
    await expectSettled(job.id, workbook, 'written');
    expect(await logTextsOf(owner.userCode)).toEqual([
      formatMessage('zh', 'log.delivery.workbookImported', {
        contractNo: workbook.contract.contractNo,
        outcome: formatMessage('zh', 'log.importOutcome.imported'),
        rows: String(TAGS),
      }),
    ]);
  }, 180_000);
});
