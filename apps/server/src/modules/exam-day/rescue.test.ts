import type { OptionKey } from '@tryout/shared/constants';
import { FORM_MSG } from '@tryout/shared/question-forms';
import { RESCUE_MSG, type RescuePreview } from '@tryout/shared/rescue';
import { type RescuePayload, sealRescueFile } from '@tryout/shared/rescue-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { giveCourse, makeCourseExam, makeTryout, questionRow } from '../../../test/exam-fixtures';
import { examApi, questionsOf, workingStudent, wrongLetter } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { API, expectStaffOnly } from '../../../test/staff-api';

import { attemptDraw } from './answers.repository';

/**
 * The rescue file (docs/decisions/0012): the exam page's answers sealed to the server's key; staff upload
 * it on the attempt, see the differences, and apply only the newer answers made in time.
 */
describe("rescue file ('Unggah berkas jawaban')", () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let set: Awaited<ReturnType<typeof makeTryout>>;
  let kode: string;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  let spki: Uint8Array;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    const keys: OptionKey[] = ['A', 'B', 'C', 'D', 'E'];
    set = await makeTryout(t.db, [
      {
        groups: [
          {
            nama: 'Penyelamatan',
            jumlah: 0,
            questions: [
              ...Array.from({ length: 20 }, (_, i) => ({ kunci: keys[i % 5] })),
              { type: 'Essay' as const, kunci_essay: 'kunci essay' },
            ],
          },
        ],
      },
    ]);
    kode = set.materi[0].kode_ujian;
    admin = await makeStaff(t.db, 'admin');
  });
  afterAll(async () => t.close());

  const keyOf = (id: number) => set.byId.get(id)?.kunci_pg as OptionKey;

  async function serverKey() {
    const res = await t.app.inject({ method: 'GET', url: `${API}/berkas-jawaban/kunci` });
    expect(res.statusCode).toBe(200);
    return { res, spki: new Uint8Array(Buffer.from(res.json().data.spki, 'base64')) };
  }

  async function taker() {
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, kode);
    const qs = questionsOf(sheet);
    const pg = qs.filter((q) => q.type_soal === 'PG').map((q) => q.id_soal);
    const essay = qs.find((q) => q.type_soal === 'Essay')?.id_soal as number;
    return { auth, attemptId: sheet.attempt_id, pg, essay };
  }

  const fileOf = async (attempt_id: number, jawaban: RescuePayload['jawaban'], kode_ujian = kode) => {
    if (!spki) spki = (await serverKey()).spki;
    const payload: RescuePayload = {
      versi: 1,
      attempt_id,
      kode_ujian,
      dibuat: { perangkat: Date.now(), server: Date.now() },
      jawaban,
    };
    return Buffer.from(await sealRescueFile(payload, spki)).toString('base64');
  };

  const staffPost = (url: string, payload: unknown, auth = admin.auth) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, headers: auth, payload: payload as object });
  const preview = (attemptId: number, berkas: string, auth = admin.auth) =>
    staffPost(`/berkas-jawaban/${attemptId}/pratinjau`, { berkas }, auth);
  const applyFile = (attemptId: number, berkas: string, selesaikan: boolean, auth = admin.auth) =>
    staffPost(
      `/berkas-jawaban/${attemptId}/terapkan`,
      { berkas, selesaikan, alasan: 'Jaringan lab putus' },
      auth,
    );

  const storedOf = (attemptId: number) =>
    t.db
      .selectFrom('answers')
      .select(['question_id', 'value', 'isi', 'seq'])
      .where('attempt_id', '=', attemptId)
      .orderBy('question_id')
      .execute();
  /** The results of an attempt finished by the file and of one submitted normally: the same scores. */
  async function sameResults(byFile: number, normal: number) {
    const results = await t.db
      .selectFrom('results')
      .select(['attempt_id', 'nilai_pg', 'nilai_akhir'])
      .where('attempt_id', 'in', [byFile, normal])
      .orderBy('attempt_id')
      .execute();
    expect(results).toHaveLength(2);
    expect(Number(results[0].nilai_pg)).toBeGreaterThan(0);
    expect(Number(results[0].nilai_pg)).toBe(Number(results[1].nilai_pg));
    expect(Number(results[0].nilai_akhir)).toBe(Number(results[1].nilai_akhir));
  }
  const auditOf = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('the public key: no login, cacheable, never the private half', async () => {
    const { res } = await serverKey();
    expect(res.headers['cache-control']).toContain('max-age');
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['algoritma', 'kid', 'spki']);
    const row = await t.db.selectFrom('server_keys').selectAll().executeTakeFirstOrThrow();
    expect(res.body).not.toContain(row.private_key.slice(0, 40));
    // the same key on every call (made once, kept in the database)
    expect((await serverKey()).res.json().data).toEqual(data);
    await expectStaffOnly(t, [
      ['POST', '/berkas-jawaban/1/pratinjau'],
      ['POST', '/berkas-jawaban/1/terapkan'],
      ['POST', '/berkas-jawaban/hasil/1/pratinjau'],
      ['POST', '/berkas-jawaban/hasil/1/terapkan'],
    ]);
  });

  it('20 answers, 5 newer on the server: the upload applies the 15 others, keeps the 5, and scores as a normal submit', async () => {
    const a = await taker();
    expect(a.pg).toHaveLength(20);
    // the page's changes, after the attempt began
    const base = Date.now();
    // the page's answers (made offline): the key for even questions, a wrong letter for odd ones
    const pageLetter = (i: number) => (i % 2 === 0 ? keyOf(a.pg[i]) : wrongLetter(keyOf(a.pg[i])));
    const jawaban: RescuePayload['jawaban'] = a.pg.map((id, i) => ({
      id_soal: id,
      pilihan: pageLetter(i),
      urutan: base + i,
      pada: base + i,
    }));
    const older = (i: number) => (pageLetter(i) === 'E' ? 'D' : 'E') as OptionKey;
    // an older save of questions 5–9 reached the server before the outage (the file replaces it)
    for (let i = 5; i < 10; i++) {
      const r = await api.post('/simpanJawaban', a.auth, {
        kode_ujian: kode,
        id_soal: a.pg[i],
        value: older(i),
        urutan: base - 1000,
      });
      expect(r.status).toBe(200);
    }
    // the server holds a later version of questions 0–4 (another device, after the file's changes)
    const later = (i: number) => (pageLetter(i) === 'D' ? 'E' : 'D') as OptionKey;
    for (let i = 0; i < 5; i++) {
      const r = await api.post('/simpanJawaban', a.auth, {
        kode_ujian: kode,
        id_soal: a.pg[i],
        value: later(i),
        urutan: base + 10_000,
      });
      expect(r.status).toBe(200);
    }
    const berkas = await fileOf(a.attemptId, jawaban);
    const before = await storedOf(a.attemptId);

    const pre = await preview(a.attemptId, berkas);
    expect(pre.statusCode, pre.body).toBe(200);
    const p = pre.json().data as RescuePreview;
    expect(p.jumlah).toMatchObject({ terapkan: 15, server_lebih_baru: 5, sama: 0, di_luar_waktu: 0 });
    expect(p.status).toBe('in_progress');
    const first = p.baris.find((r) => r.id_soal === a.pg[0]);
    expect(first).toMatchObject({
      di_server: later(0),
      di_berkas: pageLetter(0),
      keputusan: 'server_lebih_baru',
    });
    expect(p.baris.find((r) => r.id_soal === a.pg[7])).toMatchObject({
      di_server: older(7),
      di_berkas: pageLetter(7),
      keputusan: 'terapkan',
    });
    // a preview changes nothing
    expect(await storedOf(a.attemptId)).toEqual(before);

    const res = await applyFile(a.attemptId, berkas, true);
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.message).toBe(RESCUE_MSG.applied(15));
    expect(out.data).toMatchObject({ diterapkan: 15, dipertahankan: 5, status: 'submitted' });
    const stored = new Map((await storedOf(a.attemptId)).map((r) => [r.question_id, r.value]));
    for (let i = 0; i < 20; i++)
      expect(stored.get(a.pg[i]), `soal ${i}`).toBe(i < 5 ? later(i) : pageLetter(i));

    // the same answers through a normal page: saved, then submitted
    const b = await taker();
    for (let i = 0; i < 20; i++) {
      const r = await api.save(b.auth, kode, a.pg[i], i < 5 ? later(i) : pageLetter(i));
      expect(r.status).toBe(200);
    }
    const normal = await api.submit(b.auth, kode);
    expect(normal.status).toBe(200);
    expect(out.data.nilai_akhir).toBe(normal.body.data.nilai_akhir);
    await sameResults(a.attemptId, b.attemptId);

    // audited: the preview and the upload, with the reason and the counts
    const applied = (await auditOf('berkas_jawaban')).at(-1);
    expect(applied?.reason).toBe('Jaringan lab putus');
    expect(JSON.parse(applied?.new_value ?? '{}')).toMatchObject({
      attempt_id: a.attemptId,
      diterapkan: 15,
      dipertahankan: 5,
      selesaikan: true,
    });
    expect((await auditOf('pratinjau_berkas_jawaban')).length).toBeGreaterThan(0);
  });

  it('a finished attempt not yet reviewed: the newer answers made in time are applied and scored again; a change after the deadline is not', async () => {
    const a = await taker();
    const now = Date.now();
    const berkasAt = async () =>
      fileOf(a.attemptId, [
        { id_soal: a.pg[0], pilihan: keyOf(a.pg[0]), urutan: now, pada: now },
        { id_soal: a.pg[1], pilihan: keyOf(a.pg[1]), urutan: now + 1, pada: now + 3 * 3_600_000 },
        { id_soal: a.essay, essay: 'Jawaban yang diketik saat luring', urutan: now + 2, pada: now },
      ]);
    const submitted = await api.submit(a.auth, kode);
    expect(submitted.status).toBe(200);
    const berkas = await berkasAt();
    // on the result page: the upload names the result, the server finds its attempt
    const onResult = `/berkas-jawaban/hasil/${submitted.body.data.id_hasil}`;
    const pre = (await staffPost(`${onResult}/pratinjau`, { berkas })).json().data as RescuePreview;
    expect(pre).toMatchObject({ attempt_id: a.attemptId, status: 'submitted' });
    expect(pre.jumlah).toMatchObject({ terapkan: 2, di_luar_waktu: 1 });
    const res = await staffPost(`${onResult}/terapkan`, {
      berkas,
      selesaikan: false,
      alasan: 'Jaringan lab putus',
    });
    expect(res.statusCode, res.body).toBe(200);
    // nilai akhir waits for the essay's grade; nilai PG is scored again (1 of 20 right)
    expect(res.json().data).toMatchObject({ diterapkan: 2, status: 'submitted', nilai_akhir: null });
    const result = await t.db
      .selectFrom('results')
      .select(['nilai_pg', 'jawaban_essay'])
      .where('attempt_id', '=', a.attemptId)
      .executeTakeFirstOrThrow();
    expect(Number(result.nilai_pg)).toBe(5);
    expect(result.jawaban_essay).toContain('Jawaban yang diketik saat luring');
  });

  it('refuses a changed byte, another attempt’s file, a reviewed attempt and a foreign file — nothing changed, the refusal audited', async () => {
    const a = await taker();
    const other = await taker();
    const entry = (id: number) => ({
      id_soal: id,
      pilihan: 'A' as const,
      urutan: Date.now(),
      pada: Date.now(),
    });
    const berkas = await fileOf(a.attemptId, [entry(a.pg[0])]);
    const before = await storedOf(a.attemptId);

    const bytes = Buffer.from(berkas, 'base64');
    for (const at of [20, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const bad = Buffer.from(bytes);
      bad[at] ^= 0x04;
      for (const send of [preview, (id: number, b: string) => applyFile(id, b, true)]) {
        const r = await send(a.attemptId, bad.toString('base64'));
        expect(r.statusCode, `byte ${at}`).toBe(400);
        expect(r.json().message).toBe(RESCUE_MSG.damaged);
      }
    }
    const foreign = await preview(a.attemptId, Buffer.from('nama,jawaban\nBudi,A\n').toString('base64'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(RESCUE_MSG.notRescueFile);

    // the file of `other` uploaded on `a`
    const wrong = await applyFile(a.attemptId, await fileOf(other.attemptId, [entry(other.pg[0])]), true);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(RESCUE_MSG.otherAttempt(other.attemptId, a.attemptId));
    expect(await storedOf(a.attemptId)).toEqual(before);
    expect(
      (await t.db.selectFrom('attempts').select('status').where('id', '=', a.attemptId).executeTakeFirst())
        ?.status,
    ).toBe('in_progress');

    // finished and reviewed: its essay graded by staff
    const done = await api.submit(other.auth, kode);
    expect(done.status).toBe(200);
    const graded = await t.app.inject({
      method: 'PUT',
      url: `${API}/edithasilujian/${done.body.data.id_hasil}`,
      headers: admin.auth,
      payload: { nilai_essay: 80, alasan: 'Koreksi nilai' },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    const reviewed = await applyFile(
      other.attemptId,
      await fileOf(other.attemptId, [entry(other.pg[0])]),
      true,
    );
    expect(reviewed.statusCode).toBe(409);
    expect(reviewed.json().message).toBe(RESCUE_MSG.reviewed);

    const refused = await auditOf('berkas_jawaban_ditolak');
    expect(refused.map((r) => r.reason)).toEqual(
      expect.arrayContaining([
        RESCUE_MSG.damaged,
        RESCUE_MSG.notRescueFile,
        RESCUE_MSG.otherAttempt(other.attemptId, a.attemptId),
        RESCUE_MSG.reviewed,
      ]),
    );
    const missing = await preview(999_999, berkas);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RESCUE_MSG.attemptNotFound);
    const noResult = await staffPost('/berkas-jawaban/hasil/999999/pratinjau', { berkas });
    expect(noResult.statusCode).toBe(404);
  });

  it("a lecturer only on their own course exam's attempts", async () => {
    const owner = await makeStaff(t.db, 'dosen');
    const stranger = await makeStaff(t.db, 'dosen');
    const { exam } = await makeCourseExam(t.db);
    await giveCourse(t.db, exam.id_ujian, owner.user.id);
    const s = await workingStudent(t, exam.kode_ujian, '2301001', 'A');
    const berkas = await fileOf(s.sheet.attempt_id, [
      { id_soal: s.id_soal, pilihan: 'B', urutan: Date.now() + 5, pada: Date.now() },
    ]);
    const no = await preview(s.sheet.attempt_id, berkas, stranger.auth);
    expect(no.statusCode).toBe(403);
    const yes = await preview(s.sheet.attempt_id, berkas, owner.auth);
    expect(yes.statusCode, yes.body).toBe(200);
    expect((yes.json().data as RescuePreview).jumlah.terapkan).toBe(1);
  });

  it("the forms' answers (docs/decisions/0025): checked as a save checks them, applied with their urutan, scored as a normal submit", async () => {
    const formSet = await makeTryout(t.db, [
      { groups: [{ nama: 'Bentuk', jumlah: 0, questions: [{ kunci: 'A' }] }] },
    ]);
    const m = formSet.materi[0];
    const addForm = async (type: 'PG Kompleks' | 'Isian Angka', isi: object, kunci: object, more = {}) =>
      (
        await t.db
          .insertInto('questions')
          .values(
            questionRow({
              group_soal: m.questions[0].group_id,
              id_master_materi: m.id,
              type_soal: type,
              isi: JSON.stringify(isi),
              kunci: JSON.stringify(kunci),
              ...more,
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const kompleks = await addForm(
      'PG Kompleks',
      { label: 'Benar/Salah', pernyataan: ['<p>P1</p>', '<p>P2</p>', '<p>P3</p>', '<p>P4</p>'] },
      { jawaban: [true, false, true, true] },
      { aturan_skor: 'kprim', bobot: 2 },
    );
    const angka = await addForm(
      'Isian Angka',
      {},
      { jawaban: ['0,5', '1/2'], toleransi: 0.01, jenis_toleransi: 'mutlak' },
    );
    const tabel = [true, false, true, false];
    const start = async () => {
      const { auth } = await makeCandidate(t.db);
      const sheet = await api.sheet(auth, m.kode_ujian);
      expect(questionsOf(sheet).map((q) => q.id_soal)).toEqual(expect.arrayContaining([kompleks, angka]));
      return { auth, attemptId: sheet.attempt_id };
    };
    const a = await start();
    const base = Date.now();
    // an older save of the number reached the server before the outage (the file replaces it)
    const older = await api.post('/simpanJawaban', a.auth, {
      kode_ujian: m.kode_ujian,
      id_soal: angka,
      jawaban: '7',
      urutan: base - 1000,
    });
    expect(older.status, JSON.stringify(older.body)).toBe(200);

    // a wrong shape is the question's problem in the preview, with the save's own words (no 500)
    const formFile = (jawaban: RescuePayload['jawaban']) => fileOf(a.attemptId, jawaban, m.kode_ujian);
    const rowsOf = async (berkas: string) => {
      const r = await preview(a.attemptId, berkas);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data as RescuePreview).baris;
    };
    const wrong = await formFile([
      { id_soal: kompleks, jawaban: 'A', urutan: base, pada: base },
      { id_soal: angka, jawaban: 'lima', urutan: base + 1, pada: base + 1 },
      { id_soal: m.questions[0].id, jawaban: [true], urutan: base + 2, pada: base + 2 },
    ]);
    const badRows = await rowsOf(wrong);
    expect(badRows.find((r) => r.id_soal === kompleks)).toMatchObject({
      jenis: 'Bentuk',
      keputusan: 'tidak_sah',
      masalah: FORM_MSG.answerTable,
      di_berkas: '"A"',
    });
    expect(badRows.find((r) => r.id_soal === angka)).toMatchObject({
      keputusan: 'tidak_sah',
      masalah: FORM_MSG.answerNumber,
      di_server: '7',
    });
    // a form's answer for a multiple-choice question
    expect(badRows.find((r) => r.id_soal === m.questions[0].id)?.keputusan).toBe('bukan_soal');
    const none = await applyFile(a.attemptId, wrong, false);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({ diterapkan: 0, status: 'in_progress' });

    // a form's 'ragu-ragu' mark travels with its answer, as a multiple-choice question's does
    const berkas = await formFile([
      { id_soal: kompleks, jawaban: tabel, ragu: true, urutan: base + 10, pada: base + 10 },
      { id_soal: angka, jawaban: '0,5', ragu: false, urutan: base + 11, pada: base + 11 },
    ]);
    const rows = await rowsOf(berkas);
    expect(rows.find((r) => r.id_soal === kompleks)).toMatchObject({
      jenis: 'Bentuk',
      di_server: null,
      di_berkas: '1. Benar; 2. Salah; 3. Benar; 4. Salah',
      ragu_server: false,
      ragu_berkas: true,
      keputusan: 'terapkan',
      masalah: null,
    });
    expect(rows.find((r) => r.id_soal === angka)).toMatchObject({
      di_server: '7',
      di_berkas: '0,5',
      ragu_server: false,
      ragu_berkas: false,
      keputusan: 'terapkan',
    });
    const res = await applyFile(a.attemptId, berkas, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ diterapkan: 2, status: 'submitted' });
    const fromFile = await storedOf(a.attemptId);
    expect(fromFile.map((r) => [r.question_id, r.isi, Number(r.seq)])).toEqual([
      [kompleks, JSON.stringify(tabel), base + 10],
      [angka, JSON.stringify('0,5'), base + 11],
    ]);
    const marks = (await attemptDraw(t.db, a.attemptId))
      .filter((r) => r.question_id === kompleks || r.question_id === angka)
      .sort((x, y) => x.question_id - y.question_id);
    expect(marks.map((r) => [r.question_id, Number(r.ragu)])).toEqual([
      [kompleks, 1],
      [angka, 0],
    ]);
    // the same file again: the same as the server holds (the answers and the marks)
    const again = (await preview(a.attemptId, berkas)).json().data as RescuePreview;
    expect(again.jumlah).toMatchObject({ sama: 2, terapkan: 0 });

    // the same answers through a normal page: saved, then submitted
    const b = await start();
    for (const [id_soal, jawaban] of [
      [kompleks, tabel],
      [angka, '0,5'],
    ] as const) {
      const r = await api.post('/simpanJawaban', b.auth, { kode_ujian: m.kode_ujian, id_soal, jawaban });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const normal = await api.submit(b.auth, m.kode_ujian);
    expect(normal.status).toBe(200);
    expect((await storedOf(b.attemptId)).map((r) => r.isi)).toEqual(fromFile.map((r) => r.isi));
    const nilai = res.json().data.nilai_akhir;
    expect(nilai).toBeGreaterThan(0);
    expect(nilai).toBe(normal.body.data.nilai_akhir);
    await sameResults(a.attemptId, b.attemptId);
  });
});
