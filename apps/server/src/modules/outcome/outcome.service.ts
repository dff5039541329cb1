import type { AttemptSummary, ExamCard, Outcome, TypeSoal } from '@tryout/shared/exam';
import type { Db } from '../../db';
import { evaluatePass, type PassEvaluation } from '../../domain/pass';
import {
  cardState,
  decideProgramme,
  meetsProgrammeOne,
  type OutcomeResult,
  outcomeResult,
  type Programme,
  type ProgrammeDecision,
  passNoticeRefusal,
  planOutcome,
} from '../../domain/programme';
import { durationMinutes } from '../../domain/timer';
import { OUTBOX_KIND } from '../../integrations/outbox/kinds';
import { enqueue } from '../../integrations/outbox/outbox.repository';
import { normalizePhone } from '../../integrations/phone';
import { bankOf } from './exam.bank';
import type { Exec, TryoutMateriRow } from './exam.repository';
import * as repo from './exam.repository';

export interface ExamSettings {
  kkm: number;
  attemptsPerMateri: number;
}

export async function loadSettings(db: Exec): Promise<ExamSettings> {
  const s = await repo.getSettings(db, ['KkmTryOut', 'attempts_per_materi']);
  const kkm = Number(s.KkmTryOut);
  const per = Number(s.attempts_per_materi);
  return {
    kkm: Number.isFinite(kkm) ? kkm : 60,
    attemptsPerMateri: Number.isInteger(per) && per > 0 ? per : 2,
  };
}

/** The candidate's exam set: each materi assigned to a tryout exam, once, by urutan. */
export function dedupeMateri(rows: TryoutMateriRow[]): TryoutMateriRow[] {
  const seen = new Set<number>();
  return rows.filter((r) => {
    if (seen.has(r.materi_id)) return false;
    seen.add(r.materi_id);
    return true;
  });
}

type CandidateRow = NonNullable<Awaited<ReturnType<typeof repo.findCandidate>>>;
type AttemptWithResult = Awaited<ReturnType<typeof repo.candidateAttempts>>[number];

export interface CandidateState {
  candidate: CandidateRow;
  settings: ExamSettings;
  set: TryoutMateriRow[];
  attempts: AttemptWithResult[];
  first: Programme | null;
  second: Programme | null;
  evaluation: PassEvaluation;
  decision: ProgrammeDecision;
  result: OutcomeResult;
}

/** Loads everything the pass evaluation and programme flow need, and applies the pure rules. */
export async function loadCandidateState(db: Exec, candidate: CandidateRow): Promise<CandidateState> {
  const [settings, rows, attempts, programmes] = await Promise.all([
    loadSettings(db),
    repo.listTryoutMateri(db),
    repo.candidateAttempts(db, candidate.id),
    repo.findProgrammes(
      db,
      [candidate.program_studi, candidate.program_studi2].filter((v): v is string => !!v),
    ),
  ]);
  const set = dedupeMateri(rows);
  const finished = (materiId: number) =>
    attempts.filter((a) => a.materi_id === materiId && a.status !== 'in_progress');
  const evaluation = evaluatePass(
    set.map((m) => ({
      materi_id: m.materi_id,
      is_toefl: m.is_toefl === 1,
      attempts: finished(m.materi_id).map((a) => ({ nilai_pg: a.nilai_pg })),
    })),
    settings.kkm,
  );
  const find = (kode: string | null) =>
    kode ? (programmes.find((p) => p.kode_prodi === kode) ?? null) : null;
  const first = find(candidate.program_studi);
  const second = find(candidate.program_studi2);
  const decision = decideProgramme(evaluation, first, second);
  return {
    candidate,
    settings,
    set,
    attempts,
    first,
    second,
    evaluation,
    decision,
    result: outcomeResult(
      evaluation,
      decision,
      { first: candidate.program_studi, second: candidate.program_studi2 },
      { kode: candidate.PROGDITERIMA, byCampus: candidate.progditerima_source === 'campus' },
    ),
  };
}

/**
 * After a submission or expiry, in the same transaction: evaluate, store the candidate's outcome
 * when it changed, and enqueue each notification / academic-system update once.
 */
export async function applyCandidateOutcome(
  trx: Exec,
  candidateId: number,
  now: string,
  /** the candidate's row when the caller has just read it in this transaction */
  read?: CandidateRow,
): Promise<void> {
  const candidate = read ?? (await repo.findCandidate(trx, candidateId));
  if (!candidate) return;
  const st = await loadCandidateState(trx, candidate);
  const plan = planOutcome(candidate, st.evaluation, st.decision);
  if (Object.keys(plan.update).length > 0)
    await repo.updateCandidateOutcome(trx, candidateId, plan.update, now);
  await enqueue(
    trx,
    plan.effects.map((e) => ({ kind: OUTBOX_KIND[e.kind], payload: e.payload, idempotencyKey: e.key })),
    now,
  );
}

function summary(a: AttemptWithResult): AttemptSummary {
  return {
    attempt_no: a.attempt_no,
    nilai_pg: a.r_nilai_pg ?? a.nilai_pg,
    nilai_essay: a.r_nilai_essay ?? a.nilai_essay,
    nilai_akhir: a.r_nilai_akhir ?? a.nilai_akhir,
    submitted_at: a.submitted_at,
  };
}

/** The WhatsApp pass notice may be (re)sent to this candidate: the rule POST pass-tryout applies. */
export const passNoticeCheck = (c: {
  status_kelulusan: number | null;
  nilai: number | null;
  phone: string;
}) => passNoticeRefusal(c, () => normalizePhone(c.phone));

/**
 * The overview cards and the outcome. Each card's status follows spec §4 ('Lulus' when programme
 * one's minimum is at most the average); the outcome carries the KKM pass and the programme
 * outcome ('Hasil Seleksi') apart, and whether the pass notice can be resent.
 */
export async function buildOverview(db: Db, st: CandidateState) {
  const banks = await Promise.all(st.set.map((m) => bankOf(db, m.materi_id, m.bank_version)));
  const programmeOneMet = meetsProgrammeOne(st.evaluation, st.first);
  const cards: ExamCard[] = st.set.map((m, i) => {
    const mine = st.attempts.filter((a) => a.materi_id === m.materi_id);
    const finished = mine.filter((a) => a.status !== 'in_progress');
    const running = mine.some((a) => a.status === 'in_progress');
    return {
      ...cardBase(m, banks[i].type_soal),
      status: finished.map(summary),
      state: cardState(running, finished.length, programmeOneMet),
      attempts_left: Math.max(0, st.settings.attemptsPerMateri - mine.length),
    };
  });
  const running = st.attempts.find((a) => a.status === 'in_progress');
  const runningMateri = running ? st.set.find((m) => m.materi_id === running.materi_id) : undefined;
  const accepted = st.result === 'accepted_first' || st.result === 'accepted_second';
  const byCampus = st.candidate.progditerima_source === 'campus' && st.candidate.PROGDITERIMA != null;
  const outcome: Outcome = {
    filled: st.evaluation.filled,
    average: st.evaluation.average,
    kkm: st.settings.kkm,
    passed: st.evaluation.passed,
    toefl_done: st.evaluation.toefl_done,
    result: st.result,
    nama_prodi: accepted
      ? ((st.result === 'accepted_first' ? st.first : st.second)?.nama_prodi ?? null)
      : null,
    decided_by_campus: byCampus,
    prodi_satu: st.first
      ? { nama_prodi: st.first.nama_prodi, nilai_min_kelulusan: st.first.nilai_min_kelulusan }
      : null,
    second_attempt_allowed: !accepted && !byCampus && cards.some((c) => c.attempts_left > 0),
    notice_allowed: passNoticeCheck(st.candidate) === null,
  };
  return {
    ujian: cards,
    in_progress:
      running && runningMateri
        ? { kode_ujian: runningMateri.kode_ujian, deadline_at: running.deadline_at }
        : null,
    outcome,
  };
}

/** The fixed part of a tryout card. */
export function cardBase(m: TryoutMateriRow, type: TypeSoal) {
  return {
    id_ujian: m.id_ujian,
    kode_ujian: m.kode_ujian,
    nama_ujian: m.deskripsi || m.nama_ujian,
    master_materi: m.master_materi,
    waktu: durationMinutes(m.waktu, m.waktu_ujian),
    type_soal: type,
    is_toefl: (m.is_toefl === 1 ? '1' : '0') as '1' | '0',
    toefl_type: m.toefl_type,
    urutan: m.urutan,
    mulai: m.mulai,
    selesai: m.selesai,
  };
}
