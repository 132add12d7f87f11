import { IMPORT_LIMITS, orgImportUpload } from '@sddp/shared';
import { route } from '#http/route';
import { presignUpload } from '#kit/s3/presign';
import { newImportKey } from './import-keys';

const DEFAULT_TYPE = 'application/octet-stream';

/** The browser's type is signed as given when it names a workbook; the content is checked on import anyway. */
export const importUploadRoute = route(orgImportUpload, async ({ input, principal }) => {
  const contentType = (IMPORT_LIMITS.contentTypes as readonly string[]).includes(input.contentType) ? input.contentType : DEFAULT_TYPE;
  return presignUpload(newImportKey(principal.user.id, input.fileName), contentType, input.size);
});
