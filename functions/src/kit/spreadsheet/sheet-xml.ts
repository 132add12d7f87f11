import { excelSerial } from './sheet-time';
import { CELL_STYLE } from './xlsx-parts';

/**
 * A cell's value: a string is always a text cell, never a formula; a date is written in China Standard
 * Time (sheet-time.ts); null, '', a non-finite number or an invalid date leaves the cell empty.
 */
export type SheetValue = string | number | Date | null;

export interface WorkbookColumn {
  header: string;
  /** In characters. */
  width?: number;
  /** Formatted as text, so what is typed there later (a code with leading zeros) stays as typed. */
  text?: boolean;
}

/** The width SheetJS and Excel read back as the given characters (a maximum digit width of 7 pixels, 5 of padding). */
const columnWidth = (characters: number) => Math.round(((characters * 7 + 5) / 7) * 256) / 256;

/**
 * What the file format (ST_Xstring) writes as `_xHHHH_`: the characters XML cannot carry (or turns CR
 * into LF), and the underscore of text that looks like such an escape, which readers would decode
 * ('_x0041_' would read back as 'A').
 */
const NEEDS_XSTRING_ESCAPE = /_(?=[xX][0-9A-Fa-f]{4}_)|[^\t\n\u0020-\uFFFD]/g;
const XSTRING_ESCAPE_FOUND = new RegExp(NEEDS_XSTRING_ESCAPE.source);
const XML_SPECIAL = /[&<>]/g;
const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const EDGE_WHITESPACE = /^\s|\s$/;

const escapeXml = (text: string) => text.replace(XML_SPECIAL, (character) => XML_ENTITY[character]!);
const escapeXstring = (text: string) =>
  text.replace(NEEDS_XSTRING_ESCAPE, (character) => `_x${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
const textElement = (text: string) => (EDGE_WHITESPACE.test(text) ? `<t xml:space="preserve">${text}</t>` : `<t>${text}</t>`);

function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * One worksheet written as XML text, row by row, so it can be streamed. Strings are inline, so no
 * table of every string is held; only text that needs the format's `_xHHHH_` escape goes to the
 * shared strings (rare), because readers decode that escape reliably only there.
 */
export class SheetXml {
  private readonly letters: string[];
  private lastRow = 0;

  /** `strings`: the workbook's shared strings, when other sheets write to them too. */
  constructor(
    private readonly columns: readonly WorkbookColumn[],
    private readonly strings: SharedStrings = new SharedStrings(),
  ) {
    this.letters = columns.map((_, index) => columnLetters(index));
  }

  /** The sheet's start and its header row (bold, frozen). */
  start(): string {
    const cols = this.columns
      .map((column, index) => {
        if (column.width === undefined && !column.text) return '';
        const width = column.width === undefined ? '' : ` width="${columnWidth(column.width)}" customWidth="1"`;
        const style = column.text ? ` style="${CELL_STYLE.text}"` : '';
        return `<col min="${index + 1}" max="${index + 1}"${width}${style}/>`;
      })
      .join('');
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>' +
      '<sheetFormatPr defaultRowHeight="15"/>' +
      (cols ? `<cols>${cols}</cols>` : '') +
      '<sheetData>' +
      this.row(
        this.columns.map((column) => column.header),
        CELL_STYLE.header,
      )
    );
  }

  /** The next rows under those written, one value per column. */
  rows(rows: Iterable<readonly SheetValue[]>): string {
    let xml = '';
    for (const values of rows) xml += this.row(values);
    return xml;
  }

  /** Empty text-formatted cells in the text columns down to `lastRow`, for a sheet handed out to be filled in. */
  formatTextColumnsUntil(lastRow: number): string {
    let xml = '';
    while (this.lastRow < lastRow) xml += this.row([]);
    return xml;
  }

  end(): string {
    return '</sheetData></worksheet>';
  }

  /** The shared-string part; written after the sheets, whose escaped strings it holds. */
  sharedStrings(): string {
    return this.strings.xml();
  }

  private row(values: readonly SheetValue[], stringStyle: number = CELL_STYLE.text): string {
    this.lastRow += 1;
    const rowNumber = this.lastRow;
    let cells = '';
    for (let index = 0; index < this.columns.length; index += 1) {
      cells += this.cell(`${this.letters[index]}${rowNumber}`, values[index] ?? null, stringStyle, this.columns[index]?.text === true);
    }
    return `<row r="${rowNumber}">${cells}</row>`;
  }

  private cell(reference: string, value: SheetValue, stringStyle: number, inTextColumn: boolean): string {
    const emptyCell = inTextColumn ? `<c r="${reference}" s="${CELL_STYLE.text}"/>` : '';
    if (typeof value === 'string') return value === '' ? emptyCell : this.textCell(reference, value, stringStyle);
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return emptyCell;
      return `<c r="${reference}"${inTextColumn ? ` s="${CELL_STYLE.text}"` : ''}><v>${value}</v></c>`;
    }
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) return emptyCell;
      return `<c r="${reference}" s="${CELL_STYLE.dateTime}"><v>${excelSerial(value)}</v></c>`;
    }
    return emptyCell;
  }

  private textCell(reference: string, text: string, style: number): string {
    if (!XSTRING_ESCAPE_FOUND.test(text))
      return `<c r="${reference}" s="${style}" t="inlineStr"><is>${textElement(escapeXml(text))}</is></c>`;
    return `<c r="${reference}" s="${style}" t="s"><v>${this.strings.indexOf(text)}</v></c>`;
  }
}

/** A workbook's table of shared strings (only the text that needs the `_xHHHH_` escape goes there). */
export class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private references = 0;

  indexOf(text: string): number {
    let index = this.indexes.get(text);
    if (index === undefined) {
      index = this.indexes.size;
      this.indexes.set(text, index);
    }
    this.references += 1;
    return index;
  }

  xml(): string {
    let items = '';
    for (const text of this.indexes.keys()) items += `<si>${textElement(escapeXml(escapeXstring(text)))}</si>`;
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${this.references}" uniqueCount="${this.indexes.size}">${items}</sst>`
    );
  }
}
