import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.parse';
import { questionProblems } from './check';
import { questionsFromHtml } from './docx.parse';
import { pictureSize } from './export';
import { splitBlocks, stripLeading, textOf } from './html';
import { blocksToLines, htmlToBlocks } from './html-model';
import { newQuestion, type ParsedQuestion } from './types';
import { cellHtml, questionsFromSheet } from './xlsx.parse';

/** Table tests of the pure readers and checks of the question import (docs/decisions/0029). */

const pg = (over: Partial<ParsedQuestion> = {}): ParsedQuestion => ({
  ...newQuestion(1),
  soal_pg: '<p>Soal</p>',
  pil: { A: '<p>a</p>', B: '<p>b</p>', C: '<p>c</p>', D: '<p>d</p>', E: '<p>e</p>' },
  kunci: 'A',
  ...over,
});

describe('html helpers', () => {
  it.each([
    ['<p>a</p><table><tr><td><p>x</p></td></tr></table><p>b<br/>c</p>', 3],
    ['<p>1. <img src="gambar-impor-1" /></p><ul><li>x</li></ul>', 2],
    ['<h1>Judul</h1><p>a</p>', 2],
    ['', 0],
  ])('splitBlocks(%j) has %i blocks', (html, n) => {
    expect(splitBlocks(html)).toHaveLength(n);
  });
  it.each([
    ['<p><strong>1.</strong> Soal</p>', /(\d+)\s*[.)]\s*/, '<p><strong></strong> Soal</p>'],
    ['<p>12) Soal 3. tiga</p>', /(\d+)\s*[.)]\s*/, '<p>Soal 3. tiga</p>'],
    ['<p>Kunci: <em>B</em></p>', /Kunci\s*:\s*/i, '<p><em>B</em></p>'],
  ])('stripLeading(%j)', (html, re, out) => {
    expect(stripLeading(html, re)).toBe(out);
  });
  it('textOf decodes entities and collapses spaces', () => {
    expect(textOf('<p>A &amp; B&nbsp;&lt;c&gt;</p><p>d</p>')).toBe('A & B <c> d');
  });
});

describe('questionsFromHtml (the Word template)', () => {
  const img = new Map([
    ['g1', { bytes: Buffer.from('1') }],
    ['g2', { bytes: Buffer.from('2') }],
  ]);
  it('reads numbered questions, options, key, essay and explanation', () => {
    const html = [
      '<h1>Judul</h1><p>Petunjuk sebelum soal pertama</p>',
      '<p>1. Soal <strong>satu</strong></p><p><img src="g1" /></p>',
      '<p>A. <em>a</em></p><p>B. b</p><p><img src="g2" /></p><p>C. c</p><p>D. d</p><p>E. e</p>',
      '<p>Kunci: b</p><p>Pembahasan:</p><ol><li>langkah</li></ol><p>1. bukan soal baru</p>',
      '<p>2. Jelaskan</p><p>Jenis: Essay</p><p>Kunci: jawaban <u>acuan</u></p>',
    ].join('');
    const [q1, q2, ...rest] = questionsFromHtml(html, img);
    expect(rest).toEqual([]);
    expect(q1).toMatchObject({
      nomor: 1,
      type_soal: 'PG',
      soal_pg: '<p>Soal <strong>satu</strong></p>',
      pil: { A: '<p><em>a</em></p>', B: '<p>b</p>', C: '<p>c</p>', D: '<p>d</p>', E: '<p>e</p>' },
      kunci: 'b',
      pembahasan: '<ol><li>langkah</li></ol><p>1. bukan soal baru</p>',
      problems: [],
    });
    expect(q1.soal_gambar?.bytes.toString()).toBe('1');
    expect(q1.gambar_pil.B?.bytes.toString()).toBe('2');
    expect(q2).toMatchObject({ nomor: 2, type_soal: 'Essay', kunci_essay: '<p>jawaban <u>acuan</u></p>' });
  });
  it.each([
    [
      'two pictures in the question',
      '<p>1. a</p><p><img src="g1" /><img src="g2" /></p><p>Kunci: A</p>',
      'lebih dari satu gambar pada soal',
    ],
    [
      'a picture it cannot read',
      '<p>1. a</p><p><img src="x" /></p>',
      'format gambar tidak didukung (hanya png dan jpeg)',
    ],
    [
      'a picture in the explanation',
      '<p>1. a</p><p>Pembahasan: <img src="g1" /></p>',
      'gambar di pembahasan tidak didukung',
    ],
    ['an unknown kind', '<p>1. a</p><p>Jenis: Pilihan</p>', IMPORT_MSG.typeInvalid],
    [
      'text after the key',
      '<p>1. a</p><p>Kunci: A</p><p>lanjutan</p>',
      'ada teks setelah kunci jawaban yang tidak dikenali',
    ],
  ])('reports %s', (_what, html, problem) => {
    expect(
      questionsFromHtml(html, img)[0].problems.concat(
        questionsFromHtml(html, img)[0].jenis_invalid ? [IMPORT_MSG.typeInvalid] : [],
      ),
    ).toContain(problem);
  });
  it.each([
    [
      'numbered questions with lettered option lists and key lines',
      '<ol><li>Soal satu <ol><li>a</li><li>b</li></ol></li></ol><p>Kunci: B</p><ol><li>Soal dua<ol><li>x</li><li>y</li><li>z</li></ol></li><li>Soal tiga<ol><li>p</li><li>q</li></ol></li></ol>',
      [
        [1, 'PG', '<p>Soal satu</p>', 'a|b', 'B', ''],
        [2, 'PG', '<p>Soal dua</p>', 'x|y|z', '', ''],
        [3, 'PG', '<p>Soal tiga</p>', 'p|q', '', ''],
      ],
    ],
    [
      'typed numbers with an automatic option list; a list in the explanation stays there',
      '<p>1. Soal</p><ol><li>a</li><li>b</li></ol><p>Kunci: A</p><p>Pembahasan:</p><ol><li>langkah</li></ol><p>lanjut</p>',
      [[1, 'PG', '<p>Soal</p>', 'a|b', 'A', '<ol><li>langkah</li></ol><p>lanjut</p>']],
    ],
    [
      'automatic numbers with typed options; an essay whose list is its text',
      '<ol><li>Soal</li></ol><p>A. a</p><p>B. b</p><p>Kunci: B</p><ol><li>Jelaskan:<ol><li>satu</li><li>dua</li></ol></li></ol><p>Jenis: Essay</p><p>Kunci: acuan</p>',
      [
        [1, 'PG', '<p>Soal</p>', 'a|b', 'B', ''],
        [2, 'Essay', '<p>Jelaskan:</p><ol><li>satu</li><li>dua</li></ol>', '', '', ''],
      ],
    ],
    [
      'a list in the text followed by typed options stays in the text',
      '<p>1. Perhatikan:</p><ol><li>satu</li><li>dua</li></ol><p>A. 1</p><p>B. 2</p><ol><li>Soal<ol><li>p</li></ol></li></ol><p>A. x</p>',
      [
        [1, 'PG', '<p>Perhatikan:</p><ol><li>satu</li><li>dua</li></ol>', '1|2', '', ''],
        [2, 'PG', '<p>Soal</p><ol><li>p</li></ol>', 'x', '', ''],
      ],
    ],
  ])("reads Word's automatic numbering: %s", (_what, html, expected) => {
    const qs = questionsFromHtml(html, img);
    expect(
      qs.map((q) => [
        q.nomor,
        q.type_soal,
        q.soal_pg,
        Object.values(q.pil)
          .filter((o) => o !== '')
          .map((o) => textOf(o))
          .join('|'),
        q.kunci,
        q.pembahasan,
      ]),
    ).toEqual(expected);
  });
  it('a lower number stays part of the question (a list typed in its text)', () => {
    const qs = questionsFromHtml(
      '<p>5. Perhatikan:</p><p>1. pernyataan</p><p>2. pernyataan</p><p>6. Soal berikut</p>',
      img,
    );
    expect(qs.map((q) => q.nomor)).toEqual([5, 6]);
    expect(qs[0].soal_pg).toBe('<p>Perhatikan:</p><p>1. pernyataan</p><p>2. pernyataan</p>');
  });
});

describe('questionProblems', () => {
  it.each([
    [{}, []],
    [{ kunci: '' }, ['kunci jawaban kosong']],
    [{ kunci: 'F' }, ['kunci jawaban harus salah satu dari A, B, C, D, E']],
    [{ kunci: ' c. ' }, []],
    [{ pil: { A: '<p>a</p>', B: '<p>b</p>', C: '<p>c</p>', D: '', E: '<p>e</p>' } }, ['pilihan E tanpa D']],
    [
      { pil: { A: '<p>a</p>', B: '<p>b</p>', C: '<p>c</p>', D: '<p>d</p>', E: '' }, kunci: 'E' },
      ['kunci jawaban E tidak memiliki pilihan'],
    ],
    [{ pil: { A: '<p>a</p>', B: '<p>b</p>', C: '', D: '', E: '' } }, ['pilihan C kosong']],
    [{ soal_pg: '<p> </p>' }, ['teks soal kosong']],
    [{ type_soal: 'Essay' as const, kunci: '', pil: { A: '', B: '', C: '', D: '', E: '' } }, []],
  ])('%j → %j', (over, problems) => {
    expect(questionProblems(pg(over))).toEqual(problems);
  });
  it('an option picture fills the option', () => {
    const q = pg({ pil: { A: '', B: '<p>b</p>', C: '<p>c</p>', D: '<p>d</p>', E: '' }, kunci: 'B' });
    expect(questionProblems(q)).toEqual(['pilihan B tanpa A']);
    q.gambar_pil.A = { bytes: Buffer.from('x') };
    expect(questionProblems(q)).toEqual([]);
  });
});

describe('parseAiken', () => {
  it('reads questions, options in both styles and the answer', () => {
    const qs = parseAiken(
      '\uFEFFSoal satu?\nA. a\nB) b\nC. c\nD. d\nANSWER: B\n\nSoal dua?\nbaris dua\nA. x\nB. y\nC. z\nD. w\nE. v\nF. u\nANSWER: C\nSoal tiga tanpa jawaban\nA. a\n',
    );
    expect(qs).toHaveLength(3);
    expect(qs[0]).toMatchObject({
      nomor: 1,
      soal_pg: '<p>Soal satu?</p>',
      kunci: 'B',
      pil: { B: '<p>b</p>', E: '' },
    });
    expect(qs[1].soal_pg).toBe('<p>Soal dua?</p><p>baris dua</p>');
    expect(qs[1].problems).toEqual(['pilihan lebih dari lima (hanya A sampai E)']);
    expect(qs[2]).toMatchObject({ nomor: 3, kunci: '' });
  });
  it('escapes what looks like HTML', () => {
    expect(parseAiken('1 < 2 & <b>?\nA. a\nANSWER: A')[0].soal_pg).toBe('<p>1 &lt; 2 &amp; &lt;b&gt;?</p>');
  });
});

describe('questionsFromSheet (the Excel template)', () => {
  it('reads the header wherever it is, runs as HTML, pictures by cell', () => {
    const rows = [
      ['Judul', null],
      ['No', 'Soal', 'Pilihan A', 'B', 'C', 'D', 'E', 'Kunci Jawaban', 'Jenis Soal', 'Pembahasan'],
      [
        '1',
        [{ text: 'H' }, { text: '2', sub: true }, { text: 'O\nbaris', bold: true }],
        'a',
        'b',
        'c',
        'd',
        null,
        'A',
        'PG',
        null,
      ],
      [null, null, null, null, null, null, null, null, null, null],
      ['2', 'Jelaskan', null, null, null, null, null, 'acuan', 'essay', 'karena'],
      ['x', 'Soal', 'a', 'b', 'c', 'd', 'e', 'B', 'Pilihan', null],
    ];
    const qs = questionsFromSheet(rows, [{ row: 3, col: 3, image: { bytes: Buffer.from('p') } }]);
    expect(qs).toHaveLength(3);
    expect(qs[0]).toMatchObject({
      nomor: 1,
      soal_pg: '<p>H<sub>2</sub><strong>O</strong></p><p><strong>baris</strong></p>',
      pil: { A: '<p>a</p>', E: '' },
      kunci: 'A',
    });
    expect(qs[0].gambar_pil.A?.bytes.toString()).toBe('p');
    expect(qs[1]).toMatchObject({
      nomor: 2,
      type_soal: 'Essay',
      kunci_essay: '<p>acuan</p>',
      pembahasan: '<p>karena</p>',
    });
    expect(qs[2]).toMatchObject({ nomor: 3, jenis_invalid: true });
  });
  it('no header row: no questions', () => {
    expect(questionsFromSheet([['a', 'b']])).toEqual([]);
  });
  it.each([
    ['a < b', '<p>a &lt; b</p>'],
    ['', ''],
    [[{ text: 'x', italic: true, underline: true }], '<p><em><u>x</u></em></p>'],
  ])('cellHtml(%j) = %j', (cell, html) => {
    expect(cellHtml(cell)).toBe(html);
  });
});

describe('htmlToBlocks (the exporters)', () => {
  it('paragraphs with formatting, lists, tables', () => {
    const blocks = htmlToBlocks(
      '<p>a <strong>b <em>c</em></strong> H<sub>2</sub></p><ol><li><p>satu</p></li><li>dua</li></ol><ul><li>x</li></ul><table><tr><td><p>k</p></td><td>v</td></tr></table>',
    );
    expect(blocks).toHaveLength(5);
    expect(blocks[0]).toEqual({
      kind: 'p',
      spans: [
        { text: 'a ' },
        { text: 'b ', bold: true },
        { text: 'c', bold: true, italic: true },
        { text: ' H' },
        { text: '2', sub: true },
      ],
    });
    expect(blocks[1]).toMatchObject({
      kind: 'p',
      spans: [{ text: 'satu' }],
      list: { ordered: true, level: 0 },
    });
    expect(blocksToLines(blocks).map((l) => l.map((s) => s.text).join(''))).toEqual([
      'a b c H2',
      '1. satu',
      '2. dua',
      '• x',
      'k | v',
    ]);
  });
});

describe('pictureSize', () => {
  it('reads PNG and JPEG sizes', () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(pictureSize(png)).toEqual({ width: 1, height: 1 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 30, 0, 40, 3, 0, 0, 0,
    ]);
    expect(pictureSize(jpeg)).toEqual({ width: 40, height: 30 });
    expect(pictureSize(Buffer.from('bukan gambar'))).toBeNull();
  });
});
