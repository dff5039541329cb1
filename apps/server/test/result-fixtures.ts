import type { Db } from '../src/db';
import type { TypeSoal } from '../src/db/schema';
import { tryoutExamRow } from '../src/db/seed/courses';
import { nowIso } from '../src/lib/time';

let seq = 0;
const uniq = () => `${++seq}${Math.floor(Math.random() * 1e6)}`;

/** A tryout exam with `materiCount` materi assigned to it. */
export async function makeTryoutExam(db: Db, materiCount = 2) {
  const now = nowIso();
  const n = uniq();
  const exam = await db
    .insertInto('exams')
    .values(
      tryoutExamRow({
        kode_ujian: `TRYOUT-${n}`,
        nama_ujian: `Tryout ${n}`,
        created_at: now,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  const materi = [];
  for (let i = 0; i < materiCount; i++) {
    const m = await db
      .insertInto('materi')
      .values({
        kode_ujian: `MAT-${n}-${i + 1}`,
        deskripsi: `Materi ${i + 1} ${n}`,
        waktu: 30,
        urutan: i + 1,
        is_toefl: 0,
        toefl_type: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db.insertInto('exam_materi').values({ id_ujian: exam.id_ujian, materi_id: m.id }).execute();
    materi.push(m);
  }
  return { exam, materi };
}

/** A course of `dosenId` and a course exam of the given type on it. */
export async function makeCourseExam(db: Db, dosenId: number, type_soal: TypeSoal = 'PG Dan Essay') {
  const now = nowIso();
  const n = uniq();
  const course = await db
    .insertInto('courses')
    .values({
      nama_matkul: `Matkul ${n}`,
      id_dosen: dosenId,
      kelas: 'A',
      prodi: 'Teknik Informatika',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const exam = await db
    .insertInto('exams')
    .values({
      kategori: 'matkul',
      id_matkul: course.id_matkul,
      kode_ujian: `UJIAN-${n}`,
      pass_ujian: 'rahasia',
      nama_ujian: `Ujian ${n}`,
      master_materi: course.nama_matkul,
      type_ujian: 'UTS',
      type_soal,
      jumlah_soal_PG: type_soal === 'Essay' ? 0 : 10,
      jumlah_soal_essay: type_soal === 'PG' ? 0 : 2,
      waktu_ujian: 60,
      mulai: now,
      selesai: nowIso(),
      kelas: 'A',
      created_by: dosenId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { course, exam };
}

export interface ResultSpec {
  /** null: a tryout result of a materi outside any exam (needs a candidate) */
  id_ujian: number | null;
  materi_id?: number | null;
  /** a candidate (tryout); otherwise a new course-exam student is made */
  candidate?: { id: number; nisn: string; full_name: string; email: string };
  type_soal?: TypeSoal;
  nilai_pg?: number | null;
  nilai_essay?: number | null;
  nilai_akhir?: number | null;
  /** ISO UTC start time */
  mulai?: string;
  essays?: { id_soal: number; soal: string; answerEssay: string; kunci: string; number: number }[];
  nama?: string;
  /** the attempt's number (default: a unique one) */
  attempt_no?: number;
}

/** A finished attempt and its result row (what the exam engine writes on submission). */
export async function makeResult(db: Db, spec: ResultSpec) {
  const n = uniq();
  const now = nowIso();
  const mulai = spec.mulai ?? now;
  const type_soal = spec.type_soal ?? 'PG';
  const nilai_pg = spec.nilai_pg === undefined ? (type_soal === 'Essay' ? null : 50) : spec.nilai_pg;
  const nilai_essay = spec.nilai_essay ?? null;
  const nilai_akhir =
    spec.nilai_akhir !== undefined ? spec.nilai_akhir : type_soal === 'PG' ? nilai_pg : null;
  let who: { nama_mhs: string; nim: string; email: string };
  let exam_student_id: number | null = null;
  if (spec.candidate) {
    who = { nama_mhs: spec.candidate.full_name, nim: spec.candidate.nisn, email: spec.candidate.email };
  } else {
    if (spec.id_ujian == null) throw new Error('a course-exam student needs id_ujian');
    const s = await db
      .insertInto('exam_students')
      .values({
        id_ujian: spec.id_ujian,
        nim: `NIM${n}`,
        email: `mhs${n}@kampus.test`,
        nama: spec.nama ?? `MAHASISWA ${n}`,
        prodi: 'Teknik Informatika',
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    exam_student_id = s.id;
    who = { nama_mhs: s.nama, nim: s.nim, email: s.email };
  }
  const attempt = await db
    .insertInto('attempts')
    .values({
      candidate_id: spec.candidate?.id ?? null,
      exam_student_id,
      id_ujian: spec.id_ujian,
      materi_id: spec.materi_id ?? null,
      attempt_no: spec.attempt_no ?? Number(n),
      type_soal,
      status: 'submitted',
      started_at: mulai,
      deadline_at: mulai,
      submitted_at: mulai,
      nilai_pg,
      nilai_essay,
      nilai_akhir,
      created_at: mulai,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const essays =
    spec.essays ??
    (type_soal === 'PG'
      ? []
      : [
          {
            id_soal: 1,
            soal: '<p>Jelaskan apa itu algoritma.</p>',
            answerEssay: 'Langkah-langkah logis.',
            kunci: '<p>Urutan langkah</p>',
            number: 1,
          },
          {
            id_soal: 2,
            soal: '<p>Apa itu variabel?</p>',
            answerEssay: 'Tempat menyimpan nilai.',
            kunci: '<p>Wadah data</p>',
            number: 2,
          },
        ]);
  return db
    .insertInto('results')
    .values({
      attempt_id: attempt.id,
      id_ujian: spec.id_ujian,
      materi_id: spec.materi_id ?? null,
      candidate_id: spec.candidate?.id ?? null,
      exam_student_id,
      ...who,
      kelas: spec.candidate ? null : 'A',
      type_soal,
      nilai_pg,
      nilai_essay,
      nilai_akhir,
      mulai,
      jawaban_essay: JSON.stringify(essays),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
