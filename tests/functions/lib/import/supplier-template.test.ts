import { read } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { inspectWorkbookFile, parseSupplierRows, supplierTemplateWorkbook } from '../../../../functions/src/lib/import';

const readTemplate = (bytes: Uint8Array) => {
  const workbook = read(bytes, { type: 'array', cellNF: true, cellStyles: true, sheetStubs: true });
  const name = workbook.SheetNames[0]!;
  return { name, sheet: workbook.Sheets[name]! };
};

describe('supplierTemplateWorkbook', () => {
  it.each([
    ['zh', '供应商导入模板.xlsx', '供应商', ['机构代码', '机构名称', 'BP编码'], '示例机械设备有限公司'],
    ['en', 'supplier-import-template.xlsx', 'Suppliers', ['Organisation code', 'Organisation name', 'BP code'], 'Example Machinery Co., Ltd.'],
  ] as const)('in %s: file name, sheet name, headers and one example row', (language, fileName, sheetName, headers, exampleName) => {
    const template = supplierTemplateWorkbook(language);
    expect(template.fileName).toBe(fileName);
    expect(inspectWorkbookFile(template.bytes)).toBe('xlsx');

    const { name, sheet } = readTemplate(template.bytes);
    expect(name).toBe(sheetName);
    expect(['A1', 'B1', 'C1'].map((address) => sheet[address]?.v)).toEqual(headers);
    expect(sheet['A2']).toMatchObject({ t: 's', v: '00012345', z: '@' });
    expect(sheet['B2']?.v).toBe(exampleName);
  });

  it('formats the code column as text below the example and sets readable column widths', () => {
    const { sheet } = readTemplate(supplierTemplateWorkbook('en').bytes);
    for (const address of ['A3', 'A100', 'A1001']) expect(sheet[address]?.z, address).toBe('@');
    const widths = (sheet['!cols'] ?? []).map((column) => column.wch ?? 0);
    expect(widths).toHaveLength(3);
    expect(widths[1]).toBeGreaterThan(widths[0]!);
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(14);
  });

  it.each(['zh', 'en'] as const)('round-trips through parseSupplierRows without problems (%s)', (language) => {
    const { bytes } = supplierTemplateWorkbook(language);
    for (const parseLanguage of ['zh', 'en'] as const) {
      const example = { row: 2, orgCode: '00012345', orgName: language === 'zh' ? '示例机械设备有限公司' : 'Example Machinery Co., Ltd.', bpCode: '' };
      expect(parseSupplierRows(bytes, parseLanguage)).toEqual({ rows: [example], dataRows: 1, problems: [], moreProblems: 0 });
    }
  });
});
