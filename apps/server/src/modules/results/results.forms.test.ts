import type { ResultAnswers } from '@tryout/shared/answer-detail';
import type { Review } from '@tryout/shared/insight';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { examApi } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { addEveryForm, everyFormAnswer, type FormName, shownLetter } from '../../../test/form-fixtures';
import { pdfPages, readXlsx } from '../../../test/read-files';
import { API } from '../../../test/staff-api';

/**
 * The result detail, its PDF and Excel, and the candidate's review show each form's answer and key
 * readably (docs/decisions/0027): the statements with the candidate's label and the key, the matching's
 * premise → response, the isian against the accepted keys, and each question's score of its
 * weight — the key to staff always, to a candidate only once the review is allowed.
 */
describe('results and review of the UTBK / AKM forms', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  let candidate: Awaited<ReturnType<typeof makeCandidate>>;
  let kode: string;
  let materiId: number;
  let ids: Record<FormName, number>;
  let idHasil: number;
  const api = () => examApi(t);
  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

  beforeAll(async () => {
    t = await createTestContext();
    admin = await makeStaff(t.db, 'admin');
    const set = await makeTryout(t.db, [
      { acak_pilihan: true, groups: [{ nama: 'Campur', jumlah: 0, questions: [{ kunci: 'A' }] }] },
    ]);
    const m = set.materi[0];
    kode = m.kode_ujian;
    materiId = m.id;
    ids = await addEveryForm(t.db, m.questions[0].group_id, m.id);
    candidate = await makeCandidate(t.db);
    const sheet = await api().sheet(candidate.auth, kode);
    for (const [id, jawaban] of everyFormAnswer(sheet, ids)) {
      const r = await api().post('/simpanJawaban', candidate.auth, {
        kode_ujian: kode,
        id_soal: id,
        jawaban,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const pg = m.questions[0].id;
    expect((await api().save(candidate.auth, kode, pg, shownLetter(sheet, pg, 'A'))).status).toBe(200);
    const sub = await api().submit(candidate.auth, kode);
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    // Σ bobot × skor = 1 (PG) + 2 × 0,5 + 0 + 1 + 0,5 + 2/3 + 1; Σ bobot = 8
    expect(sub.body.data.nilai_pg).toBe(64.58);
    const row = await t.db
      .selectFrom('results')
      .select('id_hasil')
      .where('materi_id', '=', m.id)
      .executeTakeFirstOrThrow();
    idHasil = row.id_hasil;
  });
  afterAll(async () => t.close());

  const byId = (a: { soal: { id_soal: number }[] }, id: number) =>
    a.soal.find((s) => s.id_soal === id) as ResultAnswers['soal'][number];

  it('the result detail: every form line by line with the key, and the score of its weight', async () => {
    const r = await get(`/hasilujian/${idHasil}/jawaban`, admin.auth);
    expect(r.statusCode, r.body).toBe(200);
    const a = r.json().data as ResultAnswers;
    expect(a.hasil).toMatchObject({ id_hasil: idHasil, nilai_pg: 64.58 });
    expect(a.soal).toHaveLength(7);
    const tabel = byId(a, ids.tabel).rincian;
    expect(tabel).toMatchObject({
      kolom: 'Pernyataan',
      aturan: 'Kprim (satu salah: setengah nilai)',
      skor: 0.5,
      bobot: 2,
    });
    expect(tabel.baris).toEqual([
      { label: '1. Bumi bulat', jawaban: 'Benar', kunci: 'Benar', benar: true },
      { label: '2. Air membeku 50 derajat', jawaban: 'Salah', kunci: 'Salah', benar: true },
      { label: '3. Besi logam', jawaban: 'Benar', kunci: 'Benar', benar: true },
      { label: '4. Garam manis', jawaban: 'Benar', kunci: 'Salah', benar: false },
    ]);
    expect(byId(a, ids.ganda).rincian).toMatchObject({
      skor: 0,
      baris: [
        { label: 'A. Respons A', jawaban: 'Dipilih', kunci: 'Dipilih', benar: true },
        { label: 'B. Respons B', jawaban: 'Tidak dipilih', kunci: 'Tidak dipilih', benar: true },
        { label: 'C. Respons C', jawaban: 'Tidak dipilih', kunci: 'Dipilih', benar: false },
        { label: 'D. Respons D', jawaban: 'Tidak dipilih', kunci: 'Tidak dipilih', benar: true },
      ],
    });
    expect(byId(a, ids.angka).rincian).toMatchObject({
      skor: 1,
      baris: [{ jawaban: '1/2', kunci: '0,5 atau 1/2 (toleransi ± 0,01)', benar: true }],
    });
    expect(byId(a, ids.singkat).rincian).toMatchObject({
      skor: 0.5,
      baris: [{ jawaban: 'kemerdekaan', kunci: 'Proklamasi atau Kemerdekaan (50 %)', benar: null }],
    });
    const jodoh = byId(a, ids.jodoh).rincian;
    expect(jodoh.kolom).toBe('Premis → Respons');
    expect(jodoh.skor).toBeCloseTo(2 / 3, 10);
    // original letters, whatever order the candidate saw
    expect(jodoh.baris.map((b) => [b.label, b.jawaban, b.kunci, b.benar])).toEqual([
      ['1. Air', 'B. Respons B', 'B. Respons B', true],
      ['2. Garam', 'D. Respons D', 'D. Respons D', true],
      ['3. Gula', 'C. Respons C', 'A. Respons A', false],
    ]);
    expect(byId(a, ids.bs).rincian.baris).toEqual([
      { label: 'Pernyataan', jawaban: 'Tidak', kunci: 'Tidak', benar: true },
    ]);
    // the weighted scores add up to the stored nilai
    const got = a.soal.reduce((s, q) => s + (q.rincian.skor ?? 0) * q.rincian.bobot, 0);
    const of = a.soal.reduce((s, q) => s + q.rincian.bobot, 0);
    expect(Math.round((100 * got * 100) / of) / 100).toBe(a.hasil.nilai_pg);
  });

  it('the PDF shows the statements, the pairs, the accepted keys and the scores (pdftotext)', async () => {
    const r = await get(`/hasilujian/${idHasil}/jawaban/pdf`, admin.auth);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    const text = pdfPages(r.rawPayload).join('\n');
    for (const s of [
      'Detail Jawaban',
      candidate.candidate.full_name,
      'Nilai Akhir 64,58',
      '[PG Kompleks · Kprim (satu salah: setengah nilai)',
      '4. Garam manis',
      'Skor 1 dari 2 (0,5 × bobot 2)',
      '3. Gula',
      'C. Respons C',
      'Proklamasi atau Kemerdekaan (50 %)',
      'Skor 0,5 dari 1',
      'Skor 0,667 dari 1',
      '0,5 atau 1/2 (toleransi ± 0,01)',
    ])
      expect(text, s).toContain(s);
    expect(text).toMatch(/4\. Garam manis\s+Benar\s+Salah\s+Salah/);
  });

  it('the Excel has one row per statement, premise, option or answer, with the score of the weight', async () => {
    const r = await get(`/hasilujian/${idHasil}/jawaban/excel`, admin.auth);
    expect(r.statusCode).toBe(200);
    const rows = await readXlsx(r.rawPayload);
    expect(rows[0]).toEqual([
      'No',
      'Jenis Soal',
      'Soal',
      'Pernyataan / Premis / Pilihan',
      'Jawaban Peserta',
      'Kunci',
      'Hasil',
      'Skor',
      'Bobot',
    ]);
    const line = (label: string) => rows.find((x) => x[3] === label) as unknown[];
    expect(line('1. Bumi bulat').slice(4)).toEqual(['Benar', 'Benar', 'Benar', 1, 2]);
    expect(line('4. Garam manis').slice(4, 7)).toEqual(['Benar', 'Salah', 'Salah']);
    expect(line('3. Gula').slice(4, 7)).toEqual(['C. Respons C', 'A. Respons A', 'Salah']);
    expect(line('Isian singkat').slice(4)).toEqual([
      'kemerdekaan',
      'Proklamasi atau Kemerdekaan (50 %)',
      undefined,
      0.5,
      1,
    ]);
    // 7 questions: 4 statements + 4 options + 1 + 1 + 3 premises + 1 + the PG's line
    expect(rows).toHaveLength(1 + 4 + 4 + 1 + 1 + 3 + 1 + 1);
  });

  it('staff only: 401 without a token, 403 to a candidate, 404 for a result that is not there', async () => {
    for (const path of ['', '/pdf', '/excel']) {
      expect((await get(`/hasilujian/${idHasil}/jawaban${path}`)).statusCode).toBe(401);
      const asCandidate = await get(`/hasilujian/${idHasil}/jawaban${path}`, candidate.auth);
      expect(asCandidate.statusCode).toBe(403);
      expect(asCandidate.body).not.toContain('Proklamasi');
      const missing = await get(`/hasilujian/999999/jawaban${path}`, admin.auth);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Hasil ujian tidak ditemukan');
    }
  });

  it('the review: no key of a form before it is allowed; then each form line by line with the key', async () => {
    const before = await api().get(`/pembahasan/${kode}`, candidate.auth);
    expect(before.status).toBe(403);
    const leaked = JSON.stringify(before.body);
    for (const secret of ['Proklamasi', 'Kemerdekaan', '1/2', 'rincian', 'kunci'])
      expect(leaked).not.toContain(secret);
    await t.db
      .updateTable('materi')
      .set({ tampilkan_pembahasan: 1, ditutup: 1 })
      .where('id', '=', materiId)
      .execute();
    const r = await api().get(`/pembahasan/${kode}`, candidate.auth);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const review = r.body.data as Review;
    const staffView = (await get(`/hasilujian/${idHasil}/jawaban`, admin.auth)).json().data as ResultAnswers;
    for (const name of Object.keys(ids) as FormName[])
      expect(byId(review, ids[name]).rincian, name).toEqual(byId(staffView, ids[name]).rincian);
    expect(byId(review, ids.singkat).rincian.baris[0].kunci).toBe('Proklamasi atau Kemerdekaan (50 %)');
  });
});
