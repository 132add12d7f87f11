import { presignUpload } from '@sddp/shared';
import { route } from '#http/route';
import { presignUpload as presign } from '#kit/s3/presign';
import { newUploadKey } from './upload-keys';

export const presignUploadRoute = route(presignUpload, async ({ input, principal }) =>
  presign(newUploadKey(principal.user.id, input.purpose, input.contentType), input.contentType, input.size),
);
