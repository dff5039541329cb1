import {
  formulaHtml,
  hasDelimitedTex,
  MATH_MSG,
  splitDelimitedTex,
  texLimitProblem,
} from '@tryout/shared/math';
import { speechOf } from './math-speech';
import { formulasOf, sanitizeMathml } from './sanitize';
import { texProblem, texToMathml } from './tex';

export { formulasOf, texProblem };

/**
 * Formulas (docs/decisions/0028): stored as LaTeX inside the sanitised HTML (packages/shared/math.ts), sent as
 * MathML that browsers draw natively (the exam page carries no maths code). temml renders it
 * (tex.ts: no trust, limits); the MathML is reduced to MathML Core (sanitizeMathml) and named in
 * Indonesian words (math-speech.ts).
 */

const decodeAttr = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? _,
  );
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface Rendered {
  /** sanitised MathML with aria-label, or null when the formula cannot be drawn */
  mathml: string | null;
  speech: string;
}

const CACHE_MAX = 20_000;
const cache = new Map<string, Rendered>();

/**
 * One formula as MathML Core with its accessible name; cached by content (key: display + source),
 * so a bank's formulas are rendered once however many sheets, pages and exports show them.
 */
export function renderTex(tex: string, display: boolean): Rendered {
  const key = `${display ? 'D' : 'I'}${tex}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let out: Rendered;
  if (texLimitProblem(tex)) out = { mathml: null, speech: tex.slice(0, 200) };
  else {
    try {
      const raw = texToMathml(tex, display);
      const core = sanitizeMathml(raw);
      const speech = speechOf(core) || tex;
      const clean = core.replace(/^<math/, `<math aria-label="${escapeAttr(speech)}"`);
      out = { mathml: clean, speech };
    } catch {
      out = { mathml: null, speech: tex.slice(0, 200) };
    }
  }
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, out);
  return out;
}

/** The first formula of sanitised HTML that cannot be stored, as a refusal in Indonesian, or null. */
export function formulaProblem(html: string | null | undefined): string | null {
  for (const f of formulasOf(html)) {
    const problem = texProblem(f.tex);
    if (problem) return problem;
  }
  return null;
}

/**
 * Stored HTML as it is sent: each formula element with its MathML inside (the element and its
 * data-tex kept, so the staff editor reads the source back). A formula that cannot be drawn (never
 * stored so; a defence) shows its source as text, marked.
 */
export function renderFormulas(html: string): string;
export function renderFormulas(html: string | null): string | null;
export function renderFormulas(html: string | null): string | null {
  if (!html?.includes('data-tex')) return html;
  return html.replace(/<(span|div) data-tex="([^"]*)"><\/\1>/g, (_, tag: string, attr: string) => {
    const r = renderTex(decodeAttr(attr), tag === 'div');
    const inner = r.mathml ?? `<code title="${escapeAttr(MATH_MSG.unreadable)}">${attr}</code>`;
    return `<${tag} data-tex="${attr}" class="math">${inner}</${tag}>`;
  });
}

/** An object with the named rich fields rendered (renderFormulas); the rest as it was. */
export function withFormulas<T extends object>(obj: T, fields: readonly (keyof T)[]): T {
  let out: T | null = null;
  for (const f of fields) {
    const v = obj[f];
    if (typeof v === 'string' && v.includes('data-tex')) {
      out ??= { ...obj };
      out[f] = renderFormulas(v) as T[keyof T];
    } else if (Array.isArray(v) && v.some((x) => typeof x === 'string' && x.includes('data-tex'))) {
      out ??= { ...obj };
      out[f] = v.map((x) => (typeof x === 'string' ? renderFormulas(x) : x)) as T[keyof T];
    }
  }
  return out ?? obj;
}

/** The rich lists of a form's content (statements, premises) rendered; the rest as it was. */
export const formContentWithFormulas = <T extends object>(isi: T): T =>
  withFormulas(isi, ['pernyataan', 'premis', 'teks'] as (keyof T)[]);

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * HTML whose text holds formulas between \( \), \[ \] or $$ $$ (an essay key typed as plain text)
 * with those that render as formulas (the stored form); the rest as it was.
 */
export function delimitedFormulas(html: string): string {
  if (!hasDelimitedTex(html)) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<') || !hasDelimitedTex(part)) return part;
      const text = part.replace(/&(amp|lt|gt|quot|#39);/g, (m, e: string) => ENTITY[e] ?? m);
      return splitDelimitedTex(text)
        .map((p) => {
          if ('text' in p) return escapeText(p.text);
          return texProblem(p.tex)
            ? escapeText(p.display ? `\\[${p.tex}\\]` : `\\(${p.tex}\\)`)
            : formulaHtml(p.tex, p.display);
        })
        .join('');
    })
    .join('');
}

/**
 * Each formula of stored HTML as its LaTeX between \( \) (a display one \[ \]) in the text: what
 * Moodle's TeX filter draws (the GIFT and Moodle XML exports; delimitedFormulas reads it back).
 */
export const formulasAsText = (html: string): string =>
  html.includes('data-tex')
    ? html.replace(/<(span|div) data-tex="([^"]*)"[^>]*>[\s\S]*?<\/\1>/g, (_, tag: string, tex: string) =>
        tag === 'div' ? `\\[${tex}\\]` : `\\(${tex}\\)`,
      )
    : html;
