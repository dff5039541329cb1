import { type Insertable, type OnConflictBuilder, type QueryCreator, sql, type Transaction } from 'kysely';
import type { Db, Dialect } from '../../db';
import { groupCommit } from '../../db/group-commit';
import { precompile, precompileFixed } from '../../db/precompiled';
import type { AttemptStatus, Database, ResultsTable, TypeSoal } from '../../db/schema';

/** Every query of the exam engine. Functions take the database or a transaction. */
export type Exec = Db | Transaction<Database>;

/** Who takes an exam: a tryout candidate, or a course-exam student. */
export type Taker =
  | { kind: 'candidate'; candidateId: number }
  | { kind: 'student'; examStudentId: number; ujianId: number };

// ---------- settings, candidates, programmes ----------

const settingsOf = precompile(0, (db, keys: string) =>
  db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys.split(',')),
);

export async function getSettings(db: Exec, keys: string[]): Promise<Record<string, string>> {
  const { rows } = await settingsOf(db, keys.join(','));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

const candidateById = precompileFixed(1, (db, id: number) =>
  db.selectFrom('candidates').selectAll().where('id', '=', id),
);

export const findCandidate = async (db: Exec, id: number) => (await candidateById(db, id)).rows[0];

const programmesQuery = (db: Exec, kodes: string[]) =>
  db
    .selectFrom('programmes')
    .select(['kode_prodi', 'nama_prodi', 'nilai_min_kelulusan'])
    .where('kode_prodi', 'in', kodes);

/** A candidate's two choices (the hot case): one statement whatever the codes. */
const twoProgrammes = precompileFixed(2, (db, first: string, second: string) =>
  programmesQuery(db, [first, second]),
);

export async function findProgrammes(db: Exec, kodes: string[]) {
  if (kodes.length === 0) return [];
  if (kodes.length <= 2) return (await twoProgrammes(db, kodes[0], kodes[1] ?? kodes[0])).rows;
  return programmesQuery(db, kodes).execute();
}

export async function updateCandidateOutcome(
  db: Exec,
  id: number,
  values: {
    nilai?: number | null;
    status_kelulusan?: number | null;
    PROGDITERIMA?: string | null;
    progditerima_source?: 'campus' | 'tryout' | null;
  },
  now: string,
): Promise<void> {
  await db
    .updateTable('candidates')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Staff search of candidates by nisn, e-mail or name (case-insensitive, contains). */
export async function searchCandidates(
  db: Exec,
  f: { q?: string; nisn?: string; email?: string; nama?: string },
  limit: number,
) {
  let q = db
    .selectFrom('candidates')
    .select([
      'id',
      'nisn',
      'full_name',
      'email',
      'phone',
      'asal_sekolah',
      'jenis_sekolah',
      'jurusan_sekolah',
      'nilai',
      'status_kelulusan',
      'program_studi',
      'program_studi2',
      'PROGDITERIMA',
      'created_at',
    ]);
  const like = (v: string) => `%${v.toLowerCase()}%`;
  if (f.q) {
    const v = like(f.q);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['nisn']), 'like', v),
        eb(eb.fn('lower', ['email']), 'like', v),
        eb(eb.fn('lower', ['full_name']), 'like', v),
      ]),
    );
  }
  if (f.nisn) q = q.where((eb) => eb(eb.fn('lower', ['nisn']), 'like', like(f.nisn as string)));
  if (f.email) q = q.where((eb) => eb(eb.fn('lower', ['email']), 'like', like(f.email as string)));
  if (f.nama) q = q.where((eb) => eb(eb.fn('lower', ['full_name']), 'like', like(f.nama as string)));
  return q.orderBy('full_name').orderBy('id').limit(limit).execute();
}

// ---------- exams and materi ----------

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

const tryoutMateriByKode = precompileFixed(1, (db, kode: string) =>
  tryoutMateriQuery(db).where('m.kode_ujian', '=', kode).orderBy('e.id_ujian').limit(1),
);

export const findTryoutMateriByKode = async (db: Exec, kode: string) =>
  (await tryoutMateriByKode(db, kode)).rows[0];

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

/** A course exam with its course and lecturer names. */
export const findCourseExam = (db: Exec, idUjian: number) =>
  db
    .selectFrom('exams as e')
    .leftJoin('courses as c', 'c.id_matkul', 'e.id_matkul')
    .leftJoin('staff_users as s', 's.id', 'c.id_dosen')
    .selectAll('e')
    .select(['c.nama_matkul', 's.nama_dosen'])
    .where('e.id_ujian', '=', idUjian)
    .executeTakeFirst();

export const findCourseExamByKode = (db: Exec, kode: string) =>
  db
    .selectFrom('exams as e')
    .leftJoin('courses as c', 'c.id_matkul', 'e.id_matkul')
    .leftJoin('staff_users as s', 's.id', 'c.id_dosen')
    .selectAll('e')
    .select(['c.nama_matkul', 's.nama_dosen'])
    .where('e.kode_ujian', '=', kode)
    .where('e.kategori', '=', 'matkul')
    .executeTakeFirst();

export const findExamStudent = (db: Exec, id: number) =>
  db.selectFrom('exam_students').selectAll().where('id', '=', id).executeTakeFirst();

export const findExamStudentByNim = (db: Exec, idUjian: number, nim: string) =>
  db
    .selectFrom('exam_students')
    .selectAll()
    .where('id_ujian', '=', idUjian)
    .where('nim', '=', nim)
    .executeTakeFirst();

/** One row per nim per exam: the identity form updates name, e-mail and prodi. */
export async function upsertExamStudent(
  db: Exec,
  v: { id_ujian: number; nim: string; email: string; nama: string; prodi: string },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('exam_students')
    .values({ ...v, created_at: now })
    .onConflict((oc) =>
      oc.columns(['id_ujian', 'nim']).doUpdateSet({ email: v.email, nama: v.nama, prodi: v.prodi }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ---------- question pools for the draw ----------

/** The question columns a candidate may see: NO kunci_pg / kunci_essay. */
const viewColumns = [
  'q.id',
  'q.type_soal',
  'q.soal_pg',
  'q.soal_gambar',
  'q.pil_a',
  'q.pil_b',
  'q.pil_c',
  'q.pil_d',
  'q.pil_e',
  'q.gambar_pil_a',
  'q.gambar_pil_b',
  'q.gambar_pil_c',
  'q.gambar_pil_d',
  'q.gambar_pil_e',
  'q.group_soal',
] as const;

/** A materi's question groups and their questions as a candidate may see them (exam.bank.ts). */
export async function bankRows(db: Exec, materiId: number) {
  const groups = await db
    .selectFrom('question_groups')
    .select(['id', 'urutan', 'jumlah_soal_ujian', 'nama_group', 'deskripsi'])
    .where('master_materi', '=', materiId)
    .execute();
  const questions =
    groups.length === 0
      ? []
      : await db
          .selectFrom('questions as q')
          .select(viewColumns)
          .where(
            'q.group_soal',
            'in',
            groups.map((g) => g.id),
          )
          .orderBy('q.id')
          .execute();
  return { groups, questions };
}

/** A question row as a candidate may see it (the view columns). */
export type QuestionViewRow = Awaited<ReturnType<typeof bankRows>>['questions'][number];

/** PG and essay question ids of the materi assigned to a course exam, and each question's group rank. */
export async function courseQuestionPool(db: Exec, idUjian: number) {
  const rows = await db
    .selectFrom('questions as q')
    .innerJoin('exam_materi as em', 'em.materi_id', 'q.id_master_materi')
    .innerJoin('materi as m', 'm.id', 'q.id_master_materi')
    .leftJoin('question_groups as g', 'g.id', 'q.group_soal')
    .select([
      'q.id',
      'q.type_soal',
      'q.group_soal',
      'g.urutan as group_urutan',
      'm.urutan as materi_urutan',
      'm.id as materi_id',
    ])
    .where('em.id_ujian', '=', idUjian)
    .orderBy('q.id')
    .execute();
  const groups = [...new Map(rows.map((r) => [r.group_soal, r])).values()].sort(
    (a, b) =>
      a.materi_urutan - b.materi_urutan ||
      a.materi_id - b.materi_id ||
      (a.group_urutan ?? 0) - (b.group_urutan ?? 0) ||
      a.group_soal - b.group_soal,
  );
  const groupRank = new Map(groups.map((g, i) => [g.group_soal, i]));
  const rankOf = new Map(rows.map((r) => [r.id, groupRank.get(r.group_soal) ?? 0]));
  return {
    pg: rows.filter((r) => r.type_soal === 'PG').map((r) => r.id),
    essay: rows.filter((r) => r.type_soal === 'Essay').map((r) => r.id),
    rankOf: (id: number) => rankOf.get(id) ?? 0,
  };
}

// ---------- attempts ----------

const attemptColumns = [
  'a.id',
  'a.candidate_id',
  'a.exam_student_id',
  'a.id_ujian',
  'a.materi_id',
  'a.attempt_no',
  'a.type_soal',
  'a.status',
  'a.started_at',
  'a.deadline_at',
  'a.submitted_at',
] as const;

/** The taker's own id: a candidate's or a course-exam student's. */
const takerId = (taker: Taker) => (taker.kind === 'candidate' ? taker.candidateId : taker.examStudentId);

/** The taker's attempts on one exam card (a materi for a candidate, the course exam for a student), newest first. */
function attemptsForCard(db: Exec, kind: Taker['kind'], id: number, kode: string) {
  const q = db.selectFrom('attempts as a').select(attemptColumns).orderBy('a.attempt_no', 'desc');
  if (kind === 'candidate') {
    return q
      .where('a.candidate_id', '=', id)
      .where('a.materi_id', 'in', (eb) =>
        eb.selectFrom('materi').select('id').where('kode_ujian', '=', kode),
      );
  }
  return q
    .where('a.exam_student_id', '=', id)
    .where('a.id_ujian', 'in', (eb) =>
      eb.selectFrom('exams').select('id_ujian').where('kode_ujian', '=', kode),
    );
}
export type AttemptRow = Awaited<ReturnType<ReturnType<typeof attemptsForCard>['executeTakeFirstOrThrow']>>;

/**
 * The taker's latest attempt on a card. With `lock` (inside a transaction on PostgreSQL) the
 * attempt row is share-locked, so a concurrent submit (which updates the row) waits for this
 * transaction and then sees every answer it wrote.
 */
const latestOnCard = precompile(
  2,
  (db, shape: `${Taker['kind']}|${'share' | ''}`, id: number, kode: string) => {
    const [kind, lock] = shape.split('|') as [Taker['kind'], string];
    const q = attemptsForCard(db, kind, id, kode).limit(1);
    return lock === 'share' ? q.forShare() : q;
  },
);

export async function latestAttempt(db: Exec, dialect: Dialect, taker: Taker, kode: string, lock = false) {
  const shape = `${taker.kind}|${lock && dialect === 'postgres' ? 'share' : ''}` as const;
  return (await latestOnCard(db, shape, takerId(taker), kode)).rows[0];
}

const cardAttempts = precompile(2, (db, kind: Taker['kind'], id: number, kode: string) =>
  attemptsForCard(db, kind, id, kode),
);

export async function countAttempts(db: Exec, taker: Taker, kode: string): Promise<number> {
  return (await cardAttempts(db, taker.kind, takerId(taker), kode)).rows.length;
}

const inProgress = precompile(1, (db, kind: Taker['kind'], id: number) =>
  db
    .selectFrom('attempts as a')
    .select(attemptColumns)
    .where('a.status', '=', 'in_progress')
    .where(kind === 'candidate' ? 'a.candidate_id' : 'a.exam_student_id', '=', id),
);

/** The taker's attempt in progress on any card. */
export const inProgressAttempt = async (db: Exec, taker: Taker) =>
  (await inProgress(db, taker.kind, takerId(taker))).rows[0];

const attemptsOfCandidate = precompileFixed(1, (db, candidateId: number) =>
  db
    .selectFrom('attempts as a')
    .leftJoin('results as r', 'r.attempt_id', 'a.id')
    .select([
      'a.id',
      'a.materi_id',
      'a.attempt_no',
      'a.status',
      'a.deadline_at',
      'a.submitted_at',
      'a.nilai_pg',
      'a.nilai_essay',
      'a.nilai_akhir',
      'r.id_hasil',
      'r.nilai_pg as r_nilai_pg',
      'r.nilai_essay as r_nilai_essay',
      'r.nilai_akhir as r_nilai_akhir',
    ])
    .where('a.candidate_id', '=', candidateId)
    .orderBy('a.attempt_no')
    .orderBy('a.id'),
);

/** Every attempt of a candidate with the numbers staff may have changed on its result. */
export const candidateAttempts = async (db: Exec, candidateId: number) =>
  (await attemptsOfCandidate(db, candidateId)).rows;

export function studentAttempts(db: Exec, examStudentId: number) {
  return db
    .selectFrom('attempts as a')
    .leftJoin('results as r', 'r.attempt_id', 'a.id')
    .select([
      'a.id',
      'a.materi_id',
      'a.attempt_no',
      'a.status',
      'a.deadline_at',
      'a.submitted_at',
      'a.nilai_pg',
      'a.nilai_essay',
      'a.nilai_akhir',
      'r.id_hasil',
      'r.nilai_pg as r_nilai_pg',
      'r.nilai_essay as r_nilai_essay',
      'r.nilai_akhir as r_nilai_akhir',
    ])
    .where('a.exam_student_id', '=', examStudentId)
    .execute();
}

/** A new attempt's row, as both ways of starting one insert it. */
interface NewAttempt {
  taker: Taker;
  id_ujian: number | null;
  materi_id: number | null;
  attempt_no: number;
  type_soal: TypeSoal;
  started_at: string;
  deadline_at: string;
}

type AttemptValues = [
  candidate_id: number | null,
  exam_student_id: number | null,
  id_ujian: number | null,
  materi_id: number | null,
  attempt_no: number,
  type_soal: TypeSoal,
  started_at: string,
  deadline_at: string,
];

const attemptValues = (v: NewAttempt): AttemptValues => [
  v.taker.kind === 'candidate' ? v.taker.candidateId : null,
  v.taker.kind === 'student' ? v.taker.examStudentId : null,
  v.id_ujian,
  v.materi_id,
  v.attempt_no,
  v.type_soal,
  v.started_at,
  v.deadline_at,
];

const insertAttemptRow = (db: QueryCreator<Database>, v: AttemptValues) =>
  db
    .insertInto('attempts')
    .values({
      candidate_id: v[0],
      exam_student_id: v[1],
      id_ujian: v[2],
      materi_id: v[3],
      attempt_no: v[4],
      type_soal: v[5],
      status: 'in_progress',
      started_at: v[6],
      deadline_at: v[7],
      submitted_at: null,
      nilai_pg: null,
      nilai_essay: null,
      nilai_akhir: null,
      created_at: v[6],
    })
    .returning('id');

const attemptInsert = precompileFixed(8, (db, ...v: AttemptValues) => insertAttemptRow(db, v));

/** The draw's rows, `rows` at a time: arguments are attempt_id, question_id, number per row. */
const drawInsert = precompile(
  (rows: string) => Number(rows) * 3,
  (db, rows: string, ...values: unknown[]) =>
    db.insertInto('attempt_questions').values(
      Array.from({ length: Number(rows) }, (_, i) => ({
        attempt_id: values[i * 3] as number,
        question_id: values[i * 3 + 1] as number,
        number: values[i * 3 + 2] as number,
      })),
    ),
);

/**
 * PostgreSQL: the attempt and its whole draw in ONE statement (the draw as two arrays), atomic on
 * its own — one round trip instead of four (begin, two inserts, commit): on an exam day's start
 * spike every round trip is a wake-up of the database on the same two cores.
 */
const attemptWithDrawInsert = precompileFixed(
  10,
  (db, ...[question_ids, numbers, ...v]: [number[], number[], ...AttemptValues]) =>
    db
      .with('a', (qb) => insertAttemptRow(qb, v))
      .with('d', (qb) =>
        qb
          .insertInto('attempt_questions')
          .columns(['attempt_id', 'question_id', 'number'])
          .expression(
            sql`select a.id, x.question_id, x.number from a, unnest(${question_ids}::integer[], ${numbers}::integer[]) as x(question_id, number)`,
          ),
      )
      .selectFrom('a')
      .select('a.id'),
);

/**
 * Inserts a started attempt with its frozen draw, atomically: on PostgreSQL as one statement, on
 * SQLite in one transaction. Returns the attempt's id. A unique violation means a concurrent
 * start won (attempts_one_in_progress and the attempt-number indexes).
 */
export async function insertAttempt(
  db: Db,
  dialect: Dialect,
  v: NewAttempt,
  draw: { question_id: number; number: number }[],
): Promise<number> {
  if (dialect === 'postgres') {
    const res = await attemptWithDrawInsert(
      db,
      draw.map((d) => d.question_id),
      draw.map((d) => d.number),
      ...attemptValues(v),
    );
    return res.rows[0].id;
  }
  return db.transaction().execute(async (trx) => {
    const { id } = (await attemptInsert(trx, ...attemptValues(v))).rows[0];
    // SQLite binds at most 32,766 values a statement: 200 rows of 3 at a time
    for (let i = 0; i < draw.length; i += 200) {
      const chunk = draw.slice(i, i + 200);
      await drawInsert(trx, String(chunk.length), ...chunk.flatMap((d) => [id, d.question_id, d.number]));
    }
    return id;
  });
}

const closeIfInProgress = precompileFixed(
  3,
  (db, status: Exclude<AttemptStatus, 'in_progress'>, now: string, id: number) =>
    db
      .updateTable('attempts')
      .set({ status, submitted_at: now })
      .where('id', '=', id)
      .where('status', '=', 'in_progress'),
);

/**
 * Closes an attempt that is still in progress; true only for the one caller that closed it
 * (the guard against double and concurrent submits and the sweep).
 */
export async function closeAttempt(
  db: Exec,
  id: number,
  status: Exclude<AttemptStatus, 'in_progress'>,
  now: string,
): Promise<boolean> {
  const res = await closeIfInProgress(db, status, now, id);
  return Number(res.numAffectedRows) === 1;
}

const attemptScores = precompileFixed(
  4,
  (db, nilai_pg: number | null, nilai_essay: number | null, nilai_akhir: number | null, id: number) =>
    db.updateTable('attempts').set({ nilai_pg, nilai_essay, nilai_akhir }).where('id', '=', id),
);

export async function setAttemptScores(
  db: Exec,
  id: number,
  v: { nilai_pg: number | null; nilai_essay: number | null; nilai_akhir: number | null },
): Promise<void> {
  await attemptScores(db, v.nilai_pg, v.nilai_essay, v.nilai_akhir, id);
}

/** In-progress attempts whose deadline lies before the cutoff (deadline + grace passed). */
export const expiredAttempts = (db: Exec, cutoff: string, limit: number) =>
  db
    .selectFrom('attempts as a')
    .select(attemptColumns)
    .where('a.status', '=', 'in_progress')
    .where('a.deadline_at', '<', cutoff)
    .orderBy('a.deadline_at')
    .limit(limit)
    .execute();

// ---------- the sheet (never a key) ----------

/** The frozen draw of an attempt with what a candidate may see: NO kunci_pg / kunci_essay. */
export function sheetQuestions(db: Exec, attemptId: number) {
  return db
    .selectFrom('attempt_questions as aq')
    .innerJoin('questions as q', 'q.id', 'aq.question_id')
    .leftJoin('question_groups as g', 'g.id', 'q.group_soal')
    .select(['aq.number', ...viewColumns, 'g.nama_group', 'g.deskripsi'])
    .where('aq.attempt_id', '=', attemptId)
    .orderBy('aq.number')
    .execute();
}

const drawOf = precompileFixed(1, (db, attemptId: number) =>
  db
    .selectFrom('attempt_questions')
    .select(['question_id', 'number'])
    .where('attempt_id', '=', attemptId)
    .orderBy('number'),
);

/** An attempt's frozen draw: which question has which number. */
export const attemptDraw = async (db: Exec, attemptId: number) => (await drawOf(db, attemptId)).rows;

const answersOf = precompileFixed(1, (db, attemptId: number) =>
  db.selectFrom('answers').select(['question_id', 'value']).where('attempt_id', '=', attemptId),
);
const essaysOf = precompileFixed(1, (db, attemptId: number) =>
  db.selectFrom('essay_answers').select(['question_id', 'answer']).where('attempt_id', '=', attemptId),
);
const playsOf = precompileFixed(1, (db, attemptId: number) =>
  db.selectFrom('audio_plays').select(['question_id', 'plays']).where('attempt_id', '=', attemptId),
);

export async function savedWork(db: Exec, attemptId: number) {
  const [answers, essays, plays] = await Promise.all([
    answersOf(db, attemptId),
    essaysOf(db, attemptId),
    playsOf(db, attemptId),
  ]);
  return { answers: answers.rows, essays: essays.rows, plays: plays.rows };
}

// ---------- answers ----------

/** The answer row an upsert writes from a draw row `aq`: the letter and the time, typed for both dialects. */
const answerColumns = (value: string, now: string) =>
  [
    'aq.attempt_id',
    'aq.question_id',
    sql<string>`cast(${value} as varchar(1))`.as('value'),
    sql<string>`cast(${now} as varchar(30))`.as('updated_at'),
  ] as const;

/** One answer per question of an attempt: the last write wins. */
const lastAnswerWins = (oc: OnConflictBuilder<Database, 'answers'>) =>
  oc.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
    value: eb.ref('excluded.value'),
    updated_at: eb.ref('excluded.updated_at'),
  }));

/**
 * Upserts one answer letter, only for a PG question of the attempt's frozen draw (one statement:
 * INSERT … SELECT FROM attempt_questions … ON CONFLICT DO UPDATE). Returns rows written (0 = the
 * question is not a PG question of the attempt).
 */
export async function upsertAnswer(
  db: Exec,
  attemptId: number,
  questionId: number,
  value: string,
  now: string,
): Promise<number> {
  const res = await db
    .insertInto('answers')
    .columns(['attempt_id', 'question_id', 'value', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('attempt_questions as aq')
        .innerJoin('questions as q', 'q.id', 'aq.question_id')
        .where('q.type_soal', '=', 'PG')
        .select(answerColumns(value, now))
        .where('aq.attempt_id', '=', attemptId)
        .where('aq.question_id', '=', questionId),
    )
    .onConflict(lastAnswerWins)
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

/**
 * The autosave fast path in ONE statement (one round trip, no explicit transaction): upserts the
 * letter for a PG question of the taker's IN-PROGRESS attempt on this card whose deadline is not
 * before `cutoff` (deadline + grace still ahead). On PostgreSQL the attempt row is share-locked
 * (FOR SHARE OF a), so a concurrent submit — which updates that row — either waits for this
 * statement and then scores the answer, or commits first and this statement writes nothing.
 * Returns rows written; 0 means "find out why" (the caller takes the slow path).
 */
const answerFast = precompile(
  6,
  (
    db,
    shape: `${Dialect}:${Taker['kind']}`,
    value: string,
    now: string,
    cutoff: string,
    questionId: number,
    ownerId: number,
    kode: string,
  ) =>
    db
      .insertInto('answers')
      .columns(['attempt_id', 'question_id', 'value', 'updated_at'])
      .expression((eb) => {
        let q = eb
          .selectFrom('attempts as a')
          .innerJoin('attempt_questions as aq', 'aq.attempt_id', 'a.id')
          .innerJoin('questions as q', 'q.id', 'aq.question_id')
          .select(answerColumns(value, now))
          .where('a.status', '=', 'in_progress')
          .where('a.deadline_at', '>=', cutoff)
          .where('aq.question_id', '=', questionId)
          .where('q.type_soal', '=', 'PG');
        q = shape.endsWith(':candidate')
          ? q
              .where('a.candidate_id', '=', ownerId)
              .where('a.materi_id', 'in', (sub) =>
                sub.selectFrom('materi').select('id').where('kode_ujian', '=', kode),
              )
          : q
              .where('a.exam_student_id', '=', ownerId)
              .where('a.id_ujian', 'in', (sub) =>
                sub.selectFrom('exams').select('id_ujian').where('kode_ujian', '=', kode),
              );
        return shape.startsWith('postgres:') ? q.forShare('a') : q;
      })
      .onConflict(lastAnswerWins),
);

type AnswerFastArgs = Parameters<typeof answerFast> extends [unknown, ...infer A] ? A : never;
const runAnswerFast = async (exec: Exec, args: AnswerFastArgs) =>
  Number((await answerFast(exec, ...args)).numAffectedRows ?? 0);
/** SQLite: the autosaves of one event-loop turn share one commit (PostgreSQL: one each). */
const answerFastGrouped = groupCommit(runAnswerFast);

export async function upsertAnswerFast(
  db: Exec,
  dialect: Dialect,
  taker: Taker,
  v: { kode: string; questionId: number; value: string; now: string; cutoff: string },
): Promise<number> {
  const ownerId = taker.kind === 'candidate' ? taker.candidateId : taker.examStudentId;
  const args: AnswerFastArgs = [
    `${dialect}:${taker.kind}`,
    v.value,
    v.now,
    v.cutoff,
    v.questionId,
    ownerId,
    v.kode,
  ];
  return dialect === 'sqlite' ? answerFastGrouped(db, args) : runAnswerFast(db, args);
}

/** Upserts one essay answer for an Essay question of the attempt's draw; returns rows written. */
export async function upsertEssay(
  db: Exec,
  attemptId: number,
  questionId: number,
  answer: string,
  now: string,
): Promise<number> {
  const res = await db
    .insertInto('essay_answers')
    .columns(['attempt_id', 'question_id', 'answer', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('attempt_questions as aq')
        .innerJoin('questions as q', 'q.id', 'aq.question_id')
        .where('q.type_soal', '=', 'Essay')
        .select([
          'aq.attempt_id',
          'aq.question_id',
          sql<string>`cast(${answer} as text)`.as('answer'),
          sql<string>`cast(${now} as varchar(30))`.as('updated_at'),
        ])
        .where('aq.attempt_id', '=', attemptId)
        .where('aq.question_id', '=', questionId),
    )
    .onConflict((oc) =>
      oc.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
        answer: eb.ref('excluded.answer'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

export async function hasEssay(db: Exec, attemptId: number, questionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('essay_answers')
    .select('question_id')
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return !!row;
}

export async function questionInAttempt(db: Exec, attemptId: number, questionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('attempt_questions')
    .select('question_id')
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Records one audio play when fewer than `max` were recorded, for an audio question (.mp3, .ogg,
 * .wav) of the draw. Returns the new count, or null when refused (limit reached, no audio, or the
 * question is not in the attempt).
 */
export async function recordAudioPlay(
  db: Exec,
  attemptId: number,
  questionId: number,
  max: number,
  now: string,
): Promise<number | null> {
  const row = await db
    .insertInto('audio_plays')
    .columns(['attempt_id', 'question_id', 'plays', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('attempt_questions as aq')
        .innerJoin('questions as q', 'q.id', 'aq.question_id')
        .where((w) =>
          w.or(['%.mp3', '%.ogg', '%.wav'].map((ext) => w(w.fn('lower', ['q.soal_gambar']), 'like', ext))),
        )
        .select([
          'aq.attempt_id',
          'aq.question_id',
          sql<number>`1`.as('plays'),
          sql<string>`cast(${now} as varchar(30))`.as('updated_at'),
        ])
        .where('aq.attempt_id', '=', attemptId)
        .where('aq.question_id', '=', questionId),
    )
    .onConflict((oc) =>
      oc
        .columns(['attempt_id', 'question_id'])
        .doUpdateSet((eb) => ({
          plays: eb('audio_plays.plays', '+', 1),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('audio_plays.plays', '<', max),
    )
    .returning('plays')
    .executeTakeFirst();
  return row ? Number(row.plays) : null;
}

// ---------- scoring and results ----------

/** Everything needed to score an attempt and record its essays (staff-only data: keys included). */
const scoringOf = precompileFixed(1, (db, attemptId: number) =>
  db
    .selectFrom('attempt_questions as aq')
    .innerJoin('questions as q', 'q.id', 'aq.question_id')
    .leftJoin('answers as an', (j) =>
      j.onRef('an.attempt_id', '=', 'aq.attempt_id').onRef('an.question_id', '=', 'aq.question_id'),
    )
    .leftJoin('essay_answers as ea', (j) =>
      j.onRef('ea.attempt_id', '=', 'aq.attempt_id').onRef('ea.question_id', '=', 'aq.question_id'),
    )
    .select([
      'aq.question_id',
      'aq.number',
      'q.type_soal',
      'q.soal_pg',
      'q.kunci_pg',
      'q.kunci_essay',
      'an.value',
      'ea.answer',
    ])
    .where('aq.attempt_id', '=', attemptId)
    .orderBy('aq.number'),
);

export const scoringRows = async (db: Exec, attemptId: number) => (await scoringOf(db, attemptId)).rows;

type ResultValues = Omit<Insertable<ResultsTable>, 'id_hasil'>;

/** Every column of a new result, in the order of the precompiled insert's values. */
const RESULT_COLUMNS = [
  'attempt_id',
  'id_ujian',
  'materi_id',
  'candidate_id',
  'exam_student_id',
  'nama_mhs',
  'nim',
  'email',
  'kelas',
  'type_soal',
  'nilai_pg',
  'nilai_essay',
  'nilai_akhir',
  'mulai',
  'jawaban_essay',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ResultValues)[];
// a column added to the table and not to the list above fails to compile here
const _everyResultColumn: Exclude<keyof ResultValues, (typeof RESULT_COLUMNS)[number]> extends never
  ? true
  : never = true;

const resultInsert = precompileFixed(RESULT_COLUMNS.length, (db, ...values: unknown[]) =>
  db
    .insertInto('results')
    .values(Object.fromEntries(RESULT_COLUMNS.map((c, i) => [c, values[i]])) as unknown as ResultValues)
    .returning('id_hasil'),
);

export async function insertResult(db: Exec, v: ResultValues): Promise<number> {
  const res = await resultInsert(db, ...RESULT_COLUMNS.map((c) => v[c] ?? null));
  return res.rows[0].id_hasil;
}

// ---------- sessions: presence, course-exam seats ----------

const sessionSeen = precompileFixed(3, (db, now: string, id: number, staleBefore: string) =>
  db
    .updateTable('auth_tokens')
    .set({ last_seen_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', staleBefore)])),
);
const runSessionSeen = async (exec: Exec, v: { now: string; id: number; staleBefore: string }) => {
  await sessionSeen(exec, v.now, v.id, v.staleBefore);
};
/** SQLite: the presence writes of one event-loop turn share one commit. */
const sessionSeenGrouped = groupCommit(runSessionSeen);

/**
 * Records that a session (token) made a request now; a value newer than `staleBefore` is kept
 * (another server process wrote it a moment ago), so this writes nothing then.
 */
export async function touchSession(
  db: Exec,
  dialect: Dialect,
  tokenId: number,
  now: string,
  staleBefore: string,
): Promise<void> {
  const v = { now, id: tokenId, staleBefore };
  await (dialect === 'sqlite' ? sessionSeenGrouped(db, v) : runSessionSeen(db, v));
}

/** Whether a course-exam seat has a live session that was seen at or after `since`. */
export async function seatSessionSeenSince(
  db: Exec,
  examStudentId: number,
  since: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('id')
    .where('exam_student_id', '=', examStudentId)
    .where('kind', '=', 'student_exam')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
