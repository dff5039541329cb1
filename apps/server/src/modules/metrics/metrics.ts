import client from 'prom-client';
import type { Db } from '../../db';
import type { LimitStoreStatus } from '../../lib/redis';
import { nowIso } from '../../lib/time';
import { attemptsInProgress, oldestDueOutbox, outboxByStatus } from './metrics.repository';

/** Connections of a database pool (PostgreSQL): open, idle, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  db: Db;
  /** the pool's figures; absent on SQLite (one connection, no pool) */
  poolStats?: () => PoolStats;
}

/** One process's metrics (Prometheus, prom-client): a registry of its own per server. */
export interface Metrics {
  registry: client.Registry;
  requestDuration: client.Histogram<'method' | 'route' | 'status'>;
  answersSaved: client.Counter;
  submissions: client.Counter<'kind'>;
  contentType: string;
  /**
   * The text of one scrape: this process's registry; with WEB_CONCURRENCY workers main.ts sets it
   * to the sum over every worker, asked of the primary process (cluster.ts).
   */
  text: () => Promise<string>;
}

/**
 * Gauges read from the database at each scrape are the same in every worker: their cluster
 * aggregate is the maximum, not the sum. Per-process figures (requests, memory, pool) are summed.
 */
export function createMetrics(src: MetricsSources): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  // 1 per process: summed over the workers of a cluster it counts the processes that answered
  new client.Gauge({
    name: 'tryout_processes',
    help: 'Proses server yang menjawab pengambilan metrik ini',
    registers: [registry],
  }).set(1);
  const requestDuration = new client.Histogram({
    name: 'tryout_http_request_duration_seconds',
    help: 'Waktu jawab permintaan HTTP per rute dan status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const answersSaved = new client.Counter({
    name: 'tryout_answers_saved_total',
    help: 'Jawaban yang disimpan (simpanJawaban diterima)',
    registers: [registry],
  });
  const submissions = new client.Counter({
    name: 'tryout_submissions_total',
    help: 'Ujian yang selesai: dikumpulkan peserta (submitted) atau ditutup karena waktu habis (expired)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  // both series exist from the start (a rate over them needs their zero)
  for (const kind of ['submitted', 'expired']) submissions.inc({ kind }, 0);
  new client.Gauge({
    name: 'tryout_attempts_in_progress',
    help: 'Ujian yang sedang dikerjakan',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.set(await attemptsInProgress(src.db));
    },
  });
  new client.Gauge({
    name: 'tryout_outbox_oldest_due_seconds',
    help: 'Umur pesan outbox tertua yang sudah waktunya dikirim (0: tidak ada)',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const now = nowIso();
      const due = await oldestDueOutbox(src.db, now);
      this.set(due ? Math.max(0, (Date.parse(now) - Date.parse(due)) / 1000) : 0);
    },
  });
  new client.Gauge({
    name: 'tryout_outbox_messages',
    help: 'Pesan outbox per status',
    labelNames: ['state'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const rows = await outboxByStatus(src.db);
      for (const state of ['pending', 'sent', 'dead']) this.set({ state }, 0);
      for (const r of rows) this.set({ state: r.status }, r.n);
    },
  });
  const { poolStats } = src;
  if (poolStats) {
    new client.Gauge({
      name: 'tryout_db_pool_connections',
      help: 'Koneksi database: in_use (dipakai), idle (menganggur)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'in_use' }, s.total - s.idle);
        this.set({ state: 'idle' }, s.idle);
      },
    });
    new client.Gauge({
      name: 'tryout_db_pool_waiting',
      help: 'Permintaan yang menunggu koneksi database',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }
  return {
    registry,
    requestDuration,
    answersSaved,
    submissions,
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}

const REDIS_UNREACHABLE = 'tryout_rate_limit_redis_unreachable';

/**
 * 1 while a configured Redis (REDIS_URL) does not answer and the limits are counted in this
 * process instead (summed over a cluster's workers: the workers counting alone).
 */
export function watchLimitStore(metrics: Metrics, status: () => LimitStoreStatus) {
  if (metrics.registry.getSingleMetric(REDIS_UNREACHABLE)) return;
  new client.Gauge({
    name: REDIS_UNREACHABLE,
    help: 'REDIS_URL tidak terjangkau: batas percobaan dihitung di proses ini (1) atau di Redis / tanpa Redis (0)',
    registers: [metrics.registry],
    collect() {
      this.set(status().redis_unreachable ? 1 : 0);
    },
  });
}
