import type { SheetFormAnswer } from '@tryout/shared/question-kinds';

/**
 * How far a form's answer is (docs/decisions/0027, the navigator): 0 nothing yet, 1 a table or a matching
 * with some rows chosen (not answered yet), 2 answered. Tiny and without imports of code: the
 * exam page's first chunk carries it.
 */
export function formProgress(type: string, a: SheetFormAnswer | undefined): 0 | 1 | 2 {
  if (a == null || a === '') return 0;
  if (typeof a !== 'object') return (a as string).trim?.() === '' ? 0 : 2;
  const chosen = a.filter((x) => x !== null).length;
  // Jawaban Ganda: any chosen option is an answer; a table or a matching needs every row
  return chosen === 0 ? 0 : chosen === a.length || type === 'PG Jawaban Ganda' ? 2 : 1;
}
