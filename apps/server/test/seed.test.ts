import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLI_MSG, createAdmin } from '../src/cli/admin-create';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../src/db/seed';
import { verifyPassword } from '../src/lib/crypto';
import { createTestContext, type TestContext } from './context';
import { rowOf, rowsOf } from './rows';

let ctx: TestContext;
let seeded: boolean;
let seedMs: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const t0 = Date.now();
  seeded = await seedIfEmpty(ctx.db, { mediaDir: ctx.mediaDir });
  seedMs = Date.now() - t0;
});
afterAll(() => ctx.close());

const count = async (
  table: 'materi' | 'question_groups' | 'questions' | 'exams' | 'exam_materi' | 'courses',
) => {
  const r = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
};

function isAudio(buf: Buffer): boolean {
  const head = buf.subarray(0, 4).toString('latin1');
  if (head === 'OggS') return true;
  if (head === 'RIFF') return buf.subarray(8, 12).toString('latin1') === 'WAVE';
  if (buf.subarray(0, 3).toString('latin1') === 'ID3') return true;
  return buf[0] === 0xff && (buf[1] & 0xe0) === 0xe0; // MPEG frame sync
}
const isPng = (buf: Buffer) =>
  buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

describe('demo seed', () => {
  it('seeds an empty database quickly', () => {
    expect(seeded).toBe(true);
    expect(seedMs).toBeLessThan(10_000);
  });

  it('creates 4 regular subjects and the 4 TOEFL sections', async () => {
    const materi = await ctx.db.selectFrom('materi').selectAll().orderBy('urutan').execute();
    expect(materi.length).toBeGreaterThanOrEqual(8);
    const regular = materi.filter((m) => m.is_toefl === 0);
    expect(regular.map((m) => m.kode_ujian)).toEqual(expect.arrayContaining(['TPA', 'MTK', 'BIN', 'ING']));
    for (const m of regular) expect(m.waktu).toBeGreaterThan(0);
    const toefl = materi.filter((m) => m.is_toefl === 1);
    expect(toefl.map((m) => m.toefl_type).sort()).toEqual([1, 2, 3, 4]);
    expect(toefl.map((m) => m.urutan)).toEqual([5, 6, 7, 8]);
  });

  it('gives every subject at least 2 groups and 30 questions with valid keys', async () => {
    const materi = await ctx.db.selectFrom('materi').select(['id', 'kode_ujian', 'toefl_type']).execute();
    const groups = await ctx.db.selectFrom('question_groups').selectAll().execute();
    const questions = await ctx.db.selectFrom('questions').selectAll().execute();
    for (const m of materi) {
      const g = groups.filter((x) => x.master_materi === m.id);
      expect(g.length, m.kode_ujian).toBeGreaterThanOrEqual(2);
      for (const grp of g) {
        expect(grp.jumlah_soal_ujian).toBeGreaterThan(0);
        expect(
          questions.filter((q) => q.group_soal === grp.id).length,
          grp.nama_group,
        ).toBeGreaterThanOrEqual(grp.jumlah_soal_ujian);
      }
      const q = questions.filter((x) => x.id_master_materi === m.id);
      expect(q.length, m.kode_ujian).toBeGreaterThanOrEqual(30);
      if (m.toefl_type === 4) expect(q.every((x) => x.type_soal === 'Essay')).toBe(true);
    }
    const pg = questions.filter((q) => q.type_soal === 'PG');
    for (const q of pg) {
      expect(['A', 'B', 'C', 'D', 'E']).toContain(q.kunci_pg);
      expect(q.soal_pg).toMatch(/^<p>|^<p|<p>/);
      for (const k of ['pil_a', 'pil_b', 'pil_c', 'pil_d', 'pil_e'] as const) expect(q[k]).not.toBe('');
    }
    // keys are spread over the letters, not always A
    expect(new Set(pg.map((q) => q.kunci_pg)).size).toBe(5);
    const essays = questions.filter((q) => q.type_soal === 'Essay');
    expect(essays.length).toBeGreaterThanOrEqual(30);
    for (const q of essays) expect(q.kunci_essay?.length).toBeGreaterThan(10);
  });

  it('copies every referenced image and audio file into mediaDir', async () => {
    const questions = await ctx.db.selectFrom('questions').selectAll().execute();
    const soalMedia = [...new Set(questions.map((q) => q.soal_gambar).filter((x): x is string => !!x))];
    const optionImages = [
      ...new Set(
        questions
          .flatMap((q) => [q.gambar_pil_a, q.gambar_pil_b, q.gambar_pil_c, q.gambar_pil_d, q.gambar_pil_e])
          .filter((x): x is string => !!x),
      ),
    ];
    const audio = soalMedia.filter((n) => /\.(ogg|mp3|wav)$/.test(n));
    const images = soalMedia.filter((n) => /\.(png|jpg)$/.test(n));
    expect(audio.length).toBeGreaterThanOrEqual(8);
    expect(images.length).toBeGreaterThanOrEqual(5);
    expect(optionImages.length).toBeGreaterThanOrEqual(5);
    for (const name of audio) {
      const buf = fs.readFileSync(path.join(ctx.mediaDir, 'soalPg', name));
      expect(isAudio(buf), name).toBe(true);
      expect(buf.length).toBeLessThan(200_000);
    }
    for (const name of images)
      expect(isPng(fs.readFileSync(path.join(ctx.mediaDir, 'soalPg', name))), name).toBe(true);
    for (const name of optionImages)
      expect(isPng(fs.readFileSync(path.join(ctx.mediaDir, 'jawabanPg', name))), name).toBe(true);
    // the listening section uses the audio
    const listening = await rowOf(ctx.db, 'materi', { toefl_type: 1 });
    const withAudio = questions.filter(
      (q) => q.id_master_materi === listening.id && /\.ogg$/.test(q.soal_gambar ?? ''),
    );
    expect(withAudio.length).toBeGreaterThanOrEqual(20);
  });

  it('serves the seeded media over HTTP', async () => {
    const q = await ctx.db
      .selectFrom('questions')
      .select('soal_gambar')
      .where('soal_gambar', 'like', '%.ogg')
      .executeTakeFirstOrThrow();
    const res = await ctx.app.inject({ method: 'GET', url: `/tryout/media/soalPg/${q.soal_gambar}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
  });

  it('creates the demo accounts, programmes, courses and exams', async () => {
    const { admin, lecturer, candidate } = DEMO_ACCOUNTS;
    const a = await rowOf(ctx.db, 'staff_users', { nidn: admin.nidn });
    expect(a).toMatchObject({ role: 'admin', prodi: 'Admin', id_dosen: '9999' });
    expect(await verifyPassword(a.password_hash, admin.password)).toBe(true);
    const d = await rowOf(ctx.db, 'staff_users', { nidn: lecturer.nidn });
    expect(d.role).toBe('dosen');
    expect(await verifyPassword(d.password_hash, lecturer.password)).toBe(true);
    const c = await rowOf(ctx.db, 'candidates', { email: candidate.email });
    expect(c.email_verified_at).not.toBeNull();
    expect(await verifyPassword(c.password_hash, candidate.password)).toBe(true);

    const prodi = await ctx.db.selectFrom('programmes').select('kode_prodi').execute();
    expect(prodi.map((p) => p.kode_prodi).sort()).toEqual(['TE', 'TI', 'TM']);
    const kkm = await rowOf(ctx.db, 'settings', { key: 'KkmTryOut' });
    expect(kkm.value).toBe('60');

    const courses = await ctx.db.selectFrom('courses').selectAll().execute();
    expect(courses.length).toBeGreaterThanOrEqual(2);
    expect(courses.every((x) => x.id_dosen === d.id)).toBe(true);

    const exams = await ctx.db.selectFrom('exams').selectAll().execute();
    const tryout = exams.find((e) => e.kategori === 'tryout');
    expect(tryout).toMatchObject({
      kode_ujian: 'TRYOUT-2026',
      nama_ujian: 'Tryout PMB 2026',
      type_soal: 'PG',
    });
    const tryoutMateri = await ctx.db
      .selectFrom('exam_materi')
      .innerJoin('materi', 'materi.id', 'exam_materi.materi_id')
      .select(['materi.kode_ujian', 'materi.is_toefl'])
      .where('exam_materi.id_ujian', '=', tryout?.id_ujian as number)
      .execute();
    expect(tryoutMateri.length).toBe(8);
    expect(tryoutMateri.filter((m) => m.is_toefl === 1).length).toBe(4);

    const course = exams.filter((e) => e.kategori === 'matkul');
    expect(course.map((e) => e.type_soal).sort()).toEqual(['Essay', 'PG', 'PG Dan Essay']);
    const now = Date.now();
    for (const e of course) {
      expect(e.id_matkul).not.toBeNull();
      expect(e.pass_ujian).toBeTruthy();
      expect(e.created_by).toBe(d.id);
      expect(Date.parse(e.mulai as string)).toBeLessThan(now);
      expect(Date.parse(e.selesai as string)).toBeGreaterThan(now + 20 * 86_400_000);
      const em = await rowsOf(ctx.db, 'exam_materi', { id_ujian: e.id_ujian });
      expect(em.length).toBeGreaterThanOrEqual(1);
      // the assigned subjects hold enough questions of the exam's types
      const ids = em.map((x) => x.materi_id);
      const qs = await ctx.db
        .selectFrom('questions')
        .select('type_soal')
        .where('id_master_materi', 'in', ids)
        .execute();
      expect(qs.filter((q) => q.type_soal === 'PG').length).toBeGreaterThanOrEqual(e.jumlah_soal_PG);
      expect(qs.filter((q) => q.type_soal === 'Essay').length).toBeGreaterThanOrEqual(e.jumlah_soal_essay);
    }
  });

  it('seeds nothing on a second call', async () => {
    const before = await Promise.all([count('materi'), count('questions'), count('exams'), count('courses')]);
    expect(await seedIfEmpty(ctx.db, { mediaDir: ctx.mediaDir })).toBe(false);
    const after = await Promise.all([count('materi'), count('questions'), count('exams'), count('courses')]);
    expect(after).toEqual(before);
  });
});

describe('admin:create', () => {
  it('creates an admin whose password verifies', async () => {
    const user = await createAdmin(ctx.db, {
      nidn: 'adminkampus',
      nama: 'Admin Kampus',
      password: 'rahasia123',
    });
    expect(user).toMatchObject({
      nidn: 'adminkampus',
      nama_dosen: 'Admin Kampus',
      role: 'admin',
      prodi: 'Admin',
      id_dosen: '9999',
    });
    const row = await rowOf(ctx.db, 'staff_users', { id: user.id });
    expect(await verifyPassword(row.password_hash, 'rahasia123')).toBe(true);
  });

  it('refuses a duplicate nidn with an Indonesian message', async () => {
    const before = await count('courses');
    await expect(
      createAdmin(ctx.db, { nidn: DEMO_ACCOUNTS.admin.nidn, nama: 'Lagi', password: 'rahasia123' }),
    ).rejects.toThrow(ADMIN_CLI_MSG.nidnExists(DEMO_ACCOUNTS.admin.nidn));
    expect(await count('courses')).toBe(before);
    const admins = await rowsOf(ctx.db, 'staff_users', { nidn: DEMO_ACCOUNTS.admin.nidn });
    expect(admins.length).toBe(1);
  });

  it('refuses a short password, a blank name and a mismatched confirmation', async () => {
    await expect(createAdmin(ctx.db, { nidn: 'admin-x', nama: 'X', password: 'pendek' })).rejects.toThrow(
      'Password harus memiliki minimal 8 karakter',
    );
    await expect(
      createAdmin(ctx.db, { nidn: 'admin-y', nama: '  ', password: 'rahasia123' }),
    ).rejects.toThrow(/harus diisi/);
    await expect(
      createAdmin(ctx.db, {
        nidn: 'admin-z',
        nama: 'Z',
        password: 'rahasia123',
        confirmPassword: 'rahasia124',
      }),
    ).rejects.toThrow(ADMIN_CLI_MSG.passwordMismatch);
    const made = await ctx.db
      .selectFrom('staff_users')
      .select('id')
      .where('nidn', 'in', ['admin-x', 'admin-y', 'admin-z'])
      .execute();
    expect(made).toEqual([]);
  });
});
