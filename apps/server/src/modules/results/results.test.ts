import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../../test/context';
import { insertProgrammes, makeCandidate, makeStaff } from '../../../test/factories';
import { pdfPages, readXlsx } from '../../../test/read-files';
import { makeCourseExam, makeResult, makeTryoutExam } from '../../../test/result-fixtures';
import { API, type Staff, staffContext } from '../../../test/staff-api';

const WIB = 7 * 3600_000;
type Auth = { authorization: string } | undefined;

describe('results: lists, access, grading, deleting, PDF and Excel', () => {
  let t: TestContext;
  let [lecturer, other, admin]: Staff[] = [];
  let candidateAuth: Auth;
  let tryout: Awaited<ReturnType<typeof makeTryoutExam>>;
  let course: Awaited<ReturnType<typeof makeCourseExam>>;
  let otherCourse: Awaited<ReturnType<typeof makeCourseExam>>;

  beforeAll(async () => {
    [t, lecturer, other, admin] = await staffContext('dosen', 'dosen', 'admin');
    candidateAuth = (await makeCandidate(t.db)).auth;
    tryout = await makeTryoutExam(t.db, 3);
    course = await makeCourseExam(t.db, lecturer.user.id, 'PG Dan Essay');
    otherCourse = await makeCourseExam(t.db, other.user.id, 'Essay');
  });
  afterAll(async () => t.close());

  const call = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, headers: Auth, payload?: unknown) =>
    t.app.inject({ method, url: `${API}${url}`, headers, payload: payload as object });

  const resultRow = (id: number) =>
    t.db.selectFrom('results').selectAll().where('id_hasil', '=', id).executeTakeFirst();
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'results')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('refuses callers without a staff token', async () => {
    for (const [m, u] of [
      ['GET', '/hasilUjianAll'],
      ['GET', '/hasilujiandosen'],
      ['POST', '/hasilujian'],
      ['PUT', '/edithasilujian/1'],
      ['DELETE', '/deletehasilujian/1'],
      ['GET', '/pdfhasilujian/1'],
      ['GET', '/hasilujian/1/excel'],
      ['GET', '/nilaiujianmahasiswa/1/excel'],
      ['GET', '/hasilujianprodi/TI/excel'],
    ] as const) {
      expect((await call(m, u, undefined, {})).statusCode, `${m} ${u}`).toBe(401);
      expect((await call(m, u, candidateAuth, {})).statusCode, `${m} ${u}`).toBe(403);
    }
  });

  it('lists tryout exams with their nested materi and result counts (all staff)', async () => {
    const c = await makeCandidate(t.db);
    await makeResult(t.db, {
      id_ujian: tryout.exam.id_ujian,
      materi_id: tryout.materi[0].id,
      candidate: c.candidate,
    });
    for (const who of [lecturer, other, admin]) {
      const res = await call('GET', '/hasilUjianAll', who.auth);
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json().data.find((e: { id_ujian: number }) => e.id_ujian === tryout.exam.id_ujian);
      expect(row).toMatchObject({
        nama_ujian: tryout.exam.nama_ujian,
        master_materi: 'Tryout PMB',
        jumlah_hasil: 1,
        ujians: tryout.materi.map((m) => ({ id: m.id, kode_ujian: m.kode_ujian, deskripsi: m.deskripsi })),
      });
      // course exams are not in the tryout list
      expect(res.json().data.some((e: { id_ujian: number }) => e.id_ujian === course.exam.id_ujian)).toBe(
        false,
      );
    }
  });

  it("lists the lecturer's own course exams; the admin sees all", async () => {
    let res = await call('GET', '/hasilujiandosen', lecturer.auth);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((e: { id_ujian: number }) => e.id_ujian);
    expect(ids).toContain(course.exam.id_ujian);
    expect(ids).not.toContain(otherCourse.exam.id_ujian);
    expect(ids).not.toContain(tryout.exam.id_ujian);
    expect(
      res.json().data.find((e: { id_ujian: number }) => e.id_ujian === course.exam.id_ujian),
    ).toMatchObject({
      nama_matkul: course.course.nama_matkul,
      nama_dosen: lecturer.user.nama_dosen,
      type_soal: 'PG Dan Essay',
      kelas: 'A',
    });
    res = await call('GET', '/hasilujiandosen', admin.auth);
    const all = res.json().data.map((e: { id_ujian: number }) => e.id_ujian);
    expect(all).toEqual(expect.arrayContaining([course.exam.id_ujian, otherCourse.exam.id_ujian]));
  });

  it('returns results by exam, by materi and by programme; validates the body', async () => {
    const c = await makeCandidate(t.db);
    await insertProgrammes(t.db, [['TIX', 'Teknik Informatika X', 70]]);
    await t.db
      .updateTable('candidates')
      .set({ program_studi: 'TIX' })
      .where('id', '=', c.candidate.id)
      .execute();
    const r1 = await makeResult(t.db, {
      id_ujian: tryout.exam.id_ujian,
      materi_id: tryout.materi[1].id,
      candidate: c.candidate,
      nilai_pg: 80,
    });
    let res = await call('POST', '/hasilujian', other.auth, {
      id_ujian: tryout.exam.id_ujian,
      materi_id: tryout.materi[1].id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.ujian).toMatchObject({ id_ujian: tryout.exam.id_ujian, kategori: 'tryout' });
    expect(data.materi).toHaveLength(3);
    expect(data.hasil).toHaveLength(1);
    expect(data.hasil[0]).toMatchObject({
      id_hasil: r1.id_hasil,
      nama_mhs: c.candidate.full_name,
      nim: c.candidate.nisn,
      email: c.candidate.email,
      nilai_akhir: 80,
      nama_materi: tryout.materi[1].deskripsi,
      program_studi: 'TIX',
    });

    res = await call('POST', '/hasilujian', lecturer.auth, { id_ujian: String(tryout.exam.id_ujian) });
    expect(res.json().data.hasil.length).toBeGreaterThanOrEqual(2);

    res = await call('POST', '/hasilujian', lecturer.auth, { kode_prodi: 'TIX' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.prodi).toEqual({
      kode_prodi: 'TIX',
      nama_prodi: 'Teknik Informatika X',
      nilai_min_kelulusan: 70,
    });
    expect(res.json().data.hasil.map((h: { id_hasil: number }) => h.id_hasil)).toEqual([r1.id_hasil]);

    res = await call('POST', '/hasilujian', lecturer.auth, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id_ujian atau kode_prodi harus diisi');
    res = await call('POST', '/hasilujian', lecturer.auth, { id_ujian: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ujian tidak ditemukan');
    res = await call('POST', '/hasilujian', lecturer.auth, { kode_prodi: 'NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Prodi tidak ditemukan');
  });

  it("a lecturer cannot see, grade, delete or export another lecturer's course-exam results", async () => {
    const r = await makeResult(t.db, { id_ujian: otherCourse.exam.id_ujian, type_soal: 'Essay' });
    const id = otherCourse.exam.id_ujian;
    const refused = [
      await call('POST', '/hasilujian', lecturer.auth, { id_ujian: id }),
      await call('GET', `/pdfhasilujian/${id}`, lecturer.auth),
      await call('GET', `/hasilujian/${id}/excel`, lecturer.auth),
      await call('GET', `/nilaiujianmahasiswa/${id}/excel`, lecturer.auth),
      await call('PUT', `/edithasilujian/${r.id_hasil}`, lecturer.auth, {
        alasan: 'Koreksi nilai',
        nilai_essay: 90,
      }),
      await call('DELETE', `/deletehasilujian/${r.id_hasil}`, lecturer.auth, { alasan: 'Hasil ganda' }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe('Anda tidak memiliki akses ke hasil ujian ini');
    }
    expect(await resultRow(r.id_hasil)).toMatchObject({ nilai_essay: null, nilai_akhir: null });
    expect(await auditOf(r.id_hasil)).toHaveLength(0);
    // the owner and an admin may
    expect((await call('POST', '/hasilujian', other.auth, { id_ujian: id })).statusCode).toBe(200);
    const res = await call('POST', '/hasilujian', admin.auth, { id_ujian: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.hasil.map((h: { id_hasil: number }) => h.id_hasil)).toContain(r.id_hasil);
  });

  it('grading recomputes nilai_akhir per type, keeps the attempt in step and writes an audit row', async () => {
    const essay = await makeResult(t.db, { id_ujian: course.exam.id_ujian, type_soal: 'Essay' });
    let res = await call('PUT', `/edithasilujian/${essay.id_hasil}`, lecturer.auth, {
      alasan: 'Koreksi nilai',
      nilai_essay: 85,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Data berhasil diubah');
    expect(res.json().data).toMatchObject({ nilai_essay: 85, nilai_akhir: 85 });
    expect(await resultRow(essay.id_hasil)).toMatchObject({ nilai_essay: 85, nilai_akhir: 85 });
    const attempt = await t.db
      .selectFrom('attempts')
      .selectAll()
      .where('id', '=', essay.attempt_id)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ nilai_essay: 85, nilai_akhir: 85 });

    const mixed = await makeResult(t.db, {
      id_ujian: course.exam.id_ujian,
      type_soal: 'PG Dan Essay',
      nilai_pg: 60,
    });
    expect(mixed.nilai_akhir).toBeNull();
    res = await call('PUT', `/edithasilujian/${mixed.id_hasil}`, lecturer.auth, {
      alasan: 'Koreksi nilai',
      nilai_essay: '80',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nilai_pg: 60, nilai_essay: 80, nilai_akhir: 70 });
    // re-grading (0 is allowed)
    res = await call('PUT', `/edithasilujian/${mixed.id_hasil}`, admin.auth, {
      alasan: 'Koreksi nilai',
      nilai_essay: 0,
    });
    expect(res.json().data).toMatchObject({ nilai_essay: 0, nilai_akhir: 30 });

    const audit = await auditOf(mixed.id_hasil);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      staff_user_id: lecturer.user.id,
      actor: lecturer.user.nidn,
      action: 'grade_essay',
    });
    expect(JSON.parse(audit[0].old_value ?? '')).toEqual({
      nilai_pg: 60,
      nilai_essay: null,
      nilai_akhir: null,
    });
    expect(JSON.parse(audit[0].new_value ?? '')).toEqual({ nilai_pg: 60, nilai_essay: 80, nilai_akhir: 70 });
    expect(audit[1]).toMatchObject({ staff_user_id: admin.user.id });
    expect(JSON.parse(audit[1].old_value ?? '')).toMatchObject({ nilai_essay: 80, nilai_akhir: 70 });
    expect(Date.parse(audit[1].created_at)).toBeGreaterThan(Date.now() - 60_000);

    const pg = await makeResult(t.db, { id_ujian: course.exam.id_ujian, type_soal: 'PG', nilai_pg: 40 });
    res = await call('PUT', `/edithasilujian/${pg.id_hasil}`, lecturer.auth, {
      alasan: 'Koreksi nilai',
      nilai_essay: 50,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Hasil ujian pilihan ganda tidak memiliki nilai essay');
    expect(await resultRow(pg.id_hasil)).toMatchObject({ nilai_essay: null, nilai_akhir: 40 });
  });

  it('refuses a negative, missing or non-numeric essay score and changes nothing', async () => {
    const r = await makeResult(t.db, { id_ujian: course.exam.id_ujian, type_soal: 'Essay' });
    for (const [body, message] of [
      [{ nilai_essay: -1 }, 'Nilai essay minimal 0'],
      [{ nilai_essay: '-0.5' }, 'Nilai essay minimal 0'],
      [{ nilai_essay: '' }, 'Nilai essay harus diisi'],
      [{}, 'Nilai essay harus diisi'],
      [{ nilai_essay: 'abc' }, 'Nilai essay harus diisi'],
      [{ nilai_essay: 101 }, 'Nilai essay maksimal 100'],
    ] as const) {
      const res = await call('PUT', `/edithasilujian/${r.id_hasil}`, lecturer.auth, {
        alasan: 'Koreksi nilai',
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await resultRow(r.id_hasil)).toMatchObject({ nilai_essay: null, nilai_akhir: null });
    expect(await auditOf(r.id_hasil)).toHaveLength(0);
    const res = await call('PUT', '/edithasilujian/999999', lecturer.auth, {
      alasan: 'Koreksi nilai',
      nilai_essay: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Hasil ujian tidak ditemukan');
  });

  it('deleting a result removes it and writes an audit row', async () => {
    const r = await makeResult(t.db, { id_ujian: course.exam.id_ujian, type_soal: 'PG', nilai_pg: 75 });
    let res = await call('DELETE', `/deletehasilujian/${r.id_hasil}`, lecturer.auth, {
      alasan: 'Hasil ganda',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Data berhasil dihapus');
    expect(await resultRow(r.id_hasil)).toBeUndefined();
    const audit = await auditOf(r.id_hasil);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'delete_result',
      staff_user_id: lecturer.user.id,
      actor: lecturer.user.nidn,
      new_value: null,
    });
    expect(JSON.parse(audit[0].old_value ?? '')).toMatchObject({
      nama_mhs: r.nama_mhs,
      nim: r.nim,
      nilai_akhir: 75,
    });
    res = await call('DELETE', `/deletehasilujian/${r.id_hasil}`, lecturer.auth, { alasan: 'Hasil ganda' });
    expect(res.statusCode).toBe(404);
  });

  it("grading and deleting ask for a reason (docs/decisions/0020): kept in the audit; a deleted result's attempt is voided, so no aggregate counts it", async () => {
    const r = await makeResult(t.db, { id_ujian: course.exam.id_ujian, type_soal: 'Essay' });
    for (const alasan of [undefined, '', '   ', 'x'.repeat(501)]) {
      const graded = await call('PUT', `/edithasilujian/${r.id_hasil}`, lecturer.auth, {
        nilai_essay: 70,
        alasan,
      });
      expect(graded.statusCode, String(alasan)).toBe(400);
      expect(graded.json().message).toMatch(/^Alasan/);
      const deleted = await call('DELETE', `/deletehasilujian/${r.id_hasil}`, lecturer.auth, { alasan });
      expect(deleted.statusCode, String(alasan)).toBe(400);
      expect(deleted.json().message).toMatch(/^Alasan/);
    }
    expect(await resultRow(r.id_hasil)).toMatchObject({ nilai_essay: null });
    expect(await auditOf(r.id_hasil)).toHaveLength(0);

    let res = await call('PUT', `/edithasilujian/${r.id_hasil}`, lecturer.auth, {
      nilai_essay: 70,
      alasan: 'Salah ketik nilai',
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await call('DELETE', `/deletehasilujian/${r.id_hasil}`, lecturer.auth, {
      alasan: 'Mahasiswa salah kelas',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditOf(r.id_hasil)).map((a) => [a.action, a.reason])).toEqual([
      ['grade_essay', 'Salah ketik nilai'],
      ['delete_result', 'Mahasiswa salah kelas'],
    ]);
    const attempt = await t.db
      .selectFrom('attempts')
      .select('voided_at')
      .where('id', '=', r.attempt_id as number)
      .executeTakeFirstOrThrow();
    expect(attempt.voided_at).not.toBeNull();
  });

  describe('PDF and Excel of a long list', () => {
    let big: Awaited<ReturnType<typeof makeTryoutExam>>;
    const N = 45;
    /** A PG-and-essay result of the course exam, its essay then graded by the lecturer. */
    const graded = async (nama: string, nilai_pg: number, nilai_essay: number) => {
      const r = await makeResult(t.db, {
        id_ujian: course.exam.id_ujian,
        type_soal: 'PG Dan Essay',
        nilai_pg,
        nama,
      });
      await call('PUT', `/edithasilujian/${r.id_hasil}`, lecturer.auth, {
        alasan: 'Koreksi nilai',
        nilai_essay,
      });
      return r;
    };
    beforeAll(async () => {
      big = await makeTryoutExam(t.db, 2);
      const base = Date.parse('2026-03-10T01:30:00.000Z');
      for (let i = 0; i < N; i++) {
        const c = await makeCandidate(t.db);
        await makeResult(t.db, {
          id_ujian: big.exam.id_ujian,
          materi_id: big.materi[i % 2].id,
          candidate: c.candidate,
          nilai_pg: Math.round(((i * 7.31) % 100) * 100) / 100,
          mulai: new Date(base + i * 3600_000).toISOString(),
        });
      }
    });

    it('serves a real PDF: title, exam, WIB dates, every row, repeated header, page numbers', async () => {
      const res = await call('GET', `/pdfhasilujian/${big.exam.id_ujian}`, lecturer.auth);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = pdfPages(res.rawPayload);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const all = pages.join('\n');
      expect(pages[0]).toContain('Laporan Hasil Ujian');
      expect(pages[0]).toContain(big.exam.nama_ujian);
      expect(pages[0]).toMatch(/Dicetak: \d{1,2} \w+ \d{4} \d{2}:\d{2} WIB/);
      pages.forEach((p, i) => {
        expect(p, `page ${i + 1}`).toContain('Nilai Akhir');
        expect(p, `page ${i + 1}`).toContain('No. Registrasi');
        expect(p).toContain(`Halaman ${i + 1} dari ${pages.length}`);
      });
      const db = await t.db
        .selectFrom('results')
        .select(['nim', 'nilai_akhir', 'mulai'])
        .where('id_ujian', '=', big.exam.id_ujian)
        .execute();
      expect(db).toHaveLength(N);
      for (const r of db) {
        const line = all.split('\n').find((l) => l.includes(r.nim));
        expect(line, r.nim).toBeDefined();
        expect(line).toContain(String(r.nilai_akhir));
        // 01:30 UTC on 10 March → 08:30 WIB
        const wib = new Date(Date.parse(r.mulai) + WIB);
        const hh = String(wib.getUTCHours()).padStart(2, '0');
        const dd = String(wib.getUTCDate()).padStart(2, '0');
        expect(line).toContain(`${dd}/03/2026 ${hh}:30`);
      }
    });

    it("a course exam's PDF shows the course and the PG, essay and final scores", async () => {
      await graded('BUDI PDF', 20, 61);
      const res = await call('GET', `/pdfhasilujian/${course.exam.id_ujian}`, admin.auth);
      expect(res.statusCode).toBe(200);
      const text = pdfPages(res.rawPayload).join('\n');
      expect(text).toContain(`Matakuliah: ${course.course.nama_matkul}`);
      expect(text).toContain('Nilai Essay');
      const line = text.split('\n').find((l) => l.includes('BUDI PDF'));
      expect(line).toMatch(/20\s+61\s+40\.5/);
    });

    it('PDF of one materi holds only that materi', async () => {
      const res = await call(
        'GET',
        `/pdfhasilujian/${big.exam.id_ujian}?materi_id=${big.materi[0].id}`,
        other.auth,
      );
      expect(res.statusCode).toBe(200);
      const text = pdfPages(res.rawPayload).join('\n');
      expect(text).toContain(`Materi: ${big.materi[0].deskripsi}`);
      expect(text).toContain('Jumlah peserta: 23');
    });

    it("counts people, not result rows, and shows each attempt's number ('Ujian Ke') in PDF and Excel", async () => {
      const ex = await makeTryoutExam(t.db, 2);
      const people = [await makeCandidate(t.db), await makeCandidate(t.db)];
      const base = Date.parse('2026-04-01T02:00:00.000Z');
      let k = 0;
      for (const p of people)
        for (const m of ex.materi)
          for (const attempt_no of [1, 2, 3])
            await makeResult(t.db, {
              id_ujian: ex.exam.id_ujian,
              materi_id: m.id,
              candidate: p.candidate,
              nilai_pg: 10 * attempt_no,
              attempt_no,
              mulai: new Date(base + k++ * 60_000).toISOString(),
            });
      const pdf = await call('GET', `/pdfhasilujian/${ex.exam.id_ujian}`, lecturer.auth);
      expect(pdf.statusCode).toBe(200);
      const text = pdfPages(pdf.rawPayload).join('\n');
      expect(text).toContain('Jumlah peserta: 2 · Jumlah hasil ujian: 12');
      expect(text).toContain('Ujian Ke');
      // each row: … No. Registrasi … Materi, Ujian Ke, Nilai Akhir (attempt n scored 10·n)
      for (const p of people)
        for (const m of ex.materi)
          for (const n of [1, 2, 3])
            expect(text).toMatch(new RegExp(`${p.candidate.nisn} .* ${m.deskripsi} +${n} +${10 * n} `));

      const rows = await readXlsx(
        (await call('GET', `/hasilujian/${ex.exam.id_ujian}/excel`, lecturer.auth)).rawPayload,
      );
      const col = rows[0].indexOf('Ujian Ke');
      expect(col).toBe(4);
      const seen = rows
        .slice(1)
        .map((r) => `${r[1]}|${r[3]}|${r[col]}|${r[col + 1]}`)
        .sort();
      const expected = people
        .flatMap((p) =>
          ex.materi.flatMap((m) => [1, 2, 3].map((n) => `${p.candidate.nisn}|${m.deskripsi}|${n}|${10 * n}`)),
        )
        .sort();
      expect(seen).toEqual(expected);
    });

    it('exports the whole list to a real .xlsx: header, numbers, dates', async () => {
      const res = await call('GET', `/hasilujian/${big.exam.id_ujian}/excel`, lecturer.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hasil-ujian-.+\.xlsx"$/);
      const rows = await readXlsx(res.rawPayload);
      expect(rows[0]).toEqual([
        'Nama',
        'No. Registrasi',
        'Email',
        'Materi',
        'Ujian Ke',
        'Nilai Akhir',
        'Tanggal Ujian (WIB)',
        'Skor IRT',
        'Status',
      ]);
      expect(rows).toHaveLength(N + 1);
      const db = await t.db
        .selectFrom('results')
        .selectAll()
        .where('id_ujian', '=', big.exam.id_ujian)
        .orderBy('mulai', 'desc')
        .orderBy('id_hasil', 'desc')
        .execute();
      db.forEach((r, i) => {
        const [nama, nim, email, materi, , akhir, tanggal] = rows[i + 1];
        expect(nama).toBe(r.nama_mhs);
        expect(nim).toBe(r.nim);
        expect(email).toBe(r.email);
        expect(materi).toBe(big.materi.find((m) => m.id === r.materi_id)?.deskripsi);
        expect(typeof akhir).toBe('number');
        expect(akhir).toBe(r.nilai_akhir);
        expect(tanggal).toBeInstanceOf(Date);
        expect((tanggal as Date).getTime()).toBe(Date.parse(r.mulai) + WIB);
      });
      const one = await readXlsx(
        (
          await call(
            'GET',
            `/hasilujian/${big.exam.id_ujian}/excel?materi_id=${big.materi[1].id}`,
            lecturer.auth,
          )
        ).rawPayload,
      );
      expect(one).toHaveLength(Math.floor(N / 2) + 1);
    });

    it("exports a course exam's student grades with PG, essay and final as numbers", async () => {
      await graded('ANI', 40, 90);
      const res = await call('GET', `/nilaiujianmahasiswa/${course.exam.id_ujian}/excel`, lecturer.auth);
      expect(res.statusCode).toBe(200);
      const rows = await readXlsx(res.rawPayload);
      expect(rows[0]).toEqual(['Nama', 'NIM', 'Email', 'Nilai PG', 'Nilai Essay', 'Nilai Akhir']);
      const count = await t.db
        .selectFrom('results')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id_ujian', '=', course.exam.id_ujian)
        .executeTakeFirstOrThrow();
      expect(rows).toHaveLength(Number(count.n) + 1);
      expect(rows.find((r) => r[0] === 'ANI')?.slice(3)).toEqual([40, 90, 65]);
      // not for a tryout exam
      const bad = await call('GET', `/nilaiujianmahasiswa/${big.exam.id_ujian}/excel`, lecturer.auth);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Ujian ini bukan ujian matakuliah');
    });

    it("exports a programme's results", async () => {
      await insertProgrammes(t.db, [['TMX', 'Teknik Mesin X', 60]]);
      const c = await makeCandidate(t.db);
      await t.db
        .updateTable('candidates')
        .set({ program_studi: 'TMX' })
        .where('id', '=', c.candidate.id)
        .execute();
      await makeResult(t.db, {
        id_ujian: big.exam.id_ujian,
        materi_id: big.materi[0].id,
        candidate: c.candidate,
        nilai_pg: 66.5,
        attempt_no: 1,
      });
      const res = await call('GET', '/hasilujianprodi/TMX/excel', other.auth);
      expect(res.statusCode).toBe(200);
      const rows = await readXlsx(res.rawPayload);
      expect(rows).toHaveLength(2);
      expect(rows[1].slice(0, 6)).toEqual([
        c.candidate.full_name,
        c.candidate.nisn,
        c.candidate.email,
        big.materi[0].deskripsi,
        1,
        66.5,
      ]);
      expect((await call('GET', '/hasilujianprodi/NOPE/excel', other.auth)).statusCode).toBe(404);
    });
  });
});

describe('grading a tryout result re-runs the pass evaluation', () => {
  const t = useTestContext();

  it("stores the candidate's outcome once every materi has a result", async () => {
    const staff = await makeStaff(t.db, 'dosen');
    const { exam, materi } = await makeTryoutExam(t.db, 1);
    const c = await makeCandidate(t.db);
    const r = await makeResult(t.db, {
      id_ujian: exam.id_ujian,
      materi_id: materi[0].id,
      candidate: c.candidate,
      type_soal: 'PG Dan Essay',
      nilai_pg: 80,
    });
    const before = await t.db
      .selectFrom('candidates')
      .select(['nilai', 'status_kelulusan'])
      .where('id', '=', c.candidate.id)
      .executeTakeFirstOrThrow();
    expect(before).toEqual({ nilai: null, status_kelulusan: null });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/edithasilujian/${r.id_hasil}`,
      headers: staff.auth,
      payload: { nilai_essay: 70, alasan: 'Koreksi nilai' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nilai_akhir: 75 });
    const after = await t.db
      .selectFrom('candidates')
      .select(['nilai', 'status_kelulusan'])
      .where('id', '=', c.candidate.id)
      .executeTakeFirstOrThrow();
    // KKM 60, best nilai_pg 80 → passed
    expect(after).toEqual({ nilai: 80, status_kelulusan: 1 });
    const outbox = await t.db.selectFrom('outbox').select('idempotency_key').execute();
    expect(outbox.map((o) => o.idempotency_key)).toContain(`pass-email:${c.candidate.id}:1`);
  });
});
