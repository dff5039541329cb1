import type { Db } from '../../db';
import {
  busOf,
  candidateKey,
  type DeadlineNote,
  kodeKey,
  materiKey,
  publish,
  seatKey,
  ujianKey,
} from '../monitor/bus';
import type { Taker } from './attempts.repository';

/**
 * What the exam day tells the control room ('Pengawasan Ujian'): a taker started, saved, beat or
 * finished. In memory only (the bus gathers and sends them), never a database round trip here.
 */

/** An attempt changed (started, beat, finished). */
export function attemptChanged(
  db: Db,
  a: { candidate_id: number | null; materi_id: number | null; id_ujian: number | null },
): void {
  if (a.candidate_id != null && a.materi_id != null) publish(db, [materiKey(a.materi_id)]);
  else if (a.id_ujian != null) publish(db, [ujianKey(a.id_ujian)]);
}

/** The taker saved on the card `kode`. */
export function takerSaved(db: Db, taker: Taker, kode: string): void {
  publish(db, [taker.kind === 'candidate' ? kodeKey(kode) : ujianKey(taker.ujianId)]);
}

/** The deadline staff gave the taker's attempt lately (extra time, accommodation), if any. */
export function movedDeadline(db: Db, taker: Taker): DeadlineNote | undefined {
  return busOf(db)?.noteOf(
    taker.kind === 'candidate' ? candidateKey(taker.candidateId) : seatKey(taker.examStudentId),
  );
}
