import { KR20_UNDEFINED, type ReliabilityMethod } from '@tryout/shared/item-analysis';
import { analyseItem, type ItemAggregate, type ItemAnalysis } from './item';
import {
  cronbachAlpha,
  describeScores,
  dichotomous,
  type HistogramBin,
  histogram,
  type Kr20Input,
  kr20,
  type ScoreCount,
  type ScoreSummary,
  standardError,
} from './test-stats';

export interface TestAnalysisInput<Id = number> {
  /** the chosen attempts' nilai distribution */
  scores: readonly ScoreCount[];
  items: readonly ItemAggregate<Id>[];
  /** the KR-20 sums over the items common to all chosen attempts (null: none computed) */
  common: Kr20Input | null;
}

export interface TestSummary extends ScoreSummary {
  kr20: number | null;
  /** 'tidak terdefinisi: …' when kr20 is null */
  kr20_reason: string | null;
  /** the common items KR-20 and α are computed over */
  kr20_items: number;
  /** Cronbach's α over the same items (equal to KR-20 when every item is 0/1) */
  alpha: number | null;
  /** the reliability reported and used by the SEM: KR-20 when every item is 0/1, else α */
  reliabilitas: ReliabilityMethod;
  /** SD · √(1 − reliability) in nilai points (the population SD of the nilai) */
  sem: number | null;
}

export interface TestAnalysis<Id = number> {
  summary: TestSummary;
  histogram: HistogramBin[];
  items: ItemAnalysis<Id>[];
}

export interface TestAnalysisOptions {
  groupFraction?: number;
  bins?: number;
}

/** The whole analysis of a test from aggregated counts (docs/item-analysis.md). */
export function analyseTest<Id>(
  input: TestAnalysisInput<Id>,
  opts: TestAnalysisOptions = {},
): TestAnalysis<Id> {
  const summary = describeScores(input.scores);
  const common = input.common ?? { attempts: summary.n, itemCorrect: [], totalSum: 0, totalSumSquares: 0 };
  const binary = dichotomous(common);
  const alpha = cronbachAlpha(common);
  const reliability = binary
    ? kr20(common)
    : { value: null, reason: alpha.reason ?? KR20_UNDEFINED.partial, items: alpha.items };
  return {
    summary: {
      ...summary,
      kr20: reliability.value,
      kr20_reason: reliability.reason,
      kr20_items: reliability.items,
      alpha: alpha.value,
      reliabilitas: binary ? 'KR-20' : 'alpha',
      sem: standardError(summary.sd, binary ? reliability.value : alpha.value),
    },
    histogram: histogram(input.scores, { bins: opts.bins }),
    items: input.items.map((item) => analyseItem(item, { groupFraction: opts.groupFraction })),
  };
}
