import type {
  ActionResult,
  addTimeSchema,
  MonitorJenis,
  multiplierSchema,
  seatMultiplierSchema,
  takerActionSchema,
  voidActionSchema,
} from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import type { z } from 'zod';
import { addMinutes, rescaledDeadline } from '../../domain/monitor';
import { candidateKey, type DeadlineNote, materiKey, seatKey } from '../../events/bus';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { type AuditEntry, recordAudits } from '../audit/audit.service';
import { revokeOwnerTokens } from '../auth/auth.service';
import { releaseSeat } from '../course-seats/course-seats.service';
import * as attemptRepo from '../exam-day/finalise.service';
import { finalize } from '../exam-day/finalise.service';
import { reevaluateAfterVoid } from '../outcome/outcome.service';
import { confirmVoid } from '../review/review.service';
import * as actionsRepo from './actions.repository';
import * as tableRepo from './live-table.repository';
import { type MonitorCtx, type Proctor, type Watched, watched } from './monitor.service';

/**
 * The proctor's actions, each with a reason and each written to the audit log: Tambah waktu,
 * Akomodasi, Selesaikan sekarang, Buka sesi, Ulang ujian. Authorised here: on a course exam its
 * lecturer and admins (watched() refuses others); on a tryout materi any staff adds time and
 * finishes, only admins release sessions and void attempts.
 */

type Right = 'add_time' | 'finish' | 'release' | 'void';

async function authorised(ctx: MonitorCtx, actor: Proctor, jenis: MonitorJenis, id: number, right: Right) {
  const w = await watched(ctx.db, actor, jenis, id);
  if (right === 'void') {
    if (actor.role !== 'admin') throw forbidden(MONITOR_MSG.voidAdminOnly);
    if (jenis === 'ujian') throw conflict(MONITOR_MSG.voidCourseExam);
  }
  if (right === 'release' && jenis === 'materi' && actor.role !== 'admin')
    throw forbidden(MONITOR_MSG.adminOnly);
  return w;
}

/**
 * A proctor's action on a target (`jenis`, `id`): authorised for `right` first (403 / 404 / 409),
 * then run on the watched target with the request's body.
 */
const proctorAction =
  <B>(right: Right, run: (ctx: MonitorCtx, actor: Proctor, w: Watched, body: B) => Promise<ActionResult>) =>
  async (ctx: MonitorCtx, actor: Proctor, jenis: MonitorJenis, id: number, body: B): Promise<ActionResult> =>
    run(ctx, actor, await authorised(ctx, actor, jenis, id, right), body);

const takerNoteKey = (w: Watched, takerId: number) =>
  w.ref.jenis === 'materi' ? candidateKey(takerId) : seatKey(takerId);
const entityOf = (w: Watched) => (w.ref.jenis === 'materi' ? 'candidate' : 'exam_student');

function audit(
  actor: Proctor,
  action: string,
  entity: string,
  entityId: number | string,
  values: { old?: unknown; new?: unknown },
  reason: string,
  now: string,
): AuditEntry {
  return {
    staff_user_id: actor.staffId,
    actor: actor.nidn,
    action,
    entity,
    entity_id: String(entityId),
    old_value: values.old === undefined ? null : JSON.stringify(values.old),
    new_value: values.new === undefined ? null : JSON.stringify(values.new),
    reason,
    created_at: now,
  };
}

/** The taker of the target (404 when the id names none of its takers). */
async function takerOf(ctx: MonitorCtx, w: Watched, takerId: number) {
  const row = await tableRepo.takerAttempt(ctx.db, w.ref, takerId);
  if (!row) throw notFound(MONITOR_MSG.takerNotFound);
  return row;
}

const targetOf = (w: Watched) => ({ [w.ref.jenis]: w.target.kode_ujian });

/** The taker's latest attempt on the target (409 with `refusal` when there is none, or `running` and it is not). */
async function attemptOf(ctx: MonitorCtx, w: Watched, takerId: number, refusal: string, running: boolean) {
  const row = await takerOf(ctx, w, takerId);
  if (row.attempt_id == null || (running && row.a_status !== 'in_progress')) throw conflict(refusal);
  const attempt = await attemptRepo.attemptById(ctx.db, row.attempt_id);
  if (!attempt) throw conflict(refusal);
  return attempt;
}

/**
 * An action on one taker is done: its audit entry, and the target's monitors and the taker's exam
 * page told (the page's stream, GET /kabarUjian, asks its heartbeat at once).
 */
async function doneWith(
  ctx: MonitorCtx,
  w: Watched,
  takerId: number,
  entry: AuditEntry,
): Promise<ActionResult> {
  await recordAudits(ctx.db, [entry]);
  ctx.bus?.publish([...w.keys, takerNoteKey(w, takerId)]);
  return { changed: 1 };
}

/**
 * POST /monitor/:jenis/:id/tambah-waktu: +menit to the deadline of the given takers' attempts in
 * progress, or of everyone in progress. Their exam pages learn it at the next heartbeat or save.
 */
export const addTime = proctorAction(
  'add_time',
  async (ctx, actor, w, body: z.output<typeof addTimeSchema>) => {
    const running = await actionsRepo.inProgressOn(ctx.db, w.ref);
    const takerIdOf = (a: (typeof running)[number]) =>
      (w.ref.jenis === 'materi' ? a.candidate_id : a.exam_student_id) as number;
    let chosen = running;
    if (body.peserta && body.peserta.length > 0) {
      const wanted = new Set(body.peserta);
      chosen = running.filter((a) => wanted.has(takerIdOf(a)));
      if (chosen.length < wanted.size) {
        // a named taker who is not working now: say which way it fails
        for (const t of wanted) {
          if (chosen.some((a) => takerIdOf(a) === t)) continue;
          await takerOf(ctx, w, t);
          throw conflict(MONITOR_MSG.notInProgress);
        }
      }
    }
    if (chosen.length === 0) throw conflict(MONITOR_MSG.noneInProgress);
    const now = nowIso();
    const notes: Record<string, DeadlineNote> = {};
    await ctx.db.transaction().execute(async (trx) => {
      const entries: AuditEntry[] = [];
      for (const a of chosen) {
        const deadline = addMinutes(a.deadline_at, body.menit);
        if (!(await actionsRepo.setDeadline(trx, a.id, deadline))) continue;
        notes[takerNoteKey(w, takerIdOf(a))] = { attempt_id: a.id, deadline_at: deadline };
        entries.push(
          audit(
            actor,
            'tambah_waktu',
            entityOf(w),
            takerIdOf(a),
            {
              old: { deadline_at: a.deadline_at },
              new: { ...targetOf(w), attempt_id: a.id, menit: body.menit, deadline_at: deadline },
            },
            body.alasan,
            now,
          ),
        );
      }
      await recordAudits(trx, entries);
    });
    ctx.bus?.publish(w.keys, notes);
    return { changed: Object.keys(notes).length };
  },
);

/** POST /monitor/:jenis/:id/selesaikan: finishes the attempt now, scored with what was saved. */
export const finishNow = proctorAction(
  'finish',
  async (ctx, actor, w, body: z.output<typeof takerActionSchema>) => {
    const attempt = await attemptOf(ctx, w, body.peserta, MONITOR_MSG.notInProgress, true);
    const now = nowIso();
    const res = await finalize(ctx, attempt, 'submitted', now);
    if (!res) throw conflict(MONITOR_MSG.notInProgress);
    const values = { new: { ...targetOf(w), attempt_id: attempt.id, nilai_akhir: res.nilai_akhir } };
    return doneWith(
      ctx,
      w,
      body.peserta,
      audit(actor, 'selesaikan', entityOf(w), body.peserta, values, body.alasan, now),
    );
  },
);

/**
 * POST /monitor/:jenis/:id/buka-sesi: ends the taker's sessions on every device so they can log
 * in again and continue the same attempt. A course-exam seat takes the seat list's 'Buka Sesi'.
 */
export const release = proctorAction(
  'release',
  async (ctx, actor, w, body: z.output<typeof takerActionSchema>) => {
    const row = await takerOf(ctx, w, body.peserta);
    const now = nowIso();
    if (w.ref.jenis === 'ujian') await releaseSeat(ctx.db, actor, w.ref.id, body.peserta);
    else
      await revokeOwnerTokens(
        ctx.db,
        { candidate_id: body.peserta },
        ['candidate_session', 'candidate_exam'],
        now,
      );
    const values = { new: { ...targetOf(w), no_reg: row.no_reg } };
    return doneWith(
      ctx,
      w,
      body.peserta,
      audit(actor, 'buka_sesi', entityOf(w), body.peserta, values, body.alasan, now),
    );
  },
);

/**
 * POST /monitor/:jenis/:id/ulang ('Ulang ujian', admins, tryout materi): voids the candidate's
 * latest attempt — finished first when still running — kept and marked, no longer counted; the
 * pass evaluation runs again. Notices already delivered are not recalled (the audit entry says so).
 * A candidate who opened the materi's pembahasan has seen the keys: 409 unless confirmed.
 */
export const voidLatest = proctorAction(
  'void',
  async (ctx, actor, w, body: z.output<typeof voidActionSchema>) => {
    const attempt = await attemptOf(ctx, w, body.peserta, MONITOR_MSG.noAttempt, false);
    await confirmVoid(ctx.db, body.peserta, w.ref.id, body.konfirmasi_pembahasan);
    const now = nowIso();
    if (attempt.status === 'in_progress') await finalize(ctx, attempt, 'expired', now);
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await actionsRepo.voidAttempt(trx, attempt.id, now))) throw conflict(MONITOR_MSG.noAttempt);
      await reevaluateAfterVoid(trx, body.peserta, now);
      await recordAudits(trx, [
        audit(
          actor,
          'ulang_ujian',
          entityOf(w),
          body.peserta,
          {
            old: { attempt_id: attempt.id, attempt_no: attempt.attempt_no, status: attempt.status },
            new: {
              ...targetOf(w),
              voided_at: now,
              catatan: MONITOR_MSG.voidNoticeKept,
              ...(body.konfirmasi_pembahasan ? { konfirmasi_pembahasan: true } : {}),
            },
          },
          body.alasan,
          now,
        ),
      ]);
    });
    ctx.bus?.publish([...w.keys, takerNoteKey(w, body.peserta)]);
    return { changed: 1 };
  },
);

/**
 * PUT /monitor/akomodasi/:id: the candidate's time multiplier (any staff). Applied to every
 * attempt they start and, at once, to the one running (its length rescaled from its start).
 */
export async function setMultiplier(
  ctx: MonitorCtx,
  actor: Proctor,
  candidateId: number,
  body: z.output<typeof multiplierSchema>,
): Promise<ActionResult> {
  const c = await actionsRepo.candidateTiming(ctx.db, candidateId);
  if (!c) throw notFound(MONITOR_MSG.takerNotFound);
  const now = nowIso();
  const from = Number(c.time_multiplier) || 1;
  let note: DeadlineNote | undefined;
  await ctx.db.transaction().execute(async (trx) => {
    await actionsRepo.setMultiplier(trx, candidateId, body.pengali, now);
    if (c.attempt_id != null && c.started_at && c.deadline_at && from !== body.pengali) {
      const deadline = rescaledDeadline(c.started_at, c.deadline_at, from, body.pengali);
      if (await actionsRepo.setDeadline(trx, c.attempt_id, deadline))
        note = { attempt_id: c.attempt_id, deadline_at: deadline };
    }
    await recordAudits(trx, [
      audit(
        actor,
        'akomodasi',
        'candidate',
        candidateId,
        {
          old: { pengali: from },
          new: { no_reg: c.nisn, pengali: body.pengali, deadline_at: note?.deadline_at },
        },
        body.alasan,
        now,
      ),
    ]);
  });
  if (note && c.materi_id != null)
    ctx.bus?.publish([materiKey(c.materi_id)], { [candidateKey(candidateId)]: note });
  return { changed: 1 };
}

/**
 * PUT /monitor/ujian/:id/akomodasi: a course exam student's time multiplier, from the control room
 * (the course's lecturer, admins). Kept where the student's other exams read it — the course's
 * student list (409 when the NIM is not listed) — and applied at once to the attempt running
 * (its length rescaled from its start); the exam page hears it.
 */
export const setSeatMultiplier = proctorAction(
  'add_time',
  async (ctx, actor, w, body: z.output<typeof seatMultiplierSchema>) => {
    const seat = await actionsRepo.seatTiming(ctx.db, w.ref.id, body.peserta);
    if (!seat) throw notFound(MONITOR_MSG.takerNotFound);
    if (seat.roster_id == null) throw conflict(MONITOR_MSG.seatNotListed);
    const rosterId = seat.roster_id;
    const from = Number(seat.time_multiplier) || 1;
    const now = nowIso();
    let note: DeadlineNote | undefined;
    await ctx.db.transaction().execute(async (trx) => {
      await actionsRepo.setRosterMultiplier(trx, rosterId, body.pengali, now);
      if (seat.attempt_id != null && seat.started_at && seat.deadline_at && from !== body.pengali) {
        const deadline = rescaledDeadline(seat.started_at, seat.deadline_at, from, body.pengali);
        if (await actionsRepo.setDeadline(trx, seat.attempt_id, deadline))
          note = { attempt_id: seat.attempt_id, deadline_at: deadline };
      }
      await recordAudits(trx, [
        audit(
          actor,
          'akomodasi',
          entityOf(w),
          body.peserta,
          {
            old: { pengali: from },
            new: { ...targetOf(w), nim: seat.nim, pengali: body.pengali, deadline_at: note?.deadline_at },
          },
          body.alasan,
          now,
        ),
      ]);
    });
    ctx.bus?.publish(w.keys, note ? { [seatKey(body.peserta)]: note } : undefined);
    return { changed: 1 };
  },
);
