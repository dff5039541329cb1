import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/read-files';
import { buildPdf, buildXlsx, type PdfReport } from './export';
import { texToSvg } from './math-svg';

/**
 * Formulas in the PDFs (docs/decisions/0028): a cell's \( \) formulas are drawn (MathJax SVG through
 * svg-to-pdfkit), not printed as LaTeX; the text around them stays text; a formula that may not be
 * drawn (too long, too deep, untrusted commands) prints its source, cut, and never hangs the PDF.
 */

const report = (rows: string[][]): PdfReport => ({
  title: 'Detail Jawaban',
  lines: ['Peserta Uji'],
  printedAt: '2026-11-26T10:00:00.000Z',
  columns: [
    { header: 'No', width: 30, align: 'center' },
    { header: 'Soal', width: 300 },
    { header: 'Jawaban Peserta', width: 160 },
    { header: 'Kunci', width: 150 },
    { header: 'Hasil', width: 122 },
  ],
  rows,
});

const STEM =
  'Jika \\(x^2 = 81\\) dan \\(\\sqrt{81} = 9\\), berapakah \\(\\frac{1}{2} x\\) untuk x positif?\n[PG]';

/** How many dark pixels page 1 has (pdftoppm, grey, 40 dpi): what is drawn, text or paths. */
function ink(pdf: Buffer): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-ink-'));
  try {
    fs.writeFileSync(path.join(dir, 'f.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      '40',
      '-f',
      '1',
      '-l',
      '1',
      path.join(dir, 'f.pdf'),
      path.join(dir, 'p'),
    ]);
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.pgm')) as string;
    const pgm = fs.readFileSync(path.join(dir, file));
    // P5 header: magic, width height, maxval, each on its own token; the pixels follow
    const header = pgm
      .subarray(0, 40)
      .toString('latin1')
      .match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
    if (!header) throw new Error('not a PGM');
    const pixels = pgm.subarray(header[0].length);
    let dark = 0;
    for (const v of pixels) if (v < 128) dark++;
    return dark;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('formulas in the PDF', () => {
  it('draws \\frac{1}{2}, x^2 and \\sqrt{81}: the surrounding text is text, the LaTeX is not', async () => {
    const pdf = await buildPdf(
      report([
        ['1', STEM, 'B. \\(\\frac{9}{2}\\)', 'B. \\(4{,}5\\)', 'Benar'],
        ['2', 'Soal tanpa rumus', 'A', 'A', 'Benar'],
      ]),
    );
    const text = pdfPages(pdf).join('\n');
    for (const s of ['Jika', 'berapakah', 'untuk x positif?', '[PG]', 'Soal tanpa rumus', 'Benar'])
      expect(text, s).toContain(s);
    for (const raw of ['\\frac', '\\sqrt', 'x^2', '\\(', '\\)']) expect(text, raw).not.toContain(raw);
    // the formulas are drawn: more ink than the same rows with the formulas left out
    const without = await buildPdf(
      report([
        ['1', STEM.replace(/\\\(.*?\\\)/g, ''), 'B. ', 'B. ', 'Benar'],
        ['2', 'Soal tanpa rumus', 'A', 'A', 'Benar'],
      ]),
    );
    expect(ink(pdf)).toBeGreaterThan(ink(without) + 30);
  });

  it('a display formula stands on its own line; a row without formulas reads as before', async () => {
    const pdf = await buildPdf(
      report([
        ['1', 'Perhatikan \\[\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\\] lalu jawab.', 'C', 'C', 'Benar'],
        ['2', '4. Garam manis', 'Benar', 'Salah', 'Salah'],
      ]),
    );
    const text = pdfPages(pdf).join('\n');
    expect(text).toMatch(/Perhatikan\s*\n[\s\S]*lalu jawab\./);
    expect(text).not.toContain('\\sum');
    expect(text).toMatch(/4\. Garam manis\s+Benar\s+Salah\s+Salah/);
  });

  it('hostile LaTeX (\\href{javascript:}, 10,000 nested braces, a 1 MB formula) prints as cut text, fast', async () => {
    const nested = `${'{'.repeat(10_000)}x${'}'.repeat(10_000)}`;
    const huge = 'x+'.repeat(500_000);
    const started = performance.now();
    const pdf = await buildPdf(
      report([
        ['1', 'Awal \\(\\href{javascript:alert(1)}{klik}\\) akhir', '\\(\\htmlData{a=b}{x}\\)', '', ''],
        ['2', `Dalam \\(${nested}\\) luar`, '', '', ''],
        ['3', `Besar \\(${huge}\\) selesai`, '', '', ''],
      ]),
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    const text = pdfPages(pdf).join('\n');
    expect(text).toContain('Awal');
    expect(text).toContain('akhir');
    expect(text).toContain('\\href{javascript:alert(1)}{klik}'); // as text, not a link
    expect(text).toContain('selesai');
    expect(text).toContain('luar');
    // cut: no cell carries the megabyte
    expect(text.length).toBeLessThan(5_000);
    // no link or script in the file
    const raw = pdf.toString('latin1');
    expect(raw).not.toMatch(/\/URI|\/JavaScript|\/JS\b|\/Annots/);
  });
});

describe('texToSvg', () => {
  it('gives paths with a box for a formula, null for what may not be stored', () => {
    const f = texToSvg('\\frac{1}{2}');
    expect(f?.svg).toMatch(/^<svg[^>]*viewBox="[^"]+"/);
    expect(f?.svg).toContain('<path');
    expect(f?.svg).not.toMatch(/<text|<a\b|href|<script|<foreignObject/i);
    expect(f?.width).toBeGreaterThan(0.5);
    expect(f?.ascent).toBeGreaterThan(0.5);
    expect(f?.descent).toBeGreaterThan(0.1);
    expect(texToSvg('\\sqrt{81}', true)?.width).toBeGreaterThan(1);
    expect(texToSvg('\\href{javascript:alert(1)}{x}')).toBeNull();
    expect(texToSvg('\\htmlData{a=b}{x}')).toBeNull();
    expect(texToSvg(`${'{'.repeat(10_000)}x${'}'.repeat(10_000)}`)).toBeNull();
    expect(texToSvg('x'.repeat(1_000_000))).toBeNull();
    expect(texToSvg('\\frac{1}{')).toBeNull();
    expect(texToSvg('   ')).toBeNull();
  });

  it('renders 500 different formulas within its CPU budget; a cached one costs nothing', () => {
    const formulas = Array.from(
      { length: 500 },
      (_, i) => `x^{${i}} + \\frac{${i}}{2} - \\sqrt{${i + 81}} + \\sum_{k=1}^{n} k^2`,
    );
    texToSvg('y^2'); // the first call builds MathJax's tables
    // CPU time of this process, not the wall clock: the test machine is shared
    const cpu = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    let t = cpu();
    const wall = performance.now();
    for (const f of formulas) if (!texToSvg(f)) throw new Error(f);
    const cold = cpu() - t;
    const coldWall = performance.now() - wall;
    t = cpu();
    for (const f of formulas) texToSvg(f);
    const cached = cpu() - t;
    console.info(
      `texToSvg: 500 formulas ${cold.toFixed(0)} ms CPU (${coldWall.toFixed(0)} ms wall), from the cache ${cached.toFixed(1)} ms`,
    );
    // about 0.5–1 s on an idle machine (the target is < 1 s); room for a busy one
    expect(cold).toBeLessThan(5_000);
    expect(cached).toBeLessThan(50);
  }, 60_000);
});

describe('Excel numbers without a format of their own', () => {
  it("a whole number reads '5', not '5.'; a fraction keeps up to two decimals", async () => {
    const ExcelJS = (await import('exceljs')).default;
    const buf = await buildXlsx(
      'Nilai',
      [{ header: 'Nilai', width: 10, kind: 'number', value: (v: number) => v }],
      [5, 63.25],
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Nilai');
    const cells = [2, 3].map((r) => ws?.getRow(r).getCell(1));
    expect(cells.map((c) => [c?.value, c?.numFmt])).toEqual([
      [5, '0'],
      [63.25, '0.##'],
    ]);
  });
});
