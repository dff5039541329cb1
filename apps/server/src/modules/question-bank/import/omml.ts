import { parseXml } from './xml';

/**
 * Word equations (OMML, Office Math Markup Language) as LaTeX: what a .docx import makes of them
 * (docs/decisions/0028). Pure, over a maintained XML parser. Superscripts, subscripts, fractions, roots,
 * n-ary operators (sums, integrals), delimiters, matrices, functions, accents, bars, limits, group
 * characters, boxes and equation arrays have their LaTeX; an element it does not know makes the
 * whole equation unreadable (null): the import lists it as a problem, never drops it silently.
 */

export const MATH_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/math';

class Unreadable extends Error {}

const kids = (el: Element): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1) as Element[];
const isMath = (el: Element) => el.namespaceURI === MATH_NS;
const child = (el: Element, name: string): Element | undefined =>
  kids(el).find((c) => isMath(c) && c.localName === name);
const prop = (el: Element, pr: string, name: string): string | null => {
  const p = child(el, pr);
  const v = p && child(p, name);
  if (!v) return null;
  return v.getAttributeNS(MATH_NS, 'val') ?? v.getAttribute('m:val') ?? '';
};
const on = (v: string | null) => v !== null && v !== '0' && v !== 'off' && v !== 'false';

/** Characters of a formula's text as LaTeX (also used by the QTI MathML reader). */
export const SYMBOL_TEX: Record<string, string> = {
  '−': '-',
  '×': '\\times ',
  '÷': '\\div ',
  '·': '\\cdot ',
  '⋅': '\\cdot ',
  '±': '\\pm ',
  '∓': '\\mp ',
  '≤': '\\le ',
  '≥': '\\ge ',
  '≠': '\\ne ',
  '≈': '\\approx ',
  '∞': '\\infty ',
  '→': '\\to ',
  '∈': '\\in ',
  '°': '^{\\circ}',
  '{': '\\{',
  '}': '\\}',
  '\\': '\\backslash ',
  '#': '\\#',
  '%': '\\%',
  '&': '\\&',
  $: '\\$',
  _: '\\_',
  '^': '\\hat{}',
  '~': '\\sim ',
  '\u00a0': ' ',
};

const texText = (s: string) =>
  [...s]
    .map((c) => SYMBOL_TEX[c] ?? c)
    .join('')
    .replace(/ +$/, ' ');

export const FUNCTIONS = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'log',
  'ln',
  'lg',
  'exp',
  'lim',
  'max',
  'min',
  'sinh',
  'cosh',
  'tanh',
  'arcsin',
  'arccos',
  'arctan',
  'det',
  'gcd',
]);

const NARY: Record<string, string> = {
  '∑': '\\sum',
  '∏': '\\prod',
  '∐': '\\coprod',
  '∫': '\\int',
  '∬': '\\iint',
  '∭': '\\iiint',
  '∮': '\\oint',
  '⋃': '\\bigcup',
  '⋂': '\\bigcap',
  '⋁': '\\bigvee',
  '⋀': '\\bigwedge',
};

const ACCENTS: Record<string, string> = {
  '\u0302': '\\hat',
  '^': '\\hat',
  '\u0303': '\\tilde',
  '~': '\\tilde',
  '\u0304': '\\bar',
  '\u0305': '\\bar',
  '¯': '\\bar',
  '\u20d7': '\\vec',
  '→': '\\vec',
  '\u0307': '\\dot',
  '\u0308': '\\ddot',
  '\u0301': '\\acute',
  '\u0300': '\\grave',
  '\u0306': '\\breve',
  '\u030c': '\\check',
};

const DELIMITERS: Record<string, string> = {
  '': '.',
  '{': '\\{',
  '}': '\\}',
  '⟨': '\\langle',
  '⟩': '\\rangle',
  '〈': '\\langle',
  '〉': '\\rangle',
  '‖': '\\|',
  '⌊': '\\lfloor',
  '⌋': '\\rfloor',
  '⌈': '\\lceil',
  '⌉': '\\rceil',
};
const delimiter = (c: string) => DELIMITERS[c] ?? c;

/** The LaTeX of an argument element (m:e, m:num, m:sub …): its children in order. */
function arg(el: Element | undefined): string {
  if (!el) return '';
  return kids(el).map(node).join('');
}
const group = (el: Element | undefined) => `{${arg(el)}}`;

function run(el: Element): string {
  const text = kids(el)
    .filter((c) => c.localName === 't')
    .map((t) => t.textContent ?? '')
    .join('');
  if (text === '') return '';
  if (on(prop(el, 'rPr', 'nor'))) return `\\text{${text.replace(/[{}\\]/g, '')}}`;
  if (FUNCTIONS.has(text.trim())) return `\\${text.trim()} `;
  if (prop(el, 'rPr', 'sty') === 'p' && /^[A-Za-z]{2,}$/.test(text)) return `\\mathrm{${text}}`;
  return texText(text);
}

function node(el: Element): string {
  if (!isMath(el)) {
    // Word's own run properties, bookmarks and proofing marks inside an equation carry no maths
    if (['rPr', 'bookmarkStart', 'bookmarkEnd', 'proofErr', 'ins', 'del'].includes(el.localName ?? ''))
      return '';
    throw new Unreadable(el.tagName);
  }
  const e = child(el, 'e');
  switch (el.localName) {
    case 'r':
      return run(el);
    case 'oMath':
    case 'box':
      return arg(el);
    case 'borderBox':
      return `\\boxed${group(e)}`;
    case 'phant':
      return on(prop(el, 'phantPr', 'show')) || prop(el, 'phantPr', 'show') === null ? arg(e) : '';
    case 'f': {
      const type = prop(el, 'fPr', 'type');
      const num = child(el, 'num');
      const den = child(el, 'den');
      if (type === 'lin') return `${group(num)}/${group(den)}`;
      if (type === 'noBar') return `\\genfrac{}{}{0pt}{}${group(num)}${group(den)}`;
      return `\\frac${group(num)}${group(den)}`;
    }
    case 'sSup':
      return `${group(e)}^${group(child(el, 'sup'))}`;
    case 'sSub':
      return `${group(e)}_${group(child(el, 'sub'))}`;
    case 'sSubSup':
      return `${group(e)}_${group(child(el, 'sub'))}^${group(child(el, 'sup'))}`;
    case 'sPre':
      return `{}_${group(child(el, 'sub'))}^${group(child(el, 'sup'))}${group(e)}`;
    case 'rad': {
      const deg = arg(child(el, 'deg'));
      return on(prop(el, 'radPr', 'degHide')) || deg === ''
        ? `\\sqrt${group(e)}`
        : `\\sqrt[${deg}]${group(e)}`;
    }
    case 'nary': {
      const chr = prop(el, 'naryPr', 'chr') ?? '∫';
      const op = NARY[chr];
      if (!op) throw new Unreadable(`nary ${chr}`);
      const sub = on(prop(el, 'naryPr', 'subHide')) ? '' : arg(child(el, 'sub'));
      const sup = on(prop(el, 'naryPr', 'supHide')) ? '' : arg(child(el, 'sup'));
      return `${op}${sub ? `_{${sub}}` : ''}${sup ? `^{${sup}}` : ''}${group(e)}`;
    }
    case 'd': {
      const beg = prop(el, 'dPr', 'begChr') ?? '(';
      const end = prop(el, 'dPr', 'endChr') ?? ')';
      const sep = prop(el, 'dPr', 'sepChr') ?? '|';
      const parts = kids(el)
        .filter((c) => isMath(c) && c.localName === 'e')
        .map(arg);
      const sepTex = sep === '|' ? '\\middle|' : texText(sep);
      return `\\left${delimiter(beg)}${parts.join(sepTex)}\\right${delimiter(end)}`;
    }
    case 'm': {
      const rows = kids(el)
        .filter((c) => isMath(c) && c.localName === 'mr')
        .map((r) =>
          kids(r)
            .filter((c) => isMath(c) && c.localName === 'e')
            .map(arg)
            .join(' & '),
        );
      return `\\begin{matrix}${rows.join(' \\\\ ')}\\end{matrix}`;
    }
    case 'eqArr': {
      const rows = kids(el)
        .filter((c) => isMath(c) && c.localName === 'e')
        .map(arg);
      return `\\begin{aligned}${rows.join(' \\\\ ')}\\end{aligned}`;
    }
    case 'func': {
      const name = arg(child(el, 'fName')).trim();
      const known = /^\\?([a-z]+)$/.exec(name);
      const fn = known && FUNCTIONS.has(known[1]) ? `\\${known[1]}` : name;
      return `${fn}${fn.startsWith('\\') && !fn.includes('_') ? ' ' : ''}${group(e)}`;
    }
    case 'limLow': {
      const base = arg(e).trim();
      const lim = group(child(el, 'lim'));
      return /^\\(lim|max|min)\s*$/.test(base) ? `${base.trim()}_${lim}` : `\\underset${lim}{${base}}`;
    }
    case 'limUpp':
      return `\\overset${group(child(el, 'lim'))}${group(e)}`;
    case 'acc': {
      const chr = prop(el, 'accPr', 'chr') ?? '\u0302';
      return `${ACCENTS[chr] ?? '\\hat'}${group(e)}`;
    }
    case 'bar':
      return prop(el, 'barPr', 'pos') === 'top' ? `\\overline${group(e)}` : `\\underline${group(e)}`;
    case 'groupChr': {
      const pos = prop(el, 'groupChrPr', 'pos') ?? 'bot';
      return pos === 'top' ? `\\overbrace${group(e)}` : `\\underbrace${group(e)}`;
    }
    default:
      // property elements (fPr, dPr, ctrlPr …) describe their parent, read above
      if (el.localName?.endsWith('Pr')) return '';
      throw new Unreadable(el.localName ?? el.tagName);
  }
}

/** One Word equation (an m:oMath or m:oMathPara element) as LaTeX; null when it cannot be read. */
export function ommlToTex(el: Element): string | null {
  try {
    const maths =
      el.localName === 'oMathPara' ? kids(el).filter((c) => isMath(c) && c.localName === 'oMath') : [el];
    const tex = maths
      .map((m) => arg(m))
      .join(' \\\\ ')
      .replace(/\s+/g, ' ')
      .trim();
    return tex === '' ? null : tex;
  } catch (e) {
    if (e instanceof Unreadable) return null;
    throw e;
  }
}

/** An equation's XML (with the namespace declarations of its document) as LaTeX, or null. */
export function ommlXmlToTex(xml: string, namespaces: string): string | null {
  const doc = parseXml(`<wrap ${namespaces}>${xml}</wrap>`);
  const el = doc?.documentElement && kids(doc.documentElement)[0];
  return el ? ommlToTex(el) : null;
}
