import type {
  IntegrityKind,
  MonitorCounts,
  MonitorJenis,
  MonitorQuery,
  MonitorTable,
  MonitorTarget,
  MonitorUpdate,
} from '@tryout/shared/monitor';
import type { Db, Dialect, Exec } from '../../db';
import { isOnline, monitorStatus, offlineBefore } from '../../domain/monitor';
import type { Actor } from '../../domain/ownership';
import { durationMinutes, graceCutoff } from '../../domain/timer';
import { type EventBus, kodeKey, materiKey, ujianKey } from '../../events/bus';
import { type Caches, cacheSlot } from '../../lib/caches';
import { nowIso } from '../../lib/time';
import { courseTargets, examTarget } from '../exams/exam-targets.service';
import { dedupeMateri, listTryoutMateri } from '../outcome/outcome.service';
import { absentFromExam } from '../roster/roster.service';
import * as actionsRepo from './actions.repository';
import * as signalsRepo from './integrity.repository';
import * as tableRepo from './live-table.repository';

/** The control room's reading side: who may watch what, the live table, the counts. */

export interface MonitorCtx {
  db: Db;
  dialect: Dialect;
  /** the exam day's events (events/bus.ts): the proctor's actions reach monitors and exam pages */
  bus?: EventBus;
  /** the app's caches (lib/caches.ts): the counts several monitors share */
  caches: Caches;
}

/** The staff user acting, as the audit log names them. */
export interface Proctor extends Actor {
  nidn: string;
  nama: string;
}

/** A target the actor may watch. */
export interface Watched {
  ref: tableRepo.TargetRef;
  target: MonitorTarget;
  /** the bus keys its events come on */
  keys: string[];
}

/**
 * The materi or course exam, if the actor may watch it (exams' examTarget: any staff a tryout
 * materi, a course exam only its course's lecturer and admins), with the bus keys of its events.
 */
export async function watched(db: Db, actor: Actor, jenis: MonitorJenis, id: number): Promise<Watched> {
  const target = await examTarget(db, actor, jenis, id);
  return jenis === 'materi'
    ? { ref: { jenis, id }, target, keys: [materiKey(id), kodeKey(target.kode_ujian)] }
    : { ref: { jenis, id }, target, keys: [ujianKey(id)] };
}

/** GET /monitor/sasaran: every tryout materi, and the course exams the actor may watch. */
export async function targets(db: Db, actor: Actor): Promise<MonitorTarget[]> {
  const [materi, exams] = await Promise.all([listTryoutMateri(db), courseTargets(db, actor)]);
  return [
    ...dedupeMateri(materi).map((m) => ({
      jenis: 'materi' as const,
      id: m.materi_id,
      kode_ujian: m.kode_ujian,
      nama: m.deskripsi,
      nama_matkul: null,
      waktu: durationMinutes(m.waktu, m.waktu_ujian),
    })),
    ...exams,
  ];
}

const instantsAt = (now: string): tableRepo.Instants => ({
  graceCutoff: graceCutoff(now),
  offlineBefore: offlineBefore(now),
});

/** The takers of a watched target working now, with when the server last heard from them (outage). */
export const runningTakers = (db: Db, w: Watched, now: string) =>
  tableRepo.runningTakers(db, w.ref, instantsAt(now));

/** GET /monitor/:jenis/:id: the counts and one page of the takers matching the filter. */
export async function table(
  db: Db,
  actor: Actor,
  jenis: MonitorJenis,
  id: number,
  query: MonitorQuery,
): Promise<MonitorTable> {
  const w = await watched(db, actor, jenis, id);
  const now = nowIso();
  const at = instantsAt(now);
  const perPage = query.per_page ?? 50;
  const page = query.page ?? 1;
  const [counts, found] = await Promise.all([
    tableRepo.countTakers(db, w.ref, at),
    tableRepo.takerPage(
      db,
      w.ref,
      { status: query.status, offline: query.offline, q: query.q?.toLowerCase() || undefined },
      at,
      { offset: (page - 1) * perPage, limit: perPage },
    ),
  ]);
  const [signals, absent] = await Promise.all([
    signalsRepo.signalCounts(
      db,
      found.rows.map((r) => r.attempt_id).filter((id): id is number => id != null),
    ),
    jenis === 'ujian' ? absentFromExam(db, id) : [],
  ]);
  const signalsOf = (attemptId: number | null) =>
    signals
      .filter((x) => x.attempt_id === attemptId)
      .map((x) => ({ jenis: x.kind as IntegrityKind, n: Number(x.n) }));
  return {
    target: w.target,
    server_now: now,
    counts,
    matching: found.matching,
    page,
    per_page: perPage,
    rows: found.rows.map((r) => {
      const status = monitorStatus(
        r.attempt_id == null ? null : { status: r.a_status, deadline_at: r.deadline_at },
        now,
      );
      return {
        id: r.id,
        no_reg: r.no_reg,
        nama: r.nama,
        status,
        attempt_id: r.attempt_id ?? null,
        attempt_no: r.attempt_no ?? null,
        started_at: r.started_at ?? null,
        deadline_at: r.deadline_at ?? null,
        submitted_at: r.submitted_at ?? null,
        answered: Number(r.answered_pg ?? 0) + Number(r.answered_essay ?? 0),
        total: Number(r.total ?? 0),
        last_seen_at: r.last_seen_at ?? null,
        online: isOnline(r.last_seen_at, now),
        antrian: r.antrian ?? null,
        time_multiplier: Number(r.time_multiplier),
        voided: Number(r.voided ?? 0),
        sinyal: signalsOf(r.attempt_id ?? null),
        login_ulang: Number(r.relogins ?? 0),
      };
    }),
    belum_masuk: absent.map((a) => ({ nim: a.nim, nama: a.nama })),
  };
}

/**
 * The counts of a target for its monitors' updates. Several monitors of one target on this
 * instance share one query: counts read at or after `notBefore` (the event that asked for them)
 * are reused.
 */
const recent = cacheSlot(
  'monitor counts',
  () => new Map<string, { at: number; value: Promise<MonitorCounts> }>(),
);

export async function update(
  ctx: { db: Db; caches: Caches },
  w: Watched,
  notBefore = Date.now(),
): Promise<MonitorUpdate> {
  const cache = ctx.caches.of(recent);
  const key = `${w.ref.jenis}${w.ref.id}`;
  const hit = cache.get(key);
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  if (hit && hit.at >= notBefore) return { server_now: now, counts: await hit.value };
  const value = tableRepo.countTakers(ctx.db, w.ref, instantsAt(now));
  cache.set(key, { at: nowMs, value });
  value.catch(() => cache.delete(key));
  if (cache.size > 1000) cache.clear();
  return { server_now: now, counts: await value };
}

/**
 * Marks an attempt voided ('Ulang ujian', a deleted result): kept, counted by no aggregate. False
 * when it was voided already.
 */
export const voidAttempt = (db: Exec, attemptId: number, now: string): Promise<boolean> =>
  actionsRepo.voidAttempt(db, attemptId, now);
