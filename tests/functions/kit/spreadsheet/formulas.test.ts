import { read } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@sddp/shared';
import { readSupplierWorkbook } from '#domains/org/sheets/read-supplier-workbook';
import { FORMULAS, formulaCell, ptg } from './formula-cells';
import { refusalOf, SUPPLIER_HEADERS, supplierCells, workbookBytes, type BookType } from './workbooks';

const EN_HEADERS = [...SUPPLIER_HEADERS.en];
const ZH_HEADERS = [...SUPPLIER_HEADERS.zh];
const CONTACT = supplierCells(['', '']).slice(3);
const FORMULA_EN = 'The cell holds a formula; paste values only';
const FORMULA_ZH = '单元格含有公式，请粘贴为数值后再导入';
const BOOK_TYPES: BookType[] = ['xlsx', 'biff8'];

const firstSheet = (bytes: Uint8Array, cellFormula: boolean) => {
  const workbook = read(bytes, { type: 'array', cellFormula });
  return workbook.Sheets[workbook.SheetNames[0]!]!;
};

describe('the formula fixtures', () => {
  it.each(BOOK_TYPES)('hold formulas with their last calculated value, as Excel writes them (%s)', (bookType) => {
    const bytes = workbookBytes(
      [EN_HEADERS, [FORMULAS.code('00012345'), FORMULAS.onePlusOne(), FORMULAS.number(42)], ['00012346', FORMULAS.hyperlink()]],
      {
        bookType,
      },
    );
    const withFormulas = firstSheet(bytes, true);
    expect(['A2', 'B2', 'C2', 'B3'].map((address) => withFormulas[address]?.f)).toEqual([
      '"0001"&"2345"',
      '1+1',
      '42',
      'HYPERLINK("http://example.com","click me")',
    ]);
    // Read as the import used to: the values alone, which looked like a valid row.
    const valuesOnly = firstSheet(bytes, false);
    expect(['A2', 'B2', 'C2', 'B3'].map((address) => [valuesOnly[address]?.v, valuesOnly[address]?.f])).toEqual([
      ['00012345', undefined],
      [2, undefined],
      [42, undefined],
      ['click me', undefined],
    ]);
  });
});

describe('readSupplierWorkbook refuses formulas in the imported columns', () => {
  it.each(BOOK_TYPES)('reports every formula cell of the data rows, by row and column, in the caller language (%s)', (bookType) => {
    const rows = [
      ZH_HEADERS,
      supplierCells(['00012345', FORMULAS.onePlusOne()]),
      supplierCells([FORMULAS.code('00012346'), '第二家']),
      supplierCells(['00012347', FORMULAS.hyperlink(), FORMULAS.number(7)]),
      supplierCells(['00012348', '没有公式', 'BP-1']),
      ['00012349', '公式联系人', '', FORMULAS.onePlusOne(), '', FORMULAS.hyperlink()],
    ];
    const zh = readSupplierWorkbook(workbookBytes(rows, { bookType }), 'zh');
    expect(zh.problems).toEqual([
      { row: 2, column: '机构名称', message: FORMULA_ZH },
      { row: 3, column: '机构代码', message: FORMULA_ZH },
      { row: 4, column: '机构名称', message: FORMULA_ZH },
      { row: 4, column: 'BP编码', message: FORMULA_ZH },
      { row: 6, column: '联系人', message: FORMULA_ZH },
      { row: 6, column: '联系人邮箱', message: FORMULA_ZH },
    ]);
    expect(zh.rows.map((row) => row.row)).toEqual([5]);
    expect(zh.dataRows).toBe(5);
    const en = readSupplierWorkbook(workbookBytes(rows, { bookType }), 'en');
    expect(en.problems.map(({ row, column, message }) => [row, column, message])).toEqual([
      [2, 'Organisation name', FORMULA_EN],
      [3, 'Organisation code', FORMULA_EN],
      [4, 'Organisation name', FORMULA_EN],
      [4, 'BP code', FORMULA_EN],
      [6, 'Contact name', FORMULA_EN],
      [6, 'Contact e-mail', FORMULA_EN],
    ]);
  });

  it('reports the formula instead of what the rules would say of its value, and still checks the other cells', () => {
    const body = [
      [FORMULAS.number(1234), ''],
      [FORMULAS.code('00012345'), 'First'],
      ['00012345', 'Second'],
    ];
    const result = readSupplierWorkbook(workbookBytes([EN_HEADERS, ...body.map(supplierCells)]), 'en');
    expect(result.problems).toEqual([
      { row: 2, column: 'Organisation code', message: FORMULA_EN },
      { row: 2, column: 'Organisation name', message: 'Please enter the organisation name' },
      { row: 3, column: 'Organisation code', message: FORMULA_EN },
    ]);
    expect(result.rows).toEqual([
      { row: 4, orgCode: '00012345', orgName: 'Second', bpCode: '', linkman: CONTACT[0], mobile: CONTACT[1], email: CONTACT[2] },
    ]);
  });

  it.each(BOOK_TYPES)('refuses a formula that shows nothing: the row is not empty (%s)', (bookType) => {
    const empty = formulaCell('""', '', [ptg.str('')]);
    const result = readSupplierWorkbook(
      workbookBytes([EN_HEADERS, supplierCells(['00012345', 'ACME']), supplierCells(['00012346', empty])], { bookType }),
      'en',
    );
    expect(result.problems).toEqual([{ row: 3, column: 'Organisation name', message: FORMULA_EN }]);
    expect(result.dataRows).toBe(2);
  });

  it('leaves formulas alone outside the data rows and the imported columns', () => {
    const headerFormula = formulaCell('"Remark"', 'Remark', [ptg.str('Remark')]);
    const result = readSupplierWorkbook(
      workbookBytes([
        [...EN_HEADERS, headerFormula],
        [...supplierCells(['00012345', 'ACME']), FORMULAS.onePlusOne()],
      ]),
      'en',
    );
    expect(result).toMatchObject({
      rows: [{ row: 2, orgCode: '00012345', orgName: 'ACME', bpCode: '' }],
      dataRows: 1,
      problems: [],
      moreProblems: 0,
    });
  });

  it('finds the formulas another writer shares down a column or spreads over an array, in every cell', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Suppliers');
    sheet.addRow(EN_HEADERS);
    sheet.addRow(['00012345', { formula: '"Fill"&"ed"', result: 'Filled' }, '', ...CONTACT]);
    sheet.addRow(['00012346', { sharedFormula: 'B2', result: 'Filled' }, '', ...CONTACT]);
    sheet.addRow(['00012347', 'Array', { formula: '"BP"', result: 'BP', shareType: 'array', ref: 'C4:C5' }, ...CONTACT]);
    // Excel writes the other cells of an array formula as plain values inside its range.
    sheet.addRow(['00012348', 'Array', 'BP', ...CONTACT]);
    const result = readSupplierWorkbook(new Uint8Array(await workbook.xlsx.writeBuffer()), 'en');
    expect(result.problems.map(({ row, column }) => `${row} ${column}`)).toEqual([
      '2 Organisation name',
      '3 Organisation name',
      '4 BP code',
      '5 BP code',
    ]);
  });

  it(`lists at most ${IMPORT_LIMITS.maxProblems} formula problems and counts the rest`, () => {
    const body = Array.from({ length: 500 }, (_, index) => supplierCells([String(index).padStart(8, '0'), FORMULAS.onePlusOne()]));
    const result = readSupplierWorkbook(workbookBytes([EN_HEADERS, ...body]), 'en');
    expect(result.problems).toHaveLength(IMPORT_LIMITS.maxProblems);
    expect(result.moreProblems).toBe(500 - IMPORT_LIMITS.maxProblems);
    expect(result.rows).toEqual([]);
  });

  it('still refuses a file with a row past the limit, even when that row holds a formula', () => {
    const far = workbookBytes([EN_HEADERS, supplierCells(['00012345', 'ACME'])], {
      edit: (sheet) => {
        sheet['B30001'] = FORMULAS.onePlusOne();
        sheet['!ref'] = 'A1:C30001';
      },
    });
    expect(refusalOf(() => readSupplierWorkbook(far, 'en'))).toMatchObject({ code: 400, messageKey: 'error.importTooManyRows' });
  });
});

describe('readSupplierWorkbook keeps text that begins like a formula', () => {
  it.each(BOOK_TYPES)('imports text cells beginning with =, +, -, @, tab or CR as data (%s)', (bookType) => {
    const names = ['=HYPERLINK("http://example.com","click me")', "+cmd|' /C calc'!A0", '-2+3', '@SUM(A1:A2)', '=1+1'];
    const body = [
      ...names.map((name, index) => [`0001234${index}`, name, index === 0 ? '=BP' : '']),
      ['00012349', '\t=1+1'],
      ['00012350', '\r+1'],
    ];
    const rows = [EN_HEADERS, ...body.map(supplierCells)];
    const result = readSupplierWorkbook(workbookBytes(rows, { bookType }), 'en');
    expect(result.problems).toEqual([]);
    // Every value is trimmed, as always: the leading tab and CR go, the rest is kept as written.
    expect(result.rows.map((row) => row.orgName)).toEqual([...names, '=1+1', '+1']);
    expect(result.rows[0]?.bpCode).toBe('=BP');
  });
});
