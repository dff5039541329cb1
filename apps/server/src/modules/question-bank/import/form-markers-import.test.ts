import { FORM_MARKER_MSG } from '@tryout/shared/form-markers';
import { FORM_MSG } from '@tryout/shared/question-forms';
import { describe, expect, it } from 'vitest';
import { postMultipart } from '../../../../test/staff-api';
import type { Part } from '../../../../test/test-files';
import { textOf } from './html';
import { interchangeSetting } from './import-test-helpers';

/**
 * The UTBK/AKM forms through Word and Excel (docs/decisions/0027), on SQLite and PostgreSQL: a group with
 * every form exported to Word and to Excel and imported into an empty group gives the same
 * questions (type, texts, statements, keys, rules, weights); a marker that does not read is the
 * question's problem and nothing is written (the templates: import.test.ts).
 */
describe('question forms in Word and Excel', () => {
  const { t, auth, upload, count, newGroup, rowsOf } = interchangeSetting();
  const add = async (group: number, fields: Record<string, unknown>) => {
    const parts: Record<string, Part> = { group_soal: String(group) };
    for (const [k, v] of Object.entries(fields)) parts[k] = typeof v === 'string' ? v : JSON.stringify(v);
    const r = await postMultipart(t(), '/addsoalPG', parts, auth());
    expect(r.statusCode, r.body).toBe(200);
  };
  const get = (url: string) => t().app.inject({ method: 'GET', url: `/tryout/api${url}`, headers: auth() });

  /** A group holding every form (each rule and setting the markers carry), a PG and an essay. */
  async function everyForm(nama: string) {
    const g = await newGroup(nama);
    await add(g, {
      type_soal: 'PG Kompleks',
      soal_pg: '<p>Tentukan <strong>sesuai</strong> atau tidak.</p>',
      isi: {
        label: 'Sesuai/Tidak sesuai',
        pernyataan: ['<p>2 prima</p>', '<p>9 prima</p>', '<p>x<sup>2</sup> ≥ 0</p>'],
      },
      kunci: { jawaban: [true, false, true] },
      aturan_skor: 'kprim',
      pembahasan: '<p>9 = 3 × 3.</p>',
    });
    await add(g, {
      type_soal: 'PG Kompleks',
      soal_pg: '<p>Benar atau salah?</p>',
      isi: { pernyataan: ['<p>Satu</p>', '<p>Dua</p>'] },
      kunci: { jawaban: [false, true] },
    });
    await add(g, {
      type_soal: 'PG Jawaban Ganda',
      soal_pg: '<p>Pilih semua bilangan genap.</p>',
      pil_a: '<p>2</p>',
      pil_b: '<p>3</p>',
      pil_c: '<p>4</p>',
      pil_d: '<p>5</p>',
      kunci: { benar: ['A', 'C'], bobot: { A: 50, B: -25, C: 50, D: -25 } },
      aturan_skor: 'berbobot',
      bobot: '2',
    });
    await add(g, {
      type_soal: 'Isian Angka',
      soal_pg: '<p>17 : 2 = …</p>',
      kunci: { jawaban: ['8,5', '17/2'], toleransi: 0.01 },
    });
    await add(g, {
      type_soal: 'Isian Angka',
      soal_pg: '<p>Kira-kira π?</p>',
      kunci: { jawaban: ['3,14'], toleransi: 1, jenis_toleransi: 'relatif' },
      bobot: '1.5',
    });
    await add(g, {
      type_soal: 'Isian Singkat',
      soal_pg: '<p>Ibu kota?</p>',
      kunci: {
        jawaban: [
          { teks: 'Jakarta', nilai: 100 },
          { teks: 'Batavia', nilai: 50 },
        ],
        abaikan_huruf_besar: false,
      },
    });
    await add(g, {
      type_soal: 'Menjodohkan',
      soal_pg: '<p>Pasangkan.</p>',
      pil_a: '<p>NaCl</p>',
      pil_b: '<p>H<sub>2</sub>O</p>',
      pil_c: '<p>CO<sub>2</sub></p>',
      isi: { premis: ['<p>Air</p>', '<p>Garam</p>'] },
      kunci: { pasangan: ['B', 'A'] },
      aturan_skor: 'per_pasangan',
    });
    await add(g, {
      type_soal: 'Benar/Salah',
      soal_pg: '<p>Matahari terbit dari barat.</p>',
      isi: { label: 'Ya/Tidak' },
      kunci: { jawaban: false },
    });
    await add(g, {
      type_soal: 'PG',
      soal_pg: '<p>PG berbobot</p>',
      pil_a: '<p>a</p>',
      pil_b: '<p>b</p>',
      pil_c: '<p>c</p>',
      pil_d: '<p>d</p>',
      pil_e: '<p>e</p>',
      kunci_pg: 'D',
      bobot: '3',
    });
    await add(g, { type_soal: 'Essay', soal_pg: '<p>Jelaskan.</p>', kunci_essay: '<p>Acuan</p>' });
    return g;
  }

  const json = (s: string | null) => (s === null ? null : JSON.parse(s));
  const texts = (list: unknown) => (Array.isArray(list) ? list.map((h) => textOf(String(h))) : list);
  /** What a round trip keeps: the type, the visible texts, the form (statements as text), keys, rules, weights. */
  const comparable = async (g: number) =>
    (await rowsOf(g)).map((r) => {
      const isi = json(r.isi);
      return {
        type_soal: r.type_soal,
        soal: textOf(r.soal_pg),
        pil: [r.pil_a, r.pil_b, r.pil_c, r.pil_d, r.pil_e].map((h) => textOf(h)),
        kunci_pg: r.kunci_pg,
        kunci_essay: r.kunci_essay && textOf(r.kunci_essay),
        isi: isi && { ...isi, pernyataan: texts(isi.pernyataan), premis: texts(isi.premis) },
        kunci: json(r.kunci),
        aturan_skor: r.aturan_skor,
        bobot: Number(r.bobot),
        pembahasan: r.pembahasan && textOf(r.pembahasan),
      };
    });

  it.each(['docx', 'excel'])(
    'every form exported to %s and imported into an empty group comes back the same',
    async (kind) => {
      const from = await everyForm(`Bentuk ${kind}`);
      const file = await get(`/eksporSoal/group/${from}/${kind}`);
      expect(file.statusCode, file.body).toBe(200);
      const to = await newGroup(`Kembali ${kind}`);
      const ext = kind === 'docx' ? 'docx' : 'xlsx';
      const preview = await upload(to, 'pratinjau', file.rawPayload, `ekspor.${ext}`);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data).toMatchObject({ jumlah: 10, jumlah_bermasalah: 0 });
      const saved = await upload(to, 'simpan', file.rawPayload, `ekspor.${ext}`);
      expect(saved.statusCode, saved.body).toBe(200);
      const [a, b] = [await comparable(from), await comparable(to)];
      expect(a.map((q) => q.type_soal)).toEqual([
        'PG Kompleks',
        'PG Kompleks',
        'PG Jawaban Ganda',
        'Isian Angka',
        'Isian Angka',
        'Isian Singkat',
        'Menjodohkan',
        'Benar/Salah',
        'PG',
        'Essay',
      ]);
      expect(b).toEqual(a);
    },
  );

  it('the Word export writes each form with its documented markers', async () => {
    const g = await everyForm('Penanda');
    const file = await get(`/eksporSoal/group/${g}/docx`);
    const { default: mammoth } = await import('mammoth');
    const text = (await mammoth.extractRawText({ buffer: file.rawPayload })).value;
    for (const line of [
      'Jenis: PG Kompleks',
      'Label: Sesuai/Tidak sesuai',
      'Pernyataan 1: 2 prima',
      'Kunci: S, T, S',
      'Aturan: kprim',
      'Kunci: A, C',
      'Bobot pilihan: A=50, B=-25, C=50, D=-25',
      'Bobot: 2',
      'Kunci: 8,5; 17/2',
      'Toleransi: 0,01',
      'Toleransi: 1%',
      'Kunci: Jakarta; Batavia (50%)',
      'Huruf besar: dibedakan',
      'Premis 2: Garam',
      'Kunci: 1-B, 2-A',
      'Label: Ya/Tidak',
      'Kunci: Tidak',
      'Bobot: 3',
    ])
      expect(text.split('\n'), line).toContain(line);
  });

  /** A .docx of plain lines (a paragraph each), as a lecturer types it. */
  async function wordOf(lines: string[]) {
    const d = await import('docx');
    const doc = new d.Document({
      sections: [{ children: lines.map((l) => new d.Paragraph({ children: [new d.TextRun(l)] })) }],
    });
    return Buffer.from(await d.Packer.toBuffer(doc));
  }

  it("a marker that does not read is the question's problem in the form's words; nothing is written", async () => {
    const g = await newGroup('Salah tulis');
    const file = await wordOf([
      '1. Tabel',
      'Jenis: PG Kompleks',
      'Pernyataan 1: satu',
      'Pernyataan 2: dua',
      'Kunci: B, X',
      '2. Angka',
      'Jenis: Isian Angka',
      'Kunci: delapan',
      '3. Jodohkan',
      'Jenis: Menjodohkan',
      'Premis 1: a',
      'Premis 2: b',
      'A. satu',
      'B. dua',
      'Kunci: 1-A',
      '4. Singkat',
      'Jenis: Isian Singkat',
      'Kunci: Jakarta',
      'Huruf besar: kadang',
      '5. Tanpa pernyataan',
      'Jenis: PG Kompleks',
      'Pernyataan 1: satu',
      'Pernyataan 2:',
      'Kunci: B, S',
      '6. Bentuk lain',
      'Jenis: Pilihan Acak',
      'Kunci: A',
      '7. Berbobot nol',
      'Jenis: Benar/Salah',
      'Kunci: Benar',
      'Bobot: 0',
    ]);
    const before = await count('questions');
    const preview = await upload(g, 'pratinjau', file, 'salah.docx');
    expect(preview.statusCode, preview.body).toBe(200);
    const problems = preview.json().data.questions.map((q: { problems: string[] }) => q.problems);
    const lower = (m: string) => m.charAt(0).toLowerCase() + m.slice(1);
    expect(problems).toEqual([
      [`Soal 1: ${lower(FORM_MSG.statementKeys)}`],
      [`Soal 2: ${lower(FORM_MSG.numberKeyInvalid)}`],
      [`Soal 3: ${lower(FORM_MSG.matchKeys)}`],
      ['Soal 4: huruf besar: harus "diabaikan" atau "dibedakan"'],
      [`Soal 5: ${lower(FORM_MSG.statementRequired)}`],
      // an unknown 'Jenis' reads as PG (its options and key checked too)
      expect.arrayContaining([expect.stringMatching(/^Soal 6: jenis soal harus /)]),
      [`Soal 7: ${lower(FORM_MSG.weightInvalid)}`],
    ]);
    const saved = await upload(g, 'simpan', file, 'salah.docx');
    expect(saved.statusCode).toBe(400);
    expect(await count('questions')).toBe(before);
  });

  it("the guide's example reads as good questions of its forms", async () => {
    const g = await newGroup('Contoh panduan');
    const file = await wordOf(FORM_MARKER_MSG.guideFormsExample.split('\n').filter((l) => l !== ''));
    const p = await upload(g, 'pratinjau', file, 'contoh.docx');
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({ jumlah: 2, jumlah_bermasalah: 0 });
    expect(p.json().data.questions.map((q: { type_soal: string }) => q.type_soal)).toEqual([
      'PG Kompleks',
      'Isian Angka',
    ]);
  });

  it("a PG question's text may say 'Bobot: 5 kg' and 'Pernyataan:': without a form's 'Jenis:' they stay its text", async () => {
    const g = await newGroup('Teks biasa');
    const file = await wordOf([
      '1. Sebuah benda ditimbang.',
      'Bobot: 5 kg',
      'Pernyataan: benda jatuh bebas.',
      'A. 49 N',
      'B. 5 N',
      'C. 10 N',
      'D. 50 N',
      'Kunci: A',
      'Bobot: 2',
    ]);
    const saved = await upload(g, 'simpan', file, 'biasa.docx');
    expect(saved.statusCode, saved.body).toBe(200);
    const [q] = await rowsOf(g);
    expect(q).toMatchObject({ type_soal: 'PG', kunci_pg: 'A', isi: null, kunci: null });
    expect(Number(q.bobot)).toBe(2);
    expect(textOf(q.soal_pg)).toBe('Sebuah benda ditimbang. Bobot: 5 kg Pernyataan: benda jatuh bebas.');
  });
});
