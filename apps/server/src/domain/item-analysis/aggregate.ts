import type { OptionKey } from '@tryout/shared/constants';
import type { ItemAggregate, ScoreLevel } from './item';
import type { Kr20Input, ScoreCount } from './test-stats';

/**
 * The reference of the aggregation: from answer rows held in memory to the counts the analysis takes.
 * The server computes the same counts in SQL (a repository's GROUP BY); this function states what they
 * are and serves the tests, the benchmark and small callers.
 */

export interface AnswerRow<Id = number> {
  item: Id;
  /** the chosen option; null when left empty */
  option: OptionKey | null;
  correct: boolean;
  /** the item score in [0, 1] (a form's part credit); absent: 1 when correct, else 0 */
  score?: number;
}

export interface AttemptResponses<Id = number> {
  /** the attempt's total score (nilai) */
  score: number;
  /** one row per question the attempt drew */
  answers: readonly AnswerRow<Id>[];
}

/** What the analysis needs of each question besides the answers. */
export type ItemInfo<Id = number> = Omit<ItemAggregate<Id>, 'levels'>;

export interface TestAggregate<Id = number> {
  /** SQL: GROUP BY nilai */
  scores: ScoreCount[];
  /** SQL: GROUP BY question_id, nilai (counts of drawn, correct, empty and each option) */
  items: ItemAggregate<Id>[];
  /** the items every attempt drew and the KR-20 sums over them */
  common: Kr20Input & { ids: Id[] };
}

const itemScore = (a: AnswerRow<unknown>) => a.score ?? (a.correct ? 1 : 0);

export function aggregateAttempts<Id>(
  info: readonly ItemInfo<Id>[],
  attempts: readonly AttemptResponses<Id>[],
): TestAggregate<Id> {
  const byId = new Map<Id, { info: ItemInfo<Id>; levels: Map<number, ScoreLevel>; drawn: number }>();
  const entry = (id: Id) => {
    let e = byId.get(id);
    if (!e) {
      e = { info: info.find((i) => i.id === id) ?? { id, key: null }, levels: new Map(), drawn: 0 };
      byId.set(id, e);
    }
    return e;
  };
  for (const i of info) entry(i.id);
  const scores = new Map<number, number>();
  for (const attempt of attempts) {
    scores.set(attempt.score, (scores.get(attempt.score) ?? 0) + 1);
    for (const answer of attempt.answers) {
      const e = entry(answer.item);
      e.drawn++;
      let level = e.levels.get(attempt.score);
      if (!level) {
        level = { score: attempt.score, drawn: 0, correct: 0, empty: 0, options: {} };
        e.levels.set(attempt.score, level);
      }
      level.drawn++;
      const x = itemScore(answer);
      level.correct += x;
      level.squares = (level.squares ?? 0) + x * x;
      if (answer.option === null) level.empty++;
      else level.options[answer.option] = (level.options[answer.option] ?? 0) + 1;
    }
  }
  const n = attempts.length;
  const common = [...byId.values()].filter((e) => n > 0 && e.drawn === n);
  const commonIds = new Set(common.map((e) => e.info.id));
  const itemCorrect = new Map<Id, number>();
  const itemSquares = new Map<Id, number>();
  let totalSum = 0;
  let totalSumSquares = 0;
  for (const attempt of attempts) {
    let total = 0;
    for (const answer of attempt.answers) {
      const x = itemScore(answer);
      if (!commonIds.has(answer.item) || x === 0) continue;
      total += x;
      itemCorrect.set(answer.item, (itemCorrect.get(answer.item) ?? 0) + x);
      itemSquares.set(answer.item, (itemSquares.get(answer.item) ?? 0) + x * x);
    }
    totalSum += total;
    totalSumSquares += total * total;
  }
  return {
    scores: [...scores].map(([score, count]) => ({ score, count })),
    items: [...byId.values()].map((e) => ({ ...e.info, levels: [...e.levels.values()] })),
    common: {
      ids: common.map((e) => e.info.id),
      attempts: n,
      itemCorrect: common.map((e) => itemCorrect.get(e.info.id) ?? 0),
      itemSquares: common.map((e) => itemSquares.get(e.info.id) ?? 0),
      totalSum,
      totalSumSquares,
    },
  };
}
