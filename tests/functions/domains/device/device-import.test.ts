import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditImportReport, ContractRow, TagRow } from '@sddp/shared';
import { handler } from '#domains/device/handler';
import { seedDemoPumps } from '#local/demo/pump-demo';
import { call } from '#test/api-event';
import { createTestProject } from '#test/fixtures';
import { jobOutcome } from '#test/jobs';
import { createTestOrg, logTextsOf, signedIn, XLSX_TYPE } from '#test/orgs';
import { workbookBytes } from '../../kit/spreadsheet/workbooks';
import { freshTagNumber } from './device-fixtures';

const HEADERS = ['项目编号', '供应商机构编码', '合同号', '合同名称', '位号', '设备名称', '目录泵编号', '数量'];
let token: string;
let userCode: string;

async function importContracts(rows: unknown[][], language?: string) {
  const bytes = workbookBytes([HEADERS, ...rows]);
  const presigned = await call<{ url: string; key: string; headers: Record<string, string> }>(handler, {
    method: 'POST',
    path: '/device/admin_import_upload',
    token,
    body: { fileName: 'contracts.xlsx', contentType: XLSX_TYPE, size: bytes.length },
  });
  await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: Buffer.from(bytes) });
  // Spec §7: GET with the key as ossFullPath.
  const started = await call<{ jobId: string }>(handler, {
    path: '/device/admin_import_contract',
    token,
    query: { ossFullPath: presigned.result.key },
    ...(language ? { language } : {}),
  });
  return jobOutcome<AuditImportReport>(token, started, language);
}

const contractsOf = async (projectId: number) =>
  (
    await call<{ rows: ContractRow[]; total: number }>(handler, {
      path: '/device/admin_list_contract',
      token,
      query: { projectId: String(projectId) },
    })
  ).result;

beforeAll(async () => {
  await seedDemoPumps();
  const admin = await signedIn('admin');
  token = admin.token;
  userCode = admin.user.userCode;
});

describe('GET /device/admin_import_contract', () => {
  it('imports contracts with their tag numbers, grouping rows by contract number', async () => {
    const project = await createTestProject();
    const supplier = await createTestOrg();
    const [t1, t2, t3] = [freshTagNumber(), freshTagNumber(), freshTagNumber()];
    const report = await importContracts([
      [String(project.id), supplier.orgCode, 'C-001', '机泵采购', t1, 'OH2-80', '7', '2'],
      [String(project.id), supplier.orgCode, 'C-001', '机泵采购', t2, '电动葫芦', '', ''],
      [String(project.id), supplier.orgCode, 'C-002', '屏蔽泵采购', t3, 'PB-50', '4', '1'],
    ]);
    expect(report.result).toMatchObject({ status: 'imported', rows: 3 });
    const contracts = await contractsOf(project.id);
    expect(contracts.rows.map((row) => [row.contractNo, row.tagCount, row.supplierId])).toEqual([
      ['C-002', 1, supplier.id],
      ['C-001', 2, supplier.id],
    ]);
    const tags = await call<{ rows: TagRow[] }>(handler, {
      path: '/device/admin_list_weihao',
      token,
      query: { contractId: String(contracts.rows[1]!.id) },
    });
    expect(tags.result.rows.map((tag) => [tag.weihao, tag.pumpId, tag.equipmentType, tag.quantity])).toEqual([
      [t1, 7, 7, 2],
      [t2, 0, 0, 1],
    ]);
    expect((await logTextsOf(userCode)).some((text) => text.startsWith('导入设备合同（已导入，3 行）'))).toBe(true);
  });

  it('writes nothing when any row is wrong, and reports every problem by row and column', async () => {
    const project = await createTestProject();
    const supplier = await createTestOrg();
    const contractor = await createTestOrg({ orgType: '20', orgCode: `K${Date.now() % 10_000_000}` });
    const taken = freshTagNumber();
    expect((await importContracts([[String(project.id), supplier.orgCode, 'C-100', '已有', taken, 'x', '', '']])).result.status).toBe(
      'imported',
    );
    const fresh = freshTagNumber();

    const report = await importContracts(
      [
        [String(project.id), supplier.orgCode, 'C-200', 'A', fresh, 'x', '', ''],
        [String(project.id), supplier.orgCode, 'C-200', 'A', fresh, 'x', '', ''],
        [String(project.id), contractor.orgCode, 'C-201', 'B', freshTagNumber(), 'x', '', ''],
        ['999999999', supplier.orgCode, 'C-202', 'C', freshTagNumber(), 'x', '', ''],
        [String(project.id), supplier.orgCode, 'C-203', 'D', freshTagNumber(), 'x', '99999999', ''],
        [String(project.id), supplier.orgCode, 'C-100', '已有', freshTagNumber(), 'x', '', ''],
        [String(project.id), supplier.orgCode, 'C-204', 'E', taken, 'x', '', ''],
        [String(project.id), supplier.orgCode, 'C-205', 'F', 'P 1', 'x', '', '0'],
      ],
      'en',
    );
    expect(report.result.status).toBe('rejected');
    expect(report.result.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, 'Tag no.'],
      [4, 'Supplier org code'],
      [5, 'Project ID'],
      [6, 'Catalogue pump ID'],
      [7, 'Contract no.'],
      [8, 'Tag no.'],
      [9, 'Tag no.'],
      [9, 'Quantity'],
    ]);
    expect(report.result.problems[0]!.message).toBe('Repeats the tag no. of row 2');
    expect((await contractsOf(project.id)).rows.map((row) => row.contractNo)).toEqual(['C-100']);
  });

  it('refuses a key that is not this user’s upload', async () => {
    const other = await call(handler, {
      path: '/device/admin_import_contract',
      token,
      query: { ossFullPath: 'audit/device/1/00000000-0000-0000-0000-000000000000.xlsx' },
    });
    expect(other.code).toBe(400);
  });

  it('hands out the template in the caller’s language', async () => {
    const template = await call<{ url: string; fileName: string }>(handler, {
      path: '/device/admin_import_template',
      token,
      language: 'en',
    });
    expect(template.result.fileName).toBe('equipment-contract-template.xlsx');
  });
});
