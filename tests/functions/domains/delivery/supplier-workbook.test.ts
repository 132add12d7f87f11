import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatMessage, type AuditImportReport, type ExportResult, type SupplierContractRow, type TagDelivery } from '@sddp/shared';
import { takeWorkbookLock } from '#domains/delivery/data/workbook-lock';
import { handler as deliveryHandler } from '#domains/delivery/handler';
import { keys } from '#kit/db/keys';
import { endJob } from '#kit/jobs/job-store';
import { readFirstSheetText } from '#kit/spreadsheet';
import { call } from '#test/api-event';
import { createTestUser, getItem } from '#test/fixtures';
import { jobOutcome } from '#test/jobs';
import { logTextsOf, XLSX_TYPE } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';
import { deliveryFixture, uploadRevision } from './delivery-fixture';

const post = <T>(token: string, path: string, body: Record<string, unknown>, language?: string) =>
  call<T>(deliveryHandler, { method: 'POST', path, token, body, ...(language ? { language } : {}) });

const HEADERS = { zh: ['位号', '属性键', '值'], en: ['Tag no.', 'Property key', 'Value'] };

async function exportWorkbook(token: string, contractId: number, language = 'zh') {
  const started = await post<{ jobId: string }>(token, '/delivery/supplier/workbook_export', { contractId }, language);
  const outcome = await jobOutcome<ExportResult>(token, started, language);
  expect(outcome.code, outcome.message).toBe(200);
  const bytes = new Uint8Array(await (await fetch(outcome.result.url)).arrayBuffer());
  return { fileName: outcome.result.fileName, rows: readFirstSheetText(bytes).map((row) => row.cells) };
}

/** Uploads the rows as a workbook and starts its import (the worker has not run it yet). */
async function startImport(token: string, contractId: number, rows: unknown[][], language = 'zh') {
  const bytes = workbookBytes(rows);
  const presigned = await post<{ url: string; key: string; headers: Record<string, string> }>(token, '/delivery/supplier/workbook_upload', {
    fileName: 'delivery.xlsx',
    contentType: XLSX_TYPE,
    size: bytes.length,
  });
  expect(presigned.code, presigned.message).toBe(200);
  await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: Buffer.from(bytes) });
  return post<{ jobId: string }>(token, '/delivery/supplier/workbook_import', { contractId, key: presigned.result.key }, language);
}

const importWorkbook = async (token: string, contractId: number, rows: unknown[][], language = 'zh') =>
  jobOutcome<AuditImportReport>(token, await startImport(token, contractId, rows, language), language);

const tagOf = async (token: string, tagId: number) =>
  (await call<TagDelivery>(deliveryHandler, { path: '/delivery/supplier/tag', token, query: { tagId: String(tagId) } })).result;

const valuesOf = (delivery: TagDelivery) => delivery.values;

describe('the supplier delivery workbook', () => {
  it('downloads a row per tag and property, filled with what is saved; the file filled in imports every value and moves the roll-ups', async () => {
    const f = await deliveryFixture();
    const second = await f.addTag();
    const saved = await post<TagDelivery>(f.supplierToken, '/delivery/supplier/tag/save', {
      tagId: f.tag.id,
      version: 0,
      values: [{ key: 'ratedPower', value: '55' }],
    });
    expect(saved.code, saved.message).toBe(200);

    const zh = await exportWorkbook(f.supplierToken, f.contract.id);
    expect(zh.fileName).toMatch(new RegExp(`^交付数据-${f.contract.contractNo}-`));
    expect(zh.rows[0]).toEqual(['位号', '工厂对象分类', '属性键', '属性', '填写说明', '值']);
    expect(zh.rows.slice(1)).toEqual([
      [f.tag.weihao, '离心泵', 'ratedPower', '额定功率', '数字，单位 kW （必填）', '55'],
      // An empty value is an empty cell, which the reader leaves out at a row's end.
      [f.tag.weihao, '离心泵', 'sealType', '密封形式', '以下之一：单端面 / 双端面'],
      [second.weihao, '离心泵', 'ratedPower', '额定功率', '数字，单位 kW （必填）'],
      [second.weihao, '离心泵', 'sealType', '密封形式', '以下之一：单端面 / 双端面'],
    ]);
    expect((await exportWorkbook(f.supplierToken, f.contract.id, 'en')).rows[0]).toEqual([
      'Tag no.',
      'Factory object class',
      'Property key',
      'Property',
      'How to fill',
      'Value',
    ]);

    const filled = zh.rows.map((cells) => [...cells]);
    filled[1]![5] = '75';
    filled[2]![5] = '双端面';
    filled[3]![5] = '1,200';
    const report = await importWorkbook(f.supplierToken, f.contract.id, filled);
    expect(report.result).toEqual({ status: 'imported', rows: 4, problems: [], moreProblems: 0 });

    expect(valuesOf(await tagOf(f.supplierToken, f.tag.id))).toMatchObject({ ratedPower: '75', sealType: '双端面' });
    expect(valuesOf(await tagOf(f.supplierToken, second.id))).toMatchObject({ ratedPower: '1200' });
    const contracts = await call<{ rows: SupplierContractRow[] }>(deliveryHandler, {
      path: '/delivery/supplier/contracts',
      token: f.supplierToken,
      query: { projectId: String(f.project.id) },
    });
    // Each pump requires its rated power and its drawing: two of four required items delivered.
    expect(contracts.result.rows[0]!.counts).toMatchObject({ required: 4, delivered: 2 });
    expect(await logTextsOf(f.supplierUser.userCode)).toContain(
      formatMessage('zh', 'log.delivery.workbookImported', {
        contractNo: f.contract.contractNo,
        outcome: formatMessage('zh', 'log.importOutcome.imported'),
        rows: '4',
      }),
    );
  }, 60_000);

  it('a bad value, an unknown tag or property and a repeated row leave every tag as it was, each named in the report', async () => {
    const f = await deliveryFixture();
    const second = await f.addTag();
    const report = await importWorkbook(
      f.supplierToken,
      f.contract.id,
      [
        HEADERS.en,
        [f.tag.weihao, 'ratedPower', '90'],
        [second.weihao, 'ratedPower', 'fast'],
        ['P-NOT-HERE', 'ratedPower', '1'],
        [second.weihao, 'colour', 'red'],
        [f.tag.weihao, 'ratedPower', '91'],
      ],
      'en',
    );
    expect(report.result.status).toBe('rejected');
    expect(report.result.problems.map((problem) => [problem.row, problem.column, problem.message])).toEqual([
      [3, 'Value', formatMessage('en', 'validation.delivery.notANumber')],
      [4, 'Tag no.', formatMessage('en', 'import.delivery.tagUnknown', { tagNumber: 'P-NOT-HERE' })],
      [5, 'Property key', formatMessage('en', 'import.delivery.propertyUnknown', { tagNumber: second.weihao, key: 'colour' })],
      [6, 'Property key', formatMessage('en', 'import.delivery.repeated', { row: 2 })],
    ]);
    expect((await tagOf(f.supplierToken, f.tag.id)).version).toBe(0);
    expect((await tagOf(f.supplierToken, second.id)).version).toBe(0);
  }, 60_000);

  it("a tag under review keeps its values: rows repeating them import, a change is refused; an empty cell clears a draft's value", async () => {
    const f = await deliveryFixture();
    const second = await f.addTag();
    await post(f.supplierToken, '/delivery/supplier/tag/save', {
      tagId: f.tag.id,
      version: 0,
      values: [{ key: 'ratedPower', value: '30' }],
    });
    await post(f.supplierToken, '/delivery/supplier/tag/save', {
      tagId: second.id,
      version: 0,
      values: [{ key: 'ratedPower', value: '40' }],
    });
    await uploadRevision(f.supplierToken, f.tag.id, 'gaDrawing', 'ga.pdf');
    const submitted = await post<TagDelivery>(f.supplierToken, '/delivery/supplier/tag/submit', { tagId: f.tag.id, version: 2 });
    expect(submitted.result.status).toBe('submitted');

    const unchanged = await importWorkbook(f.supplierToken, f.contract.id, [
      HEADERS.zh,
      [f.tag.weihao, 'ratedPower', '30'],
      [second.weihao, 'ratedPower', ''],
    ]);
    expect(unchanged.result.status).toBe('imported');
    expect(valuesOf(await tagOf(f.supplierToken, second.id)).ratedPower).toBeUndefined();

    const changed = await importWorkbook(f.supplierToken, f.contract.id, [HEADERS.zh, [f.tag.weihao, 'ratedPower', '31']]);
    expect(changed.result.problems).toEqual([
      { row: 2, column: '值', message: formatMessage('zh', 'import.delivery.notEditable', { tagNumber: f.tag.weihao }) },
    ]);
    expect(valuesOf(await tagOf(f.supplierToken, f.tag.id)).ratedPower).toBe('30');
  }, 60_000);

  it("while an import holds the contract, the form's writes and another import wait (409, import busy), and go through after it", async () => {
    const f = await deliveryFixture();
    // A started import, not yet run by the worker, holds the contract as a running one would.
    const first = await startImport(f.supplierToken, f.contract.id, [HEADERS.zh, [f.tag.weihao, 'ratedPower', '7']]);
    await takeWorkbookLock(f.contract.id, first.result.jobId);
    const save = () =>
      post(f.supplierToken, '/delivery/supplier/tag/save', { tagId: f.tag.id, version: 0, values: [{ key: 'ratedPower', value: '5' }] });
    const refused = await save();
    expect([refused.code, refused.message]).toEqual([409, formatMessage('zh', 'error.importBusy')]);
    const busy = await importWorkbook(f.supplierToken, f.contract.id, [HEADERS.zh, [f.tag.weihao, 'ratedPower', '6']]);
    expect([busy.code, busy.message]).toEqual([409, formatMessage('zh', 'error.importBusy')]);

    expect((await jobOutcome<AuditImportReport>(f.supplierToken, first)).result.status).toBe('imported');
    expect(valuesOf(await tagOf(f.supplierToken, f.tag.id)).ratedPower).toBe('7');
    expect(await getItem(keys.deliveryWorkbookLock(f.contract.id))).toBeUndefined();
    expect((await save()).code).toBe(409);
    const current = await tagOf(f.supplierToken, f.tag.id);
    expect(
      (
        await post(f.supplierToken, '/delivery/supplier/tag/save', {
          tagId: f.tag.id,
          version: current.version,
          values: [{ key: 'ratedPower', value: '5' }],
        })
      ).code,
    ).toBe(200);
  }, 60_000);

  it('a lock left by a job that ended without settling is settled by the next import', async () => {
    const f = await deliveryFixture();
    const stale = await startImport(f.supplierToken, f.contract.id, [HEADERS.zh, [f.tag.weihao, 'ratedPower', '8']]);
    await takeWorkbookLock(f.contract.id, stale.result.jobId);
    await endJob(stale.result.jobId, undefined, { state: 'failed', error: { code: 503, messageKey: 'error.jobInterrupted', params: {} } });
    const next = await importWorkbook(f.supplierToken, f.contract.id, [HEADERS.zh, [f.tag.weihao, 'ratedPower', '9']]);
    expect(next.result.status).toBe('imported');
    expect(valuesOf(await tagOf(f.supplierToken, f.tag.id)).ratedPower).toBe('9');
  }, 60_000);

  it("another supplier's account is answered as if the contract did not exist", async () => {
    const f = await deliveryFixture();
    const other = await createTestUser({ projectIds: [f.project.id] });
    const token = await tokenFor(other.userCode);
    const exported = await post(token, '/delivery/supplier/workbook_export', { contractId: f.contract.id });
    expect(exported.code).toBe(404);
    const imported = await post(token, '/delivery/supplier/workbook_import', {
      contractId: f.contract.id,
      key: `audit/delivery/${other.id}/${randomUUID()}.xlsx`,
    });
    expect(imported.code).toBe(404);
  }, 60_000);
});
