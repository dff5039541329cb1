import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/boldsymbol/BoldsymbolConfiguration.js';
import 'mathjax-full/js/input/tex/cancel/CancelConfiguration.js';
import 'mathjax-full/js/input/tex/color/ColorConfiguration.js';
import { texProblem } from './tex';

/**
 * Formulas drawn in a PDF (docs/decisions/0028): a formula's LaTeX as SVG paths (MathJax 3, no fonts or
 * files loaded at run time), which svg-to-pdfkit draws inline with the text (lib/export.ts).
 *
 * Only a formula that may be stored is drawn: texProblem first (its length and nesting limits, then
 * temml's parse without trust, so \href, \url, \htmlData … never reach MathJax); MathJax's own
 * errors throw. Anything refused gives null and the caller prints the source as text. This module
 * is loaded with the first PDF that holds a formula, not at boot.
 */

export interface SvgFormula {
  /** standalone SVG markup (paths only, no text, no links) */
  svg: string;
  /** sizes in em of the surrounding font: width, height above and depth below the baseline */
  width: number;
  ascent: number;
  descent: number;
}

const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);
const doc = mathjax.document('', {
  InputJax: new TeX({
    packages: ['base', 'ams', 'boldsymbol', 'cancel', 'color'],
    // a parse error throws instead of drawing a red message
    formatError: (_jax: unknown, err: Error) => {
      throw err;
    },
    maxMacros: 1000,
    maxBuffer: 5 * 1024,
  }),
  OutputJax: new SVG({ fontCache: 'none' }),
});

// an SVG is 1–10 KB: a few MB at most
const CACHE_MAX = 2000;
const cache = new Map<string, SvgFormula | null>();

function convert(tex: string, display: boolean): SvgFormula | null {
  if (texProblem(tex)) return null;
  try {
    const node = doc.convert(tex, { display, em: 16, ex: 8, containerWidth: 80 * 16 });
    const svgNode = adaptor.firstChild(node) as Parameters<typeof adaptor.getAttribute>[0];
    const box = String(adaptor.getAttribute(svgNode, 'viewBox') ?? '')
      .split(/\s+/)
      .map(Number);
    if (box.length !== 4 || box.some((n) => !Number.isFinite(n)) || box[2] <= 0 || box[3] <= 0) return null;
    const [, minY, w, h] = box;
    // the viewBox is in thousandths of an em, the baseline at y = 0
    return {
      svg: adaptor.outerHTML(svgNode),
      width: w / 1000,
      ascent: Math.max(0, -minY / 1000),
      descent: Math.max(0, (h + minY) / 1000),
    };
  } catch {
    return null;
  }
}

/** A formula as SVG with its box, or null when it cannot be drawn; cached by display and source. */
export function texToSvg(tex: string, display = false): SvgFormula | null {
  const key = `${display ? 'D' : 'I'}${tex}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const out = convert(tex, display);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, out);
  return out;
}
