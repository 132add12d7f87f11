import { orgImportTemplate } from '@sddp/shared';
import { route } from '../../lib/http/types';
import { supplierTemplateWorkbook } from '../../lib/import';
import { presignAttachment, writeObject } from '../../lib/s3/objects';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet/write-workbook';

/** Generated per language and stored once per deployment of this code; the link lives five minutes. */
export const importTemplateRoute = route(orgImportTemplate, async ({ language }) => {
  const { bytes, fileName } = supplierTemplateWorkbook(language);
  const key = `templates/supplier-import-${language}.xlsx`;
  await writeObject(key, bytes, XLSX_CONTENT_TYPE);
  return { url: await presignAttachment(key, fileName), fileName };
});
