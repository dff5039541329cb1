import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { LSAT_CSV, LSAT_PUBLISHED } from '../domain/irt/fixtures/lsat';
import { simulateResponses } from '../domain/irt/simulate';
import { IRT_CLI_MSG, parseResponseCsv } from './irt';

const root = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'irt-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run irt`'s command line; resolves with the exit code, stdout and stderr. */
async function irt(args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const out = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/irt.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    return { code: 0, ...out };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('parseResponseCsv', () => {
  it('reads item names, 0/1, empty or NA as not drawn, CRLF and a BOM', () => {
    const csv = '\uFEFFsoal 1,"soal, 2",soal3\r\n1,0,\r\n,NA,1\r\n\r\n';
    expect(parseResponseCsv(csv)).toEqual({
      names: ['soal 1', 'soal, 2', 'soal3'],
      rows: [
        [1, 0, null],
        [null, null, 1],
      ],
    });
  });

  it('takes a count column as row weights, wherever it stands', () => {
    expect(parseResponseCsv('count,a,b\n3,1,0\n0,0,0\n')).toEqual({
      names: ['a', 'b'],
      rows: [
        [1, 0],
        [0, 0],
      ],
      weights: [3, 0],
    });
  });

  it.each([
    ['', IRT_CLI_MSG.empty],
    ['count\n3\n', IRT_CLI_MSG.noItems],
    ['a,b\n1,0,1\n', IRT_CLI_MSG.width(2, 3, 2)],
    ['a,b\n1,0\n1,2\n', IRT_CLI_MSG.badCell(3, 'b', '2')],
    ['a,b\n1,0\nbenar,0\n', IRT_CLI_MSG.badCell(3, 'a', 'benar')],
    ['a,count\n1,-1\n', IRT_CLI_MSG.badCount(2, '-1')],
    ['a,count\n1,\n', IRT_CLI_MSG.badCount(2, '')],
  ])('refuses %j with its message', (csv, message) => {
    expect(() => parseResponseCsv(csv)).toThrow(message);
  });
});

describe('npm run irt (spawned)', () => {
  it('reproduces the published LSAT 2PL fit from the pattern file with counts', async () => {
    const { code, stdout } = await irt(['--input', LSAT_CSV.pathname]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ model: '2pl', candidates: 1000, converged: true });
    expect(Math.abs(report.log_likelihood - LSAT_PUBLISHED.twoPl.logLikelihood)).toBeLessThan(0.05);
    expect(report.items.map((i: { name: string }) => i.name)).toEqual([
      'item1',
      'item2',
      'item3',
      'item4',
      'item5',
    ]);
    report.items.forEach(
      (item: { a: number; b: number; se_a: number; se_b: number; fit: object }, j: number) => {
        expect(Math.abs(item.b - LSAT_PUBLISHED.twoPl.b[j])).toBeLessThan(0.02);
        expect(Math.abs(item.a - LSAT_PUBLISHED.twoPl.a[j])).toBeLessThan(0.01);
        expect(Math.abs(item.se_b - LSAT_PUBLISHED.twoPl.seB[j])).toBeLessThan(0.005);
        expect(item.se_a).toBeGreaterThan(0);
        expect(item.fit).toMatchObject({ statistic: 'rest_sx2', df: 8 });
      },
    );
  });

  it('--model rasch fixes a = 1 and matches the published Rasch difficulties', async () => {
    const { code, stdout } = await irt(['--input', LSAT_CSV.pathname, '--model', 'rasch']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.model).toBe('rasch');
    report.items.forEach((item: { a: number; b: number; se_a: null }, j: number) => {
      expect(item.a).toBe(1);
      expect(item.se_a).toBeNull();
      expect(Math.abs(item.b - LSAT_PUBLISHED.rasch.b[j])).toBeLessThan(0.01);
    });
  });

  it('a small one-row-per-candidate CSV with undrawn items, relative to the caller directory', async () => {
    const items = [
      { a: 1.2, b: -1 },
      { a: 1, b: 0 },
      { a: 0.8, b: 1 },
      { a: 1.5, b: 0.5 },
    ];
    const { rows } = simulateResponses(items, { candidates: 150, itemsPerCandidate: 3, seed: 4 });
    const lines = [
      'mudah,sedang,sulit,lain,kosong',
      ...rows.map((row) => [...row.map((y) => y ?? ''), ''].join(',')),
    ];
    fs.writeFileSync(path.join(dir, 'jawaban.csv'), `${lines.join('\n')}\n`);
    const { code, stdout } = await irt(['--input', 'jawaban.csv'], { INIT_CWD: dir });
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.candidates).toBe(150);
    const [mudah, sedang, sulit, , kosong] = report.items;
    expect(sedang.responses).toBe(rows.filter((row) => row[1] !== null).length);
    expect(sedang.responses).toBeLessThan(150);
    expect(mudah.p_correct).toBeGreaterThan(sulit.p_correct);
    expect(mudah.b).toBeLessThan(sulit.b);
    expect(mudah.flags).toEqual(['few_responses']);
    expect(kosong).toMatchObject({
      a: null,
      b: null,
      se_a: null,
      se_b: null,
      fit: null,
      flags: ['no_responses'],
    });
    expect(Number.isFinite(report.log_likelihood)).toBe(true);
  });

  it.each([
    [['--input', 'tidak-ada.csv'], 'Gagal kalibrasi IRT'],
    [[], IRT_CLI_MSG.noInput],
    [['--input', 'x.csv', '--model', '3pl'], IRT_CLI_MSG.badModel('3pl')],
    [['--input', 'x.csv', '--points', '15'], IRT_CLI_MSG.badPoints],
  ])('%j fails with exit code 1 and an Indonesian message', async (args, message) => {
    const { code, stdout, stderr } = await irt(args, { INIT_CWD: dir });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
  });
});
