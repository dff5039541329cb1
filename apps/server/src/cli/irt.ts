// `npm run irt` — calibrates items from a CSV of 0/1 responses with the same code as the server, and
// prints the item parameters and the log-likelihood as JSON (for audits and for comparing with other
// software).
//   npm run irt -- --input responses.csv [--model 2pl|rasch] [--points 41]
// The CSV: a header row of item names, one row per candidate, 1 correct, 0 wrong, an empty cell (or NA)
// for an item the candidate did not draw. An optional column named `count` weighs each row (the
// response-pattern format of published data such as LSAT section 6).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Calibration, calibrate, type IrtModel, type ItemResponse } from '../domain/irt';
import { readCsv } from '../lib/csv';

export interface ResponseCsv {
  names: string[];
  rows: ItemResponse[][];
  /** from the `count` column, when there is one */
  weights?: number[];
}

export const IRT_CLI_MSG = {
  usage: 'Pemakaian: npm run irt -- --input jawaban.csv [--model 2pl|rasch] [--points 41]',
  noInput: 'Berkas CSV wajib diisi (--input)',
  badModel: (model: string) => `Model "${model}" tidak dikenal; pilih 2pl atau rasch`,
  badPoints: 'Titik kuadratur harus bilangan bulat 21–200',
  empty: 'Berkas CSV kosong',
  unreadable: 'Berkas CSV tidak dapat dibaca (tanda kutip tidak ditutup)',
  noItems: 'Baris judul tidak memuat nama soal',
  width: (line: number, got: number, want: number) => `Baris ${line}: ${got} kolom, seharusnya ${want}`,
  badCell: (line: number, name: string, cell: string) =>
    `Baris ${line}, soal "${name}": "${cell}" bukan 0, 1 atau kosong`,
  badCount: (line: number, cell: string) => `Baris ${line}: count "${cell}" bukan bilangan tidak negatif`,
};

/** Reads the response CSV; throws an Error with an Indonesian message naming the line on bad input. */
export function parseResponseCsv(text: string): ResponseCsv {
  const table = readCsv(text, { trim: true });
  if (!table) throw new Error(IRT_CLI_MSG.unreadable);
  const blank = (cells: string[]) => cells.every((c) => c === '');
  while (table.length > 0 && blank(table[table.length - 1])) table.pop();
  if (table.length === 0) throw new Error(IRT_CLI_MSG.empty);
  const header = table[0];
  const countColumn = header.findIndex((h) => h.toLowerCase() === 'count');
  const itemColumns = header.map((_, i) => i).filter((i) => i !== countColumn);
  if (itemColumns.length === 0) throw new Error(IRT_CLI_MSG.noItems);
  const names = itemColumns.map((i) => header[i]);
  const rows: ItemResponse[][] = [];
  const weights: number[] = [];
  table.slice(1).forEach((cells, index) => {
    const lineNo = index + 2;
    if (blank(cells)) return;
    if (cells.length !== header.length)
      throw new Error(IRT_CLI_MSG.width(lineNo, cells.length, header.length));
    rows.push(
      itemColumns.map((c, k) => {
        const cell = cells[c];
        if (cell === '' || cell.toUpperCase() === 'NA') return null;
        if (cell === '0' || cell === '1') return Number(cell) as 0 | 1;
        throw new Error(IRT_CLI_MSG.badCell(lineNo, names[k], cell));
      }),
    );
    if (countColumn >= 0) {
      const cell = cells[countColumn];
      const count = Number(cell);
      if (cell === '' || !Number.isFinite(count) || count < 0)
        throw new Error(IRT_CLI_MSG.badCount(lineNo, cell));
      weights.push(count);
    }
  });
  return countColumn >= 0 ? { names, rows, weights } : { names, rows };
}

/** The printed report: snake_case, one entry per item column. */
export function calibrationReport(names: readonly string[], result: Calibration) {
  return {
    model: result.model,
    candidates: result.candidates,
    patterns: result.patterns,
    quadrature_points: result.quadraturePoints,
    log_likelihood: result.logLikelihood,
    converged: result.converged,
    iterations: result.iterations,
    newton_steps: result.newtonSteps,
    standard_errors: result.standardErrors,
    items: result.items.map((item) => ({
      name: names[item.index],
      a: item.a,
      b: item.b,
      se_a: item.seA,
      se_b: item.seB,
      fit: item.fit && {
        statistic: item.fit.statistic,
        chi_square: item.fit.chiSquare,
        df: item.fit.df,
        p_value: item.fit.pValue,
      },
      responses: item.responses,
      p_correct: item.pCorrect,
      flags: item.flags,
    })),
  };
}

function main(): number {
  const { values } = parseArgs({
    options: {
      input: { type: 'string' },
      model: { type: 'string', default: '2pl' },
      points: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(IRT_CLI_MSG.usage);
    return 0;
  }
  try {
    if (!values.input) throw new Error(IRT_CLI_MSG.noInput);
    const model = values.model as IrtModel;
    if (model !== '2pl' && model !== 'rasch') throw new Error(IRT_CLI_MSG.badModel(String(values.model)));
    const points = values.points === undefined ? undefined : Number(values.points);
    if (points !== undefined && !(Number.isInteger(points) && points >= 21 && points <= 200))
      throw new Error(IRT_CLI_MSG.badPoints);
    // `npm run` starts in the repository root; a relative path means the caller's directory
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.input);
    const csv = parseResponseCsv(fs.readFileSync(file, 'utf8'));
    const result = calibrate({ rows: csv.rows, weights: csv.weights }, { model, quadraturePoints: points });
    console.log(JSON.stringify(calibrationReport(csv.names, result), null, 2));
    return 0;
  } catch (err) {
    console.error(`Gagal kalibrasi IRT: ${err instanceof Error ? err.message : String(err)}`);
    console.error(IRT_CLI_MSG.usage);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
