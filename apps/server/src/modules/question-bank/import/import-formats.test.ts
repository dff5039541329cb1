import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { describe, expect, it } from 'vitest';
import { parseGift } from './gift.parse';
import { textOf } from './html';
import { interchangeSetting } from './import-test-helpers';
import { textFormat } from './read';

/**
 * GIFT and Moodle XML through the import API (docs/decisions/0030), on SQLite and PostgreSQL: preview, the
 * stored forms (type_soal, isi/kunci, weights, pembahasan), all-or-nothing save and undo.
 */

const API = '/tryout/api';
const GIFT = path.join(import.meta.dirname, 'fixtures', 'gift');
const MOODLE = path.join(import.meta.dirname, 'fixtures', 'moodle');
/** Moodle XML fixtures' questions in one <quiz>. */
const moodleOf = (...names: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>${names
    .map((n) =>
      fs
        .readFileSync(path.join(MOODLE, `${n}.xml`), 'utf8')
        .replace(/^<\?xml[^>]*>\s*<quiz>/, '')
        .replace(/<\/quiz>\s*$/, ''),
    )
    .join('')}</quiz>`;

const allMoodle = () =>
  moodleOf(
    'pilihan-ganda',
    'jawaban-ganda',
    'benar-salah',
    'isian-singkat',
    'isian-angka',
    'menjodohkan',
    'essay',
    'gambar',
  );

/** Every construct's GIFT fixture in one file (the broken one aside). */
const allGift = () =>
  ['pilihan-ganda', 'jawaban-ganda', 'benar-salah', 'isian-singkat', 'isian-angka', 'menjodohkan', 'essay']
    .map((n) => fs.readFileSync(path.join(GIFT, `${n}.gift`), 'utf8'))
    .join('\n\n');

describe('textFormat: GIFT or Aiken', () => {
  it.each([
    ['Soal\nA. a\nB. b\nANSWER: A', 'soal.txt', 'aiken'],
    ['Soal {=a ~b}', 'soal.txt', 'gift'],
    ['Soal {=a ~b}\nANSWER: A', 'soal.txt', 'aiken'],
    ['Soal {=a ~b}\nANSWER: A', 'soal.gift', 'gift'],
    ['Teks tanpa apa pun', 'soal.GIFT', 'gift'],
    ['Teks tanpa apa pun', 'soal.txt', 'aiken'],
  ])('%j named %s is %s', (text, name, format) => {
    expect(textFormat(text, name)).toBe(format);
  });
});

describe('GIFT and Moodle XML import', () => {
  const { t, auth, upload, count, mediaCount, newGroup, rowsOf } = interchangeSetting();
  const json = (s: string | null) => (s === null ? null : JSON.parse(s));

  /** The stored rows as the tests compare them. */
  const stored = async (g: number) =>
    (await rowsOf(g)).map((r) => ({
      type_soal: r.type_soal,
      pil: [r.pil_a, r.pil_b, r.pil_c, r.pil_d, r.pil_e].filter((p) => p !== ''),
      kunci_pg: r.kunci_pg,
      isi: json(r.isi),
      kunci: json(r.kunci),
      aturan_skor: r.aturan_skor,
      bobot: Number(r.bobot),
      pembahasan: r.pembahasan,
    }));
  const p = (...t: string[]) => t.map((x) => `<p>${x}</p>`);
  const row = {
    pil: [],
    kunci_pg: null,
    isi: null,
    kunci: null,
    aturan_skor: null,
    bobot: 1,
    pembahasan: null,
  };

  it('GIFT: every construct previews without problems, saves as the bank forms, and is undone', async () => {
    const g = await newGroup('GIFT');
    const preview = await upload(g, 'pratinjau', allGift(), 'bank.gift');
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().data;
    expect(data).toMatchObject({ format: 'gift', jumlah: 13, jumlah_bermasalah: 0 });
    expect(data.questions.map((q: { type_soal: string }) => q.type_soal)).toEqual([
      'PG',
      'PG Jawaban Ganda',
      'PG Jawaban Ganda',
      'Benar/Salah',
      'Benar/Salah',
      'Benar/Salah',
      'Benar/Salah',
      'Isian Singkat',
      'Isian Angka',
      'Isian Angka',
      'Isian Angka',
      'Menjodohkan',
      'Essay',
    ]);
    expect(data.questions[11].form).toEqual({
      isi: { premis: p('Indonesia', 'Malaysia', 'Thailand') },
      kunci: { pasangan: ['A', 'B', 'C'] },
      aturan_skor: 'semua',
    });
    expect(data.questions[11].options.map((o: { key: string }) => o.key)).toEqual(['A', 'B', 'C', 'D']);
    expect(await rowsOf(g)).toHaveLength(0);

    const saved = await upload(g, 'simpan', allGift(), 'bank.gift');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ format: 'gift', nama_file: 'bank.gift', jumlah_soal: 13 });
    const rows = await stored(g);
    expect(rows).toEqual([
      { ...row, type_soal: 'PG', pil: p('Jakarta', 'Bandung', 'Surabaya', 'Medan'), kunci_pg: 'A' },
      {
        ...row,
        type_soal: 'PG Jawaban Ganda',
        pil: p('2', '3', '4', '6'),
        isi: {},
        kunci: { benar: ['A', 'B'], bobot: { A: 50, B: 50, C: -100, D: -100 } },
        aturan_skor: 'berbobot',
      },
      {
        ...row,
        type_soal: 'PG Jawaban Ganda',
        pil: p('Bandung', 'Semarang', 'Makassar', 'Palu'),
        isi: {},
        kunci: { benar: ['A', 'B'], bobot: { A: 50, B: 50 } },
        aturan_skor: 'berbobot',
      },
      ...[true, false, true, false].map((jawaban) => ({
        ...row,
        type_soal: 'Benar/Salah',
        isi: { label: 'Benar/Salah' },
        kunci: { jawaban },
      })),
      {
        ...row,
        type_soal: 'Isian Singkat',
        isi: {},
        kunci: {
          jawaban: [
            { teks: 'Soekarno', nilai: 100 },
            { teks: 'Sukarno', nilai: 100 },
            { teks: 'Bung Karno', nilai: 50 },
          ],
          abaikan_huruf_besar: true,
        },
      },
      {
        ...row,
        type_soal: 'Isian Angka',
        isi: {},
        kunci: { jawaban: ['7'], toleransi: 0.5, jenis_toleransi: 'mutlak' },
      },
      {
        ...row,
        type_soal: 'Isian Angka',
        isi: {},
        kunci: { jawaban: ['3'], toleransi: 2, jenis_toleransi: 'mutlak' },
      },
      {
        ...row,
        type_soal: 'Isian Angka',
        isi: {},
        kunci: { jawaban: ['3.14', '3.1416'], toleransi: 0.005, jenis_toleransi: 'mutlak' },
      },
      {
        ...row,
        type_soal: 'Menjodohkan',
        pil: p('Jakarta', 'Kuala Lumpur', 'Bangkok', 'Manila'),
        isi: { premis: p('Indonesia', 'Malaysia', 'Thailand') },
        kunci: { pasangan: ['A', 'B', 'C'] },
        aturan_skor: 'semua',
      },
      { ...row, type_soal: 'Essay' },
    ]);

    // the staff detail reads a stored form as /addsoalPG's questions
    const id = (await rowsOf(g))[11].id;
    const detail = await t().app.inject({ method: 'GET', url: `${API}/detailSoal/${id}`, headers: auth() });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      type_soal: 'Menjodohkan',
      isi: { premis: p('Indonesia', 'Malaysia', 'Thailand') },
      kunci: { pasangan: ['A', 'B', 'C'] },
    });

    const batch = saved.json().data.id;
    const undo = await t().app.inject({
      method: 'DELETE',
      url: `${API}/importSoal/batch/${batch}`,
      headers: auth(),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await rowsOf(g)).toHaveLength(0);
  });

  it('GIFT: pembahasan from general feedback, escapes and HTML through the sanitiser', async () => {
    const g = await newGroup('GIFT format');
    const text = fs.readFileSync(path.join(GIFT, 'format-dan-escape.gift'), 'utf8');
    const saved = await upload(
      g,
      'simpan',
      `${text}\n\n[html]<p onclick="x()">Aman<script>alert(1)</script></p>{T}`,
      'f.gift',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await rowsOf(g);
    expect(rows.map((r) => r.type_soal)).toEqual([
      'Benar/Salah',
      'Benar/Salah',
      'Essay',
      'Isian Singkat',
      'PG',
      'Benar/Salah',
    ]);
    expect(rows[0].soal_pg).toBe('<p>Hasil <b>2 = 1 + 1</b> benar: kurung { dan } juga ~ tanda # pagar.</p>');
    expect(rows[4].pembahasan).toBe('<p>Karena satu adalah jawabannya.</p>');
    expect(rows[5].soal_pg).toBe('<p>Aman</p>');
  });

  it('GIFT: a file with problems is refused whole, each problem per question, nothing written', async () => {
    const g = await newGroup('GIFT rusak');
    const before = [await count('questions'), await count('import_batches')];
    const bad = fs.readFileSync(path.join(GIFT, 'bermasalah.gift'));
    const preview = await upload(g, 'pratinjau', bad, 'rusak.gift');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.questions.map((q: { problems: string[] }) => q.problems)).toEqual([
      [
        'Soal 1: tidak ada bagian jawaban dalam kurung kurawal { }',
        'Soal 1: pilihan A kosong',
        'Soal 1: kunci jawaban kosong',
      ],
      [
        'Soal 2: kurung kurawal jawaban tidak ditutup',
        'Soal 2: pilihan A kosong',
        'Soal 2: kunci jawaban kosong',
      ],
      [
        'Soal 3: bagian jawaban tidak dapat dibaca: teks =a ~b',
        'Soal 3: pilihan A kosong',
        'Soal 3: kunci jawaban kosong',
      ],
      ['Soal 4: jawaban angka tidak dapat dibaca: abc', 'Soal 4: isi 1 sampai 10 kunci jawaban'],
      ['Soal 5: pilihan lebih dari lima (hanya A sampai E)'],
    ]);
    const saved = await upload(g, 'simpan', bad, 'rusak.gift');
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(IMPORT_MSG.hasProblems);
    expect([await count('questions'), await count('import_batches')]).toEqual(before);
  });

  it('Moodle XML: a defaultgrade that is no weight (0) is a problem', async () => {
    const g = await newGroup('Moodle bobot');
    const xml = allMoodle().replace('<defaultgrade>2</defaultgrade>', '<defaultgrade>0</defaultgrade>');
    const res = await upload(g, 'pratinjau', xml, 'b.xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.questions[1].problems).toEqual([
      'Soal 2: bobot soal harus bilangan lebih dari 0 dan paling besar 100',
    ]);
  });

  it("GIFT: a form's own rules apply (a matching with one response, a weight sum not 100)", async () => {
    const g = await newGroup('GIFT aturan');
    const res = await upload(g, 'pratinjau', 'A {=x -> 1 =y -> 1}\n\nB {~%50%a ~%20%b ~c}', 'r.gift');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.questions.map((q: { problems: string[] }) => q.problems)).toEqual([
      ['Soal 1: isi minimal dua pilihan (A–E)'],
      [
        'Soal 2: bobot setiap pilihan harus antara -100 dan 100 persen, dan bobot pilihan benar berjumlah 100',
      ],
    ]);
  });

  it('Moodle XML: every construct and its pictures saved as the bank forms, then undone', async () => {
    const g = await newGroup('Moodle');
    const xml = allMoodle();
    const preview = await upload(g, 'pratinjau', xml, 'bank.xml');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ format: 'moodle', jumlah: 9, jumlah_bermasalah: 0 });
    expect(preview.json().data.questions[8].soal_gambar).toMatch(/^data:image\/png;base64,/);
    const media = mediaCount();
    const saved = await upload(g, 'simpan', xml, 'bank.xml');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ format: 'moodle', jumlah_soal: 9 });
    const rows = await stored(g);
    expect(rows.map((r) => r.type_soal)).toEqual([
      'PG',
      'PG Jawaban Ganda',
      'Benar/Salah',
      'Benar/Salah',
      'Isian Singkat',
      'Isian Angka',
      'Menjodohkan',
      'Essay',
      'PG',
    ]);
    expect(rows[0]).toMatchObject({ kunci_pg: 'B', pembahasan: '<p>Jakarta sejak 1945.</p>' });
    expect(rows[1]).toMatchObject({
      kunci: { benar: ['A', 'B'], bobot: { A: 50, B: 50, C: -100, D: -100 } },
      aturan_skor: 'berbobot',
      bobot: 2, // defaultgrade
    });
    expect(rows.filter((r) => r.bobot !== 1)).toHaveLength(1);
    expect(rows.slice(2, 4).map((r) => r.kunci)).toEqual([{ jawaban: true }, { jawaban: false }]);
    expect(rows[4].kunci).toEqual({
      jawaban: [
        { teks: 'Soekarno', nilai: 100 },
        { teks: 'Bung Karno', nilai: 50 },
      ],
      abaikan_huruf_besar: false,
    });
    expect(rows[5].kunci).toEqual({ jawaban: ['7', '-7'], toleransi: 0.5, jenis_toleransi: 'mutlak' });
    expect(rows[6]).toMatchObject({
      isi: { premis: p('Indonesia', 'Malaysia', 'Thailand') },
      kunci: { pasangan: ['A', 'B', 'C'] },
    });
    const raw = await rowsOf(g);
    expect(raw[7].kunci_essay).toBe('<p>Cahaya, klorofil, CO<sub>2</sub> dan air.</p>');
    expect(raw[8].soal_gambar).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(raw[8].gambar_pil_b).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(mediaCount()).toBe(media + 2);

    const undo = await t().app.inject({
      method: 'DELETE',
      url: `${API}/importSoal/batch/${saved.json().data.id}`,
      headers: auth(),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await rowsOf(g)).toHaveLength(0);
    expect(mediaCount()).toBe(media);
  });

  it('Moodle XML: a type we do not have is named in the preview and blocks saving unless the lecturer leaves it out', async () => {
    const g = await newGroup('Moodle belum');
    const xml = moodleOf('pilihan-ganda', 'belum-didukung');
    const preview = await upload(g, 'pratinjau', xml, 'b.xml');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.questions.map((q: { problems: string[] }) => q.problems)).toEqual([
      [],
      ['Soal 2: Jenis soal Moodle "ddwtos" belum didukung'],
      ['Soal 3: Jenis soal Moodle "calculatedsimple" belum didukung'],
    ]);
    expect(preview.json().data.jumlah_tidak_didukung).toBe(2);
    const before = [await count('questions'), await count('import_batches')];
    expect((await upload(g, 'simpan', xml, 'b.xml')).statusCode).toBe(400);
    expect([await count('questions'), await count('import_batches')]).toEqual(before);
    // the lecturer confirms leaving them out: the rest is saved
    const saved = await upload(g, 'simpan', xml, 'b.xml&lewati_tidak_didukung=1');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ jumlah_soal: 1, nama_file: 'b.xml' });
    expect((await rowsOf(g)).map((r) => r.type_soal)).toEqual(['PG']);
    // a file of nothing but such questions has nothing to save
    const only = await upload(g, 'simpan', moodleOf('belum-didukung'), 'c.xml&lewati_tidak_didukung=1');
    expect(only.statusCode).toBe(400);
    expect(only.json().message).toBe(IMPORT_MSG.noQuestions);
  });

  it('Moodle XML: an SVG with a script and a picture over 2 MB are problems; nothing is written', async () => {
    const g = await newGroup('Moodle gambar');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const big = Buffer.alloc(2_100_000);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8AARAxg8j8AG/ID/fPnS7EAAAAASUVORK5CYII=',
      'base64',
    );
    const question = (name: string, bytes: Buffer) =>
      `<question type="essay"><questiontext format="html"><text><![CDATA[<p>Gambar <img src="@@PLUGINFILE@@/${name}"></p>]]></text>` +
      `<file name="${name}" path="/" encoding="base64">${bytes.toString('base64')}</file></questiontext></question>`;
    const xml = `<quiz>${question('x.svg', svg)}${question('besar.png', Buffer.concat([png, big]))}</quiz>`;
    const before = [await count('questions'), mediaCount()];
    const res = await upload(g, 'pratinjau', xml, 'g.xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.questions.map((q: { problems: string[] }) => q.problems)).toEqual([
      [`Soal 1: ${IMPORT_MSG.imageFormat}`],
      [`Soal 2: ${IMPORT_MSG.imageTooLarge}`],
    ]);
    expect((await upload(g, 'simpan', xml, 'g.xml')).statusCode).toBe(400);
    expect([await count('questions'), mediaCount()]).toEqual(before);
  });

  it.each([
    [
      'entity expansion',
      '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><quiz>&b;</quiz>',
      IMPORT_MSG.xmlDoctype,
    ],
    [
      'an external entity',
      '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]><quiz><question type="essay"><questiontext><text>&x;</text></questiontext></question></quiz>',
      IMPORT_MSG.xmlDoctype,
    ],
    [
      'XML that is not Moodle (nor a QTI item)',
      '<?xml version="1.0"?><html><body/></html>',
      IMPORT_MSG.xmlNotMoodle,
    ],
    ['broken XML', '<quiz><question type="essay">', IMPORT_MSG.corrupt],
  ])('Moodle XML: %s is refused with a 400, nothing written', async (_name, xml, message) => {
    const g = await newGroup('XML');
    const before = [await count('questions'), await count('import_batches'), mediaCount()];
    for (const step of ['pratinjau', 'simpan'] as const) {
      const res = await upload(g, step, xml, 'x.xml');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect([await count('questions'), await count('import_batches'), mediaCount()]).toEqual(before);
  });

  it('the import guide examples (GIFT, Moodle XML) read as good questions', async () => {
    const g = await newGroup('Panduan');
    const gift = await upload(g, 'pratinjau', IMPORT_MSG.guideGiftExample, 'contoh.gift');
    expect(gift.statusCode, gift.body).toBe(200);
    expect(gift.json().data).toMatchObject({ format: 'gift', jumlah: 2, jumlah_bermasalah: 0 });
    expect(gift.json().data.questions.map((q: { type_soal: string }) => q.type_soal)).toEqual([
      'PG',
      'Benar/Salah',
    ]);
    const xml = await upload(g, 'pratinjau', IMPORT_MSG.guideMoodleExample, 'contoh.xml');
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.json().data).toMatchObject({ format: 'moodle', jumlah: 1, jumlah_bermasalah: 0 });
  });

  /** What a round trip keeps: the type, visible texts, keys, weights and pembahasan. */
  const comparable = async (g: number) => {
    const raw = await rowsOf(g);
    return (await stored(g)).map((r, i) => ({
      ...r,
      soal: textOf(raw[i].soal_pg),
      pil: r.pil.map((h) => textOf(h)),
      isi: r.isi?.premis ? { ...r.isi, premis: r.isi.premis.map((h: string) => textOf(h)) } : r.isi,
      pembahasan: r.pembahasan && textOf(r.pembahasan),
    }));
  };
  const sha = (folder: 'soalPg' | 'jawabanPg', f: string | null) =>
    f &&
    createHash('sha256')
      .update(fs.readFileSync(path.join(t().mediaDir, folder, f)))
      .digest('hex');

  it.each([
    ['gift', 'gift', 'bank.gift', () => allGift()],
    ['moodle', 'xml', 'bank.xml', () => allMoodle()],
  ])('export to %s, then import into an empty group: the same questions', async (suffix, ext, name, file) => {
    const from = await newGroup(`Asal ${suffix}`);
    expect((await upload(from, 'simpan', file(), name)).statusCode).toBe(200);
    const res = await t().app.inject({
      method: 'GET',
      url: `${API}/eksporSoal/group/${from}/${suffix}`,
      headers: auth(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`.${ext}`);
    const to = await newGroup(`Tujuan ${suffix}`);
    const again = await upload(to, 'simpan', res.rawPayload, `ekspor.${ext}`);
    expect(again.statusCode, again.body).toBe(200);
    const [a, b] = [await comparable(from), await comparable(to)];
    // GIFT has no essay key and no case rule: the rest is the same
    expect(b).toEqual(a);
    const [ra, rb] = [await rowsOf(from), await rowsOf(to)];
    const pictures = (r: (typeof ra)[number]) => [
      sha('soalPg', r.soal_gambar),
      sha('jawabanPg', r.gambar_pil_b),
    ];
    expect(rb.map(pictures)).toEqual(ra.map(pictures));
    if (suffix === 'moodle') expect(rb.map((r) => r.kunci_essay)).toEqual(ra.map((r) => r.kunci_essay));
  });

  it('a 500-question GIFT file (every construct, repeated) previews in under 5 s; 1,000 are parsed in under 1 s', async () => {
    const g = await newGroup('GIFT besar');
    const one = allGift(); // 13 questions
    const blocks = one.split(/\n\s*\n/).filter((b) => b.trim() !== '');
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        blocks[i % blocks.length].replace(/^(::[^:]*::)?\s*/, `Soal ${i + 1}. `),
      ).join('\n\n');
    const started = performance.now();
    const res = await upload(g, 'pratinjau', many(500), 'besar.gift');
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ jumlah: 500, jumlah_bermasalah: 0 });
    expect(took).toBeLessThan(5000);
    const parseStarted = performance.now();
    expect(parseGift(many(1000))).toHaveLength(1000);
    expect(performance.now() - parseStarted).toBeLessThan(1000);
    console.log(
      `GIFT: 500-question preview ${Math.round(took)} ms; 1,000 parsed ${Math.round(performance.now() - parseStarted)} ms`,
    );
  });
});
