/**
 * A small reader of the HTML we handle here: mammoth's output (well-formed, no scripts) and our own
 * sanitised rich text. Pure functions, no DOM.
 */

export type Token =
  | { type: 'open'; tag: string; attrs: Record<string, string>; selfClosing: boolean }
  | { type: 'close'; tag: string }
  | { type: 'text'; text: string };

const VOID = new Set(['img', 'br', 'hr', 'col']);
const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code =
        e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function tokenize(html: string): Token[] {
  const out: Token[] = [];
  let last = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m.index > last) out.push({ type: 'text', text: decodeEntities(html.slice(last, m.index)) });
    last = TAG.lastIndex;
    const tag = m[2].toLowerCase();
    if (m[1]) {
      out.push({ type: 'close', tag });
      continue;
    }
    const attrs: Record<string, string> = {};
    ATTR.lastIndex = 0;
    for (let a = ATTR.exec(m[3]); a; a = ATTR.exec(m[3]))
      attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    out.push({ type: 'open', tag, attrs, selfClosing: !!m[4] || VOID.has(tag) });
  }
  if (last < html.length) out.push({ type: 'text', text: decodeEntities(html.slice(last)) });
  return out;
}

/** The top-level elements of a fragment (`<p>…</p><table>…</table>` → two strings). */
export function splitBlocks(html: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = -1;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const tag = m[2].toLowerCase();
    const selfClosing = !!m[4] || VOID.has(tag);
    if (m[1]) {
      depth--;
      if (depth === 0 && start >= 0) {
        blocks.push(html.slice(start, TAG.lastIndex));
        start = -1;
      }
      if (depth < 0) depth = 0;
    } else if (selfClosing) {
      if (depth === 0) blocks.push(m[0]);
    } else {
      if (depth === 0) start = m.index;
      depth++;
    }
  }
  return blocks;
}

/** The text a reader sees (tags removed, entities decoded, spaces collapsed). */
export function textOf(html: string): string {
  return tokenize(html)
    .map((t) =>
      t.type === 'text' ? t.text : t.type === 'open' && (t.tag === 'br' || t.tag === 'p') ? ' ' : '',
    )
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** The tag name of a block (`<p>…` → 'p'). */
export const blockTag = (block: string) => /^<([a-zA-Z][a-zA-Z0-9]*)/.exec(block)?.[1].toLowerCase() ?? '';

/**
 * Removes `prefix` (anchored at the start of the visible text) from the first text of the block,
 * keeping the markup around it: `<p><strong>1.</strong> Soal</p>` → `<p><strong></strong> Soal</p>`.
 */
export function stripLeading(html: string, prefix: RegExp): string {
  const re = new RegExp(`^(\\s|&nbsp;)*${prefix.source}`, prefix.flags.replace('g', ''));
  let done = false;
  return html.replace(/(^|>)([^<]*)/g, (m, gt: string, text: string) => {
    if (done || text.trim() === '' || text.replace(/&nbsp;/g, '').trim() === '') return m;
    done = true;
    return gt + text.replace(re, '');
  });
}

/** `<img src="…">` sources of a fragment, in order. */
export const imageSources = (html: string): string[] =>
  tokenize(html).flatMap((t) => (t.type === 'open' && t.tag === 'img' ? [t.attrs.src ?? ''] : []));

/** The fragment without its images, and without the paragraphs that held only them. */
export const withoutImages = (html: string): string =>
  html
    .replace(/<img\b[^>]*>/gi, '')
    .replace(/<(p|h[1-6])>(\s|&nbsp;|<(strong|em|u|b|i|s|sub|sup)>\s*<\/\3>)*<\/\1>/gi, '');
