import fs from 'node:fs';
import path from 'node:path';
import { EXPORT_NOTE_HEADER } from '@tryout/shared/import-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { interchangeSetting, qtiPaket } from './import-test-helpers';

/**
 * An export that cannot carry something says so in the file and in its answer (docs/decisions/0020), on
 * SQLite and PostgreSQL: a group with an audio question (the QTI fixture package: its fourth item
 * has audio, its first a picture) to Word, Excel, GIFT and Moodle XML; a group without either says
 * nothing.
 */

const API = '/tryout/api';
const QTI = path.join(import.meta.dirname, 'fixtures', 'qti');

const AUDIO_WORD = 'Catatan: audio soal berikut tidak ikut diekspor (Word tidak dapat memuat audio): Soal 4';

describe('exports name what they leave out', () => {
  const { t, auth, materi, upload, newGroup, rowsOf } = interchangeSetting();
  let withAudio = 0;
  let without = 0;
  beforeAll(async () => {
    withAudio = await newGroup('Dengan audio');
    expect((await upload(withAudio, 'simpan', await qtiPaket(), 'paket.zip')).statusCode).toBe(200);
    without = await newGroup('Tanpa audio');
    const item = fs.readFileSync(path.join(QTI, 'pilihan-ganda.xml'));
    expect((await upload(without, 'simpan', item, 'pg.xml')).statusCode).toBe(200);
  });
  const get = async (url: string) => {
    const res = await t().app.inject({ method: 'GET', url: `${API}${url}`, headers: auth() });
    expect(res.statusCode, res.body).toBe(200);
    const header = res.headers[EXPORT_NOTE_HEADER];
    return { res, note: typeof header === 'string' ? decodeURIComponent(header) : null };
  };
  const docxText = async (b: Buffer) => {
    const { default: mammoth } = await import('mammoth');
    return (await mammoth.extractRawText({ buffer: b })).value;
  };
  const workbook = async (b: Buffer) => {
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(b as unknown as ArrayBuffer);
    return wb;
  };

  it('the fixture: the fourth question has audio, the first a picture', async () => {
    const rows = await rowsOf(withAudio);
    expect(rows.map((r) => r.soal_gambar?.split('.')[1] ?? null)).toEqual(['png', null, null, 'wav']);
  });

  it('Word: a line at the top of the file and the header; the file still imports its 4 questions', async () => {
    const { res, note } = await get(`/eksporSoal/group/${withAudio}/docx`);
    expect(note).toBe('Audio 1 soal tidak ikut diekspor ke Word: Soal 4');
    const text = await docxText(res.rawPayload);
    expect(text).toContain(AUDIO_WORD);
    expect(text.indexOf(AUDIO_WORD)).toBeLessThan(text.indexOf('1. '));
    const back = await newGroup('Dari Word');
    const saved = await upload(back, 'simpan', res.rawPayload, 'ekspor.docx');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rowsOf(back)).toHaveLength(4);
  });

  it('Excel: a first sheet Catatan and the header; the file still imports its 4 questions', async () => {
    const { res, note } = await get(`/eksporSoal/group/${withAudio}/excel`);
    expect(note).toBe('Audio 1 soal tidak ikut diekspor ke Excel: Soal 4');
    const wb = await workbook(res.rawPayload);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Catatan', 'Dengan audio']);
    expect(wb.worksheets[0].getCell('A1').value).toBe(
      'Catatan: audio soal berikut tidak ikut diekspor (Excel tidak dapat memuat audio): Soal 4',
    );
    const back = await newGroup('Dari Excel');
    const saved = await upload(back, 'simpan', res.rawPayload, 'ekspor.xlsx');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rowsOf(back)).toHaveLength(4);
  });

  it('GIFT: audio and pictures as // lines; Moodle XML: audio as a comment', async () => {
    const gift = await get(`/eksporSoal/group/${withAudio}/gift`);
    expect(gift.note).toBe(
      'Audio 1 soal tidak ikut diekspor ke GIFT: Soal 4\nGambar 1 soal tidak ikut diekspor ke GIFT: Soal 1',
    );
    expect(gift.res.body.split('\n').slice(0, 3)).toEqual([
      '// Catatan: audio soal berikut tidak ikut diekspor (GIFT tidak dapat memuat audio): Soal 4',
      '',
      '// Catatan: gambar soal berikut tidak ikut diekspor (GIFT tidak dapat memuat gambar): Soal 1',
    ]);
    const xml = await get(`/eksporSoal/group/${withAudio}/moodle`);
    expect(xml.note).toBe('Audio 1 soal tidak ikut diekspor ke Moodle XML: Soal 4');
    expect(xml.res.body).toContain(
      '<!-- Catatan: audio soal berikut tidak ikut diekspor (Moodle XML tidak dapat memuat audio): Soal 4 -->',
    );
  });

  it('a materi export names the group; QTI carries everything', async () => {
    const { note } = await get(`/eksporSoal/materi/${materi()}/docx`);
    expect(note).toContain('Soal 4 (Dengan audio)');
    expect((await get(`/eksporSoal/group/${withAudio}/qti`)).note).toBeNull();
  });

  it('a group without audio: no note in the files, no header', async () => {
    for (const kind of ['docx', 'excel', 'moodle'] as const) {
      const { res, note } = await get(`/eksporSoal/group/${without}/${kind}`);
      expect(note, kind).toBeNull();
      if (kind === 'docx') expect(await docxText(res.rawPayload)).not.toContain('Catatan:');
      if (kind === 'excel')
        expect((await workbook(res.rawPayload)).worksheets.map((w) => w.name)).toEqual(['Tanpa audio']);
      if (kind === 'moodle') expect(res.body).not.toContain('Catatan');
    }
  });
});
