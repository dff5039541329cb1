import { EXAM_MSG } from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import type {
  IntegrityKind,
  IntegrityTimeline,
  integrityReportSchema,
  MonitorJenis,
} from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import type { z } from 'zod';
import type { Actor } from '../../domain/ownership';
import { badRequest, notFound } from '../../lib/errors';
import type { Taker } from '../exam-day/finalise.service';
import * as attemptRepo from '../exam-day/finalise.service';
import { attemptChanged } from '../exam-day/monitor-events';
import * as signalsRepo from './integrity.repository';
import * as tableRepo from './live-table.repository';
import { type MonitorCtx, watched } from './monitor.service';

/**
 * Integrity signals (honest: a browser cannot prevent cheating, it can report): the exam page
 * reports page hidden, window blur, fullscreen exit, copy / paste / context menu and offline
 * periods; the server stamps them with its own time and keeps them per attempt. Nothing here
 * blocks an answer.
 */

/** POST /sinyalUjian: stores the signals of the taker's attempt in progress on this card. */
export async function report(
  ctx: MonitorCtx,
  taker: Taker,
  body: z.output<typeof integrityReportSchema>,
): Promise<{ recorded: number }> {
  const a = await attemptRepo.latestAttempt(ctx.db, ctx.dialect, taker, body.kode_ujian);
  if (!a) throw badRequest(EXAM_REFUSAL_MSG.noAttempt);
  if (a.status !== 'in_progress') throw badRequest(EXAM_MSG.attemptClosed);
  const now = Date.now();
  await signalsRepo.insertSignals(
    ctx.db,
    body.sinyal.map((s) => ({
      attempt_id: a.id,
      kind: s.jenis,
      at: new Date(now - s.ago_ms).toISOString(),
      duration_s: s.durasi_s ?? null,
    })),
  );
  attemptChanged(ctx.bus, a);
  return { recorded: body.sinyal.length };
}

/** GET /monitor/:jenis/:id/sinyal/:peserta: the timeline of the taker's latest attempt. */
export async function timeline(
  ctx: MonitorCtx,
  actor: Actor,
  jenis: MonitorJenis,
  id: number,
  takerId: number,
): Promise<IntegrityTimeline> {
  const w = await watched(ctx.db, actor, jenis, id);
  const row = await tableRepo.takerAttempt(ctx.db, w.ref, takerId);
  if (!row) throw notFound(MONITOR_MSG.takerNotFound);
  if (row.attempt_id == null) return { attempt_id: null, events: [] };
  return attemptTimeline(ctx.db, row.attempt_id);
}

/** The signals of one attempt, oldest first (server time; an offline period with its length). */
export async function attemptTimeline(db: MonitorCtx['db'], attemptId: number): Promise<IntegrityTimeline> {
  const events = await signalsRepo.signalsOf(db, attemptId);
  return {
    attempt_id: attemptId,
    events: events.map((e) => ({
      id: e.id,
      jenis: e.kind as IntegrityKind,
      at: e.at,
      durasi_s: e.duration_s,
    })),
  };
}
