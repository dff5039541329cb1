import { formulaHtml, MATH_MSG } from '@tryout/shared/math';
import type JSZip from 'jszip';
import { texProblem } from '../../../lib/tex';
import { MATH_NS, ommlXmlToTex } from './omml';
import type { ParsedQuestion } from './types';

/**
 * Word equations through the .docx import: mammoth drops OMML, so before it reads the document
 * each equation is replaced by a marker run (⟦rumus-N⟧) and read as LaTeX here (omml.ts); after
 * the questions are split, each marker becomes the formula's stored form, or — when the equation
 * could not be read or its LaTeX does not render — stays visible as '[rumus tidak dapat dibaca]'
 * and the question gets the problem 'rumus tidak dapat dibaca' (nothing dropped silently).
 */
export interface DocxFormula {
  tex: string | null;
  display: boolean;
}

const marker = (n: number) => `⟦rumus-${n}⟧`;
const MARKER = /⟦rumus-(\d+)⟧/g;
const UNREADABLE = `[${MATH_MSG.unreadable}]`;

/** Replaces the equations of word/document.xml by marker runs (the zip is changed); their LaTeX. */
export async function markFormulas(zip: JSZip): Promise<DocxFormula[]> {
  const xml = await zip.file('word/document.xml')?.async('string');
  if (!xml?.includes(MATH_NS)) return [];
  const root = /<(\w+:)?document\b[^>]*>/.exec(xml)?.[0] ?? '';
  const namespaces = [...root.matchAll(/\sxmlns(:\w+)?="[^"]*"/g)].map((m) => m[0].trim()).join(' ');
  const prefix = new RegExp(`xmlns:(\\w+)="${MATH_NS.replace(/[./]/g, '\\$&')}"`).exec(root)?.[1];
  if (!prefix) return [];
  const formulas: DocxFormula[] = [];
  const equations = new RegExp(
    `<${prefix}:oMathPara\\b[\\s\\S]*?</${prefix}:oMathPara>|<${prefix}:oMath\\b[^>]*?(?:/>|>[\\s\\S]*?</${prefix}:oMath>)`,
    'g',
  );
  const marked = xml.replace(equations, (eq) => {
    const display = eq.startsWith(`<${prefix}:oMathPara`);
    formulas.push({ tex: ommlXmlToTex(eq, namespaces), display });
    return `<w:r><w:t xml:space="preserve">${marker(formulas.length - 1)}</w:t></w:r>`;
  });
  zip.file('word/document.xml', marked);
  return formulas;
}

/** The HTML of one field with its markers as formulas; whether one of them was unreadable. */
function restore(html: string, formulas: DocxFormula[]): { html: string; unreadable: boolean } {
  let unreadable = false;
  const formula = (n: string, block: boolean) => {
    const f = formulas[Number(n)];
    if (!f?.tex || texProblem(f.tex)) {
      unreadable = true;
      return UNREADABLE;
    }
    return formulaHtml(f.tex, block && f.display);
  };
  const out = html
    // a display equation alone in its paragraph: a display formula
    .replace(/<p>\s*⟦rumus-(\d+)⟧\s*<\/p>/g, (_, n: string) => {
      const shown = formula(n, true);
      return shown.startsWith('<div') ? shown : `<p>${shown}</p>`;
    })
    .replace(MARKER, (_, n: string) => formula(n, false));
  return { html: out, unreadable };
}

/** Every text of the parsed questions with its formulas; 'rumus tidak dapat dibaca' where one failed. */
export function restoreFormulas(questions: ParsedQuestion[], formulas: DocxFormula[]): ParsedQuestion[] {
  if (formulas.length === 0) return questions;
  return questions.map((q) => {
    let unreadable = false;
    const walk = (v: unknown): unknown => {
      if (typeof v === 'string') {
        if (!v.includes('⟦rumus-')) return v;
        const r = restore(v, formulas);
        unreadable ||= r.unreadable;
        return r.html;
      }
      if (Array.isArray(v)) return v.map(walk);
      if (v && typeof v === 'object' && !(v instanceof Uint8Array))
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
      return v;
    };
    const out = walk(q) as ParsedQuestion;
    if (unreadable) out.problems = [...out.problems, MATH_MSG.unreadable];
    return out;
  });
}
