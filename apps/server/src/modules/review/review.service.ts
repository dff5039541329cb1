import { REVIEW_MSG, type Review, type ReviewStatus } from '@tryout/shared/insight';
import { REVIEW_OPENED_MSG } from '@tryout/shared/review-opened';
import type { Db, Exec } from '../../db';
import { type ReviewRefusal, reviewRefusal } from '../../domain/review';
import { scorePg } from '../../domain/scoring';
import { AppError, notFound } from '../../lib/errors';
import { renderFormulas } from '../../lib/math';
import { nowIso } from '../../lib/time';
import * as accountsRepo from '../accounts/accounts.service';
import * as outcomeRepo from '../outcome/outcome.service';
import { loadCandidateState, loadSettings } from '../outcome/outcome.service';
import { detailOfRow } from './attempt-answers.service';
import { refuseUnconfirmed } from './new-attempt.service';
import * as repo from './review.repository';

const REFUSAL: Record<ReviewRefusal, string> = {
  hidden: REVIEW_MSG.hidden,
  inProgress: REVIEW_MSG.inProgress,
  notTaken: REVIEW_MSG.notTaken,
  attemptsLeft: REVIEW_MSG.attemptsLeft,
};

/**
 * Whether the candidate's review opens now and, if not, why (REVIEW_MSG) — read only, no opening is
 * recorded: the results page asks before it offers 'Pembahasan' (docs/decisions/0036).
 */
export async function reviewStatus(db: Db, candidateId: number, kode: string): Promise<ReviewStatus> {
  const { refusal } = await reviewGate(db, candidateId, kode);
  return {
    tampil: refusal !== 'hidden',
    tersedia: refusal == null,
    pesan: refusal ? REFUSAL[refusal] : null,
  };
}

/** The candidate, the materi, their finished attempts on it and why the review is refused (null: it opens). */
async function reviewGate(db: Db, candidateId: number, kode: string) {
  const [candidate, materi] = await Promise.all([
    accountsRepo.findCandidate(db, candidateId),
    outcomeRepo.findTryoutMateriByKode(db, kode),
  ]);
  if (!candidate || !materi) throw notFound(REVIEW_MSG.materiNotFound);
  const [settings, state] = await Promise.all([
    repo.materiReviewSettings(db, materi.materi_id),
    loadCandidateState(db, candidate),
  ]);
  const mine = state.attempts.filter((a) => a.materi_id === materi.materi_id);
  const finished = mine.filter((a) => a.status !== 'in_progress');
  const refusal = reviewRefusal({
    tampilkan: settings?.tampilkan_pembahasan === 1,
    ditutup: settings?.ditutup === 1,
    finished: finished.length,
    inProgress: mine.some((a) => a.status === 'in_progress'),
    max: state.settings.attemptsPerMateri,
  });
  return { candidate, materi, finished, refusal };
}

/**
 * The review of the candidate's latest finished attempt on a materi: each question with their answer,
 * the key and the pembahasan — only where the materi shows it and once no attempt can be started or
 * continued (domain/review.ts). Refused with 403 and nothing of the questions otherwise.
 */
export async function reviewOf(db: Db, candidateId: number, kode: string): Promise<Review> {
  const { candidate, materi, finished, refusal } = await reviewGate(db, candidateId, kode);
  if (refusal) throw new AppError(403, REFUSAL[refusal]);
  const attempt = finished[finished.length - 1];
  const [rows] = await Promise.all([
    repo.reviewRows(db, attempt.id),
    repo.recordReviewOpened(db, candidate.id, materi.materi_id, nowIso()),
  ]);
  return {
    kode_ujian: kode,
    nama_ujian: materi.deskripsi || materi.nama_ujian,
    attempt_no: attempt.attempt_no,
    soal: rows.map((r) => ({
      number: r.number,
      id_soal: r.id,
      type_soal: r.type_soal,
      nama_group: r.nama_group,
      soal_pg: renderFormulas(r.soal_pg),
      soal_gambar: r.soal_gambar,
      pilihan: {
        A: { teks: renderFormulas(r.pil_a), gambar: r.gambar_pil_a },
        B: { teks: renderFormulas(r.pil_b), gambar: r.gambar_pil_b },
        C: { teks: renderFormulas(r.pil_c), gambar: r.gambar_pil_c },
        D: { teks: renderFormulas(r.pil_d), gambar: r.gambar_pil_d },
        E: { teks: renderFormulas(r.pil_e), gambar: r.gambar_pil_e },
      },
      jawaban: r.type_soal === 'PG' ? (r.value ?? null) : r.type_soal === 'Essay' ? (r.answer ?? null) : null,
      kunci:
        r.type_soal === 'PG' ? r.kunci_pg : r.type_soal === 'Essay' ? renderFormulas(r.kunci_essay) : null,
      benar:
        r.type_soal === 'PG'
          ? scorePg([{ type_soal: 'PG', kunci_pg: r.kunci_pg, value: r.value }]).correct === 1
          : null,
      pembahasan: renderFormulas(r.pembahasan),
      rincian: detailOfRow({ ...r, essay: r.answer }),
    })),
  };
}

// ---------- staff actions that give a new attempt (docs/decisions/0021) ----------

export { confirmMoreAttempts, confirmVoid } from './new-attempt.service';

/** Reopening a closed materi where candidates who opened its review have attempts left: confirmed, or 409. */
export async function confirmReopen(db: Exec, materiId: number, confirmed?: boolean) {
  const max = (await loadSettings(db)).attemptsPerMateri;
  const n = await repo.openersWithAttemptsLeft(db, { from: 0, to: max }, { materiId });
  if (n > 0) refuseUnconfirmed(REVIEW_OPENED_MSG.many(n), confirmed);
}
