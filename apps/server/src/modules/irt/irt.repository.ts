import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import type { Dialect, Exec } from '../../db';
import { drawItemsOf } from '../../db/draws';
import type { Database, IrtCalibrationsTable, IrtItemParamsTable, IrtScoresTable } from '../../db/schema';
import { inChunks } from '../../lib/chunks';

type Row<T> = { [K in keyof T]: T[K] extends { __select__: infer S } ? S : T[K] };
export type CalibrationRow = Row<IrtCalibrationsTable> & { kode_ujian: string; deskripsi: string };
export type ItemParamsRow = IrtItemParamsTable;
export type ScoreRow = IrtScoresTable;

export const findMateri = (db: Exec, id: number) =>
  db.selectFrom('materi').select(['id', 'kode_ujian', 'deskripsi']).where('id', '=', id).executeTakeFirst();

/** Every materi, in the order of the staff lists. */
export const listMateri = (db: Exec) =>
  db.selectFrom('materi').select(['id', 'kode_ujian', 'deskripsi']).orderBy('urutan').orderBy('id').execute();

const calibrations = (db: Exec) =>
  db
    .selectFrom('irt_calibrations as c')
    .innerJoin('materi as m', 'm.id', 'c.materi_id')
    .selectAll('c')
    .select(['m.kode_ujian', 'm.deskripsi']);

export const findCalibration = (db: Exec, id: number) =>
  calibrations(db).where('c.id', '=', id).executeTakeFirst() as Promise<CalibrationRow | undefined>;

/** The versions, newest first (of one materi, or of all). */
export function listCalibrations(db: Exec, materiId?: number) {
  let q = calibrations(db).orderBy('c.id', 'desc');
  if (materiId !== undefined) q = q.where('c.materi_id', '=', materiId);
  return q.execute() as Promise<CalibrationRow[]>;
}

/** The newest calibration of each materi (any state). */
export const latestCalibrations = (db: Exec) =>
  calibrations(db)
    .where('c.id', 'in', (eb) =>
      eb
        .selectFrom('irt_calibrations')
        .select((x) => x.fn.max('id').as('id'))
        .groupBy('materi_id'),
    )
    .execute() as Promise<CalibrationRow[]>;

/**
 * Queues a calibration; undefined when the materi already has one queued or running (the partial
 * unique index irt_calibrations_one_active refuses the second, also between two instances).
 */
export const insertCalibration = (
  db: Exec,
  v: { materi_id: number; model: '2pl' | 'rasch'; requested_by: number; created_at: string },
) =>
  db
    .insertInto('irt_calibrations')
    .values({ ...v, state: 'queued', progress: 0 })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();

/**
 * Claims the oldest queued calibration (or a running one whose instance stopped beating before
 * `staleBefore`) for `workerId`. On PostgreSQL FOR UPDATE SKIP LOCKED hands a row to one instance;
 * on SQLite the claim is one write transaction and the UPDATE repeats the condition, so a second
 * process that read the same row claims nothing.
 */
export async function claimNext(
  db: Kysely<Database>,
  dialect: Dialect,
  workerId: string,
  now: string,
  staleBefore: string,
): Promise<number | undefined> {
  const claimable = (eb: ExpressionBuilder<Database, 'irt_calibrations'>) =>
    eb.or([
      eb('state', '=', 'queued'),
      eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', staleBefore)]),
    ]);
  return db.transaction().execute(async (trx) => {
    let next = trx.selectFrom('irt_calibrations').select('id').where(claimable).orderBy('id').limit(1);
    if (dialect === 'postgres') next = next.forUpdate().skipLocked();
    const row = await next.executeTakeFirst();
    if (!row) return undefined;
    const claimed = await trx
      .updateTable('irt_calibrations')
      .set({ state: 'running', progress: 0, claimed_by: workerId, heartbeat_at: now, started_at: now })
      .where('id', '=', row.id)
      .where(claimable)
      .returning('id')
      .executeTakeFirst();
    return claimed?.id;
  });
}

/**
 * Writes progress, the heartbeat or the outcome of a calibration while this worker holds its claim;
 * false when it lost it (another instance took over a claim gone stale).
 */
export async function updateClaimed(
  db: Exec,
  id: number,
  workerId: string,
  v: Omit<Updateable<IrtCalibrationsTable>, 'id' | 'materi_id' | 'model' | 'created_at'>,
): Promise<boolean> {
  const res = await db
    .updateTable('irt_calibrations')
    .set(v)
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('claimed_by', '=', workerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * The responses of the first finished attempt of every candidate on a materi (attempts staff voided,
 * 'Ulang ujian', do not count): one row per drawn
 * auto-scored question (PG and the UTBK / AKM forms, not essays) with its key and the answer given
 * (null: drawn, not answered).
 * Questions the attempt did not draw have no row (missing, not wrong).
 */
export const firstAttemptResponses = (db: Exec, materiId: number) =>
  db
    .selectFrom('attempts as a')
    .innerJoin(drawItemsOf(db), 'aq.attempt_id', 'a.id')
    .innerJoin('questions as q', 'q.id', 'aq.question_id')
    .leftJoin('answers as ans', (j) =>
      j.onRef('ans.attempt_id', '=', 'a.id').onRef('ans.question_id', '=', 'aq.question_id'),
    )
    .select([
      'a.id as attempt_id',
      'a.candidate_id',
      'aq.question_id',
      'q.type_soal',
      'q.kunci_pg',
      'q.kunci',
      'q.aturan_skor',
      'q.pil_a',
      'q.pil_b',
      'q.pil_c',
      'q.pil_d',
      'q.pil_e',
      'ans.value',
      'ans.isi as form_answer',
    ])
    .where('a.materi_id', '=', materiId)
    .where('a.candidate_id', 'is not', null)
    .where('a.status', '!=', 'in_progress')
    .where('a.voided_at', 'is', null)
    .where('q.type_soal', '!=', 'Essay')
    .where('a.id', 'in', (eb) =>
      eb
        .selectFrom('attempts as f')
        .select((x) => x.fn.min('f.id').as('id'))
        .where('f.materi_id', '=', materiId)
        .where('f.candidate_id', 'is not', null)
        .where('f.status', '!=', 'in_progress')
        .where('f.voided_at', 'is', null)
        .groupBy('f.candidate_id'),
    )
    .orderBy('a.id')
    .execute();

/** The question groups' names of the given questions. */
export const questionGroups = (db: Exec, questionIds: number[]) =>
  questionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('questions as q')
        .innerJoin('question_groups as g', 'g.id', 'q.group_soal')
        .select(['q.id', 'g.nama_group'])
        .where('q.id', 'in', questionIds)
        .execute();

const CHUNK = 500;

export const insertItems = (db: Exec, rows: ItemParamsRow[]) =>
  inChunks(rows, CHUNK, (chunk) => db.insertInto('irt_item_params').values(chunk).execute());

export const insertScores = (db: Exec, rows: ScoreRow[]) =>
  inChunks(rows, CHUNK, (chunk) => db.insertInto('irt_scores').values(chunk).execute());

export const itemsOf = (db: Exec, calibrationId: number) =>
  db
    .selectFrom('irt_item_params as p')
    .leftJoin('questions as q', 'q.id', 'p.question_id')
    .leftJoin('question_groups as g', 'g.id', 'q.group_soal')
    .selectAll('p')
    .select(['g.nama_group', 'q.soal_pg'])
    .where('p.calibration_id', '=', calibrationId)
    .orderBy('p.number')
    .execute();

/**
 * The stored scores of one candidate on the latest finished calibration of each materi that has one
 * with enough data.
 */
export const candidateScores = (db: Exec, candidateId: number) =>
  db
    .selectFrom('irt_scores as s')
    .innerJoin('irt_calibrations as c', 'c.id', 's.calibration_id')
    .innerJoin('materi as m', 'm.id', 'c.materi_id')
    .select([
      's.calibration_id',
      's.theta',
      's.theta_se',
      's.skor',
      's.skor_se',
      'c.materi_id',
      'c.model',
      'c.finished_at',
      'm.kode_ujian',
      'm.deskripsi',
      'm.urutan',
    ])
    .where('s.candidate_id', '=', candidateId)
    .where('c.id', 'in', latestDone(db))
    .orderBy('m.urutan')
    .orderBy('m.id')
    .execute();

/** The ids of the latest done calibration of each materi. */
const latestDone = (db: Exec) =>
  db
    .selectFrom('irt_calibrations')
    .select((x) => x.fn.max('id').as('id'))
    .where('state', '=', 'done')
    .where('enough_data', '=', 1)
    .groupBy('materi_id');

/** The stored scores of the given attempts on the latest calibration of their materi. */
export const scoresOfAttempts = (db: Exec, attemptIds: number[]) =>
  attemptIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('irt_scores as s')
        .select(['s.attempt_id', 's.skor', 's.skor_se'])
        .where('s.attempt_id', 'in', attemptIds)
        .where('s.calibration_id', 'in', latestDone(db))
        .execute();
