import type { Insertable, Updateable } from 'kysely';
import type { Exec } from '../../db';
import { drawItemsOf } from '../../db/draws';
import { rowsOf } from '../../db/rows';
import { IN_PROGRESS, type StimuliTable } from '../../db/schema';
import { touchBanks } from './question-bank.repository';

/** The shared passages (wacana) of question groups (0025) and the questions that use them. */

const stimuli = rowsOf('stimuli', 'id');

export const findStimulus = (db: Exec, id: number) =>
  db.selectFrom('stimuli').selectAll().where('id', '=', id).executeTakeFirst();
export type StimulusRecord = NonNullable<Awaited<ReturnType<typeof findStimulus>>>;

export const stimuliOfGroup = (db: Exec, groupId: number) =>
  db.selectFrom('stimuli').selectAll().where('group_id', '=', groupId).orderBy('id').execute();

/** The questions using each of these stimuli (ascending ids). */
export const questionsUsing = (db: Exec, stimulusIds: number[]) =>
  stimulusIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('questions')
        .select(['id', 'stimulus_id'])
        .where('stimulus_id', 'in', stimulusIds)
        .orderBy('id')
        .execute();

/** The materi of a group (every write raises its bank_version: the exam's bank shows the passage). */
export const groupMateri = async (db: Exec, groupId: number) =>
  (
    await db
      .selectFrom('question_groups')
      .select('master_materi')
      .where('id', '=', groupId)
      .executeTakeFirst()
  )?.master_materi;

export async function insertStimulus(db: Exec, materiId: number, values: Insertable<StimuliTable>) {
  const id = await stimuli.insert(db, values);
  await touchBanks(db, [materiId]);
  return id;
}

export async function updateStimulus(
  db: Exec,
  materiId: number,
  id: number,
  values: Updateable<StimuliTable>,
) {
  const n = await stimuli.update(db, id, values);
  await touchBanks(db, [materiId]);
  return n;
}

export async function deleteStimulus(db: Exec, materiId: number, id: number) {
  const n = await stimuli.remove(db, id);
  await touchBanks(db, [materiId]);
  return n;
}

/** The group of each of these questions (a question missing from the answer does not exist). */
export const questionGroups = (db: Exec, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('questions').select(['id', 'group_soal']).where('id', 'in', ids).execute();

/** Whether an attempt in progress has drawn one of these questions. */
export async function anyInLiveAttempt(db: Exec, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const row = await db
    .selectFrom('attempts as a')
    .innerJoin(drawItemsOf(db), 'aq.attempt_id', 'a.id')
    .select('aq.attempt_id')
    .where('aq.question_id', 'in', ids)
    .where('a.status', '=', IN_PROGRESS)
    .executeTakeFirst();
  return row !== undefined;
}

/** Exactly `ids` use the stimulus from now on (the others that used it are detached). */
export async function setStimulusQuestions(db: Exec, materiId: number, stimulusId: number, ids: number[]) {
  let detach = db.updateTable('questions').set({ stimulus_id: null }).where('stimulus_id', '=', stimulusId);
  if (ids.length > 0) detach = detach.where('id', 'not in', ids);
  await detach.execute();
  if (ids.length > 0)
    await db.updateTable('questions').set({ stimulus_id: stimulusId }).where('id', 'in', ids).execute();
  await touchBanks(db, [materiId]);
}

/** A question moved to another group leaves the passage of its old group. */
export async function detachIfOtherGroup(db: Exec, questionId: number, groupId: number) {
  await db
    .updateTable('questions')
    .set({ stimulus_id: null })
    .where('id', '=', questionId)
    .where('stimulus_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('stimuli as s')
            .select('s.id')
            .whereRef('s.id', '=', 'questions.stimulus_id')
            .where('s.group_id', '=', groupId),
        ),
      ),
    )
    .execute();
}
