import { orgImportTemplate } from '@sddp/shared';
import { route } from '../../lib/http/types';
import { presignAttachment, writeObject } from '../../lib/s3/objects';
// Not the kit's index: that would bundle the spreadsheet reader into this function.
import { supplierTemplateWorkbook } from '../../lib/spreadsheet/supplier-sheet';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet/xlsx-parts';

/** Generated per language and stored once per deployment of this code; the link lives five minutes. */
export const importTemplateRoute = route(orgImportTemplate, async ({ language }) => {
  const { bytes, fileName } = supplierTemplateWorkbook(language);
  const key = `templates/supplier-import-${language}.xlsx`;
  await writeObject(key, bytes, XLSX_CONTENT_TYPE);
  return { url: await presignAttachment(key, fileName), fileName };
});
