import * as z from 'zod/mini';
import { IMPORT_LIMITS, INPUT_LIMITS } from '../constants';
import { messageWithParams } from '../i18n/catalogue';
import { requiredText, text, wholeNumber } from '../validators/common';

/** A presigned PUT: where the browser sends the file, with the headers the signature covers, until when. */
export const presignedUpload = z.object({
  url: z.string(),
  key: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

/** Asks for a presigned PUT of a workbook to import: a name with one of `extensions`, a type, a size within the import ceiling. */
export const workbookUploadInput = (extensions: RegExp = /\.xlsx$/i) =>
  z.object({
    fileName: requiredText('validation.file.required', INPUT_LIMITS.fileNameMax).check(
      z.refine((name) => extensions.test(name), { error: 'validation.file.importFormat' }),
    ),
    contentType: z._default(text(INPUT_LIMITS.contentTypeMax), ''),
    size: wholeNumber(
      0,
      IMPORT_LIMITS.maxBytes,
      messageWithParams('validation.file.importSize', { megabytes: IMPORT_LIMITS.maxBytes / (1024 * 1024) }),
    ).check(z.refine((bytes) => bytes > 0, { error: 'validation.file.empty' })),
  });
