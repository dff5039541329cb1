/**
 * The HTML we handle here — mammoth's output and our own sanitised rich text — read by htmlparser2's
 * tokenizer (tags, attributes, entities, comments and raw text as HTML reads them). Lexical: no tag is
 * closed or opened that the text does not write. Pure functions, no DOM.
 */
import { Tokenizer } from 'htmlparser2';

export type Token =
  | { type: 'open'; tag: string; attrs: Record<string, string>; selfClosing: boolean }
  | { type: 'close'; tag: string }
  | { type: 'text'; text: string };

/** A token with where it lies in the source: [start, end). */
type Placed = Token & { start: number; end: number };

const VOID = new Set(['img', 'br', 'hr', 'col', 'area', 'embed', 'input', 'source', 'track', 'wbr']);

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function scan(html: string): Placed[] {
  const out: Placed[] = [];
  let open: Extract<Placed, { type: 'open' }> | null = null;
  let attr = '';
  let value = '';
  /** text runs (split by entities and comments) joined */
  const text = (s: string, start: number, end: number) => {
    const last = out[out.length - 1];
    if (last?.type === 'text') {
      last.text += s;
      last.end = end;
    } else out.push({ type: 'text', text: s, start, end });
  };
  const endOpen = (end: number, selfClosing: boolean) => {
    if (!open) return;
    open.end = end + 1;
    open.selfClosing = selfClosing || VOID.has(open.tag);
    out.push(open);
    open = null;
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      ontext: (start, end) => text(html.slice(start, end), start, end),
      ontextentity: (cp, end) => text(String.fromCodePoint(cp), html.lastIndexOf('&', end - 1), end),
      onopentagname: (start, end) => {
        open = {
          type: 'open',
          tag: html.slice(start, end).toLowerCase(),
          attrs: {},
          selfClosing: false,
          start: start - 1,
          end,
        };
      },
      onattribname: (start, end) => {
        attr = html.slice(start, end).toLowerCase();
        value = '';
      },
      onattribdata: (start, end) => {
        value += html.slice(start, end);
      },
      onattribentity: (cp) => {
        value += String.fromCodePoint(cp);
      },
      onattribend: () => {
        if (open && !Object.hasOwn(open.attrs, attr)) open.attrs[attr] = value;
        value = '';
      },
      onopentagend: (end) => endOpen(end, false),
      onselfclosingtag: (end) => endOpen(end, true),
      onclosetag: (start, end) => {
        const gt = html.indexOf('>', end);
        out.push({
          type: 'close',
          tag: html.slice(start, end).toLowerCase(),
          start: start - 2,
          end: gt < 0 ? html.length : gt + 1,
        });
      },
      oncdata: () => {},
      oncomment: () => {},
      ondeclaration: () => {},
      onprocessinginstruction: () => {},
      onend: () => {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return out;
}

/** The fragment as the open tags, close tags and text it writes (entities decoded). */
export const tokenize = (html: string): Token[] =>
  scan(html).map(({ start: _s, end: _e, ...t }) => t as Token);

/** The top-level elements of a fragment (`<p>…</p><table>…</table>` → two strings). */
export function splitBlocks(html: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = -1;
  for (const t of scan(html)) {
    if (t.type === 'text') continue;
    if (t.type === 'close') {
      depth--;
      if (depth === 0 && start >= 0) {
        blocks.push(html.slice(start, t.end));
        start = -1;
      }
      if (depth < 0) depth = 0;
    } else if (t.selfClosing) {
      if (depth === 0) blocks.push(html.slice(t.start, t.end));
    } else {
      if (depth === 0) start = t.start;
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
