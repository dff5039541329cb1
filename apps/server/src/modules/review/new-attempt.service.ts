import { REVIEW_CONFIRM_FIELD, REVIEW_OPENED_MSG } from '@tryout/shared/review-opened';
import type { Exec } from '../../db';
import { conflict } from '../../lib/errors';
import * as repo from './review.repository';

/*
 * Staff actions that give a candidate who opened a pembahasan a new attempt (docs/decisions/0021):
 * each asks for a confirmation. Apart from review.service, so the settings change can ask without
 * reaching the candidate's outcome (which reads the settings).
 */

/** 409 with the warning unless the request confirmed it (`konfirmasi_pembahasan: true`). */
export function refuseUnconfirmed(message: string, confirmed: boolean | undefined): void {
  if (!confirmed) throw conflict(message, { [REVIEW_CONFIRM_FIELD]: REVIEW_OPENED_MSG.consequence });
}

/** 'Ulang ujian' on a candidate who opened the materi's review: confirmed, or 409. */
export async function confirmVoid(db: Exec, candidateId: number, materiId: number, confirmed?: boolean) {
  if (await repo.reviewOpened(db, candidateId, materiId))
    refuseUnconfirmed(REVIEW_OPENED_MSG.taker, confirmed);
}

/** Raising the attempts per materi from `from` to `to` gives review openers a new attempt: confirmed, or 409. */
export async function confirmMoreAttempts(db: Exec, from: number, to: number, confirmed?: boolean) {
  const n = await repo.openersWithAttemptsLeft(db, { from, to }, 'openMateri');
  if (n > 0) refuseUnconfirmed(REVIEW_OPENED_MSG.many(n), confirmed);
}
