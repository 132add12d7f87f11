import {
  ERROR_CODE,
  formatMessage,
  IMPORT_LIMITS,
  type AuditImportReport,
  type ImportProblem,
  type Language,
  type MessageKey,
} from '@sddp/shared';
import { AppError } from '#kit/errors';
import { objectSize, readObject } from '#kit/s3/objects';
import { checkImportSize } from '../spreadsheet';

/** The uploaded workbook of an audit import; its size is checked before it is read. */
export async function readAuditUpload(key: string): Promise<Uint8Array> {
  const size = await objectSize(key);
  if (size === undefined) throw new AppError(ERROR_CODE.invalid, 'error.importUploadMissing');
  checkImportSize(size);
  return readObject(key);
}

/** Nothing written: the problems in row order, the first IMPORT_LIMITS.maxProblems listed and the rest counted. */
export function auditRejected(rows: number, problems: ImportProblem[], moreProblems = 0): AuditImportReport {
  const sorted = [...problems].sort((left, right) => left.row - right.row);
  const listed = sorted.slice(0, IMPORT_LIMITS.maxProblems);
  return { status: 'rejected', rows, problems: listed, moreProblems: moreProblems + sorted.length - listed.length };
}

export const auditImported = (rows: number): AuditImportReport => ({ status: 'imported', rows, problems: [], moreProblems: 0 });

/** A problem found against the stored data, in the starter's language. */
export const problemOf = (
  language: Language,
  row: number,
  column: string,
  key: MessageKey,
  params: Record<string, unknown> = {},
): ImportProblem => ({
  row,
  column,
  message: formatMessage(language, key, params),
});
