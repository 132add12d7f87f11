import { utils, write, type WorkSheet } from '@e965/xlsx';
import { expect } from 'vitest';
import { AppError } from '../../../../functions/src/lib/errors';
import { withXlsTextResults } from './formula-cells';

export type BookType = 'xlsx' | 'biff8';

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
