/**
 * Item analysis benchmark (`node --import tsx bench/item-analysis.ts`): simulates a tryout of N candidates
 * × K questions, aggregates the answers in memory (the counts the server takes from SQL) and times the
 * analysis of domain/item-analysis over those counts. Issue 20's target: 5,000 × 100 in < 2 s.
 *
 *   node --import tsx bench/item-analysis.ts -- [--candidates 5000] [--items 100] [--drawn 100] [--seed 7]
 */
import { parseArgs } from 'node:util';
import { aggregateAttempts, analyseTest } from '../apps/server/src/domain/item-analysis';
import { simulatedTest } from '../apps/server/src/domain/item-analysis/fixtures/simulated';

const TARGET_SECONDS = 2;

const { values: args } = parseArgs({
  options: {
    candidates: { type: 'string', default: '5000' },
    items: { type: 'string', default: '100' },
    drawn: { type: 'string', default: '100' },
    seed: { type: 'string', default: '7' },
  },
});
const candidates = Number(args.candidates);
const items = Number(args.items);
const drawn = Number(args.drawn);

const time = <T>(run: () => T): [T, number] => {
  const started = performance.now();
  const value = run();
  return [value, (performance.now() - started) / 1000];
};

const { info, attempts } = simulatedTest(candidates, items, drawn, Number(args.seed));
const [aggregate, aggregateSeconds] = time(() => aggregateAttempts(info, attempts));
const levels = aggregate.items.reduce((s, i) => s + i.levels.length, 0);
const [result, analysisSeconds] = time(() => analyseTest(aggregate));
const flagged = result.items.filter((i) => i.revisi).length;
const met = analysisSeconds < TARGET_SECONDS;
console.log(
  [
    `${candidates} candidates × ${items} questions (${drawn} drawn each): ${candidates * drawn} answers`,
    `  in-memory aggregation (what SQL does on the server) ${aggregateSeconds.toFixed(3)} s → ${levels} question × score rows`,
    `  analysis of the aggregates ${analysisSeconds.toFixed(3)} s — target < ${TARGET_SECONDS} s: ${met ? 'met' : 'MISSED'}`,
    `  mean ${result.summary.mean?.toFixed(2)}, SD ${result.summary.sd?.toFixed(2)}, KR-20 ${result.summary.kr20?.toFixed(3) ?? result.summary.kr20_reason}, revisi ${flagged}`,
  ].join('\n'),
);
if (!met) process.exitCode = 1;
