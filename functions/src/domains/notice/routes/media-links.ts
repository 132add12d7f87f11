import { config } from '#kit/config';
import { s3, s3Sdk } from '#kit/s3/client';
import { mediaFileName, NOTICE_MEDIA_PREFIX } from './media-keys';

/** Long enough to read a notice and click its attachment; the stored content keeps only the keys. */
const READ_TTL_SECONDS = 30 * 60;
const STORED_REF = new RegExp(`(src|href)="(${NOTICE_MEDIA_PREFIX.replace('/', '\\/')}[^"]+)"`, 'g');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A short-lived GET of a media object; links (attachments) download under the file's name. */
export async function signMediaKey(key: string, asAttachment = false): Promise<string> {
  const { GetObjectCommand, getSignedUrl } = await s3Sdk();
  const disposition = asAttachment
    ? { ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(mediaFileName(key))}` }
    : {};
  return getSignedUrl(await s3(), new GetObjectCommand({ Bucket: config().UPLOAD_BUCKET, Key: key, ...disposition }), {
    expiresIn: READ_TTL_SECONDS,
  });
}

/**
 * The stored (sanitised) content with each media key replaced by a link signed now, so a notice's
 * images and attachments keep working however old it is (docs/decisions.md "Notice media").
 */
export async function withSignedMedia(html: string): Promise<string> {
  const refs = [...html.matchAll(STORED_REF)];
  const signed = await Promise.all(refs.map(([, attribute, key]) => signMediaKey(key!, attribute === 'href')));
  let index = 0;
  return html.replace(STORED_REF, (_, attribute: string) => `${attribute}="${escapeAttribute(signed[index++]!)}"`);
}
