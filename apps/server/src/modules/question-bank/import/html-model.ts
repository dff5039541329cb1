import { type Token, tokenize } from './html';

/** A piece of text with its formatting (or a line break). */
export interface Span {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  sub?: boolean;
  sup?: boolean;
  br?: boolean;
  /** a formula (its LaTeX; the text is empty): packages/shared/math.ts */
  tex?: string;
  /** a display formula: a paragraph of its own */
  display?: boolean;
}
export interface ListInfo {
  ordered: boolean;
  /** one number per list: each list starts again at 1 */
  instance: number;
  level: number;
}
export type Block =
  | { kind: 'p'; spans: Span[]; list?: ListInfo; heading?: number }
  | { kind: 'table'; rows: Block[][][] };

const PARAGRAPHS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'caption']);
const FORMAT: Record<string, keyof Span> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  s: 'strike',
  sub: 'sub',
  sup: 'sup',
};

/**
 * Sanitised rich text as paragraphs of formatted spans and tables (what a Word or Excel writer
 * needs): lists become numbered or bulleted paragraphs, inline pictures are left out (a
 * question's pictures are its media). Pure.
 */
export function htmlToBlocks(html: string): Block[] {
  let listCounter = 0;
  const tokens = tokenize(html);
  let i = 0;

  function blocksUntil(end: string | null): Block[] {
    const out: Block[] = [];
    const lists: ListInfo[] = [];
    const fmt: Record<string, number> = {};
    let cur: Extract<Block, { kind: 'p' }> | null = null;
    const flush = () => {
      if (cur && cur.spans.length > 0) out.push(cur);
      cur = null;
    };
    const para = (): Extract<Block, { kind: 'p' }> => {
      if (!cur) cur = { kind: 'p', spans: [] };
      return cur;
    };
    while (i < tokens.length) {
      const t: Token = tokens[i++];
      if (t.type === 'close') {
        if (t.tag === end) break;
        if (FORMAT[t.tag]) fmt[FORMAT[t.tag]] = Math.max(0, (fmt[FORMAT[t.tag]] ?? 0) - 1);
        else if (t.tag === 'ul' || t.tag === 'ol') lists.pop();
        else if (PARAGRAPHS.has(t.tag)) flush();
        continue;
      }
      if (t.type === 'text') {
        if (!cur && t.text.trim() === '') continue;
        const span: Span = { text: t.text };
        for (const [k, n] of Object.entries(fmt))
          if (n > 0) (span as unknown as Record<string, boolean>)[k] = true;
        para().spans.push(span);
        continue;
      }
      if ((t.tag === 'span' || t.tag === 'div') && t.attrs['data-tex'] !== undefined) {
        // a formula (its stored form holds nothing inside); a display one is a paragraph of its own
        const display = t.tag === 'div';
        if (display) flush();
        para().spans.push({ text: '', tex: t.attrs['data-tex'], ...(display ? { display } : {}) });
        if (display) flush();
        continue;
      }
      if (FORMAT[t.tag]) fmt[FORMAT[t.tag]] = (fmt[FORMAT[t.tag]] ?? 0) + 1;
      else if (t.tag === 'br') para().spans.push({ text: '', br: true });
      else if (t.tag === 'ul' || t.tag === 'ol') {
        flush();
        lists.push({ ordered: t.tag === 'ol', instance: ++listCounter, level: lists.length });
      } else if (t.tag === 'table') {
        flush();
        out.push({ kind: 'table', rows: tableRows() });
      } else if (PARAGRAPHS.has(t.tag)) {
        // a paragraph inside a list item continues the item
        if (t.tag === 'p' && cur && (cur as { list?: ListInfo }).list) continue;
        flush();
        cur = { kind: 'p', spans: [] };
        if (t.tag === 'li' && lists.length > 0) cur.list = lists[lists.length - 1];
        if (/^h[1-4]$/.test(t.tag)) cur.heading = Number(t.tag[1]);
      }
    }
    flush();
    return out;
  }

  function tableRows(): Block[][][] {
    const rows: Block[][][] = [];
    while (i < tokens.length) {
      const t = tokens[i++];
      if (t.type === 'close' && t.tag === 'table') break;
      if (t.type === 'open' && t.tag === 'tr') rows.push([]);
      else if (t.type === 'open' && (t.tag === 'td' || t.tag === 'th')) {
        if (rows.length === 0) rows.push([]);
        rows[rows.length - 1].push(blocksUntil(t.tag));
      }
    }
    return rows.filter((r) => r.length > 0);
  }

  return blocksUntil(null);
}

/** The blocks as lines of text runs (Excel cells: lists as '1. ' / '• ', table cells joined by ' | '). */
export function blocksToLines(blocks: Block[]): Span[][] {
  const lines: Span[][] = [];
  const counters = new Map<number, number>();
  for (const b of blocks) {
    if (b.kind === 'table') {
      for (const row of b.rows)
        lines.push(
          row.flatMap((cell, ci) => [
            ...(ci > 0 ? [{ text: ' | ' }] : []),
            ...blocksToLines(cell).flatMap((l, li) => (li > 0 ? [{ text: ' ' }, ...l] : l)),
          ]),
        );
      continue;
    }
    let prefix: Span[] = [];
    if (b.list) {
      const n = (counters.get(b.list.instance) ?? 0) + 1;
      counters.set(b.list.instance, n);
      prefix = [{ text: `${'  '.repeat(b.list.level)}${b.list.ordered ? `${n}.` : '•'} ` }];
    }
    lines.push([...prefix, ...b.spans]);
  }
  return lines;
}
