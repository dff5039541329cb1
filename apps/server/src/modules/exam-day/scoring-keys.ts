import type { Exec } from '../../db';
import { type Caches, heldAtVersion, versionedSlot } from '../../lib/caches';
import { drawnAnswers, type ScoringKeyRow, scoringKeyRows, scoringRows } from './finalise.repository';

/** What scoring needs of a question, by question id (keys: staff-only, never in the candidate's bank). */
type ScoringKeys = Map<number, Readonly<Omit<ScoringKeyRow, 'id'>>>;

/** The scoring keys this app holds, by materi id, kept apart from the candidate's bank (bank.ts). */
const keysHeld = versionedSlot<ScoringKeys>('exam-day scoring keys');

async function load(db: Exec, materiId: number): Promise<ScoringKeys> {
  const keys: ScoringKeys = new Map();
  for (const { id, ...q } of await scoringKeyRows(db, materiId)) {
    // an essay's text goes into the result's essay record; a closed question's is not needed
    keys.set(id, Object.freeze(q.type_soal === 'Essay' ? q : { ...q, soal_pg: '' }));
  }
  return keys;
}

/**
 * Each drawn question's scoring row with the attempt's answer, in the draw's order (as
 * `scoringRows`), the questions' keys taken from memory at the materi's `version`
 * (materi.bank_version, read by the statement that closed the attempt) or newer: every edit of a
 * question raises it. The database is read for the questions when one drawn is no longer in the
 * materi's bank (moved since the draw).
 *
 * The keys are read inside the caller's transaction (`trx`), never on another connection: a
 * burst of submits holds every connection of the pool in a transaction, and a read waiting for a
 * free one would wait for ever. Concurrent first submits share the first one's read.
 */
export async function scoringRowsAt(
  ctx: { caches: Caches },
  trx: Exec,
  attempt: { id: number; materi_id: number },
  version: number,
) {
  let ours = false;
  let keys: ScoringKeys;
  try {
    keys = await heldAtVersion(ctx.caches.of(keysHeld), attempt.materi_id, version, () => {
      ours = true;
      return load(trx, attempt.materi_id);
    });
  } catch (err) {
    // another submit's read failed with its transaction: this one reads its questions itself
    if (ours) throw err;
    return scoringRows(trx, attempt.id);
  }
  const drawn = await drawnAnswers(trx, attempt.id);
  const rows = [];
  for (const d of drawn) {
    const q = keys.get(d.question_id);
    if (!q) return scoringRows(trx, attempt.id);
    // the row read for this request takes the question's fields: a new object spread from both
    // cost 9 % of the submit's server CPU in a profile
    rows.push(Object.assign(d, q));
  }
  return rows;
}
