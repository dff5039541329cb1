import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import type { DifficultyLabel, DiscriminationLabel, DistractorLabel } from '@tryout/shared/item-analysis';
import { difficultyLevel, discriminationLevel, distractorLevel, needsRevision } from './classify';
import { extremeGroups, GROUP_FRACTION } from './groups';
import {
  type CorrelationSums,
  difficultyIndex,
  discriminationIndex,
  pointBiserial,
  restScoreSums,
} from './indices';

/**
 * The attempts that drew an item and share one total score: what SQL returns for
 * `GROUP BY question_id, score` over the chosen attempts (one row per question and score).
 */
export interface ScoreLevel {
  /** the attempt's total score (the nilai, 0–100) */
  score: number;
  /** attempts with this score that drew the item */
  drawn: number;
  /** of those, answered correctly: Σ of their item scores in [0, 1] (a form's part credit counts its part) */
  correct: number;
  /** Σ of their squared item scores; absent for a 0/1 item (then it is `correct`) */
  squares?: number;
  /** per statement (PG Kompleks) or premise (Menjodohkan): how many of them judged it right */
  parts?: number[];
  /** of those, left empty */
  empty: number;
  /** of those, chose each option (a missing letter counts 0) */
  options: Partial<Record<OptionKey, number>>;
}

export interface ItemAggregate<Id = number> {
  id: Id;
  /** the correct option; null when the question has none (then no distractor is judged) */
  key: OptionKey | null;
  /** the right options of a multiple answer (PG Jawaban Ganda): each is a key, the others distractors */
  keys?: readonly OptionKey[];
  /** the statements or premises the levels' `parts` count (their number) */
  partCount?: number;
  /** the options the question offers (default A–E) */
  options?: readonly OptionKey[];
  /**
   * what one correct answer of this item adds to the score (100 / k for a nilai over k drawn questions,
   * 1 for a count): given, the rest-score correlation is reported as well
   */
  weight?: number;
  levels: readonly ScoreLevel[];
}

export interface GroupShare {
  /** weighted count in the group (an attempt tied at the cut counts for its share, see groups.ts) */
  correct: number;
  /** correct / group size; null when the groups are empty */
  p: number | null;
}

export interface OptionAnalysis {
  option: OptionKey;
  is_key: boolean;
  count: number;
  /** share of the attempts that drew the item; null when none did */
  share: number | null;
  upper_share: number | null;
  lower_share: number | null;
  /** for a distractor: 'tidak berfungsi' when chosen by < 5 %; null for the key or without a key */
  distractor: DistractorLabel | null;
}

export interface ItemAnalysis<Id = number> {
  id: Id;
  drawn: number;
  correct: number;
  p: number | null;
  difficulty: DifficultyLabel | null;
  /** g, the size of the upper and of the lower group */
  group_size: number;
  upper: GroupShare;
  lower: GroupShare;
  d: number | null;
  discrimination: DiscriminationLabel | null;
  /** D < 0.20 */
  revisi: boolean;
  /** point-biserial correlation of the item with the total score (the item included) */
  r_pb: number | null;
  /** corrected item-total correlation with the rest score (the total without this item); needs weight */
  r_pb_rest: number | null;
  empty: { count: number; share: number | null; upper_share: number | null; lower_share: number | null };
  options: OptionAnalysis[];
  /** per statement or premise: how many judged it right and p, their share; null for other forms */
  parts: { correct: number; p: number | null }[] | null;
}

export interface ItemOptions {
  /** the share of each extreme group (default 0.27) */
  groupFraction?: number;
}

/** Every statistic of one item from its per-score counts. */
export function analyseItem<Id>(item: ItemAggregate<Id>, opts: ItemOptions = {}): ItemAnalysis<Id> {
  const levels = item.levels.filter((l) => l.drawn > 0);
  const groups = extremeGroups(levels, opts.groupFraction ?? GROUP_FRACTION);
  const tally = (count: (l: ScoreLevel) => number) => {
    let all = 0;
    let upper = 0;
    let lower = 0;
    levels.forEach((l, i) => {
      const c = count(l);
      all += c;
      upper += c * groups.upper[i];
      lower += c * groups.lower[i];
    });
    const share = (v: number) => (groups.size > 0 ? v / groups.size : null);
    return { all, upper, lower, upperShare: share(upper), lowerShare: share(lower) };
  };
  const drawn = tally((l) => l.drawn).all;
  const correct = tally((l) => l.correct);
  const empty = tally((l) => l.empty);
  const p = difficultyIndex(correct.all, drawn);
  const d = discriminationIndex({
    upperCorrect: correct.upper,
    lowerCorrect: correct.lower,
    groupSize: groups.size,
  });
  const sums = correlationSums(levels);
  const overall = (count: number) => (drawn > 0 ? count / drawn : null);
  const keyed = item.keys ? item.keys.length > 0 : item.key !== null;
  const options = (item.options ?? OPTION_KEYS).map((option): OptionAnalysis => {
    const t = tally((l) => l.options[option] ?? 0);
    const is_key = item.keys ? item.keys.includes(option) : option === item.key;
    const share = overall(t.all);
    return {
      option,
      is_key,
      count: t.all,
      share,
      upper_share: t.upperShare,
      lower_share: t.lowerShare,
      distractor: is_key || !keyed || share === null ? null : distractorLevel(share),
    };
  });
  const parts =
    item.partCount === undefined
      ? null
      : Array.from({ length: item.partCount }, (_, i) => {
          const right = tally((l) => l.parts?.[i] ?? 0).all;
          return { correct: right, p: overall(right) };
        });
  return {
    id: item.id,
    drawn,
    correct: correct.all,
    p,
    difficulty: difficultyLevel(p),
    group_size: groups.size,
    upper: { correct: correct.upper, p: correct.upperShare },
    lower: { correct: correct.lower, p: correct.lowerShare },
    d,
    discrimination: discriminationLevel(d),
    revisi: needsRevision(d),
    r_pb: pointBiserial(sums),
    r_pb_rest: item.weight === undefined ? null : pointBiserial(restScoreSums(sums, item.weight)),
    empty: {
      count: empty.all,
      share: overall(empty.all),
      upper_share: empty.upperShare,
      lower_share: empty.lowerShare,
    },
    options,
    parts,
  };
}

/**
 * The correlation sums of an item from its per-score counts. Scores are taken relative to the first
 * level's score: r does not change when y shifts, and the sums stay small (no cancellation in nΣy² − (Σy)²).
 */
export function correlationSums(levels: readonly ScoreLevel[]): CorrelationSums {
  const origin = levels.length > 0 ? levels[0].score : 0;
  const sums: CorrelationSums = { n: 0, sumX: 0, sumXX: 0, sumY: 0, sumYY: 0, sumXY: 0 };
  for (const l of levels) {
    const y = l.score - origin;
    sums.n += l.drawn;
    sums.sumX += l.correct;
    sums.sumXX = (sums.sumXX ?? 0) + (l.squares ?? l.correct);
    sums.sumY += l.drawn * y;
    sums.sumYY += l.drawn * y * y;
    sums.sumXY += l.correct * y;
  }
  return sums;
}
