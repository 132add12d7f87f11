import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { orgExport } from '#domains/org/sheets/org-export';
import { readObject } from '#kit/s3/objects';
import type { WriteProgress } from '#kit/spreadsheet';
import { writeExport } from '#kit/spreadsheet/export-job';
import { uniqueCode } from '#test/fixtures';
import { createTestOrg, TEST_CONTACT } from '#test/orgs';
import { useOwnTable } from '#test/own-table';

// Reads every record of the table: a table of its own keeps its time and answers independent of other files.
useOwnTable();

const exportKey = () => `exports/test/${randomUUID()}.xlsx`;

async function storedSheet(key: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await readObject(key)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: 9 }, (_, index) => row.getCell(index + 1).value)));
  return { name: sheet.name, rows, sheet };
}

/** Three organisations named with the marker (a supplier, a disabled contractor with a formula-like name, a DHMC) and one without. */
async function seeded(marker: string) {
  const supplier = await createTestOrg({ orgName: `${marker} 供应商`, bpCode: 'BP-1', createTime: '2026-11-24T01:02:03.000Z' });
  const contractor = await createTestOrg({ orgName: `=${marker}+1`, orgType: '20', orgCode: `C-${uniqueCode('c')}`, state: '0' });
  const dhmc = await createTestOrg({
    orgName: `DHMC ${marker}`,
    orgType: '80',
    orgCode: `D-${uniqueCode('d')}`,
    contact: { linkman: '李雷', mobile: '', email: '' },
  });
  await createTestOrg({ orgName: `${uniqueCode('other')} 不在其中` });
  return { supplier, contractor, dhmc };
}

describe('the organisation export', () => {
  it('stores the filtered list, newest first, with headers, types and states in Chinese', async () => {
    const marker = uniqueCode('export');
    const { supplier, contractor, dhmc } = await seeded(marker);
    const key = exportKey();
    const progress: WriteProgress[] = [];
    const answer = await writeExport(orgExport({ orgName: marker }, 'zh'), 'zh', key, (step) => {
      progress.push(step);
    });

    expect(answer.rows).toBe(3);
    expect(answer.fileName).toMatch(/^机构列表-\d{8}-\d{4}\.xlsx$/);
    expect(progress.at(-1)).toEqual({ written: 3, total: 3 });
    const { name, rows, sheet } = await storedSheet(key);
    expect(name).toBe('机构列表');
    expect(rows[0]).toEqual(['机构代码', 'BPCode', '机构名称', '机构类型', '联系人', '联系人手机', '联系人邮箱', '状态', '创建时间']);
    expect(rows.slice(1).map((row) => row.slice(0, 8))).toEqual([
      [dhmc.orgCode, null, dhmc.orgName, 'DHMC', '李雷', null, null, '启用'],
      [contractor.orgCode, null, contractor.orgName, '承包商', TEST_CONTACT.linkman, TEST_CONTACT.mobile, TEST_CONTACT.email, '禁用'],
      [supplier.orgCode, 'BP-1', supplier.orgName, '供应商', TEST_CONTACT.linkman, TEST_CONTACT.mobile, TEST_CONTACT.email, '启用'],
    ]);
    // The created time as a date cell, on the wall clock of China Standard Time.
    expect(sheet.getCell('I4').value).toEqual(new Date('2026-11-24T09:02:03.000Z'));
    // A name that begins like a formula is text.
    expect(sheet.getCell('C3').type).toBe(ExcelJS.ValueType.String);
  });

  it('labels the sheet, headers, types and states in English', async () => {
    const marker = uniqueCode('export');
    await seeded(marker);
    const key = exportKey();
    const answer = await writeExport(orgExport({ orgName: marker }, 'en'), 'en', key, () => undefined);
    expect(answer.fileName).toMatch(/^organisations-\d{8}-\d{4}\.xlsx$/);
    const { name, rows } = await storedSheet(key);
    expect(name).toBe('Organisations');
    expect(rows[0]).toEqual([
      'Organisation code',
      'BPCode',
      'Organisation name',
      'Organisation type',
      'Contact name',
      'Contact mobile',
      'Contact e-mail',
      'Status',
      'Created',
    ]);
    expect(rows.slice(1).map((row) => [row[3], row[7]])).toEqual([
      ['DHMC', 'Enabled'],
      ['Contractor', 'Disabled'],
      ['Supplier', 'Enabled'],
    ]);
  });

  it('pages through the list and writes no row twice when an organisation is created while it pages', async () => {
    const marker = uniqueCode('paged');
    const created = [];
    for (let index = 0; index < 5; index += 1) created.push(await createTestOrg({ orgName: `${marker} ${index}` }));
    const key = exportKey();
    let latecomer: string | undefined;
    const answer = await writeExport(orgExport({ orgName: marker }, 'zh', 2), 'zh', key, async () => {
      if (!latecomer) latecomer = (await createTestOrg({ orgName: `${marker} late` })).orgCode;
    });

    const { rows } = await storedSheet(key);
    const codes = rows.slice(1).map((row) => row[0]);
    expect(codes).toEqual(created.map((org) => org.orgCode).reverse());
    expect(answer.rows).toBe(5);
    expect(codes).not.toContain(latecomer);
  });
});
