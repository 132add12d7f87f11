import { NOTICE_UPLOADS, noticeUpload, type NoticeUploadKind } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';

/** The catalogue key of what is wrong with the file for this kind, or undefined. */
export function noticeFileProblem(
  file: File,
  kind: NoticeUploadKind,
): 'validation.notice.uploadType' | 'validation.notice.uploadSize' | undefined {
  const types: readonly string[] = NOTICE_UPLOADS[kind].types;
  if (types.length > 0 && !types.includes(file.type)) return 'validation.notice.uploadType';
  if (file.size === 0 || file.size > NOTICE_UPLOADS[kind].maxBytes) return 'validation.notice.uploadSize';
  return undefined;
}

/** The server names the object under fqa/work_notice/; the file goes straight to storage; answers a link to show it. */
export async function uploadNoticeFile(file: File, kind: NoticeUploadKind): Promise<string> {
  const target = await callEndpoint(noticeUpload, { kind, fileName: file.name, contentType: file.type, size: file.size });
  await uploadToPresignedUrl(target, file);
  return target.viewUrl;
}
