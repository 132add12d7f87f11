import { read } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSupplierWorkbook } from '#domains/org/sheets/read-supplier-workbook';
import { supplierTemplateWorkbook } from '#domains/org/sheets/supplier-sheet';
import { inspectWorkbook } from '#kit/spreadsheet';
import { SUPPLIER_HEADERS, withExampleFilledIn } from '../../../kit/spreadsheet/workbooks';

const readTemplate = (bytes: Uint8Array) => {
  const workbook = read(bytes, { type: 'array', cellNF: true, cellStyles: true, sheetStubs: true });
  const name = workbook.SheetNames[0]!;
  return { name, sheet: workbook.Sheets[name]! };
};

const SHEET_NAMES = { zh: ['供应商', '填写说明'], en: ['Suppliers', 'Instructions'] } as const;

describe('supplierTemplateWorkbook', () => {
  it.each([
    ['zh', '供应商导入模板.xlsx', '示例机械设备有限公司', '张三'],
    ['en', 'supplier-import-template.xlsx', 'Example Machinery Co., Ltd.', 'Zhang San'],
  ] as const)(
    'in %s: file name, sheet names, headers, no data, and the example row on the instructions sheet',
    (language, fileName, exampleName, exampleContact) => {
      const template = supplierTemplateWorkbook(language);
      expect(template.fileName).toBe(fileName);
      expect(inspectWorkbook(template.bytes).kind).toBe('xlsx');

      const workbook = read(template.bytes, { type: 'array', cellNF: true, cellStyles: true, sheetStubs: true });
      expect(workbook.SheetNames).toEqual(SHEET_NAMES[language]);
      const { name, sheet } = readTemplate(template.bytes);
      expect(name).toBe(SHEET_NAMES[language][0]);
      expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((address) => sheet[address]?.v)).toEqual(SUPPLIER_HEADERS[language]);
      expect(sheet['G1']).toBeUndefined();
      expect(['A2', 'B2', 'D2', 'F2'].map((address) => sheet[address]?.v)).toEqual([undefined, undefined, undefined, undefined]);

      const instructions = workbook.Sheets[SHEET_NAMES[language][1]]!;
      expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((address) => instructions[address]?.v)).toEqual(SUPPLIER_HEADERS[language]);
      expect(instructions['A2']).toMatchObject({ t: 's', v: '00012345', z: '@' });
      expect(instructions['B2']?.v).toBe(exampleName);
      expect(['D2', 'E2', 'F2'].map((address) => instructions[address]?.v)).toEqual([exampleContact, undefined, 'contact@example.com']);
    },
  );

  it.each([
    ['zh', ['机构代码', '机构名称', 'BP编码', '联系人', '联系人手机', '联系人邮箱']],
    ['en', ['Organisation code', 'Organisation name', 'BP code', 'Contact name', 'Contact mobile', 'Contact e-mail']],
  ] as const)('reads back with exceljs: the contact columns come after the others, localised (%s)', async (language, headers) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(supplierTemplateWorkbook(language).bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(workbook.worksheets[1]!.getCell('F2').value).toBe('contact@example.com');
    // The mobile column is text, like the code's: digits typed there stay the digits typed.
    expect(['A2', 'A3', 'E2', 'E3', 'E1001'].map((address) => sheet.getCell(address).numFmt)).toEqual(['@', '@', '@', '@', '@']);
  });

  it('formats the code and mobile columns as text and sets readable column widths', () => {
    const { sheet } = readTemplate(supplierTemplateWorkbook('en').bytes);
    for (const address of ['A2', 'A3', 'A100', 'A1001', 'E2', 'E100', 'E1001']) expect(sheet[address]?.z, address).toBe('@');
    const widths = (sheet['!cols'] ?? []).map((column) => column.wch ?? 0);
    expect(widths).toHaveLength(6);
    expect(widths[1]).toBeGreaterThan(widths[0]!);
    expect(widths[5]).toBeGreaterThan(widths[3]!);
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(14);
  });

  it.each(['zh', 'en'] as const)(
    'imported unchanged it holds no rows; its example, filled in, reads without problems (%s)',
    async (language) => {
      const { bytes } = supplierTemplateWorkbook(language);
      const unchanged = readSupplierWorkbook(bytes, language);
      expect(unchanged.rows).toEqual([]);
      expect(unchanged.problems).toEqual([
        { row: 1, column: '', message: language === 'zh' ? '文件中没有数据行' : 'The file has no data rows' },
      ]);

      const filled = await withExampleFilledIn(bytes);
      for (const parseLanguage of ['zh', 'en'] as const) {
        const example = {
          row: 2,
          orgCode: '00012345',
          orgName: language === 'zh' ? '示例机械设备有限公司' : 'Example Machinery Co., Ltd.',
          bpCode: '',
          linkman: language === 'zh' ? '张三' : 'Zhang San',
          mobile: '',
          email: 'contact@example.com',
        };
        expect(readSupplierWorkbook(filled, parseLanguage)).toEqual({ rows: [example], dataRows: 1, problems: [], moreProblems: 0 });
      }
    },
  );
});
