import { MEDIA_PREFIX } from '@tryout/shared/constants';
import sanitizeHtml from 'sanitize-html';
import { badRequest } from './errors';
import { texProblem } from './tex';

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
    'div',
  ],
  allowedAttributes: {
    // a formula's stored form (packages/shared/math.ts): its LaTeX source and nothing else
    span: ['data-tex'],
    div: ['data-tex'],
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
    // a div is only a display formula; any other div is unwrapped as before (a plain span)
    div: (tagName, attribs): sanitizeHtml.Tag =>
      attribs['data-tex'] !== undefined
        ? { tagName, attribs: { 'data-tex': attribs['data-tex'] } }
        : { tagName: 'span', attribs: {} },
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

/**
 * Rich HTML through the policy above; each formula left as its stored form (formulasEmptied), and
 * a formula that cannot be stored (tex.ts: too long, too deeply nested, refused or broken LaTeX)
 * refused with a 400 in Indonesian: nothing is saved broken.
 */
export function sanitizeRichText(html: string): string {
  const clean = formulasEmptied(sanitizeHtml(html, OPTIONS).trim());
  for (const f of formulasOf(clean)) {
    const problem = texProblem(f.tex);
    if (problem) throw badRequest(problem);
  }
  return clean;
}

const decodeAttr = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (m, e: string) => XML_ENTITIES[e] ?? m);

/** Every formula of sanitised HTML: its LaTeX (decoded) and whether it is a display formula. */
export function formulasOf(html: string | null | undefined): { tex: string; display: boolean }[] {
  if (!html?.includes('data-tex')) return [];
  return [...html.matchAll(FORMULA_OPEN)].map((m) => ({ tex: decodeAttr(m[2]), display: m[1] === 'div' }));
}

/** A formula element of sanitised HTML, its opening tag (the stored form: packages/shared/math.ts). */
export const FORMULA_OPEN = /<(span|div) data-tex="([^"]*)">/g;

/**
 * Each formula element as its stored form: the element with its LaTeX and nothing inside (what a
 * client sends back — a rendered formula's MathML, text typed into it — is dropped). The input is
 * sanitize-html's output, so tags are balanced and attribute values quoted.
 */
function formulasEmptied(html: string): string {
  if (!html.includes('data-tex')) return html;
  let out = '';
  let at = 0;
  FORMULA_OPEN.lastIndex = 0;
  for (let m = FORMULA_OPEN.exec(html); m; m = FORMULA_OPEN.exec(html)) {
    const tag = m[1];
    out += `${html.slice(at, m.index)}<${tag} data-tex="${m[2]}"></${tag}>`;
    // skip to the matching close tag (same-name elements may nest inside)
    const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
    tags.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = html.length;
    for (let t = tags.exec(html); t; t = tags.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index + `</${tag}>`.length;
        break;
      }
    }
    at = end;
    FORMULA_OPEN.lastIndex = end;
  }
  return out + html.slice(at);
}

/** Whether sanitised HTML carries anything a reader sees (text, an image or a formula). */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s[^>]*src=/i.test(html)) return true;
  if (/ data-tex="[^"]*\S[^"]*"/.test(html)) return true;
  return plainText(html).length > 0;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of rich HTML without its tags, entities decoded and white space collapsed. */
export function plainText(html: string): string {
  // a formula reads as its LaTeX between \( \) (Excel, search, item analysis)
  const withTex = html.replace(/<(span|div) data-tex="([^"]*)"[^>]*>[\s\S]*?<\/\1>/g, (_, __, tex: string) =>
    tex.trim() ? ` \\(${tex}\\) ` : ' ',
  );
  return sanitizeHtml(withTex, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * MathML Core (w3.org/TR/mathml-core) elements, except annotation-xml (it may carry HTML): the
 * only MathML a page receives, the server's own rendering of a formula (lib/math.ts).
 */
const MATHML_CORE_ELEMENTS = [
  'math',
  'semantics',
  'annotation',
  'maction',
  'merror',
  'mfrac',
  'mi',
  'mmultiscripts',
  'mn',
  'mo',
  'mover',
  'mpadded',
  'mphantom',
  'mprescripts',
  'mroot',
  'mrow',
  'ms',
  'mspace',
  'msqrt',
  'mstyle',
  'msub',
  'msubsup',
  'msup',
  'mtable',
  'mtd',
  'mtext',
  'mtr',
  'munder',
  'munderover',
];

const CORE = new Set(MATHML_CORE_ELEMENTS);

/** Core's global attributes less id, tabindex, autofocus and event handlers. */
const MATHML_GLOBAL = [
  'class',
  'dir',
  'displaystyle',
  'mathcolor',
  'mathbackground',
  'mathsize',
  'scriptlevel',
  'style',
];
const MO_ATTRS = [
  'form',
  'fence',
  'separator',
  'lspace',
  'rspace',
  'stretchy',
  'symmetric',
  'maxsize',
  'minsize',
];
const MATHML_ATTRIBUTES: Record<string, string[]> = {
  math: ['display', 'alttext', 'aria-label'],
  annotation: ['encoding'],
  mfrac: ['linethickness'],
  mi: ['mathvariant'],
  mo: [...MO_ATTRS, 'largeop', 'movablelimits', 'accent'],
  mover: ['accent'],
  munder: ['accentunder'],
  munderover: ['accent', 'accentunder'],
  mspace: ['width', 'height', 'depth'],
  mpadded: ['width', 'height', 'depth', 'lspace', 'voffset'],
  mtd: ['columnspan', 'rowspan'],
};
const LENGTH = /^-?[\d.]+(em|ex|pt|px|mu|%)?$/;
const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+)$/i;
/** style: only spacing and colour, nothing that positions, hides or loads */
const STYLES: Record<string, RegExp> = {
  color: COLOUR,
  'background-color': COLOUR,
  'padding-left': LENGTH,
  'padding-right': LENGTH,
  'padding-top': LENGTH,
  'padding-bottom': LENGTH,
  'margin-left': LENGTH,
  'margin-right': LENGTH,
};
const VALUE = /^[\w .,:#%()+-]*$/;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decodeXml = (s: string) =>
  !s.includes('&')
    ? s
    : s.replace(/&(amp|lt|gt|quot|apos|#39|#x[0-9a-f]{1,6}|#\d{1,7});/gi, (_m, e: string) => {
        if (XML_ENTITIES[e]) return XML_ENTITIES[e];
        const code =
          e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
        return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      });
const escapeXml = (s: string) =>
  !/[&<>"]/.test(s)
    ? s
    : s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function mathAttributes(tag: string, raw: string): string {
  if (raw === '') return '';
  const allowed = MATHML_ATTRIBUTES[tag] ?? [];
  let out = '';
  for (const [, name, value] of raw.matchAll(/\s([a-zA-Z-]+)\s*=\s*"([^"]*)"/g)) {
    const n = name.toLowerCase();
    let v = decodeXml(value);
    if (n === 'style') {
      v = v
        .split(';')
        .map((d) => d.split(':').map((x) => x.trim()))
        .filter(([k, val]) => k && val !== undefined && STYLES[k.toLowerCase()]?.test(val))
        .map(([k, val]) => `${k.toLowerCase()}:${val}`)
        .join(';');
      if (!v) continue;
    } else if (!(MATHML_GLOBAL.includes(n) || allowed.includes(n))) continue;
    else if (n !== 'aria-label' && n !== 'alttext' && !VALUE.test(v)) continue;
    out += ` ${n}="${escapeXml(v)}"`;
  }
  return out;
}

/**
 * MathML reduced to MathML Core's elements and attributes (the allow-lists above), rebuilt token by
 * token: every tag written anew with only allowed attributes, every text escaped, anything that is
 * not a well-formed tag dropped. A refused element's content stays (as its children); Word's and
 * temml's non-Core menclose becomes Core (top: an over bar, bottom: an under bar, else a row).
 */
export function sanitizeMathml(mathml: string): string {
  let out = '';
  const open: string[] = [];
  for (const m of mathml.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[a-zA-Z-:]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g,
  )) {
    if (m[5] !== undefined) {
      out += escapeXml(decodeXml(m[5]));
      continue;
    }
    const tag = m[2].toLowerCase();
    const closing = m[1] === '/';
    if (tag === 'menclose') {
      if (closing) out += open.pop() ?? '';
      else {
        const notation = /notation="([^"]*)"/.exec(m[3])?.[1] ?? '';
        const [start, end] = notation.includes('top')
          ? ['<mover accent="true"><mrow>', '</mrow><mo stretchy="true">‾</mo></mover>']
          : notation.includes('bottom')
            ? ['<munder accentunder="true"><mrow>', '</mrow><mo stretchy="true">_</mo></munder>']
            : ['<mrow>', '</mrow>'];
        out += start;
        if (m[4]) out += end;
        else open.push(end);
      }
      continue;
    }
    if (!CORE.has(tag)) continue;
    if (closing) out += `</${tag}>`;
    else out += `<${tag}${mathAttributes(tag, m[3])}>${m[4] ? `</${tag}>` : ''}`;
  }
  return out;
}
