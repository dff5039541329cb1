import {
  STIMULUS_MSG,
  type Stimulus,
  type stimulusCreateSchema,
  type stimulusQuestionsSchema,
  type stimulusUpdateSchema,
} from '@tryout/shared/stimulus';
import type { z } from 'zod';
import type { Db } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { renderFormulas } from '../../lib/math';
import { hasVisibleContent, sanitizeRichText } from '../../lib/sanitize';
import { nowIso } from '../../lib/time';
import { type Actor, requireMateri } from '../materi/access.service';
import * as repo from './stimulus.repository';

/**
 * Shared passages (wacana) of a question group (docs/decisions/0025; shared/stimulus.ts). Who may read or
 * change one is who may read or write its group's materi (the questions' rule, bank-access.ts).
 */

function toStimulus(s: repo.StimulusRecord, soal: number[]): Stimulus {
  return {
    id: s.id,
    group_id: s.group_id,
    judul: s.judul,
    // its formulas as MathML (lib/math.ts); the editor reads data-tex back
    isi: renderFormulas(s.isi),
    soal,
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

async function withQuestions(db: Db, rows: repo.StimulusRecord[]): Promise<Stimulus[]> {
  const uses = await repo.questionsUsing(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toStimulus(
      r,
      uses.filter((u) => u.stimulus_id === r.id).map((u) => u.id),
    ),
  );
}

const stimulusOut = async (db: Db, id: number): Promise<Stimulus> => {
  const s = await repo.findStimulus(db, id);
  if (!s) throw notFound(STIMULUS_MSG.notFound);
  return (await withQuestions(db, [s]))[0];
};

/** The group's materi when the actor may `need` it: 404 for a group that does not exist. */
async function groupMateriFor(db: Db, actor: Actor, groupId: number, need: 'read' | 'write') {
  const materiId = await repo.groupMateri(db, groupId);
  if (materiId == null) throw notFound(STIMULUS_MSG.groupRequired);
  await requireMateri(db, actor, materiId, need);
  return materiId;
}

/** A stimulus the actor may `need` (its group's materi), with that materi. */
async function stimulusFor(db: Db, actor: Actor, id: number, need: 'read' | 'write') {
  const s = await repo.findStimulus(db, id);
  if (!s) throw notFound(STIMULUS_MSG.notFound);
  const materiId = await groupMateriFor(db, actor, s.group_id, need);
  return { s, materiId };
}

/** The passage as stored: sanitised with the question policy, not empty after it. */
function cleanIsi(isi: string): string {
  const clean = sanitizeRichText(isi);
  if (!hasVisibleContent(clean))
    throw badRequest(STIMULUS_MSG.isiRequired, { isi: STIMULUS_MSG.isiRequired });
  return clean;
}

/** Refuses a change that would alter what a running attempt shows. */
async function refuseLive(db: Db, questionIds: number[]) {
  if (await repo.anyInLiveAttempt(db, questionIds)) throw conflict(STIMULUS_MSG.liveExam);
}

/** GET /groupSoal/:id/stimulus */
export async function listOfGroup(db: Db, actor: Actor, groupId: number): Promise<Stimulus[]> {
  await groupMateriFor(db, actor, groupId, 'read');
  return withQuestions(db, await repo.stimuliOfGroup(db, groupId));
}

/** POST /stimulus */
export async function create(
  db: Db,
  actor: Actor,
  input: z.output<typeof stimulusCreateSchema>,
): Promise<Stimulus> {
  const materiId = await repo.groupMateri(db, input.group_id);
  if (materiId == null)
    throw badRequest(STIMULUS_MSG.groupRequired, { group_id: STIMULUS_MSG.groupRequired });
  await requireMateri(db, actor, materiId, 'write');
  const now = nowIso();
  const id = await repo.insertStimulus(db, materiId, {
    group_id: input.group_id,
    judul: input.judul,
    isi: cleanIsi(input.isi),
    created_at: now,
    updated_at: now,
  });
  return stimulusOut(db, id);
}

/** POST /stimulus/:id */
export async function update(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof stimulusUpdateSchema>,
): Promise<Stimulus> {
  const { materiId } = await stimulusFor(db, actor, id, 'write');
  const isi = cleanIsi(input.isi);
  await db.transaction().execute(async (trx) => {
    await refuseLive(
      trx,
      (await repo.questionsUsing(trx, [id])).map((q) => q.id),
    );
    const n = await repo.updateStimulus(trx, materiId, id, { judul: input.judul, isi, updated_at: nowIso() });
    if (n === 0) throw notFound(STIMULUS_MSG.notFound);
  });
  return stimulusOut(db, id);
}

/** DELETE /stimulus/:id: refused (409) while a question uses it. */
export async function remove(db: Db, actor: Actor, id: number): Promise<void> {
  const { materiId } = await stimulusFor(db, actor, id, 'write');
  await db.transaction().execute(async (trx) => {
    const uses = await repo.questionsUsing(trx, [id]);
    if (uses.length > 0) throw conflict(STIMULUS_MSG.inUse(uses.length));
    if ((await repo.deleteStimulus(trx, materiId, id)) === 0) throw notFound(STIMULUS_MSG.notFound);
  });
}

/** POST /stimulus/:id/soal: exactly these questions of its group use it from now on. */
export async function setQuestions(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof stimulusQuestionsSchema>,
): Promise<Stimulus> {
  const { s, materiId } = await stimulusFor(db, actor, id, 'write');
  const ids = [...new Set(input.soal)];
  await db.transaction().execute(async (trx) => {
    const found = await repo.questionGroups(trx, ids);
    if (found.length !== ids.length)
      throw badRequest(STIMULUS_MSG.questionsInvalid, { soal: STIMULUS_MSG.questionsInvalid });
    if (found.some((q) => q.group_soal !== s.group_id))
      throw badRequest(STIMULUS_MSG.questionOtherGroup, { soal: STIMULUS_MSG.questionOtherGroup });
    const before = (await repo.questionsUsing(trx, [id])).map((q) => q.id);
    const touched = [...before.filter((q) => !ids.includes(q)), ...ids.filter((q) => !before.includes(q))];
    await refuseLive(trx, touched);
    await repo.setStimulusQuestions(trx, materiId, id, ids);
  });
  return stimulusOut(db, id);
}
