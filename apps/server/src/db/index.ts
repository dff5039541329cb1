import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_bank_version';
import * as m0003 from './migrations/0003_sanitize_rich_text';
import * as m0004 from './migrations/0004_session_last_seen';
import * as m0005 from './migrations/0005_progditerima_source';
import * as m0006 from './migrations/0006_pembahasan';
import * as m0007 from './migrations/0007_control_room';
import * as m0008 from './migrations/0008_import_batches';
import * as m0009 from './migrations/0009_shuffle_ragu';
import * as m0010 from './migrations/0010_insight';
import * as m0011 from './migrations/0011_irt';
import * as m0012 from './migrations/0012_answer_sequence';
import * as m0013 from './migrations/0013_config_version';
import * as m0014 from './migrations/0014_exam_day_reads';
import * as m0015 from './migrations/0015_bank_owners';
import * as m0016 from './migrations/0016_nim_normalised';
import * as m0017 from './migrations/0017_review_opens';
import * as m0018 from './migrations/0018_course_roster';
import * as m0019 from './migrations/0019_outage';
import * as m0021 from './migrations/0021_score_after_close';
import * as m0022 from './migrations/0022_roster_accommodation';
import * as m0023 from './migrations/0023_heartbeat_queue';
import * as m0024 from './migrations/0024_question_forms';
import * as m0025 from './migrations/0025_stimuli';
import * as m0026 from './migrations/0026_server_keys';
import * as m0027 from './migrations/0027_bank_archive';
import * as m0028 from './migrations/0028_exam_course_archive';
import * as m0029 from './migrations/0029_compact_draws';
import { preparedName, registerDialect } from './precompiled';
import type { Database, Dialect } from './schema';

export type Db = Kysely<Database>;
/** Where a query runs: the database itself, or a transaction opened on it. */
export type Exec = Db | Transaction<Database>;
export type { Dialect };

// COUNT(*) and BIGINT come back as strings from pg by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface OpenDbOptions {
  /** postgres://… ; when absent, SQLite at sqliteFile */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema) */
  pgSchema?: string;
  poolSize?: number;
}

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** the PostgreSQL schema this handle is pinned to, if any */
  pgSchema?: string;
  /** the PostgreSQL pool's connections (open, idle) and waiting requests; absent on SQLite */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export function openDb(opts: OpenDbOptions): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      options: opts.pgSchema ? `-c search_path=${opts.pgSchema}` : undefined,
      connectionTimeoutMillis: 5000,
    });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
    registerDialect(db, 'postgres');
    return {
      db,
      dialect: 'postgres',
      pgSchema: opts.pgSchema,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 32 MiB of page cache (SQLite's default is 2 MiB): an exam day's working set — attempts,
  // draws, answers, tokens — stays in memory instead of being read back from the OS page by page
  sqlite.pragma('cache_size = -32768');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  registerDialect(db, 'sqlite');
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * The pool Kysely sees: each client runs the precompiled SQL texts (precompiled.ts) as named
 * prepared statements, so PostgreSQL plans them once per connection; other queries run as before.
 *
 * A connection can die at any moment (a restart or failover of PostgreSQL, pg_terminate_backend,
 * a network cut). node-postgres then emits 'error' on its client, and the pool listens for it
 * only while the client is idle: one that dies while checked out — inside a query or a
 * transaction — would end the process. So every client keeps a listener for its whole life.
 * Once its connection is gone the client is broken: its queries fail with the connection's error
 * (the request gets the 503 envelope), a ROLLBACK is a no-op (the server has already dropped the
 * transaction with the session, and the caller then sees the original error, not the rollback's),
 * and its release hands the error to the pool, which drops the client and opens a fresh one for
 * the next request.
 *
 * PostgreSQL plans a named statement for its first five executions on a connection and then
 * caches a generic plan, which it keeps until a table it reads is analysed again; so do its
 * foreign-key checks (each inserted draw or answer row looks its attempt up). On a new
 * installation, where autovacuum analysed the tables while they were almost empty, the plans
 * made in the first seconds of an exam day are sequential scans of attempts, draws, answers and
 * tokens (the cheapest way to read one page), and they stayed while those tables grew by
 * thousands of rows (docs/decisions/0033). So a connection plans again as it is used more: after 64
 * executions of named statements, then 128, 256, … it runs DISCARD PLANS (outside a
 * transaction), and every statement and foreign-key check is planned anew, for the table sizes of
 * that moment; a busy connection also plans anew once its plans are 5 s old (REPLAN_MAX_AGE_MS),
 * since a table empty at the last doubling may fill within seconds (the results in the submit
 * rush). A plan made while a table was small therefore serves at most as many executions as came
 * before it, or a few seconds, and the renewals cost a few plannings per doubling or per 5 s. (A custom plan on every
 * execution, plan_cache_mode=force_custom_plan, is immune too but plans each time: it doubled
 * PostgreSQL's CPU per start on the exam-day bench.)
 */
function withPreparedStatements(pool: pg.Pool) {
  const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const broken = new WeakMap<pg.Client, Error>();
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!broken.has(client)) broken.set(client, err);
    });
  });
  const wrap = (client: pg.PoolClient): pg.PoolClient => {
    let w = wrapped.get(client);
    if (!w) {
      w = Object.create(client) as pg.PoolClient;
      const session = new PlanSession();
      w.query = (async (text: unknown, values?: unknown[]) => {
        const dead = broken.get(client);
        if (dead) {
          if (text === 'rollback') return { command: 'ROLLBACK', rowCount: null, rows: [] };
          throw dead;
        }
        const name = session.nameFor(text);
        try {
          const result = await (name
            ? client.query({ name, text: text as string, values })
            : client.query(text as string, values));
          // after the statement (or the transaction's end): an error inside a transaction would abort it
          if (session.replan && !session.inTransaction) {
            session.replan = false;
            await client.query('discard plans').catch(() => {});
          }
          return result;
        } catch (err) {
          // FATAL/PANIC: PostgreSQL ends the session after this message (e.g. 57P01, the backend
          // was terminated); the socket's end follows, but the client is done from now on
          const severity = (err as { severity?: string }).severity;
          if ((severity === 'FATAL' || severity === 'PANIC') && !broken.has(client)) {
            broken.set(client, err as Error);
          }
          throw err;
        }
      }) as pg.PoolClient['query'];
      w.release = (err?: Error | boolean) => client.release(broken.get(client) ?? err);
      wrapped.set(client, w);
    }
    return w;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}

/** A connection plans anew after this many executions of named statements, then after twice as many, … */
export const REPLAN_FIRST = 64;
/**
 * … and, while it is busy (REPLAN_FIRST executions since it last planned), whenever its plans are
 * this old: a table that was empty when the doubling last came round (the results before the
 * submit rush) is read with a plan of its present size within seconds.
 */
export const REPLAN_MAX_AGE_MS = 5_000;

/** The named statements a PostgreSQL connection ran, and when it plans anew. */
class PlanSession {
  private executions = 0;
  private nextReplan = REPLAN_FIRST;
  private sinceReplan = 0;
  private plannedAt = performance.now();
  /** the connection is due to discard its plans (once no transaction is open) */
  replan = false;
  inTransaction = false;

  /** The statement name for this query text (undefined: an unnamed query); counts the execution. */
  nameFor(text: unknown): string | undefined {
    if (typeof text !== 'string') return undefined;
    if (text === 'begin' || text.startsWith('start transaction')) this.inTransaction = true;
    else if (text === 'commit' || text === 'rollback') this.inTransaction = false;
    const name = preparedName(text);
    if (name === undefined) return undefined;
    this.sinceReplan++;
    if (++this.executions >= this.nextReplan) {
      this.nextReplan *= 2;
      this.due();
    } else if (this.sinceReplan >= REPLAN_FIRST && performance.now() - this.plannedAt >= REPLAN_MAX_AGE_MS) {
      this.due();
    }
    return name;
  }

  private due() {
    this.replan = true;
    this.sinceReplan = 0;
    this.plannedAt = performance.now();
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs as much as running a small query. The same
 * SQL text gets the same prepared statement (better-sqlite3 statements are reusable, and SQLite
 * re-prepares them itself after a schema change). Bounded: the oldest statement goes first.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      // Transactions take the write lock up front (BEGIN IMMEDIATE): a read-then-write
      // transaction then waits on busy_timeout instead of failing with SQLITE_BUSY_SNAPSHOT
      // when another connection (a second process, the admin CLI) wrote in between.
      const sql = text === 'begin' ? 'begin immediate' : text;
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_bank_version': m0002,
  '0003_sanitize_rich_text': m0003,
  '0004_session_last_seen': m0004,
  '0005_progditerima_source': m0005,
  '0006_pembahasan': m0006,
  '0007_control_room': m0007,
  '0008_import_batches': m0008,
  '0009_shuffle_ragu': m0009,
  '0010_insight': m0010,
  '0011_irt': m0011,
  '0012_answer_sequence': m0012,
  '0013_config_version': m0013,
  '0014_exam_day_reads': m0014,
  '0015_bank_owners': m0015,
  '0016_nim_normalised': m0016,
  '0017_review_opens': m0017,
  '0018_course_roster': m0018,
  '0019_outage': m0019,
  '0021_score_after_close': m0021,
  '0022_roster_accommodation': m0022,
  '0023_heartbeat_queue': m0023,
  '0024_question_forms': m0024,
  '0025_stimuli': m0025,
  '0026_server_keys': m0026,
  '0027_bank_archive': m0027,
  '0028_exam_course_archive': m0028,
  '0029_compact_draws': m0029,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrations this code knows (a database or backup with another one is newer than the code). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

/**
 * Runs every pending migration. With a pinned PostgreSQL schema the migration tables live in that
 * schema too (Kysely otherwise finds another schema's lock table and skips creating its own).
 */
export async function migrateToLatest(db: Db, pgSchema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: pgSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migrasi gagal: ${failed?.migrationName ?? ''} ${String(error ?? '')}`);
  }
}
