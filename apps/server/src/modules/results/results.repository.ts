import type { Exec } from '../../db';
import type { ResultsTable } from '../../db/schema';

/** An exam with what access to its results depends on (course lecturer, creator). */
export const findExam = (db: Exec, idUjian: number) =>
  db
    .selectFrom('exams as e')
    .leftJoin('courses as c', 'c.id_matkul', 'e.id_matkul')
    .leftJoin('staff_users as s', 's.id', 'c.id_dosen')
    .select([
      'e.id_ujian',
      'e.kode_ujian',
      'e.nama_ujian',
      'e.kategori',
      'e.id_matkul',
      'e.type_soal',
      'e.kelas',
      'e.created_by',
      'c.id_dosen',
      'c.nama_matkul',
      's.nama_dosen',
    ])
    .where('e.id_ujian', '=', idUjian)
    .executeTakeFirst();
export type ExamRow = NonNullable<Awaited<ReturnType<typeof findExam>>>;

export const findProgramme = (db: Exec, kode: string) =>
  db
    .selectFrom('programmes')
    .select(['kode_prodi', 'nama_prodi', 'nilai_min_kelulusan'])
    .where('kode_prodi', '=', kode)
    .executeTakeFirst();

/** Materi assigned to one exam, by urutan. */
export const materiOfExam = (db: Exec, idUjian: number) =>
  db
    .selectFrom('exam_materi as em')
    .innerJoin('materi as m', 'm.id', 'em.materi_id')
    .select(['m.id', 'm.kode_ujian', 'm.deskripsi', 'em.id_ujian'])
    .where('em.id_ujian', '=', idUjian)
    .orderBy('m.urutan')
    .orderBy('m.id')
    .execute();

/** Tryout exams with their materi and how many results each has. */
export async function tryoutExams(db: Exec) {
  const exams = await db
    .selectFrom('exams as e')
    .select((eb) => [
      'e.id_ujian',
      'e.kode_ujian',
      'e.nama_ujian',
      'e.master_materi',
      'e.type_soal',
      eb
        .selectFrom('results as r')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('r.id_ujian', '=', 'e.id_ujian')
        .as('jumlah_hasil'),
    ])
    .where('e.kategori', '=', 'tryout')
    .orderBy('e.id_ujian')
    .execute();
  const ids = exams.map((e) => e.id_ujian);
  const materi =
    ids.length === 0
      ? []
      : await db
          .selectFrom('exam_materi as em')
          .innerJoin('materi as m', 'm.id', 'em.materi_id')
          .select(['em.id_ujian', 'm.id', 'm.kode_ujian', 'm.deskripsi'])
          .where('em.id_ujian', 'in', ids)
          .orderBy('m.urutan')
          .orderBy('m.id')
          .execute();
  return { exams, materi };
}

/** Course exams (kategori 'matkul'); only those of one lecturer when `dosenId` is given. */
export function courseExams(db: Exec, dosenId?: number) {
  let q = db
    .selectFrom('exams as e')
    .leftJoin('courses as c', 'c.id_matkul', 'e.id_matkul')
    .leftJoin('staff_users as s', 's.id', 'c.id_dosen')
    .select((eb) => [
      'e.id_ujian',
      'e.kode_ujian',
      'e.nama_ujian',
      'e.type_soal',
      'e.type_ujian',
      'e.mulai',
      'e.selesai',
      'e.kelas',
      'c.nama_matkul',
      'c.kelas as course_kelas',
      's.nama_dosen',
      eb
        .selectFrom('results as r')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('r.id_ujian', '=', 'e.id_ujian')
        .as('jumlah_hasil'),
    ])
    .where('e.kategori', '=', 'matkul');
  if (dosenId != null) {
    q = q.where((eb) =>
      eb.or([
        eb('c.id_dosen', '=', dosenId),
        eb.and([eb('e.id_matkul', 'is', null), eb('e.created_by', '=', dosenId)]),
      ]),
    );
  }
  return q.orderBy('e.mulai', 'desc').orderBy('e.id_ujian', 'desc').execute();
}

function resultsQuery(db: Exec) {
  return db
    .selectFrom('results as r')
    .leftJoin('materi as m', 'm.id', 'r.materi_id')
    .leftJoin('candidates as c', 'c.id', 'r.candidate_id')
    .leftJoin('attempts as a', 'a.id', 'r.attempt_id')
    .select([
      'r.id_hasil',
      'r.attempt_id',
      'r.id_ujian',
      'r.materi_id',
      'r.candidate_id',
      'r.exam_student_id',
      'm.kode_ujian as kode_materi',
      'm.deskripsi as nama_materi',
      'r.nama_mhs',
      'r.nim',
      'r.email',
      'r.kelas',
      'r.type_soal',
      'r.nilai_pg',
      'r.nilai_essay',
      'r.nilai_akhir',
      'r.mulai',
      'r.jawaban_essay',
      'c.program_studi',
      'a.attempt_no as ujian_ke',
      'a.voided_at',
    ]);
}
export type ResultRow = Awaited<ReturnType<ReturnType<typeof resultsQuery>['executeTakeFirstOrThrow']>>;

export function resultsOfExam(db: Exec, idUjian: number, materiId?: number) {
  let q = resultsQuery(db).where('r.id_ujian', '=', idUjian);
  if (materiId != null) q = q.where('r.materi_id', '=', materiId);
  return q.orderBy('r.mulai', 'desc').orderBy('r.id_hasil', 'desc').execute();
}

/** Tryout results of the candidates whose first choice is the programme. */
export function resultsOfProgramme(db: Exec, kode: string) {
  return resultsQuery(db)
    .where('c.program_studi', '=', kode)
    .orderBy('r.mulai', 'desc')
    .orderBy('r.id_hasil', 'desc')
    .execute();
}

export const findResult = (db: Exec, id: number) =>
  resultsQuery(db).where('r.id_hasil', '=', id).executeTakeFirst();

export async function updateResultScores(
  db: Exec,
  id: number,
  v: Pick<ResultsTable, 'nilai_essay' | 'nilai_akhir' | 'updated_at'>,
) {
  await db.updateTable('results').set(v).where('id_hasil', '=', id).execute();
}

/** Keeps the attempt's copy of the scores in step with its result. */
export async function updateAttemptScores(
  db: Exec,
  attemptId: number,
  v: { nilai_essay: number | null; nilai_akhir: number | null },
) {
  await db.updateTable('attempts').set(v).where('id', '=', attemptId).execute();
}

export async function deleteResult(db: Exec, id: number): Promise<number> {
  const r = await db.deleteFrom('results').where('id_hasil', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}
