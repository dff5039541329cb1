import type { Insertable } from 'kysely';
import type { Db } from '../../../db';
import { drawsOfQuestions } from '../../../db/draws';
import type { ImportBatchesTable, QuestionsTable } from '../../../db/schema';
import { inChunks } from '../../../lib/chunks';
import { MEDIA_COLUMNS, touchBanks } from '../question-bank.repository';

export const findGroup = (db: Db, id: number) =>
  db
    .selectFrom('question_groups')
    .select(['id', 'master_materi', 'nama_group'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The text of a group's questions (what duplicates are found by). */
export const groupTexts = (db: Db, groupId: number) =>
  db
    .selectFrom('questions')
    .select(['soal_pg', 'pil_a', 'pil_b', 'pil_c', 'pil_d', 'pil_e'])
    .where('group_soal', '=', groupId)
    .execute();

const CHUNK = 50;

/**
 * One import: its batch row, the group's new stimuli (by the key the questions name in `wacana`)
 * and every question, then the materi's bank version once.
 */
export async function insertImport(
  trx: Db,
  batch: Insertable<ImportBatchesTable>,
  questions: (Omit<Insertable<QuestionsTable>, 'import_batch' | 'stimulus_id'> & { wacana?: string })[],
  materiId: number,
  stimuli: Map<string, { judul: string | null; isi: string }> = new Map(),
): Promise<number> {
  const { id } = await trx
    .insertInto('import_batches')
    .values(batch)
    .returning('id')
    .executeTakeFirstOrThrow();
  const stimulusIds = new Map<string, number>();
  for (const [key, s] of stimuli) {
    const row = await trx
      .insertInto('stimuli')
      .values({
        group_id: batch.group_soal,
        ...s,
        created_at: batch.created_at,
        updated_at: batch.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stimulusIds.set(key, row.id);
  }
  await inChunks(questions, CHUNK, (chunk) =>
    trx
      .insertInto('questions')
      .values(
        chunk.map(({ wacana, ...q }) => ({
          ...q,
          stimulus_id: wacana === undefined ? null : (stimulusIds.get(wacana) ?? null),
          import_batch: id,
        })),
      )
      .execute(),
  );
  await touchBanks(trx, [materiId]);
  return id;
}

/**
 * The questions of one batch, or of a group's batches, that an attempt drew: one pass over the
 * draws (db/draws.ts; docs/decisions/0043), the batch's questions looked up by their ids.
 */
const drawnOfBatches = (db: Db, where: { batch: number } | { group: number }) =>
  drawsOfQuestions(db, (q) =>
    'batch' in where
      ? q.where('q.import_batch', '=', where.batch)
      : q.where('q.group_soal', '=', where.group).where('q.import_batch', 'is not', null),
  ).select('aq.question_id');

export const listBatches = (db: Db, groupId: number) =>
  db
    .selectFrom('import_batches as b')
    .selectAll('b')
    .select((eb) =>
      eb(
        'b.id',
        'in',
        eb
          .selectFrom('questions as q')
          .select('q.import_batch')
          .where('q.id', 'in', drawnOfBatches(db, { group: groupId }))
          .$narrowType<{ import_batch: number }>(),
      ).as('in_use'),
    )
    .where('b.group_soal', '=', groupId)
    .orderBy('b.id', 'desc')
    .execute();

export const findBatch = (db: Db, id: number) =>
  db
    .selectFrom('import_batches as b')
    .innerJoin('question_groups as g', 'g.id', 'b.group_soal')
    .selectAll('b')
    .select('g.master_materi')
    .where('b.id', '=', id)
    .executeTakeFirst();

export async function batchInUse(db: Db, id: number): Promise<boolean> {
  return (await drawnOfBatches(db, { batch: id }).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Removes the batch's questions, the stimuli it brought that no question uses any more, and the
 * batch; returns their media files.
 */
export async function deleteBatch(trx: Db, id: number, materiId: number) {
  const media = await trx
    .selectFrom('questions')
    .select(MEDIA_COLUMNS)
    .where('import_batch', '=', id)
    .execute();
  const stimulusIds = (
    await trx
      .selectFrom('questions')
      .select('stimulus_id')
      .distinct()
      .where('import_batch', '=', id)
      .where('stimulus_id', 'is not', null)
      .execute()
  ).map((r) => r.stimulus_id as number);
  await trx.deleteFrom('questions').where('import_batch', '=', id).execute();
  if (stimulusIds.length > 0)
    await trx
      .deleteFrom('stimuli')
      .where('id', 'in', stimulusIds)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('questions').select('id').whereRef('questions.stimulus_id', '=', 'stimuli.id'),
          ),
        ),
      )
      .execute();
  await trx.deleteFrom('import_batches').where('id', '=', id).execute();
  await touchBanks(trx, [materiId]);
  return media;
}
