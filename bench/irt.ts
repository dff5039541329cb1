/**
 * IRT calibration benchmark (`npm run bench:irt`): simulates a tryout of N candidates each drawing a
 * random subset of the items (missing data, as in real draws), calibrates it with domain/irt and
 * prints the time, the iterations and how well the known parameters came back (z = (estimate − truth)
 * / SE, so mean z² near 1 says the standard errors are honest). docs/decisions/0024's target: 5,000 × 100 in < 30 s.
 *
 *   npm run bench:irt -- [--candidates 5000] [--items 100] [--drawn 40] [--model 2pl|rasch|both] [--seed 7]
 */
import { parseArgs } from 'node:util';
import { calibrate, type IrtModel } from '../apps/server/src/domain/irt';
import { simulateResponses, spreadItems } from '../apps/server/src/domain/irt/simulate';

const TARGET_SECONDS = 30;

const { values: args } = parseArgs({
  options: {
    candidates: { type: 'string', default: '5000' },
    items: { type: 'string', default: '100' },
    drawn: { type: 'string', default: '40' },
    model: { type: 'string', default: 'both' },
    seed: { type: 'string', default: '7' },
  },
});
const candidates = Number(args.candidates);
const itemCount = Number(args.items);
const drawn = Number(args.drawn);
const models: IrtModel[] = args.model === 'both' ? ['2pl', 'rasch'] : [args.model as IrtModel];

let missed = false;
for (const model of models) {
  const truth = spreadItems(itemCount, model);
  const { rows } = simulateResponses(truth, {
    candidates,
    itemsPerCandidate: drawn,
    seed: Number(args.seed),
  });
  const cpu = process.cpuUsage();
  const started = performance.now();
  const fit = calibrate({ rows }, { model });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = process.cpuUsage(cpu).user / 1e6;
  const z: number[] = [];
  fit.items.forEach((item, j) => {
    if (item.b !== null && item.seB !== null) z.push((item.b - truth[j].b) / item.seB);
    if (item.a !== null && item.seA !== null) z.push((item.a - truth[j].a) / item.seA);
  });
  const meanSquare = z.reduce((s, v) => s + v * v, 0) / Math.max(1, z.length);
  const worst = Math.max(0, ...z.map(Math.abs));
  const rejected = fit.items.filter((item) => item.fit && item.fit.pValue < 0.01).length;
  const met = seconds < TARGET_SECONDS;
  missed ||= !met;
  console.log(
    [
      `${model}: ${candidates} candidates × ${itemCount} items (${drawn} drawn each), ${fit.patterns} patterns`,
      `  time ${seconds.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU — target < ${TARGET_SECONDS} s: ${met ? 'met' : 'MISSED'}`,
      `  EM cycles ${fit.iterations}, Newton steps ${fit.newtonSteps}, converged ${fit.converged}, log-likelihood ${fit.logLikelihood.toFixed(3)}`,
      `  recovery: mean z² ${meanSquare.toFixed(3)} over ${z.length} parameters, max |z| ${worst.toFixed(2)}; fit p < 0.01 on ${rejected} items`,
    ].join('\n'),
  );
}
process.exitCode = missed ? 1 : 0;
