import { ERROR_CODE, IMPORT_LIMITS } from '@sddp/shared';
import { AppError } from '#kit/errors';

const MEGABYTE = 1024 * 1024;

/** The file-level refusals of a spreadsheet import; problems inside a readable sheet are reported per row instead. */
export const emptyFile = () => new AppError(ERROR_CODE.invalid, 'validation.file.empty');
export const fileTooLarge = () =>
  new AppError(ERROR_CODE.invalid, 'error.importTooLarge', { params: { megabytes: IMPORT_LIMITS.maxBytes / MEGABYTE } });
export const notWorkbook = (cause?: unknown) => new AppError(ERROR_CODE.invalid, 'error.importNotWorkbook', { cause });
export const unpacksTooLarge = (cause?: unknown) => new AppError(ERROR_CODE.invalid, 'error.importUnpackedTooLarge', { cause });
export const tooManyRows = () => new AppError(ERROR_CODE.invalid, 'error.importTooManyRows', { params: { max: IMPORT_LIMITS.maxRows } });

/**
 * The one check of an import file's size: on the bytes read, and by a caller that knows the stored
 * object's size before fetching it (so a huge upload is refused without being downloaded).
 */
export function checkImportSize(byteLength: number): void {
  if (byteLength === 0) throw emptyFile();
  if (byteLength > IMPORT_LIMITS.maxBytes) throw fileTooLarge();
}
