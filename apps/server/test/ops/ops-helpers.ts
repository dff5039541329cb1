import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { ArchiveReader, type TarHeader, tarHeader } from '../../src/cli/archive';
import { type BackupManifest, MANIFEST, SIGNATURE, signManifest } from '../../src/cli/backup-format';
import type { Db } from '../../src/db';
import { TEST_DB } from '../context';
import type { ScratchStore } from '../security/autosave-load';
import { ROOT, type ServerProcess, startServer } from '../security/server-process';

/** Helpers of the operations tests (not a test file itself). */

/** Starts `n` server processes at the same moment on the same environment; waits for all. */
export async function startTogether(n: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(Array.from({ length: n }, () => startServer(env, 180_000)));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    for (const s of started) if (s.status === 'fulfilled') s.value.child.kill('SIGKILL');
    throw (failed as PromiseRejectedResult).reason;
  }
  return started.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value);
}

/** A JSON POST with a bearer token; the status, the text and the parsed body. */
export async function post(base: string, url: string, token: string, body: object) {
  const res = await fetch(`${base}/tryout/api${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, text, json };
}

/**
 * The value of one series in Prometheus text (labels given must match; others may be present);
 * the sum when several series match, 0 when none does.
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) sum += Number(m[3]);
  }
  return sum;
}

/** Polls `count` (every 200 ms, at most `limitMs`) until it is 0; returns the last count. */
export async function untilZero(count: () => Promise<number | string>, limitMs = 60_000): Promise<number> {
  let left = Number(await count());
  for (const started = Date.now(); left > 0 && Date.now() - started < limitMs; ) {
    await new Promise((r) => setTimeout(r, 200));
    left = Number(await count());
  }
  return left;
}

/** An attempt's stored answers (question id → letter) and its status. */
export async function storedAttempt(db: Db, attemptId: number) {
  const rows = await db
    .selectFrom('answers')
    .select(['question_id', 'value'])
    .where('attempt_id', '=', attemptId)
    .execute();
  const attempt = await db
    .selectFrom('attempts')
    .select(['status', 'nilai_akhir'])
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return { answers: new Map(rows.map((x) => [x.question_id, x.value])), ...attempt };
}

export interface CliResult {
  code: number | null;
  out: string;
}

/** Runs a command of apps/server/src/cli as npm run would (one process), with this environment. */
export function runCommand(script: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    child.stderr.on('data', (d) => {
      out += String(d);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

/** The backup key the operations tests give backup and restore. */
export const BACKUP_ENV = { BACKUP_KEY: 'kunci-cadangan-uji-0123456789abcdef' };

/** One entry of a backup archive, read whole. */
export interface BackupEntry {
  header: TarHeader;
  data: Buffer;
}

/** Every entry of a backup (small: the tests' own). */
export async function readBackup(file: string): Promise<BackupEntry[]> {
  const reader = new ArchiveReader(file, 1024 * 1024 * 1024);
  const out: BackupEntry[] = [];
  try {
    for (let h = await reader.next(); h; h = await reader.next()) {
      const parts: Buffer[] = [];
      for (let c = await reader.read(); c.length > 0; c = await reader.read()) parts.push(Buffer.from(c));
      out.push({ header: h, data: Buffer.concat(parts) });
    }
  } finally {
    reader.close();
  }
  return out;
}

/** Writes entries as a .tar.gz exactly as given (any type, any name: a hostile archive too). */
export function writeRawBackup(file: string, entries: BackupEntry[]): void {
  const blocks = entries.flatMap((e) => [
    tarHeader({ ...e.header, size: e.data.length }),
    e.data,
    Buffer.alloc((512 - (e.data.length % 512)) % 512),
  ]);
  fs.writeFileSync(file, gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)])));
}

/**
 * A backup rebuilt from another: its entries after the signature edited, the manifest's sizes and
 * hashes made to follow them (`rehash`), the manifest edited, then signed with `key` (default the
 * tests' key; null keeps the old signature, as a forger without the key must).
 */
export async function rebuildBackup(
  from: string,
  to: string,
  change: {
    entries?: (entries: BackupEntry[]) => BackupEntry[];
    rehash?: boolean;
    manifest?: (m: BackupManifest) => void;
    key?: string | null;
  },
): Promise<void> {
  const [head, sig, ...rest] = await readBackup(from);
  const entries = change.entries ? change.entries(rest) : rest;
  const manifest = JSON.parse(head.data.toString('utf8')) as BackupManifest;
  if (change.rehash)
    manifest.files = entries
      .filter((e) => e.header.type === '0')
      .map((e) => ({
        path: e.header.name,
        size: e.data.length,
        sha256: createHash('sha256').update(e.data).digest('hex'),
      }));
  change.manifest?.(manifest);
  const bytes = change.rehash || change.manifest ? Buffer.from(JSON.stringify(manifest)) : head.data;
  const key = change.key === undefined ? BACKUP_ENV.BACKUP_KEY : change.key;
  const signature =
    key === null ? sig.data : Buffer.from(signManifest(bytes, Buffer.from(key, 'utf8')), 'utf8');
  writeRawBackup(to, [
    { header: { name: MANIFEST, size: 0, type: '0' }, data: bytes },
    { header: { name: SIGNATURE, size: 0, type: '0' }, data: signature },
    ...entries,
  ]);
}

/** The place holds nothing: no file in DATA_DIR, no table in the database. */
export async function expectEmpty(place: ScratchStore): Promise<void> {
  expect(fs.readdirSync(place.dataDir)).toEqual([]);
  if (TEST_DB === 'postgres') {
    const h = place.open();
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_schema = 'public'`
      .execute(h.db)
      .finally(() => h.close());
    expect(rows[0].n).toBe(0);
  }
}
