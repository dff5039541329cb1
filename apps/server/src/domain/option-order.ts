import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import { isBlankHtml } from '@tryout/shared/html';
import { shuffle } from './draw';

/**
 * The shuffled options of one question in one attempt ('Acak pilihan jawaban'), frozen with the
 * draw as a short string: the original key shown under each letter, in letter order — 'CAEBD'
 * shows option C as A, option A as B, and so on; 'BDAC' for a question whose option E is empty.
 * null: the options are shown as written. The key is never an input: an order says nothing of it.
 */
export type OptionOrder = string;

/** An option as the sheet holds it. */
export interface OptionContent {
  key: OptionKey;
  html: string;
  image_url: string | null;
}

/** The options that have content (text that is not a blank paragraph, or a picture): only these are shuffled. */
export const filledKeys = (options: readonly OptionContent[]): OptionKey[] =>
  options.filter((o) => !isBlankHtml(o.html) || o.image_url != null).map((o) => o.key);

/** A uniformly random order of the filled options, with the attempt's random source. */
export const drawOptionOrder = (filled: readonly OptionKey[], random: () => number): OptionOrder =>
  shuffle(filled, random).join('');

const letterIndex = (letter: string) => OPTION_KEYS.indexOf(letter as OptionKey);

/** The original key behind a letter the candidate saw; null when the order shows no such letter. */
export function originalKey(order: OptionOrder | null, shown: string): OptionKey | null {
  const i = letterIndex(shown);
  if (i < 0) return null;
  if (order == null) return shown as OptionKey;
  return i < order.length ? (order[i] as OptionKey) : null;
}

/** The letter under which the candidate sees an original option; null when it is not shown. */
export function shownLetter(order: OptionOrder | null, original: string): OptionKey | null {
  if (letterIndex(original) < 0) return null;
  if (order == null) return original as OptionKey;
  const i = order.indexOf(original);
  return i < 0 ? null : OPTION_KEYS[i];
}

/** The options in the shown order, each carrying the letter it is shown under (never its original key). */
export function orderedOptions<T extends OptionContent>(
  options: readonly T[],
  order: OptionOrder | null,
): T[] {
  if (order == null) return options.slice();
  const byKey = new Map(options.map((o) => [o.key, o]));
  return [...order].map((key, i) => ({ ...(byKey.get(key as OptionKey) as T), key: OPTION_KEYS[i] }));
}

/** A drawn question with its frozen option order. */
export interface OrderedQuestion {
  question_id: number;
  number: number;
  option_order: OptionOrder | null;
}

/**
 * The option order of every drawn question of one attempt, all from the attempt's one random
 * source: the filled options of a multiple-choice question shuffled; null for a question without
 * options (an essay) or with fewer than two filled ones.
 */
export function drawOptionOrders(
  draw: readonly { question_id: number; number: number }[],
  optionsOf: (questionId: number) => readonly OptionContent[],
  random: () => number,
): OrderedQuestion[] {
  return draw.map((d) => {
    const filled = filledKeys(optionsOf(d.question_id));
    return { ...d, option_order: filled.length < 2 ? null : drawOptionOrder(filled, random) };
  });
}

/**
 * A form's answer with its letters mapped one by one (docs/decisions/0025): the chosen options of 'PG
 * Jawaban Ganda', the response of each premise of 'Menjodohkan' (null stays null); other forms'
 * answers have no letters and come back as they are. A letter the map does not know becomes null
 * (Menjodohkan) or is dropped (Jawaban Ganda).
 */
export function mapAnswerLetters(
  type: string,
  answer: unknown,
  map: (letter: string) => OptionKey | null,
): unknown {
  if (!Array.isArray(answer)) return answer;
  if (type === 'PG Jawaban Ganda')
    return answer.flatMap((l) => {
      const m = typeof l === 'string' ? map(l) : null;
      return m ? [m] : [];
    });
  if (type === 'Menjodohkan') return answer.map((l) => (typeof l === 'string' ? map(l) : null));
  return answer;
}

/** A form's answer in original letters, from the letters the candidate saw under `order`. */
export const answerToOriginal = (type: string, answer: unknown, order: OptionOrder | null) =>
  mapAnswerLetters(type, answer, (l) => originalKey(order, l));

/** A form's stored answer (original letters) in the letters the candidate sees under `order`. */
export const answerToShown = (type: string, answer: unknown, order: OptionOrder | null) =>
  mapAnswerLetters(type, answer, (l) => shownLetter(order, l));
