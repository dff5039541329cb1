import { escapeHtml } from './html';
import { FUNCTIONS, SYMBOL_TEX } from './omml';

/**
 * MathML of a QTI item as a formula's LaTeX (the bank's one stored form, packages/shared/math.ts):
 * a TeX annotation when the MathML carries one (what this bank and most editors write), else the
 * presentation elements read into LaTeX. null when an element has no LaTeX here (the item's
 * problem says the formula could not be read).
 */

const elements = (el: Element): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
const local = (el: Element) => el.localName ?? el.tagName.replace(/^[^:]*:/, '');

/** The Word equation reader's characters, and what MathML adds (big operators, Greek letters). */
const SYMBOLS: Record<string, string> = {
  ...SYMBOL_TEX,
  '^': '\\hat{}',
  '∑': '\\sum ',
  '∏': '\\prod ',
  '∫': '\\int ',
  '∠': '\\angle ',
  '\u2061': '',
  '\u2062': '',
  α: '\\alpha ',
  β: '\\beta ',
  γ: '\\gamma ',
  δ: '\\delta ',
  Δ: '\\Delta ',
  ε: '\\varepsilon ',
  θ: '\\theta ',
  λ: '\\lambda ',
  μ: '\\mu ',
  π: '\\pi ',
  ρ: '\\rho ',
  σ: '\\sigma ',
  Σ: '\\Sigma ',
  φ: '\\varphi ',
  ω: '\\omega ',
  Ω: '\\Omega ',
};
const ACCENTS: Record<string, string> = {
  '¯': '\\overline',
  '‾': '\\overline',
  '^': '\\hat',
  '→': '\\vec',
  '~': '\\tilde',
  '˙': '\\dot',
};

const symbols = (s: string) => [...s].map((c) => SYMBOLS[c] ?? (c === '\\' ? '\\backslash ' : c)).join('');

function tex(el: Element): string | null {
  const kids = elements(el);
  const all = (list: Element[] = kids) => {
    const parts = list.map(tex);
    return parts.some((p) => p === null) ? null : parts.join('');
  };
  const arg = (i: number) => {
    const t = kids[i] ? tex(kids[i]) : null;
    return t === null ? null : `{${t}}`;
  };
  const text = (el.textContent ?? '').trim();
  switch (local(el)) {
    case 'math':
    case 'mrow':
    case 'mstyle':
    case 'mpadded':
    case 'merror':
      return all();
    case 'semantics':
      return kids[0] ? tex(kids[0]) : '';
    case 'mphantom':
    case 'annotation':
    case 'annotation-xml':
      return '';
    case 'mi':
      if (FUNCTIONS.has(text)) return `\\${text} `;
      return text.length > 1 ? `\\mathrm{${symbols(text)}}` : symbols(text);
    case 'mn':
      return symbols(text);
    case 'mo':
      return symbols(text);
    case 'mtext':
      return text === '' ? '' : `\\text{${text.replace(/[\\{}$&#%_^~]/g, '')}}`;
    case 'mspace':
      return '\\ ';
    case 'msup':
    case 'msub':
    case 'msubsup':
    case 'munder':
    case 'mover':
    case 'munderover': {
      const base = arg(0);
      const a = arg(1);
      const b = local(el).endsWith('subsup') || local(el) === 'munderover' ? arg(2) : '';
      if (base === null || a === null || b === null) return null;
      const name = local(el);
      if (name === 'msup') return `${base}^${a}`;
      if (name === 'msub') return `${base}_${a}`;
      if (name === 'msubsup' || name === 'munderover') return `${base}_${a}^${b}`;
      const accent = ACCENTS[(kids[1]?.textContent ?? '').trim()];
      if (name === 'mover' && accent) return `${accent}${base}`;
      return name === 'mover' ? `\\overset${a}${base}` : `\\underset${a}${base}`;
    }
    case 'mfrac': {
      const [a, b] = [arg(0), arg(1)];
      return a === null || b === null ? null : `\\frac${a}${b}`;
    }
    case 'msqrt': {
      const inner = all();
      return inner === null ? null : `\\sqrt{${inner}}`;
    }
    case 'mroot': {
      const [a, b] = [arg(0), arg(1)];
      return a === null || b === null ? null : `\\sqrt[${b.slice(1, -1)}]${a}`;
    }
    case 'mfenced': {
      const inner = kids.map(tex);
      if (inner.some((p) => p === null)) return null;
      const open = el.hasAttribute('open') ? (el.getAttribute('open') ?? '') : '(';
      const close = el.hasAttribute('close') ? (el.getAttribute('close') ?? '') : ')';
      const fence = (c: string) => (c === '' ? '.' : c === '{' ? '\\{' : c === '}' ? '\\}' : c);
      const separator = el.hasAttribute('separators') ? (el.getAttribute('separators') ?? '') : ',';
      return `\\left${fence(open)}${inner.join(separator)}\\right${fence(close)}`;
    }
    case 'mtable': {
      const rows = kids.map((tr) => {
        const cells = elements(tr).map(tex);
        return cells.some((c) => c === null) ? null : cells.join(' & ');
      });
      return rows.some((r) => r === null) ? null : `\\begin{matrix}${rows.join(' \\\\ ')}\\end{matrix}`;
    }
    case 'mtd':
      return all();
    default:
      return null;
  }
}

/** A MathML element's LaTeX: its TeX annotation, else its presentation read; null when unreadable. */
export function mathmlToTex(math: Element): string | null {
  const walk = (el: Element): string | null => {
    for (const c of elements(el)) {
      if (
        local(c) === 'annotation' &&
        /^(application\/x-tex|TeX|LaTeX)$/i.test(c.getAttribute('encoding') ?? '')
      )
        return (c.textContent ?? '').trim();
      const inner = walk(c);
      if (inner !== null) return inner;
    }
    return null;
  };
  const annotated = walk(math);
  if (annotated) return annotated;
  const read = tex(math);
  return read === null ? null : read.replace(/\s+/g, ' ').trim();
}

/** The stored form of a formula (inline span, display div). */
export const formulaHtml = (source: string, display: boolean) =>
  display ? `<div data-tex="${escapeHtml(source)}"></div>` : `<span data-tex="${escapeHtml(source)}"></span>`;
