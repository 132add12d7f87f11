import { CFB, utils, type CellObject, type WorkSheet } from '@e965/xlsx';

/**
 * Formula cells for both formats. The library's xlsx writer keeps `f`, but its xls (BIFF8) writer
 * drops it and writes a formula only from `bf`, the formula already compiled to BIFF8 tokens
 * ([MS-XLS] 2.5.198), and then only with a number as its last calculated value. So each fixture
 * carries its tokens too, and a text value is put into the xls afterwards (`withXlsTextResults`).
 */
export interface FormulaCell extends CellObject {
  f: string;
  bf: number[];
}

const utf16 = (text: string) => [...Buffer.from(text, 'utf16le')];

/** The few tokens the fixtures' formulas need. */
export const ptg = {
  int: (value: number) => [0x1e, value & 0xff, value >> 8],
  num: (value: number) => {
    const bytes = Buffer.alloc(8);
    bytes.writeDoubleLE(value);
    return [0x1f, ...bytes];
  },
  str: (text: string) => [0x17, text.length, 0x01, ...utf16(text)],
  add: [0x03],
  concat: [0x08],
  /** A function of a variable argument count, by its index in Ftab (HYPERLINK is 359). */
  funcVar: (index: number, argumentCount: number) => [0x42, argumentCount, index & 0xff, index >> 8],
};

/** A formula (as Excel writes it, without '='), its last calculated value and its BIFF8 tokens. */
export function formulaCell(formula: string, value: string | number, tokens: number[][]): FormulaCell {
  const rgce = tokens.flat();
  return { t: typeof value === 'number' ? 'n' : 's', v: value, f: formula, bf: [rgce.length & 0xff, rgce.length >> 8, ...rgce] };
}

export const FORMULAS = {
  onePlusOne: () => formulaCell('1+1', 2, [ptg.int(1), ptg.int(1), ptg.add]),
  hyperlink: () =>
    formulaCell('HYPERLINK("http://example.com","click me")', 'click me', [
      ptg.str('http://example.com'),
      ptg.str('click me'),
      ptg.funcVar(359, 2),
    ]),
  /** A formula whose value is a valid eight-digit code, so only the formula is wrong with it. */
  code: (code: string) =>
    formulaCell(`"${code.slice(0, 4)}"&"${code.slice(4)}"`, code, [ptg.str(code.slice(0, 4)), ptg.str(code.slice(4)), ptg.concat]),
  number: (value: number) => formulaCell(String(value), value, [ptg.num(value)]),
};

const RECORD = { formula: 0x0006, string: 0x0207 };
/** A FormulaValue ([MS-XLS] 2.5.133) saying that the value follows in a String record. */
const TEXT_RESULT = [0x00, 0, 0, 0, 0, 0, 0xff, 0xff];
/** Where the FormulaValue starts: after the record header and the cell's row, column and format. */
const VALUE_OFFSET = 10;

const isTextFormula = (cell: unknown) => {
  const candidate = cell as Partial<FormulaCell> | null;
  return Array.isArray(candidate?.bf) && typeof candidate.v === 'string';
};

/**
 * The one-sheet xls as Excel writes a formula whose value is text: the Formula record says so, and a
 * String record with the text follows it. Records are only added after the sheet's start, so no
 * offset recorded in the workbook globals moves. Without such formulas the bytes are returned as they are.
 */
export function withXlsTextResults(xls: Uint8Array, sheet: WorkSheet): Uint8Array {
  if (!Object.values(sheet).some(isTextFormula)) return xls;
  const container = CFB.read(xls, { type: 'array' });
  const stream = CFB.find(container, 'Workbook') as { content: Uint8Array; size: number };
  const records: Uint8Array[] = [];
  const content = new Uint8Array(stream.content);
  for (let offset = 0; offset + 4 <= content.length;) {
    const view = new DataView(content.buffer, content.byteOffset + offset);
    const type = view.getUint16(0, true);
    const record = content.slice(offset, offset + 4 + view.getUint16(2, true));
    records.push(record);
    offset += record.length;
    if (type !== RECORD.formula) continue;
    const text = sheet[utils.encode_cell({ r: view.getUint16(4, true), c: view.getUint16(6, true) })]?.v;
    if (typeof text !== 'string') continue;
    record.set(TEXT_RESULT, VALUE_OFFSET);
    records.push(stringRecord(text));
  }
  stream.content = Buffer.concat(records);
  stream.size = stream.content.length;
  return new Uint8Array(CFB.write(container, { type: 'array' }) as ArrayLike<number>);
}

function stringRecord(text: string): Uint8Array {
  const body = [text.length & 0xff, text.length >> 8, 0x01, ...utf16(text)];
  return new Uint8Array([RECORD.string & 0xff, RECORD.string >> 8, body.length & 0xff, body.length >> 8, ...body]);
}
