import type { Exec } from '../../db';
import { evaluatePass, type PassEvaluation } from '../../domain/pass';
import {
  decideProgramme,
  type OutcomeResult,
  outcomeResult,
  type Programme,
  type ProgrammeDecision,
  passNoticeRefusal,
  planOutcome,
} from '../../domain/programme';
import { OUTBOX_KIND } from '../../integrations/outbox/kinds';
import { enqueue } from '../../integrations/outbox/outbox.repository';
import { normalizePhone } from '../../integrations/phone';
import * as accountsRepo from '../accounts/accounts.service';
import {
  findProgrammes,
  PASS_SETTING_KEYS,
  passSettingsOf,
  settingValues,
} from '../settings/settings.service';
import { type ConfigAt, examConfig } from './exam-config.service';
import type { TryoutMateriRow } from './outcome.repository';
import * as repo from './outcome.repository';

/** The tryout set and cards other modules read (their queries in outcome.repository). */
export { type ConfigAt, configAt, heldConfigVersion, tryoutCardAt } from './exam-config.service';
export {
  candidateAttemptsJson,
  configVersion,
  findTryoutMateriByKode,
  inAttemptOrder,
  listTryoutExams,
  listTryoutMateri,
  studentAttempts,
  type TryoutMateriRow,
} from './outcome.repository';

export interface ExamSettings {
  kkm: number;
  attemptsPerMateri: number;
}

export async function loadSettings(
  db: Exec,
  /** the configuration's version read with the card: the settings then come from memory (0013) */
  at?: ConfigAt,
): Promise<ExamSettings> {
  const s =
    at === undefined ? await settingValues(db, [...PASS_SETTING_KEYS]) : (await examConfig(db, at)).settings;
  const pass = passSettingsOf(s);
  return { kkm: pass.KkmTryOut, attemptsPerMateri: pass.attempts_per_materi };
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

type CandidateRow = NonNullable<Awaited<ReturnType<typeof accountsRepo.findCandidate>>>;
export type AttemptWithResult = repo.AttemptWithResultRow;

export interface CandidateState {
  candidate: CandidateRow;
  settings: ExamSettings;
  set: TryoutMateriRow[];
  /** the attempts that count (staff did not void them) */
  attempts: AttemptWithResult[];
  /** the attempts staff voided ('Ulang ujian'): shown marked, never counted */
  voided: AttemptWithResult[];
  first: Programme | null;
  second: Programme | null;
  evaluation: PassEvaluation;
  decision: ProgrammeDecision;
  result: OutcomeResult;
}

/** Loads everything the pass evaluation and programme flow need, and applies the pure rules. */
export async function loadCandidateState(
  db: Exec,
  candidate: CandidateRow,
  /** the configuration's version read with the card: settings, set and programmes from memory */
  at?: ConfigAt,
  /** the candidate's attempts (candidateAttempts' rows) when the caller has just read them */
  read?: AttemptWithResult[],
): Promise<CandidateState> {
  const kodes = [candidate.program_studi, candidate.program_studi2].filter((v): v is string => !!v);
  const config = at === undefined ? undefined : await examConfig(db, at);
  const [settings, rows, every, programmes] = await Promise.all([
    loadSettings(db, at),
    config?.tryoutSet ?? repo.listTryoutMateri(db),
    read ?? repo.candidateAttempts(db, candidate.id),
    config?.programmes.filter((p) => kodes.includes(p.kode_prodi)) ?? findProgrammes(db, kodes),
  ]);
  const set = dedupeMateri(rows);
  const attempts = every.filter((a) => a.voided_at == null);
  const voided = every.filter((a) => a.voided_at != null);
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
    voided,
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
  /** the configuration's version the caller read with the card (see loadCandidateState) */
  at?: ConfigAt,
  /** the candidate's attempts when the caller has just read them (see loadCandidateState) */
  attempts?: AttemptWithResult[],
): Promise<void> {
  const candidate = read ?? (await accountsRepo.findCandidate(trx, candidateId));
  if (!candidate) return;
  const st = await loadCandidateState(trx, candidate, at, attempts);
  const plan = planOutcome(candidate, st.evaluation, st.decision);
  if (Object.keys(plan.update).length > 0)
    await accountsRepo.updateCandidateOutcome(trx, candidateId, plan.update, now);
  await enqueue(
    trx,
    plan.effects.map((e) => ({ kind: OUTBOX_KIND[e.kind], payload: e.payload, idempotencyKey: e.key })),
    now,
  );
}

/** The WhatsApp pass notice may be (re)sent to this candidate: the rule POST pass-tryout applies. */
export const passNoticeCheck = (c: {
  status_kelulusan: number | null;
  nilai: number | null;
  phone: string;
}) => passNoticeRefusal(c, () => normalizePhone(c.phone));

/**
 * After staff voided an attempt ('Ulang ujian'): the pass evaluation runs again without it. When
 * the set is no longer complete, the stored score and pass status had no basis left and are
 * cleared (nothing is sent: notices already delivered are not recalled); otherwise as after a
 * submission.
 */
export async function reevaluateAfterVoid(trx: Exec, candidateId: number, now: string): Promise<void> {
  const candidate = await accountsRepo.findCandidate(trx, candidateId);
  if (!candidate) return;
  const st = await loadCandidateState(trx, candidate);
  if (st.evaluation.filled) return applyCandidateOutcome(trx, candidateId, now, candidate);
  if (candidate.nilai != null || candidate.status_kelulusan != null)
    await accountsRepo.updateCandidateOutcome(trx, candidateId, { nilai: null, status_kelulusan: null }, now);
}
