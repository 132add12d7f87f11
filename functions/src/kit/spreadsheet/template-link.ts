import type { Language } from '@sddp/shared';
import { presignAttachment, writeObject } from '#kit/s3/objects';
import type { ImportSheet } from './columns';

/**
 * A template workbook in the caller's language, stored under `templates/<name>-<language>.xlsx` and
 * linked for five minutes. The sheet's declaration and the workbook writer load on this path only,
 * so a domain function's cold start does not read them.
 */
export async function templateLink<Key extends string>(
  name: string,
  language: Language,
  loadSheet: () => Promise<ImportSheet<Key>>,
): Promise<{ url: string; fileName: string }> {
  const [{ templateWorkbook }, { XLSX_CONTENT_TYPE }, sheet] = await Promise.all([
    import('./template'),
    import('./xlsx-parts'),
    loadSheet(),
  ]);
  const { bytes, fileName } = templateWorkbook(sheet, language);
  const key = `templates/${name}-${language}.xlsx`;
  await writeObject(key, bytes, XLSX_CONTENT_TYPE);
  return { url: await presignAttachment(key, fileName), fileName };
}
