import { noticeUpload } from '@sddp/shared';
import { route } from '#http/route';
import { presignUpload } from '#kit/s3/presign';
import { newMediaKey } from './media-keys';
import { signMediaKey } from './media-links';

const DEFAULT_TYPE = 'application/octet-stream';

/**
 * A PUT bound to a key of ours under fqa/work_notice/, the type and the size. Images and video are
 * signed with their checked type (the validator allows only those); an attachment is stored as
 * octet-stream and always downloaded, never shown inline.
 */
export const uploadMediaRoute = route(noticeUpload, async ({ input }) => {
  const key = newMediaKey(input.fileName);
  const contentType = input.kind === 'attachment' ? DEFAULT_TYPE : input.contentType;
  const upload = await presignUpload(key, contentType, input.size);
  return { ...upload, viewUrl: await signMediaKey(key, input.kind === 'attachment') };
});
