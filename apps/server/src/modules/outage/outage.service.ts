import type { MonitorJenis } from '@tryout/shared/monitor';
import type { OutageStatus, outageSettingsBodySchema } from '@tryout/shared/outage';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Dialect, Exec } from '../../db';
import {
  autoCreditReason,
  creditSeconds,
  type Gap,
  massSilence,
  type OutageRule,
  outageGap,
  ranDuring,
} from '../../domain/outage';
import {
  candidateKey,
  type DeadlineNote,
  type EventBus,
  materiKey,
  seatKey,
  ujianKey,
} from '../../events/bus';
import { type Caches, cacheSlot } from '../../lib/caches';
import { nowIso } from '../../lib/time';
import { recordAudit } from '../audit/audit.service';
import { type Proctor, runningTakers, watched } from '../monitor/monitor.service';
import * as repo from './outage.repository';

/**
 * Outage credit (docs/decisions/0011). checkAlive() writes the servers' shared alive mark; when the mark
 * it replaces is older than an outage (the server or its database was down), every attempt that
 * was running when the outage began gets its deadline moved by the measured gap, within its exam's
 * setting, once: the outage, the credits and the new mark are written in one transaction (on
 * PostgreSQL the mark's row is locked, so instances recovering together credit once). The exam
 * pages read the new deadline at their next heartbeat.
 */

export interface OutageCtx {
  db: Db;
  dialect: Dialect;
  config: Config;
  /** the pages and monitors told of the credit (absent: they learn it at their next heartbeat) */
  bus?: EventBus;
  /** the app's caches (lib/caches.ts): the alive check running, the database's last refusal */
  caches: Caches;
}

export interface CreditReport {
  gap: Gap;
  /** attempts whose deadline moved */
  attempts: number;
  /** exams with an audit entry */
  exams: number;
}

type Target = { jenis: MonitorJenis; id: number };

/** The exam an attempt belongs to: a course exam's seat, else a tryout materi. */
function targetOf(a: { materi_id: number | null; id_ujian: number | null; exam_student_id: number | null }) {
  if (a.exam_student_id != null)
    return a.id_ujian == null ? null : { jenis: 'ujian' as const, id: a.id_ujian };
  return a.materi_id == null ? null : { jenis: 'materi' as const, id: a.materi_id };
}

const keyOf = (t: Target) => `${t.jenis}:${t.id}`;

/** The rule of each exam with a setting of its own. */
async function rulesOf(db: Exec): Promise<Map<string, OutageRule>> {
  const rows = await repo.allSettings(db);
  return new Map(
    rows.map((r) => [
      keyOf({ jenis: r.jenis, id: r.target_id }),
      { auto: r.auto === 1, thresholdS: r.threshold_s, maxCreditS: r.max_credit_s },
    ]),
  );
}

const moved = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

/** Credits the gap to every attempt that ran during it; one audit entry per exam. */
async function creditGap(trx: Exec, defaults: OutageRule, gap: Gap) {
  const outageId = await repo.insertOutage(trx, {
    started_at: gap.from,
    ended_at: gap.to,
    seconds: gap.seconds,
  });
  const running = (await repo.inProgressAfter(trx, gap.from)).filter((a) => ranDuring(a, gap.from));
  const rules = await rulesOf(trx);
  const before = await repo.creditedSeconds(
    trx,
    running.map((a) => a.id),
  );
  const credits: { outage_id: number; attempt_id: number; seconds: number }[] = [];
  const byExam = new Map<string, { target: Target; n: number }>();
  const notes: Record<string, DeadlineNote> = {};
  for (const a of running) {
    const target = targetOf(a);
    if (!target) continue;
    const s = creditSeconds(gap.seconds, before.get(a.id) ?? 0, rules.get(keyOf(target)) ?? defaults);
    if (s <= 0) continue;
    const deadline = moved(a.deadline_at, s);
    if (!(await repo.moveDeadline(trx, a.id, a.deadline_at, deadline))) continue;
    credits.push({ outage_id: outageId, attempt_id: a.id, seconds: s });
    const exam = byExam.get(keyOf(target)) ?? { target, n: 0 };
    exam.n++;
    byExam.set(keyOf(target), exam);
    const taker =
      a.exam_student_id != null ? seatKey(a.exam_student_id) : candidateKey(a.candidate_id as number);
    notes[taker] = { attempt_id: a.id, deadline_at: deadline };
  }
  await repo.insertCredits(trx, credits);
  for (const { target, n } of byExam.values()) {
    await recordAudit(trx, {
      staff_user_id: null,
      actor: 'sistem',
      action: 'perpanjangan_otomatis',
      entity: target.jenis,
      entity_id: String(target.id),
      old_value: JSON.stringify({ server_terakhir_hidup: gap.from }),
      new_value: JSON.stringify({ tersedia_lagi: gap.to, detik: gap.seconds, peserta: n }),
      reason: autoCreditReason(gap.seconds),
      created_at: gap.to,
    });
  }
  const keys = [...byExam.values()].map(({ target }) =>
    target.jenis === 'materi' ? materiKey(target.id) : ujianKey(target.id),
  );
  return { report: { gap, attempts: credits.length, exams: byExam.size }, keys, notes };
}

async function markAlive(ctx: OutageCtx): Promise<CreditReport | null> {
  const now = nowIso();
  const out = await ctx.db.transaction().execute(async (trx) => {
    const last = await repo.lockAlive(trx, ctx.dialect);
    await repo.writeAlive(trx, now);
    const gap = outageGap(last, now);
    return gap ? creditGap(trx, ctx.config.outage, gap) : null;
  });
  if (!out) return null;
  ctx.bus?.publish(out.keys, out.notes);
  return out.report;
}

/** This app's view of the database's health (its caches: lib/caches.ts). */
const health = cacheSlot('outage health', () => ({
  /** the alive check running (calls while one runs share it) */
  checking: null as Promise<CreditReport | null> | null,
  /** when this app last refused exam traffic for a database fault (the 503 envelope) */
  refusedAt: null as string | null,
  /** the database refused since the last alive mark was written: an outage may need its credit */
  suspect: false,
}));

/**
 * The alive mark (every ALIVE_EVERY_MS, at start-up before the server listens, and before each
 * sweep of expired attempts so that none expires for time an outage took): the outage credited
 * when the previous mark is too old. Calls while one runs share it.
 */
export function checkAlive(ctx: OutageCtx): Promise<CreditReport | null> {
  const h = ctx.caches.of(health);
  if (h.checking) return h.checking;
  const p = markAlive(ctx)
    .then(
      (r) => {
        h.suspect = false;
        return r;
      },
      (err) => {
        h.suspect = true; // the database refused: the first request after it answers credits first
        throw err;
      },
    )
    .finally(() => {
      h.checking = null;
    });
  h.checking = p;
  return p;
}

/** app.ts: a request was answered 503 because the database refused. */
export function noteUnavailable(caches: Caches, now = nowIso()): void {
  const h = caches.of(health);
  h.refusedAt = now;
  h.suspect = true;
}

/**
 * app.ts, before every request: after the database refused, the first request that finds it
 * back gives the outage's time back before it is handled (the exam pages send their queued
 * saves the moment the server answers again: none may be refused, or its attempt expired, for
 * time the outage took). Costs nothing while the database is healthy.
 */
export async function creditBeforeServing(ctx: OutageCtx): Promise<void> {
  if (!ctx.caches.of(health).suspect) return;
  await checkAlive(ctx).catch(() => {}); // still down: the request gets its 503 by itself
}

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

function settingsOf(ctx: OutageCtx, row: Awaited<ReturnType<typeof repo.findSettings>>) {
  const d = ctx.config.outage;
  return {
    otomatis: row ? row.auto === 1 : d.auto,
    ambang_detik: row ? row.threshold_s : d.thresholdS,
    maks_menit: Math.round((row ? row.max_credit_s : d.maxCreditS) / 60),
    bawaan: !row,
  };
}

/**
 * GET /monitor/:jenis/:id/gangguan: the target's outage setting, and the alert when many of its
 * running takers fell silent at once while the server was healthy (massSilence).
 */
export async function status(
  ctx: OutageCtx,
  actor: Proctor,
  jenis: MonitorJenis,
  id: number,
): Promise<OutageStatus> {
  const w = await watched(ctx.db, actor, jenis, id);
  const now = nowIso();
  const [row, takers, outageEnd] = await Promise.all([
    repo.findSettings(ctx.db, jenis, id),
    runningTakers(ctx.db, w, now),
    repo.lastOutageEnd(ctx.db),
  ]);
  const silence = massSilence(
    takers.map((r) => ({ id: r.id, lastSeenAt: r.last_seen_at ?? null })),
    now,
    later(outageEnd, ctx.caches.of(health).refusedAt),
  );
  const silent = new Set(silence?.ids ?? []);
  return {
    pengaturan: settingsOf(ctx, row),
    hening: silence
      ? {
          peserta: takers
            .filter((r) => silent.has(r.id))
            .map((r) => ({
              id: r.id,
              no_reg: r.no_reg,
              nama: r.nama,
              last_seen_at: r.last_seen_at as string,
            })),
          sejak: silence.since,
          detik: silence.seconds,
          dari: takers.length,
        }
      : null,
  };
}

/** PUT /monitor/:jenis/:id/gangguan: the target's own outage setting (audited with the reason). */
export async function saveSettings(
  ctx: OutageCtx,
  actor: Proctor,
  jenis: MonitorJenis,
  id: number,
  body: z.output<typeof outageSettingsBodySchema>,
): Promise<OutageStatus> {
  const w = await watched(ctx.db, actor, jenis, id);
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const old = settingsOf(ctx, await repo.findSettings(trx, jenis, id));
    await repo.saveSettings(trx, {
      jenis,
      target_id: id,
      auto: body.otomatis ? 1 : 0,
      threshold_s: body.ambang_detik,
      max_credit_s: body.maks_menit * 60,
      updated_at: now,
    });
    await recordAudit(trx, {
      staff_user_id: actor.staffId,
      actor: actor.nidn,
      action: 'pengaturan_gangguan',
      entity: jenis,
      entity_id: String(id),
      old_value: JSON.stringify(old),
      new_value: JSON.stringify({
        [jenis]: w.target.kode_ujian,
        otomatis: body.otomatis,
        ambang_detik: body.ambang_detik,
        maks_menit: body.maks_menit,
      }),
      reason: body.alasan,
      created_at: now,
    });
  });
  return status(ctx, actor, jenis, id);
}

/** A credit as the server's log says it. */
export const reportText = (r: CreditReport) =>
  `${autoCreditReason(r.gap.seconds)}: ${r.attempts} percobaan pada ${r.exams} ujian`;

/** A heartbeat's queue length (docs/decisions/0011): the monitor shows whether each page's queue is empty. */
export const noteQueue = (db: Db, attemptId: number, antrian: number) =>
  repo.setQueue(db, attemptId, antrian);
