import { read } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSupplierWorkbook } from '#domains/org/sheets/read-supplier-workbook';
import { writeWorkbook, type SheetValue } from '#kit/spreadsheet';

const FORMULA_LIKE = [
  '=1+1',
  '=HYPERLINK("http://example.com","click me")',
  "+cmd|' /C calc'!A0",
  '@SUM(A1:A2)',
  '-2+3',
  '\t=1+1',
  '\r=1+1',
];
/** Text the file format would otherwise take for its own escapes or could not carry. */
const ESCAPE_LIKE = ['_x000D_', 'A_x0041_B', '_X003D_1+1', 'bell\u0007'];

const exported = (rows: SheetValue[][]) =>
  writeWorkbook({
    name: 'Export',
    columns: [{ header: '=Header' }, { header: 'Number', width: 12 }, { header: 'Code', text: true }],
    rows,
  });

async function readWithExcelJs(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

function readWithSheetJs(bytes: Uint8Array) {
  const workbook = read(bytes, { type: 'array', cellFormula: true, cellNF: true, cellStyles: true, sheetStubs: true });
  return { name: workbook.SheetNames[0], sheet: workbook.Sheets[workbook.SheetNames[0]!]! };
}

describe('writeWorkbook', () => {
  it('writes text that begins like a formula as a text cell that exceljs reads back as that very string', async () => {
    const sheet = await readWithExcelJs(exported(FORMULA_LIKE.map((text) => [text, 1, text])));
    expect(sheet.getCell('A1').value).toBe('=Header');
    FORMULA_LIKE.forEach((text, index) => {
      for (const column of ['A', 'C']) {
        const cell = sheet.getCell(`${column}${index + 2}`);
        expect(cell.value, JSON.stringify(text)).toBe(text);
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.formula).toBeUndefined();
      }
    });
  });

  it('writes no formula that SheetJS, reading formulas, would find', () => {
    const { sheet } = readWithSheetJs(exported(FORMULA_LIKE.map((text) => [text, 1, text])));
    const cells = Object.entries(sheet).filter(([address]) => !address.startsWith('!'));
    expect(cells.length).toBe(3 + FORMULA_LIKE.length * 3);
    for (const [address, cell] of cells) expect(cell.f, address).toBeUndefined();
    FORMULA_LIKE.forEach((text, index) => expect(sheet[`A${index + 2}`]).toMatchObject({ t: 's', v: text, z: '@' }));
  });

  it('keeps text that looks like an escape of the file format, and characters XML cannot carry', async () => {
    const bytes = exported(ESCAPE_LIKE.map((text) => [text, null, null]));
    const excelJs = await readWithExcelJs(bytes);
    const { sheet } = readWithSheetJs(bytes);
    ESCAPE_LIKE.forEach((text, index) => {
      expect(excelJs.getCell(`A${index + 2}`).value, text).toBe(text);
      expect(sheet[`A${index + 2}`]?.v, text).toBe(text);
    });
  });

  it('writes numbers as numbers, leaves null cells empty and formats the text columns, ahead of the data when asked', async () => {
    const bytes = writeWorkbook({
      name: 'Export',
      columns: [{ header: 'Name', width: 30 }, { header: 'Count' }, { header: 'Code', text: true, width: 10 }],
      rows: [
        ['ACME', 3, '00012345'],
        [null, -2.5, null],
      ],
      formattedRows: 5,
    });
    const { name, sheet } = readWithSheetJs(bytes);
    expect(name).toBe('Export');
    expect(sheet['B2']).toMatchObject({ t: 'n', v: 3 });
    expect(sheet['B3']).toMatchObject({ t: 'n', v: -2.5 });
    expect(sheet['A3']).toBeUndefined();
    expect(['C2', 'C3', 'C6'].map((address) => sheet[address]?.z)).toEqual(['@', '@', '@']);
    expect(sheet['C7']).toBeUndefined();
    expect((sheet['!cols'] ?? []).map((column) => column?.wch)).toEqual([30, undefined, 10]);
    expect((await readWithExcelJs(bytes)).getCell('B3').value).toBe(-2.5);
  });

  it('hands out text that the supplier import reads back as data, not as formulas', () => {
    const names = FORMULA_LIKE.slice(0, 5);
    const bytes = writeWorkbook({
      name: 'Suppliers',
      columns: [
        { header: 'Organisation code', text: true },
        { header: 'Organisation name' },
        { header: 'Contact name' },
        { header: 'Contact e-mail' },
      ],
      rows: names.map((orgName, index) => [`0001234${index}`, orgName, 'Zhang San', `z${index}@example.com`]),
    });
    const parsed = readSupplierWorkbook(bytes, 'en');
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((row) => row.orgName)).toEqual(names);
  });
});
