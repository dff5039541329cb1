import { MEDIA_PREFIX } from '@tryout/shared/constants';
import sanitizeHtml from 'sanitize-html';

/**
 * Every column that is rendered as HTML anywhere. Each is sanitised ON WRITE with the one
 * allow-list below (and migration 0003 cleaned the rows stored before); every other text column
 * is plain text, stored as sent and rendered as text.
 */
export const RICH_TEXT_COLUMNS = {
  question_groups: ['deskripsi'],
  questions: ['soal_pg', 'pil_a', 'pil_b', 'pil_c', 'pil_d', 'pil_e', 'kunci_essay', 'pembahasan'],
  stimuli: ['isi'],
} as const;

/**
 * The rich-text policy: question, option and group-description HTML is sanitised with this
 * allow-list; everything stored in RICH_TEXT_COLUMNS is safe to render as HTML.
 * No style, no script, no event handlers, no javascript: URLs; links http/https/mailto only
 * (rel noopener); images only from our media path or data:image.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'i',
    'u',
    'strong',
    'em',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'span',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href) out.href = attribs.href;
      out.rel = 'noopener noreferrer';
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const ok =
        /^data:image\/(png|jpeg|jpg|gif|webp);base64,[a-z0-9+/=\s]+$/i.test(src) ||
        (src.startsWith(`${MEDIA_PREFIX}/`) && !src.includes('..') && /^[\w/.-]+$/.test(src));
      const out: Record<string, string> = {};
      if (ok) out.src = src;
      for (const k of ['alt', 'width', 'height'] as const) if (attribs[k]) out[k] = attribs[k];
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML carries anything a reader sees (text or an image). */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s[^>]*src=/i.test(html)) return true;
  return plainText(html).length > 0;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of rich HTML without its tags, entities decoded and white space collapsed. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
