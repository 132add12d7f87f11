import { read } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatMessage, orgCreateInput, orgUpdateInput } from '@sddp/shared';
import { readSupplierWorkbook } from '#domains/org/sheets/read-supplier-workbook';
import { supplierTemplateWorkbook } from '#domains/org/sheets/supplier-sheet';
import {
  defineImportSheet,
  exportSheetOf,
  readFirstSheetText,
  readWorkbookRows,
  templateWorkbook,
  writeWorkbook,
  type ReadProgress,
} from '#kit/spreadsheet';
import { SUPPLIER_HEADERS, supplierCells, workbookBytes } from './workbooks';

/**
 * A sheet declared only for these tests, from catalogue keys that exist: a unique code, a required
 * name, an optional BP code. Nothing about suppliers is built in: the declaration alone drives it.
 */
const DECLARED = defineImportSheet({
  sheetName: 'import.sheetName',
  templateFileName: 'import.templateFileName',
  templateRows: 3,
  columns: [
    {
      key: 'name',
      header: 'import.column.orgName',
      required: true,
      rule: orgCreateInput.shape.orgName,
      width: 30,
      example: () => 'Example',
    },
    {
      key: 'code',
      header: 'import.column.orgCode',
      required: true,
      rule: orgCreateInput.shape.orgCode,
      width: 12,
      text: true,
      unique: 'import.duplicateInFile',
    },
    { key: 'bp', header: 'import.column.bpCode', required: false, rule: orgUpdateInput.shape.bpCode.def.innerType, width: 14 },
  ],
});

async function filledIn(template: Uint8Array, rows: string[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(template) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  rows.forEach((row, index) => {
    sheet.getRow(index + 2).values = row;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('a declared sheet drives the template', () => {
  it('writes the declared headers in the language, the widths and the text columns, and the example on a sheet of its own', () => {
    const { bytes, fileName } = templateWorkbook(DECLARED, 'en');
    expect(fileName).toBe('supplier-import-template.xlsx');
    const workbook = read(bytes, { type: 'array', cellNF: true, cellStyles: true, sheetStubs: true });
    expect(workbook.SheetNames).toEqual(['Suppliers', 'Instructions']);
    const sheet = workbook.Sheets.Suppliers!;
    expect(['A1', 'B1', 'C1'].map((address) => sheet[address]?.v)).toEqual(['Organisation name', 'Organisation code', 'BP code']);
    expect(sheet['A2']?.v).toBeUndefined();
    expect(['B2', 'B3', 'B4'].map((address) => sheet[address]?.z)).toEqual(['@', '@', '@']);
    expect(sheet['B5']).toBeUndefined();
    expect((sheet['!cols'] ?? []).map((column) => column?.wch)).toEqual([30, 12, 14]);

    const instructions = workbook.Sheets.Instructions!;
    expect(['A1', 'B1', 'C1'].map((address) => instructions[address]?.v)).toEqual(['Organisation name', 'Organisation code', 'BP code']);
    expect(instructions['A2']?.v).toBe('Example');
    expect(String(instructions['A4']?.v)).toContain('"Suppliers"');
    expect(String(instructions['A5']?.v)).toContain('not imported');
  });
});

describe('a declared sheet drives the parser', () => {
  it('reads the template filled in, in either language, with the declared rules, uniqueness and optional column', async () => {
    const bytes = await filledIn(templateWorkbook(DECLARED, 'zh').bytes, [
      ['ACME', '00012345', 'BP-1'],
      ['', '1234', ''],
      ['Again', '00012345', 'b'.repeat(51)],
      ['Other', '00012346'],
    ]);
    const result = readWorkbookRows(DECLARED, bytes, 'en');
    expect(result.rows).toEqual([
      { row: 2, name: 'ACME', code: '00012345', bp: 'BP-1' },
      { row: 5, name: 'Other', code: '00012346', bp: '' },
    ]);
    expect(result.problems).toEqual([
      { row: 3, column: 'Organisation name', message: 'Please enter the organisation name' },
      { row: 3, column: 'Organisation code', message: 'The organisation code is eight digits' },
      { row: 4, column: 'BP code', message: 'At most 50 characters' },
    ]);
    expect(result.dataRows).toBe(4);
  });

  it('reports the repeated value of a unique column with the declared message, and missing required columns in declaration order', () => {
    const repeated = readWorkbookRows(
      DECLARED,
      workbookBytes([
        ['Organisation code', 'Organisation name'],
        ['00012345', 'A'],
        ['00012345', 'B'],
      ]),
      'zh',
    );
    expect(repeated.problems).toEqual([{ row: 3, column: '机构代码', message: '与第 2 行的机构代码重复' }]);
    expect(
      readWorkbookRows(
        DECLARED,
        workbookBytes([
          ['BP code', 'Remark'],
          ['BP', 'x'],
        ]),
        'en',
      ).problems,
    ).toEqual([
      { row: 1, column: 'Organisation name', message: 'The column "Organisation name" is missing' },
      { row: 1, column: 'Organisation code', message: 'The column "Organisation code" is missing' },
    ]);
  });

  it('reads back what its own export of rows wrote', () => {
    const rows = [
      { row: 2, name: '=1+1', code: '00012345', bp: '' },
      { row: 3, name: 'Beta', code: '00012346', bp: '@BP' },
    ];
    const exported = exportSheetOf(DECLARED);
    const bytes = writeWorkbook({
      name: 'Export',
      columns: exported.columns.map((column) => ({ header: formatMessage('en', column.header), width: column.width, text: column.text })),
      rows: rows.map((row) => exported.columns.map((column) => column.value(row, 'en'))),
    });
    expect(readWorkbookRows(DECLARED, bytes, 'en')).toEqual({ rows, dataRows: 2, problems: [], moreProblems: 0 });
  });
});

describe('the supplier sheet, its first user', () => {
  it('round-trips: the template filled in with rows as a user would, then read, row for row', async () => {
    const bytes = await filledIn(supplierTemplateWorkbook('zh').bytes, [
      ['00012345', '示例机械', '', '李雷', '13800138000', 'li@example.com'],
      ['00012346', '第二家', 'BP-2', '韩梅梅', '', 'han@example.com'],
    ]);
    expect(readFirstSheetText(bytes)[0]?.cells).toEqual([...SUPPLIER_HEADERS.zh]);
    expect(readSupplierWorkbook(bytes, 'zh')).toEqual({
      rows: [
        { row: 2, orgCode: '00012345', orgName: '示例机械', bpCode: '', linkman: '李雷', mobile: '13800138000', email: 'li@example.com' },
        { row: 3, orgCode: '00012346', orgName: '第二家', bpCode: 'BP-2', linkman: '韩梅梅', mobile: '', email: 'han@example.com' },
      ],
      dataRows: 2,
      problems: [],
      moreProblems: 0,
    });
  });

  it('reports its progress at most every 500 rows, ending with every row read and checked', () => {
    const body = Array.from({ length: 1_800 }, (_, index) => supplierCells([String(10_000_000 + index), `Supplier ${index}`]));
    const seen: ReadProgress[] = [];
    const result = readSupplierWorkbook(workbookBytes([[...SUPPLIER_HEADERS.en], ...body]), 'en', (progress) => seen.push(progress));
    expect(result.rows).toHaveLength(1_800);
    expect(seen).toEqual([
      { read: 1_800, checked: 0, total: 1_800 },
      { read: 1_800, checked: 500, total: 1_800 },
      { read: 1_800, checked: 1_000, total: 1_800 },
      { read: 1_800, checked: 1_500, total: 1_800 },
      { read: 1_800, checked: 1_800, total: 1_800 },
    ]);
  });
});

describe('a column whose key is not its wire name', () => {
  const SHEET = defineImportSheet({
    sheetName: 'import.sheetName',
    templateFileName: 'import.templateFileName',
    templateRows: 1,
    columns: [
      { key: 'code', wireName: 'orgCode', header: 'import.column.orgCode', required: true, rule: orgCreateInput.shape.orgCode, width: 12 },
    ],
  });

  it('is named by its key, its wire name and its header in either language', () => {
    for (const header of [
      'code',
      'orgCode',
      'ORG CODE',
      formatMessage('zh', 'import.column.orgCode'),
      formatMessage('en', 'import.column.orgCode'),
    ]) {
      expect(SHEET.locate(['x', header])).toEqual({ positions: { code: 1 }, missing: [] });
    }
    expect(SHEET.locate(['organisation']).missing.map((column) => column.key)).toEqual(['code']);
  });
});
