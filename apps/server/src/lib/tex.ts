import { texErrorMessage, texLimitProblem } from '@tryout/shared/math';
import temml from 'temml';

/**
 * temml's options for every formula: no trust (\href, \url, \htmlData, \includegraphics … are
 * refused), a macro expansion limit (\def bombs), bounded sizes (maxSize).
 */
export const TEMML_OPTIONS = {
  throwOnError: true,
  trust: false,
  maxExpand: 200,
  // [em, pt]: a \rule or \kern cannot cover the page
  maxSize: [10, 100] as [number, number],
  strict: false,
};

/** Why a formula cannot be stored (in Indonesian), or null: its limits, then temml's parse. */
export function texProblem(tex: string): string | null {
  const limit = texLimitProblem(tex);
  if (limit) return limit;
  try {
    temml.renderToString(tex, TEMML_OPTIONS);
    return null;
  } catch (e) {
    return texErrorMessage(e instanceof Error ? e.message : String(e));
  }
}

/** temml's MathML of a formula whose source passed texLimitProblem; throws on a parse error. */
export const texToMathml = (tex: string, display: boolean): string =>
  temml.renderToString(tex, { ...TEMML_OPTIONS, displayMode: display });
