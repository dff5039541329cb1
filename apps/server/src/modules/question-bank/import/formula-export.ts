import { formulaHtml, hasDelimitedTex, splitDelimitedTex, texLimitProblem } from '@tryout/shared/math';
import { mml2omml } from 'mathml2omml';
import { texProblem, texToMathml } from '../../../lib/tex';
import { escapeHtml } from './html';
import { MATH_NS } from './omml';

/** Formulas in the Word and Excel files (docs/decisions/0028). */

/**
 * A formula as a Word equation: its LaTeX through temml's MathML to OMML
 * (mathml2omml); the import reads it back (omml.ts). A display formula is an m:oMathPara. null:
 * the formula does not render (never stored so): the writer puts its LaTeX as text.
 */
export function ommlOf(tex: string, display: boolean): string | null {
  if (texLimitProblem(tex)) return null;
  try {
    const omml = mml2omml(texToMathml(tex, false));
    return display ? `<m:oMathPara xmlns:m="${MATH_NS}">${omml}</m:oMathPara>` : omml;
  } catch {
    return null;
  }
}

/** A formula as an Excel cell carries it: its LaTeX between \( \) (display: \[ \]). */
export const texInText = (tex: string, display: boolean) => (display ? `\\[${tex}\\]` : `\\(${tex}\\)`);

/**
 * A cell's text as HTML with its formulas: each \( … \), \[ … \] or $$ … $$ whose LaTeX renders
 * becomes a formula (stored form); the rest, a formula that does not render included, stays text.
 */
export function textWithFormulas(text: string): string {
  if (!hasDelimitedTex(text)) return escapeHtml(text);
  return splitDelimitedTex(text)
    .map((p) => {
      if ('text' in p) return escapeHtml(p.text);
      return texProblem(p.tex) ? escapeHtml(texInText(p.tex, p.display)) : formulaHtml(p.tex, p.display);
    })
    .join('');
}
