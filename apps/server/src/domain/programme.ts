import type { ExamState } from '@tryout/shared/exam';
import type { PassEvaluation } from './pass';

/** "Second attempt" means at least 2 attempts on every materi (design §4). */
export const SECOND_ATTEMPT_MIN = 2;

export interface Programme {
  kode_prodi: string;
  nama_prodi: string;
  nilai_min_kelulusan: number;
}

export type ProgrammeDecision =
  /** the candidate chose no programme: only the KKM applies */
  | { kind: 'none' }
  /** not every materi attempted yet, or programme one not met and a second attempt is still allowed */
  | { kind: 'pending' }
  | { kind: 'accepted_first'; programme: Programme; nilai_akhir: number }
  | { kind: 'accepted_second'; programme: Programme; nilai_akhir: number }
  /** second attempts done, programme one not met, and no programme two */
  | { kind: 'failed' };

/**
 * Programme flow (spec §4): once every materi has an attempt, an average ≥ programme one's minimum
 * accepts programme one (final score = rounded average); otherwise, when every materi has ≥ 2
 * attempts, the final score becomes programme two's minimum and programme two is accepted;
 * otherwise nothing is decided yet (a second attempt is allowed).
 */
export function decideProgramme(
  ev: PassEvaluation,
  first: Programme | null,
  second: Programme | null,
): ProgrammeDecision {
  if (!first && !second) return { kind: 'none' };
  if (!ev.filled || ev.average == null) return { kind: 'pending' };
  if (first && ev.average >= first.nilai_min_kelulusan) {
    return { kind: 'accepted_first', programme: first, nilai_akhir: Math.round(ev.average) };
  }
  if (ev.min_attempts >= SECOND_ATTEMPT_MIN) {
    if (second)
      return { kind: 'accepted_second', programme: second, nilai_akhir: second.nilai_min_kelulusan };
    return { kind: 'failed' };
  }
  return { kind: 'pending' };
}

/**
 * 'Hasil Seleksi', the programme outcome (ListUjianResult.outcome.result), apart from the KKM pass:
 * 'none' for a candidate without programmes (only the KKM applies), 'pending' until decided.
 */
export type OutcomeResult = 'none' | 'pending' | 'accepted_first' | 'accepted_second' | 'failed';

/** The candidate's accepted programme as stored, and who set it. */
export interface Progditerima {
  kode: string | null;
  /** set by the campus admissions system: final (design §4) */
  byCampus: boolean;
}

/**
 * 'Hasil Seleksi' (spec §4 programme flow). A PROGDITERIMA set by the campus system is final and
 * read as the spec reads it: choice 1 → accepted at programme one, choice 2 → passed in the second
 * choice, any other code → not accepted. Otherwise our own decision: 'none' without programmes,
 * 'pending' until every materi has an attempt, then accepted at programme one or two as decided,
 * else 'failed' ('Anda Tidak Lulus Ujian'; a second attempt may still be allowed).
 */
export function outcomeResult(
  ev: PassEvaluation,
  decision: ProgrammeDecision,
  choices: { first: string | null; second: string | null },
  progditerima: Progditerima,
): OutcomeResult {
  if (progditerima.byCampus && progditerima.kode) {
    if (progditerima.kode === choices.first) return 'accepted_first';
    if (progditerima.kode === choices.second) return 'accepted_second';
    return 'failed';
  }
  if (decision.kind === 'none') return 'none';
  if (!ev.filled) return 'pending';
  if (decision.kind === 'accepted_first' || decision.kind === 'accepted_second') return decision.kind;
  return 'failed';
}

/** The card status 'Lulus' (spec §4 programme flow): programme one's minimum is at most the average. */
export function meetsProgrammeOne(ev: PassEvaluation, first: Programme | null): boolean {
  return first != null && ev.average != null && first.nilai_min_kelulusan <= ev.average;
}

/**
 * A card's status label (spec §2.2, §4): 'Sedang Ujian' while an attempt on it runs; 'Belum Ujian'
 * before its first finished attempt; then 'Lulus' when programme one's minimum is met, else
 * 'Sudah Ujian'.
 */
export function cardState(running: boolean, finishedAttempts: number, programmeOneMet: boolean): ExamState {
  if (running) return 'Sedang Ujian';
  if (finishedAttempts === 0) return 'Belum Ujian';
  return programmeOneMet ? 'Lulus' : 'Sudah Ujian';
}

/** Why the WhatsApp pass notice cannot be sent. */
export type NoticeRefusal = { kind: 'not_passed' } | { kind: 'bad_phone'; reason: string };

/**
 * The WhatsApp pass notice may be (re)sent when the stored status is a KKM pass with a score and
 * the account's phone can receive WhatsApp (checked only then). The send route and the overview's
 * resend button both ask this.
 */
export function passNoticeRefusal(
  c: { status_kelulusan: number | null; nilai: number | null },
  phone: () => { ok: true } | { ok: false; reason: string },
): NoticeRefusal | null {
  if (c.status_kelulusan !== 1 || c.nilai == null) return { kind: 'not_passed' };
  const p = phone();
  return p.ok ? null : { kind: 'bad_phone', reason: p.reason };
}

/** The stored outcome fields of a candidate. */
export interface CandidateOutcomeState {
  id: number;
  nisn: string;
  full_name: string;
  email: string;
  phone: string;
  nilai: number | null;
  status_kelulusan: number | null;
  PROGDITERIMA: string | null;
  progditerima_source: 'campus' | 'tryout' | null;
}

export type Effect =
  | { kind: 'sisUpdateResult'; key: string; payload: { email: string; nilai: number; status: 0 | 1 } }
  | { kind: 'email'; key: string; payload: { to: string; subject: string; text: string; html: string } }
  | {
      kind: 'whatsapp';
      key: string;
      payload: { phone: string; name: string; score: number; message: string };
    }
  | { kind: 'sisFinalScore'; key: string; payload: { noreg: string; nilai_akhir: number } }
  | { kind: 'sisProgditerima'; key: string; payload: { NOREG: string; PROGDITERIMA: string } };

export interface OutcomePlan {
  /** columns to write on the candidate (empty when nothing changed) */
  update: Partial<
    Pick<CandidateOutcomeState, 'nilai' | 'status_kelulusan' | 'PROGDITERIMA' | 'progditerima_source'>
  >;
  /** outbox messages; each key is derived from the candidate and the value, so it is sent once */
  effects: Effect[];
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The pass notice (Indonesian) sent by e-mail and WhatsApp. */
export function passNotice(name: string, score: number) {
  const message = `Selamat ${name}, Anda dinyatakan LULUS Tryout dengan nilai ${score}. Silahkan cek email Anda dan detail booking pada aplikasi PMB untuk pembayaran biaya kuliah.`;
  return {
    subject: 'Selamat, Anda Lulus Tryout',
    text: `Halo ${name},\n\n${message}\n\nTerima kasih.`,
    html: `<p>Halo ${escapeHtml(name)},</p><p>${escapeHtml(message)}</p><p>Terima kasih.</p>`,
    message,
  };
}

/**
 * What changes after an evaluation: the rounded score and status (1 pass, 0 below KKM) are stored
 * and sent only when every materi has an attempt and they differ from what is stored; the pass
 * notice (e-mail + WhatsApp) goes out when the status becomes 1; the final score and the accepted
 * programme are stored and sent when PROGDITERIMA changes — unless the campus system has set it:
 * then it is final, never overwritten and never sent back (design §4).
 */
export function planOutcome(
  c: CandidateOutcomeState,
  ev: PassEvaluation,
  decision: ProgrammeDecision,
): OutcomePlan {
  const update: OutcomePlan['update'] = {};
  const effects: Effect[] = [];
  if (ev.filled && ev.average != null) {
    const nilai = Math.round(ev.average);
    const status: 0 | 1 = ev.passed ? 1 : 0;
    if (nilai !== c.nilai || status !== c.status_kelulusan) {
      update.nilai = nilai;
      update.status_kelulusan = status;
      effects.push({
        kind: 'sisUpdateResult',
        key: `sis-update-result:${c.id}:${nilai}:${status}`,
        payload: { email: c.email, nilai, status },
      });
      if (status === 1 && c.status_kelulusan !== 1) {
        const notice = passNotice(c.full_name, nilai);
        effects.push({
          kind: 'email',
          key: `pass-email:${c.id}:1`,
          payload: { to: c.email, subject: notice.subject, text: notice.text, html: notice.html },
        });
        effects.push({
          kind: 'whatsapp',
          key: `pass-whatsapp:${c.id}:1`,
          payload: { phone: c.phone, name: c.full_name, score: nilai, message: notice.message },
        });
      }
    }
  }
  if (
    (decision.kind === 'accepted_first' || decision.kind === 'accepted_second') &&
    c.progditerima_source !== 'campus' &&
    decision.programme.kode_prodi !== c.PROGDITERIMA
  ) {
    const kode = decision.programme.kode_prodi;
    update.PROGDITERIMA = kode;
    update.progditerima_source = 'tryout';
    effects.push({
      kind: 'sisFinalScore',
      key: `sis-final-score:${c.id}:${kode}:${decision.nilai_akhir}`,
      payload: { noreg: c.nisn, nilai_akhir: decision.nilai_akhir },
    });
    effects.push({
      kind: 'sisProgditerima',
      key: `sis-progditerima:${c.id}:${kode}`,
      payload: { NOREG: c.nisn, PROGDITERIMA: kode },
    });
  }
  return { update, effects };
}
