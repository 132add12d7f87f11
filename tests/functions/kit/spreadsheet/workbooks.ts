import { utils, write, type WorkSheet } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { AppError } from '#kit/errors';
import { withXlsTextResults } from './formula-cells';

export type BookType = 'xlsx' | 'biff8';

/** The template's headers, in its column order. */
export const SUPPLIER_HEADERS = {
  zh: ['机构代码', '机构名称', 'BP编码', '联系人', '联系人手机', '联系人邮箱'],
  en: ['Organisation code', 'Organisation name', 'BP code', 'Contact name', 'Contact mobile', 'Contact e-mail'],
} as const;

/** What a row gets when its test does not care about the contact: no mobile (mobiles index the phone sign-in). */
export const DEFAULT_CONTACT = { linkman: '测试联系人', mobile: '', email: 'contact@example.com' } as const;

/** A data row in the template's column order from [code, name, bpCode?, linkman?, mobile?, email?]: cells not given are '' or the default contact. */
export function supplierCells(row: readonly unknown[]): unknown[] {
  const [orgCode, orgName, bpCode = '', linkman = DEFAULT_CONTACT.linkman, mobile = DEFAULT_CONTACT.mobile, email = DEFAULT_CONTACT.email] =
    row;
  return [orgCode, orgName, bpCode, linkman, mobile, email];
}

/** A one-sheet workbook from rows of cells (formula cells from formula-cells.ts), as the bytes a user would upload. */
export function workbookBytes(rows: unknown[][], options: { bookType?: BookType; edit?: (sheet: WorkSheet) => void } = {}): Uint8Array {
  const sheet = utils.aoa_to_sheet(rows);
  options.edit?.(sheet);
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, 'Sheet1');
  const bookType = options.bookType ?? 'xlsx';
  const bytes = new Uint8Array(write(workbook, { type: 'array', bookType, compression: true }) as ArrayBuffer);
  return bookType === 'biff8' ? withXlsTextResults(bytes, sheet) : bytes;
}

/** The AppError an action throws, for matching its code, key and parameters. */
export function refusalOf(action: () => unknown): AppError {
  let thrown: unknown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(AppError);
  return thrown as AppError;
}

export const pngBytes = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01]);

/** A template with its example row copied from the instructions sheet onto the sheet the imports read. */
export async function withExampleFilledIn(bytes: Uint8Array): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const [data, instructions] = workbook.worksheets;
  data!.getRow(2).values = (instructions!.getRow(2).values as unknown[]).slice(1) as ExcelJS.CellValue[];
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
