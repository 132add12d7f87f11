import { orgImportTemplate } from '@sddp/shared';
import { route } from '#http/route';
import { presignAttachment, writeObject } from '#kit/s3/objects';

/** Generated per language and stored once per deployment of this code; the link lives five minutes. */
export const importTemplateRoute = route(orgImportTemplate, async ({ language }) => {
  // The sheet and the workbook writer load on this path only (not the kit's index: that holds the reader).
  const [{ supplierTemplateWorkbook }, { XLSX_CONTENT_TYPE }] = await Promise.all([
    import('../sheets/supplier-sheet'),
    import('#kit/spreadsheet/xlsx-parts'),
  ]);
  const { bytes, fileName } = supplierTemplateWorkbook(language);
  const key = `templates/supplier-import-${language}.xlsx`;
  await writeObject(key, bytes, XLSX_CONTENT_TYPE);
  return { url: await presignAttachment(key, fileName), fileName };
});
