import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { parseMoodleXml } from './moodle.parse';
import type { ParsedQuestion } from './types';

/** The Moodle XML reader (docs/decisions/0030): one fixture per construct of Moodle's XML format documentation. */

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', 'moodle', name), 'utf8');
const view = (q: ParsedQuestion) => ({
  type_soal: q.type_soal,
  soal: q.soal_pg,
  pil: Object.values(q.pil).filter((p) => p !== ''),
  kunci: q.kunci,
  kunci_essay: q.kunci_essay,
  pembahasan: q.pembahasan,
  form: q.form ?? null,
  problems: q.problems,
});
const base = {
  type_soal: 'PG',
  pil: [],
  kunci: '',
  kunci_essay: '',
  pembahasan: '',
  form: null,
  problems: [],
};
const p = (...t: string[]) => t.map((x) => `<p>${x}</p>`);

describe('parseMoodleXml: one fixture per construct', () => {
  it('multichoice single: PG; a category is no question; generalfeedback is the pembahasan', () => {
    expect(parseMoodleXml(fixture('pilihan-ganda.xml')).map(view)).toEqual([
      {
        ...base,
        soal: '<p>Ibu kota Indonesia adalah</p>',
        pil: p('Bandung', 'Jakarta', 'Surabaya', 'Medan'),
        kunci: 'B',
        pembahasan: '<p>Jakarta sejak 1945.</p>',
      },
    ]);
  });

  it('multichoice multiple: PG Jawaban Ganda with the fractions as weights (plain text escaped)', () => {
    expect(parseMoodleXml(fixture('jawaban-ganda.xml')).map(view)).toEqual([
      {
        ...base,
        soal: '<p>Pilih semua bilangan prima &lt; 5.</p>',
        pil: p('2', '3', '4', '1'),
        form: {
          type: 'PG Jawaban Ganda',
          isi: {},
          kunci: { benar: ['A', 'B'], bobot: { A: 50, B: 50, C: -100, D: -100 } },
          aturan_skor: 'berbobot',
        },
      },
    ]);
  });

  it('truefalse: Benar/Salah', () => {
    expect(parseMoodleXml(fixture('benar-salah.xml')).map((q) => q.form?.kunci)).toEqual([
      { jawaban: true },
      { jawaban: false },
    ]);
  });

  it('shortanswer: Isian Singkat with credits; usecase 1 keeps case; a 0 % answer is no accepted answer', () => {
    expect(parseMoodleXml(fixture('isian-singkat.xml'))[0].form).toEqual({
      type: 'Isian Singkat',
      isi: {},
      kunci: {
        jawaban: [
          { teks: 'Soekarno', nilai: 100 },
          { teks: 'Bung Karno', nilai: 50 },
        ],
        abaikan_huruf_besar: false,
      },
      aturan_skor: null,
    });
  });

  it('numerical: Isian Angka with the tolerance', () => {
    expect(parseMoodleXml(fixture('isian-angka.xml'))[0].form?.kunci).toEqual({
      jawaban: ['7', '-7'],
      toleransi: 0.5,
      jenis_toleransi: 'mutlak',
    });
  });

  it('matching: Menjodohkan; a subquestion without text is a distractor response', () => {
    expect(parseMoodleXml(fixture('menjodohkan.xml')).map(view)).toEqual([
      {
        ...base,
        soal: '<p>Pasangkan negara dengan ibu kotanya.</p>',
        pil: p('Jakarta', 'Kuala Lumpur', 'Bangkok', 'Manila'),
        form: {
          type: 'Menjodohkan',
          isi: { premis: p('Indonesia', 'Malaysia', 'Thailand') },
          kunci: { pasangan: ['A', 'B', 'C'] },
          aturan_skor: 'semua',
        },
      },
    ]);
  });

  it('essay: graderinfo is the essay key', () => {
    expect(parseMoodleXml(fixture('essay.xml')).map(view)).toEqual([
      {
        ...base,
        type_soal: 'Essay',
        soal: '<p>Jelaskan proses fotosintesis.</p>',
        kunci_essay: '<p>Cahaya, klorofil, CO<sub>2</sub> dan air.</p>',
      },
    ]);
  });

  it('pictures: the base64 <file> named by @@PLUGINFILE@@ (URL-encoded name) of the text and of an option', () => {
    const [q] = parseMoodleXml(fixture('gambar.xml'));
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8AARAxg8j8AG/ID/fPnS7EAAAAASUVORK5CYII=',
      'base64',
    );
    expect(q.soal_pg).toBe('<p>Warna apa ini? </p>');
    expect(q.soal_gambar?.bytes.equals(png)).toBe(true);
    expect(q.gambar_pil.B?.bytes.equals(png)).toBe(true);
    expect([q.gambar_pil.A, q.pil.B, q.kunci, q.problems]).toEqual([null, '', 'A', []]);
  });

  it('types we do not have are named, one problem each', () => {
    expect(parseMoodleXml(fixture('belum-didukung.xml')).map((q) => q.problems)).toEqual([
      ['Jenis soal Moodle "ddwtos" belum didukung'],
      ['Jenis soal Moodle "calculatedsimple" belum didukung'],
    ]);
  });
});

describe('parseMoodleXml: refusals and edge cases', () => {
  const refusal = (xml: string) => {
    try {
      parseMoodleXml(xml);
    } catch (err) {
      return err instanceof AppError ? [err.statusCode, err.message] : err;
    }
    return null;
  };
  // a DOCTYPE, external entities, another root and broken XML: through the route (import-formats.test.ts)
  it('an entity that is declared nowhere: 400, the file unreadable', () => {
    expect(refusal('<quiz><question type="essay">&x;</question></quiz>')).toEqual([400, IMPORT_MSG.corrupt]);
  });

  it('single choice with a partial credit is a problem, not dropped silently', () => {
    const [q] = parseMoodleXml(
      '<quiz><question type="multichoice"><questiontext><text>Q</text></questiontext><single>true</single>' +
        '<answer fraction="100"><text>a</text></answer><answer fraction="50"><text>b</text></answer></question></quiz>',
    );
    expect(q.problems).toEqual([IMPORT_MSG.partialChoice]);
  });
});
