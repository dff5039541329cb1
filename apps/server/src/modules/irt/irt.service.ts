import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { OPTION_KEYS } from '@tryout/shared/constants';
import {
  IRT_MSG,
  type IrtCalibration,
  type IrtCalibrationDetail,
  type IrtCandidateScores,
  type IrtFlag,
  type IrtMateri,
  type StartCalibration,
} from '@tryout/shared/irt';
import type { Db } from '../../db';
import {
  calibrate,
  eapAbility,
  type ItemResponse,
  informationCurve,
  irtResponse,
  overallScore,
  type ReviewedItem,
  reviewItem,
  scoringParameters,
  toDisplay,
} from '../../domain/irt';
import { conflict, notFound } from '../../lib/errors';
import { plainText } from '../../lib/sanitize';
import { nowIso } from '../../lib/time';
import type { AppContext } from '../http';
import * as repo from './irt.repository';

/** How often the server's job looks for a queued calibration. */
export const IRT_JOB_INTERVAL_MS = 2000;
/** A running calibration whose instance has not written for this long is taken over by another. */
export const CALIBRATION_STALE_MS = 10 * 60_000;
/** Candidates scored between two progress writes. */
const SCORE_BATCH = 1000;

const WORKER_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const bool = (v: number | null) => (v == null ? null : v === 1);

function toCalibration(r: repo.CalibrationRow): IrtCalibration {
  return {
    id: r.id,
    materi_id: r.materi_id,
    kode_ujian: r.kode_ujian,
    deskripsi: r.deskripsi,
    model: r.model,
    state: r.state,
    progress: r.progress,
    sample_size: r.sample_size,
    item_count: r.item_count,
    items_enough: r.items_enough,
    enough_data: bool(r.enough_data),
    log_likelihood: r.log_likelihood == null ? null : Number(r.log_likelihood),
    converged: bool(r.converged),
    scored: r.scored,
    error: r.error,
    created_at: r.created_at,
    started_at: r.started_at,
    finished_at: r.finished_at,
  };
}

// ------------------------------------------------------------------ staff

/** Queues a calibration of a materi; the server's job runs it (409 while one is queued or running). */
export async function startCalibration(
  db: Db,
  staffId: number,
  { materi_id, model }: StartCalibration,
): Promise<IrtCalibration> {
  const materi = await repo.findMateri(db, materi_id);
  if (!materi) throw notFound(IRT_MSG.materiNotFound);
  const row = await repo.insertCalibration(db, {
    materi_id,
    model,
    requested_by: staffId,
    created_at: nowIso(),
  });
  if (!row) throw conflict(IRT_MSG.alreadyRunning);
  return calibrationOf(db, row.id);
}

export async function calibrationOf(db: Db, id: number): Promise<IrtCalibration> {
  const r = await repo.findCalibration(db, id);
  if (!r) throw notFound(IRT_MSG.calibrationNotFound);
  return toCalibration(r);
}

export async function listCalibrations(db: Db, materiId?: number): Promise<IrtCalibration[]> {
  return (await repo.listCalibrations(db, materiId)).map(toCalibration);
}

export async function materiList(db: Db): Promise<IrtMateri[]> {
  const [materi, latest] = await Promise.all([repo.listMateri(db), repo.latestCalibrations(db)]);
  const byMateri = new Map(latest.map((c) => [c.materi_id, toCalibration(c)]));
  return materi.map((m) => ({ ...m, latest: byMateri.get(m.id) ?? null }));
}

/** How much of a question's text the item table shows. */
const SOAL_CHARS = 120;
const shortText = (html: string | null) => {
  const text = plainText(html ?? '');
  return text.length > SOAL_CHARS ? `${text.slice(0, SOAL_CHARS - 1)}…` : text;
};

export async function calibrationDetail(db: Db, id: number): Promise<IrtCalibrationDetail> {
  const r = await repo.findCalibration(db, id);
  if (!r) throw notFound(IRT_MSG.calibrationNotFound);
  const items = await repo.itemsOf(db, id);
  const num = (v: number | null) => (v == null ? null : Number(v));
  return {
    ...toCalibration(r),
    information: r.information ? JSON.parse(r.information) : [],
    items: items.map((p) => ({
      question_id: p.question_id,
      number: p.number,
      nama_group: p.nama_group ?? '',
      soal: shortText(p.soal_pg),
      responses: p.responses,
      p_correct: num(p.p_correct),
      enough: p.enough === 1,
      a: num(p.a),
      b: num(p.b),
      se_a: num(p.se_a),
      se_b: num(p.se_b),
      fit_chi_square: num(p.fit_chi_square),
      fit_p: num(p.fit_p),
      flags: p.flags === '' ? [] : (p.flags.split(',') as IrtFlag[]),
    })),
  };
}

/** The IRT scores of result rows (by attempt) on the latest calibration of their materi. */
export async function scoresOfAttempts(db: Db, attemptIds: number[]) {
  const rows = await repo.scoresOfAttempts(db, attemptIds);
  return new Map(rows.map((r) => [r.attempt_id, { skor: r.skor, se: Number(r.skor_se) }]));
}

// ------------------------------------------------------------------ candidate

/** The candidate's own IRT scores per materi and overall; null while no calibration scored them. */
export async function candidateScores(db: Db, candidateId: number): Promise<IrtCandidateScores | null> {
  const rows = await repo.candidateScores(db, candidateId);
  const materi = rows.map((r) => ({
    materi_id: r.materi_id,
    kode_ujian: r.kode_ujian,
    deskripsi: r.deskripsi,
    skor: r.skor,
    se: Number(r.skor_se),
    theta: Number(r.theta),
    theta_se: Number(r.theta_se),
    model: r.model,
    calibration_id: r.calibration_id,
    calibrated_at: r.finished_at ?? '',
  }));
  const overall = overallScore(materi);
  return overall ? { materi, overall } : null;
}

// ------------------------------------------------------------------ the job

/**
 * The response matrix of a materi: one row per candidate's first attempt, one column per question,
 * each 0/1 (full credit = 1).
 */
export function responseMatrix(rows: Awaited<ReturnType<typeof repo.firstAttemptResponses>>) {
  const questionIds = [...new Set(rows.map((r) => r.question_id))].sort((a, b) => a - b);
  const column = new Map(questionIds.map((q, j) => [q, j]));
  const byAttempt = new Map<number, { candidateId: number; responses: ItemResponse[] }>();
  for (const r of rows) {
    let entry = byAttempt.get(r.attempt_id);
    if (!entry) {
      entry = { candidateId: r.candidate_id as number, responses: new Array(questionIds.length).fill(null) };
      byAttempt.set(r.attempt_id, entry);
    }
    // dichotomous: a form's answer is 1 only with full credit (domain/irt/responses.ts)
    const filled = OPTION_KEYS.filter((k) => plainText(r[`pil_${k.toLowerCase()}` as 'pil_a'] ?? '') !== '');
    entry.responses[column.get(r.question_id) as number] = irtResponse({ ...r, filled });
  }
  const takers = [...byAttempt.entries()].map(([attemptId, e]) => ({ attemptId, ...e }));
  return { questionIds, takers };
}

export interface RunOptions {
  /** called after every progress write (tests read the calibration through the API there) */
  onProgress?: (id: number, progress: number) => Promise<void>;
  workerId?: string;
}

/**
 * The server's job: claims the oldest queued calibration, reads the first attempts of its materi,
 * calibrates (domain/irt), reviews the items, scores every candidate by EAP and stores it all in one
 * transaction. Writes only the irt_* tables: no nilai and no pass decision changes. Returns the id of
 * the calibration it ran, or null when none was queued.
 */
export async function runNextCalibration(ctx: AppContext, opts: RunOptions = {}): Promise<number | null> {
  const workerId = opts.workerId ?? WORKER_ID;
  const now = new Date();
  const staleBefore = new Date(now.getTime() - CALIBRATION_STALE_MS).toISOString();
  const id = await repo.claimNext(ctx.db, ctx.dialect, workerId, now.toISOString(), staleBefore);
  if (id === undefined) return null;
  const progress: Progress = async (value, extra = {}) => {
    const held = await repo.updateClaimed(ctx.db, id, workerId, {
      ...extra,
      progress: value,
      heartbeat_at: nowIso(),
    });
    if (!held) throw new LostClaim();
    await opts.onProgress?.(id, value);
    // let requests in between the steps of a long calibration
    await yieldTurn();
  };
  try {
    await calibrateAndScore(ctx.db, id, workerId, progress);
  } catch (err) {
    if (err instanceof LostClaim) return id;
    await repo.updateClaimed(ctx.db, id, workerId, {
      state: 'failed',
      error: IRT_MSG.failed,
      finished_at: nowIso(),
    });
    throw err;
  }
  return id;
}

class LostClaim extends Error {}

type Progress = (
  value: number,
  extra?: { sample_size?: number; item_count?: number; items_enough?: number },
) => Promise<void>;

async function calibrateAndScore(db: Db, id: number, workerId: string, progress: Progress) {
  const calibration = await repo.findCalibration(db, id);
  if (!calibration) return;
  await progress(5);
  const { questionIds, takers } = responseMatrix(await repo.firstAttemptResponses(db, calibration.materi_id));
  await progress(15, { sample_size: takers.length, item_count: questionIds.length });

  const fit = calibrate({ rows: takers.map((t) => t.responses) }, { model: calibration.model });
  const items: ReviewedItem[] = fit.items.map((item) => reviewItem(item));
  const enoughData = items.some((i) => i.usable);
  await progress(70, { items_enough: items.filter((i) => i.enough).length });

  const parameters = scoringParameters(items);
  const scores: repo.ScoreRow[] = [];
  if (enoughData) {
    for (let start = 0; start < takers.length; start += SCORE_BATCH) {
      for (const t of takers.slice(start, start + SCORE_BATCH)) {
        const est = eapAbility(parameters, t.responses);
        if (est.answered === 0) continue;
        const shown = toDisplay(est.theta, est.sd);
        scores.push({
          calibration_id: id,
          candidate_id: t.candidateId,
          attempt_id: t.attemptId,
          theta: est.theta,
          theta_se: est.sd,
          skor: shown.skor,
          skor_se: shown.se,
          answered: est.answered,
        });
      }
      await progress(70 + Math.round((25 * Math.min(takers.length, start + SCORE_BATCH)) / takers.length));
    }
  }

  await db.transaction().execute(async (trx) => {
    await repo.insertItems(
      trx,
      items.map((item) => ({
        calibration_id: id,
        question_id: questionIds[item.index],
        number: item.index + 1,
        responses: Math.round(item.responses),
        p_correct: item.pCorrect,
        enough: item.enough ? 1 : 0,
        a: item.a,
        b: item.b,
        se_a: item.seA,
        se_b: item.seB,
        fit_chi_square: item.fitChiSquare,
        fit_p: item.fitP,
        flags: item.flags.join(','),
      })),
    );
    await repo.insertScores(trx, scores);
    const finished = await repo.updateClaimed(trx, id, workerId, {
      state: 'done',
      progress: 100,
      enough_data: enoughData ? 1 : 0,
      log_likelihood: Number.isFinite(fit.logLikelihood) ? fit.logLikelihood : null,
      converged: fit.converged ? 1 : 0,
      scored: scores.length,
      information: JSON.stringify(enoughData ? informationCurve(parameters) : []),
      heartbeat_at: nowIso(),
      finished_at: nowIso(),
    });
    if (!finished) throw new LostClaim();
  });
}
