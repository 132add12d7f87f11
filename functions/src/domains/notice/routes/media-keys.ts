import { randomUUID } from 'node:crypto';

/** Every object a notice shows or links to lives under this prefix (spec §2.24). */
export const NOTICE_MEDIA_PREFIX = 'fqa/work_notice/';

const SAFE_NAME = /^[\p{L}\p{N}._-]{1,100}$/u;
const KEY_IN_URL = /fqa\/work_notice\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([^/?#"'<>\s]{1,300})/;

/** The file name as a key segment: letters, digits, '.', '_' and '-' only, at most 100 characters. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base.normalize('NFC').replace(/[^\p{L}\p{N}._-]/gu, '_'))
    .slice(-100)
    .join('');
  return cleaned.replace(/^\.+/, '') || 'file';
}

/** The server names every upload: fqa/work_notice/<random>/<the file's safe name>. */
export const newMediaKey = (fileName: string) => `${NOTICE_MEDIA_PREFIX}${randomUUID()}/${safeFileName(fileName)}`;

/**
 * The media key a link or source names, or undefined: a stored key, or any URL whose path holds one
 * (the editor sends back the signed links it was shown). Whatever precedes the key — host, scheme,
 * query — is dropped, so only our own objects are ever shown.
 */
export function mediaKeyOf(url: string | undefined): string | undefined {
  const match = KEY_IN_URL.exec(url ?? '');
  if (!match) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(match[2]!);
  } catch {
    return undefined;
  }
  return SAFE_NAME.test(name) ? `${NOTICE_MEDIA_PREFIX}${match[1]}/${name}` : undefined;
}

/** The file name at the end of a media key. */
export const mediaFileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
