/**
 * Item analysis benchmark (`node --import tsx bench/item-analysis.ts`): simulates a tryout of N candidates
 * × K questions and times
 *  1. the analysis of domain/item-analysis over counts aggregated in memory, and
 *  2. end to end on a real database, SQLite and PostgreSQL: the route's service call (SQL GROUP BY in the
 *     repository + the statistics core) over the same tryout written as attempts, draws and answers.
 * docs/decisions/0023's target: 5,000 × 100 in < 2 s, on SQLite and on PostgreSQL.
 *
 *   node --import tsx bench/item-analysis.ts -- [--candidates 5000] [--items 100] [--drawn 100] [--seed 7]
 *     [--db sqlite,postgres] [--database-url postgres://postgres@127.0.0.1:5432/test]
 */
import { parseArgs } from 'node:util';
import { aggregateAttempts, analyseTest } from '../apps/server/src/domain/item-analysis';
import { simulatedTest } from '../apps/server/src/domain/item-analysis/fixtures/simulated';
import { analyse } from '../apps/server/src/modules/item-analysis/item-analysis.service';
import { fillTryout } from './item-analysis-db';

const TARGET_SECONDS = 2;

const { values: args } = parseArgs({
  options: {
    candidates: { type: 'string', default: '5000' },
    items: { type: 'string', default: '100' },
    drawn: { type: 'string', default: '100' },
    seed: { type: 'string', default: '7' },
    db: { type: 'string', default: 'sqlite,postgres' },
    'database-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const candidates = Number(args.candidates);
const [load] = (await import('node:os')).loadavg();
const items = Number(args.items);
const drawn = Number(args.drawn);

const time = async <T>(run: () => T | Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await run();
  return [value, (performance.now() - started) / 1000];
};

const { info, attempts } = simulatedTest(candidates, items, drawn, Number(args.seed));
const [aggregate, aggregateSeconds] = await time(() => aggregateAttempts(info, attempts));
const levels = aggregate.items.reduce((s, i) => s + i.levels.length, 0);
const [result, analysisSeconds] = await time(() => analyseTest(aggregate));
const flagged = result.items.filter((i) => i.revisi).length;
let met = analysisSeconds < TARGET_SECONDS;
console.log(
  [
    `${candidates} candidates × ${items} questions (${drawn} drawn each): ${candidates * drawn} answers (load average ${load.toFixed(1)})`,
    `  in-memory aggregation (what SQL does on the server) ${aggregateSeconds.toFixed(3)} s → ${levels} question × score rows`,
    `  analysis of the aggregates ${analysisSeconds.toFixed(3)} s — target < ${TARGET_SECONDS} s: ${analysisSeconds < TARGET_SECONDS ? 'met' : 'MISSED'}`,
    `  mean ${result.summary.mean?.toFixed(2)}, SD ${result.summary.sd?.toFixed(2)}, KR-20 ${result.summary.kr20?.toFixed(3) ?? result.summary.kr20_reason}, revisi ${flagged}`,
  ].join('\n'),
);

const ADMIN = { staffId: 0, role: 'admin' as const, nidn: 'bench' };
for (const kind of args.db.split(',').filter(Boolean) as ('sqlite' | 'postgres')[]) {
  const [filled, fillSeconds] = await time(() => fillTryout(kind, args['database-url'], info, attempts));
  try {
    // the first call warms the statement caches (and PostgreSQL's plans); the second is timed
    await analyse(filled.handle.db, ADMIN, { jenis: 'materi', id: filled.materiId }, 'first');
    const cpuBefore = process.cpuUsage();
    const [report, seconds] = await time(() =>
      analyse(filled.handle.db, ADMIN, { jenis: 'materi', id: filled.materiId }, 'first'),
    );
    const cpu = process.cpuUsage(cpuBefore);
    // SQLite runs in this process, so its CPU time is the query's; PostgreSQL's runs in the server
    const cpuNote = kind === 'sqlite' ? `, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(3)} s` : '';
    const same =
      report.summary.n === result.summary.n &&
      Math.abs((report.summary.kr20 ?? 0) - (result.summary.kr20 ?? 0)) < 1e-9 &&
      report.items.every((it, j) => it.p === result.items[j].p);
    const ok = seconds < TARGET_SECONDS && same;
    met &&= ok;
    console.log(
      `  ${kind}: filled in ${fillSeconds.toFixed(1)} s (${filled.answers} answer rows); route service (SQL + core) ${seconds.toFixed(3)} s wall${cpuNote} — target < ${TARGET_SECONDS} s: ${seconds < TARGET_SECONDS ? 'met' : 'MISSED'}; same numbers as in memory: ${same ? 'yes' : 'NO'}`,
    );
  } finally {
    await filled.drop();
  }
}
if (!met) process.exitCode = 1;
