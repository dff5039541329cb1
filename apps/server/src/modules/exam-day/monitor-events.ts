import {
  candidateKey,
  type DeadlineNote,
  type EventBus,
  kodeKey,
  materiKey,
  seatKey,
  ujianKey,
} from '../../events/bus';
import type { Taker } from './attempts.repository';

/**
 * What the exam day tells the control room ('Pengawasan Ujian'): a taker started, saved, beat or
 * finished. In memory only (the bus gathers and sends them), never a database round trip here.
 */

/** An attempt changed (started, beat, finished). */
export function attemptChanged(
  bus: EventBus | undefined,
  a: { candidate_id: number | null; materi_id: number | null; id_ujian: number | null },
): void {
  if (a.candidate_id != null && a.materi_id != null) bus?.publish([materiKey(a.materi_id)]);
  else if (a.id_ujian != null) bus?.publish([ujianKey(a.id_ujian)]);
}

/** The taker saved on the card `kode`. */
export function takerSaved(bus: EventBus | undefined, taker: Taker, kode: string): void {
  bus?.publish([taker.kind === 'candidate' ? kodeKey(kode) : ujianKey(taker.ujianId)]);
}

/** The deadline staff gave the taker's attempt lately (extra time, accommodation), if any. */
export function movedDeadline(bus: EventBus | undefined, taker: Taker): DeadlineNote | undefined {
  return bus?.noteOf(takerKey(taker));
}

/** The taker's key on the bus: its deadline notes, and the proctor's actions its exam page hears. */
export function takerKey(taker: Taker): string {
  return taker.kind === 'candidate' ? candidateKey(taker.candidateId) : seatKey(taker.examStudentId);
}

/** Calls `fn` whenever a proctor (or the outage credit) acts on this taker; returns the unsubscribe. */
export function onTakerNews(bus: EventBus, taker: Taker, fn: () => void): () => void {
  return bus.subscribe([takerKey(taker)], fn);
}
