import { IMPORT_LIMITS, LIMITS } from '@sddp/shared';

export type ImportFileProblem =
  | { key: 'validation.upload.count'; params: { selected: number; total: number } }
  | { key: 'validation.upload.format' }
  | { key: 'validation.file.empty' }
  | { key: 'validation.file.importSize'; params: { megabytes: number } };

/** The file chooser's filter; the check below still runs, since a filter can be switched off. */
export const IMPORT_ACCEPT = LIMITS.importFormats.map((format) => `.${format}`).join(',');

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** What is wrong with the chosen files before anything is sent (spec §5), or undefined. */
export function importFileProblem(files: readonly File[]): ImportFileProblem | undefined {
  if (files.length > LIMITS.uploadFiles) {
    return { key: 'validation.upload.count', params: { selected: files.length, total: files.length } };
  }
  const [file] = files;
  if (!file) return undefined;
  if (!(LIMITS.importFormats as readonly string[]).includes(extensionOf(file.name))) return { key: 'validation.upload.format' };
  if (file.size === 0) return { key: 'validation.file.empty' };
  if (file.size > IMPORT_LIMITS.maxBytes) {
    return { key: 'validation.file.importSize', params: { megabytes: IMPORT_LIMITS.maxBytes / (1024 * 1024) } };
  }
  return undefined;
}
