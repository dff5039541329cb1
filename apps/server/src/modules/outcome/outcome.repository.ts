import { sql } from 'kysely';
import type { Exec } from '../../db';
import { dialectOf, precompile, precompileFixed } from '../../db/precompiled';
import type { Dialect } from '../../db/schema';

/** The tryout exam set (each materi assigned to a tryout exam) and a candidate's attempts on it. */

function tryoutMateriQuery(db: Exec) {
  return db
    .selectFrom('exam_materi as em')
    .innerJoin('exams as e', 'e.id_ujian', 'em.id_ujian')
    .innerJoin('materi as m', 'm.id', 'em.materi_id')
    .where('e.kategori', '=', 'tryout')
    .select([
      'm.id as materi_id',
      'm.kode_ujian',
      'm.deskripsi',
      'm.waktu',
      'm.urutan',
      'm.is_toefl',
      'm.toefl_type',
      'm.bank_version',
      'm.acak_pilihan',
      'e.id_ujian',
      'e.nama_ujian',
      'e.master_materi',
      'e.waktu_ujian',
      'e.type_soal as exam_type_soal',
      'e.mulai',
      'e.selesai',
    ]);
}
export type TryoutMateriRow = Awaited<
  ReturnType<ReturnType<typeof tryoutMateriQuery>['executeTakeFirstOrThrow']>
>;

const tryoutMateri = precompileFixed(0, (db) =>
  tryoutMateriQuery(db).orderBy('m.urutan').orderBy('m.id').orderBy('e.id_ujian'),
);

/** Every materi assigned to a tryout exam (a materi in two tryout exams appears twice: dedupe). */
export const listTryoutMateri = async (db: Exec) => (await tryoutMateri(db)).rows;

/**
 * The cards (a tryout materi in a tryout exam) with what a start checks besides: closed by staff
 * ('ditutup', 0010), its exam archived (0028) and the materi's control-room options (token ujian,
 * fullscreen; exam_controls, 0007).
 */
const tryoutCardQuery = (db: Exec) =>
  tryoutMateriQuery(db)
    .leftJoin('exam_controls as xc', (j) =>
      j.on('xc.jenis', '=', 'materi').onRef('xc.target_id', '=', 'm.id'),
    )
    .select([
      'm.ditutup',
      'e.archived_at as ujian_diarsipkan',
      'xc.token_secret',
      'xc.token_minutes',
      'xc.wajib_layar_penuh',
    ]);

/** One card by its kode, and the configuration's version read in the same statement. */
const tryoutMateriByKode = precompileFixed(1, (db, kode: string) =>
  tryoutCardQuery(db)
    .select((eb) => [
      // settings, programmes and the tryout set held in memory stay valid while it holds (examConfig)
      eb.selectFrom('config_version').select('version').where('id', '=', 1).as('config_version'),
    ])
    .where('m.kode_ujian', '=', kode)
    .orderBy('e.id_ujian')
    .limit(1),
);

export const findTryoutMateriByKode = async (db: Exec, kode: string) =>
  (await tryoutMateriByKode(db, kode)).rows[0];

export type TryoutCardRow = NonNullable<Awaited<ReturnType<typeof findTryoutMateriByKode>>>;

/** Every card (the exam configuration keeps them by kode: a materi in two tryout exams, the first exam's). */
const tryoutCardsQuery = precompileFixed(0, (db) => tryoutCardQuery(db).orderBy('e.id_ujian'));

/** Every card, in exam order. */
export const tryoutCards = async (db: Exec) => (await tryoutCardsQuery(db)).rows;

const versionOf = precompileFixed(0, (db) =>
  db.selectFrom('config_version').select('version').where('id', '=', 1),
);

/** The configuration's version now (0013): one small read instead of the settings, set and programmes. */
export const configVersion = async (db: Exec): Promise<number | undefined> =>
  (await versionOf(db)).rows[0]?.version;

/** The tryout exams with the materi assigned to each. */
export async function listTryoutExams(db: Exec) {
  const exams = await db
    .selectFrom('exams')
    .select([
      'id_ujian',
      'kode_ujian',
      'nama_ujian',
      'master_materi',
      'type_soal',
      'waktu_ujian',
      'mulai',
      'selesai',
    ])
    .where('kategori', '=', 'tryout')
    .orderBy('id_ujian')
    .execute();
  const materi = await listTryoutMateri(db);
  return { exams, materi };
}

const ATTEMPT_COLUMNS = [
  'a.id',
  'a.materi_id',
  'a.attempt_no',
  'a.status',
  'a.deadline_at',
  'a.submitted_at',
  'a.nilai_pg',
  'a.nilai_essay',
  'a.nilai_akhir',
  'a.voided_at',
] as const;
const RESULT_COLUMNS = [
  'r.id_hasil',
  'r.nilai_pg as r_nilai_pg',
  'r.nilai_essay as r_nilai_essay',
  'r.nilai_akhir as r_nilai_akhir',
] as const;

/** Attempts with the numbers staff may have changed on their result (r_nilai_*). */
export const attemptsWithResults = (db: Exec) =>
  db
    .selectFrom('attempts as a')
    .leftJoin('results as r', 'r.attempt_id', 'a.id')
    .select([...ATTEMPT_COLUMNS, ...RESULT_COLUMNS]);

/**
 * PostgreSQL: each attempt's result looked up by its unique attempt_id (LATERAL behind
 * `offset 0`), never a hash of the whole table: on statistics taken while the tables were empty
 * the planner guesses a candidate has many attempts and would hash every result on each submit
 * (docs/decisions/0033).
 */
const attemptsWithResultsByKey = (db: Exec) =>
  db
    .selectFrom('attempts as a')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('results as r')
          .select(['r.id_hasil', 'r.nilai_pg', 'r.nilai_essay', 'r.nilai_akhir'])
          .whereRef('r.attempt_id', '=', 'a.id')
          .modifyEnd(sql`offset 0`)
          .as('r'),
      (j) => j.onTrue(),
    )
    .select([...ATTEMPT_COLUMNS, ...RESULT_COLUMNS]);

const attemptsOfCandidate = precompile(1, (db, dialect: Dialect, candidateId: number) =>
  (dialect === 'postgres' ? attemptsWithResultsByKey(db) : attemptsWithResults(db))
    .where('a.candidate_id', '=', candidateId)
    .orderBy('a.attempt_no')
    .orderBy('a.id'),
);

/**
 * PostgreSQL: a candidate's attempts with their results (candidateAttempts' rows) as one JSON
 * array, for a statement that reads them with its own work (the submit's scored result). It sees
 * what the statement's snapshot holds: not what that same statement writes.
 */
export const candidateAttemptsJson = (db: Exec, candidateId: number | null | undefined) =>
  sql<
    string | AttemptWithResultRow[]
  >`(select coalesce(json_agg(x), '[]'::json) from (${attemptsWithResultsByKey(db).where(
    'a.candidate_id',
    '=',
    candidateId ?? null,
  )}) as x)`;

export type AttemptWithResultRow = Awaited<ReturnType<typeof candidateAttempts>>[number];

/** candidateAttempts' order: by attempt number, then id (a JSON array's rows are put in it). */
export const inAttemptOrder = (rows: AttemptWithResultRow[]) =>
  rows.sort((x, y) => x.attempt_no - y.attempt_no || x.id - y.id);

/** Every attempt of a course exam's student, with the numbers staff may have changed on its result. */
export const studentAttempts = (db: Exec, examStudentId: number) =>
  attemptsWithResults(db).where('a.exam_student_id', '=', examStudentId).execute();

/**
 * Every attempt of a candidate, with the numbers staff may have changed on its result; those staff
 * voided ('Ulang ujian', voided_at set) too: the caller keeps them apart.
 */
export const candidateAttempts = async (db: Exec, candidateId: number) =>
  (await attemptsOfCandidate(db, dialectOf(db) ?? 'sqlite', candidateId)).rows;
