import type sanitizeHtml from 'sanitize-html';
import { lazyModule } from '#kit/lazy-module';
import { mediaKeyOf } from './media-keys';

/** The sanitiser and its HTML parser (about 200 kB) load on the first notice written, not on every read. */
const sanitiser = lazyModule(() => import('sanitize-html'));

const LINK = /^(https?:|mailto:)/i;

/** Rich text as TipTap writes it, and nothing else (docs/decisions.md "Notice content"). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
    'video',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    video: ['src', 'controls'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Images and video only from our media path, stored as the bare key (signed again on every read).
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: mediaKeyOf(attribs.src) ?? '' } }),
    video: (tagName, attribs) => ({ tagName, attribs: { src: mediaKeyOf(attribs.src) ?? '', controls: '' } }),
    a: (tagName, given) => {
      const key = mediaKeyOf(given.href);
      const link = (given.href ?? '').trim();
      const href = key ?? (LINK.test(link) ? link : '');
      const attribs: sanitizeHtml.Attributes = href ? { href, target: '_blank', rel: 'noopener noreferrer' } : {};
      return { tagName, attribs };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'video') && !frame.attribs.src,
};

/**
 * The one way notice HTML gets stored: scripts, event handlers, styles, foreign frames and objects,
 * `javascript:`/`data:` URLs and media from anywhere but our media path are removed.
 */
export async function sanitiseNoticeHtml(html: string): Promise<string> {
  const { default: sanitize } = await sanitiser();
  return sanitize(html, OPTIONS).trim();
}
