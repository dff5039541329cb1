/**
 * What the exam-day bench (run.ts) measures with: a phase of requests through autocannon with the
 * server's CPU and memory sampled from /proc, readiness and free ports, the argon2id rate.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { ARGON2 } from '../apps/server/src/lib/crypto';

export interface Row {
  phase: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  rssPeakMb: number;
  /** server CPU time per request (ms): what the phase costs, whatever else loads the machine */
  cpuMsPerRequest: number;
  /** PostgreSQL's CPU time per request (ms), every postgres process of the machine; null on SQLite */
  dbCpuMsPerRequest: number | null;
  /**
   * The same counting only the bench's own connections (application_name, see countPostgresCpu)
   * and PostgreSQL's background processes: on a machine shared with other work on the same
   * PostgreSQL (another test run) the figure above counts that work too. null when not known.
   */
  ownDbCpuMsPerRequest: number | null;
  ratio: number | null;
}

/** Waits until the URL answers 200 (a server starting). */
export async function ready(url: string): Promise<void> {
  for (let t = 0; ; t++) {
    try {
      if ((await fetch(url, { method: url.endsWith('/setup') ? 'POST' : 'GET' })).ok) return;
    } catch {}
    if (t > 300) throw new Error(`server tidak siap: ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The process and its children (a cluster's workers), from /proc (Linux). */
export function tree(pid: number): number[] {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return [pid, ...(children ? children.split(' ').map(Number) : [])];
  } catch {
    return [pid];
  }
}

/** CPU time (user + system, ms) the process and its workers have used so far, from /proc (Linux). */
export function cpuMs(pid: number): number {
  let ms = 0;
  for (const p of tree(pid)) {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      ms += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks, USER_HZ = 100
    } catch {}
  }
  return ms;
}

let countPostgres = false;
/** the pids of the bench's own PostgreSQL backends and of PostgreSQL's background processes */
let ownPostgresPids: (() => Promise<number[]>) | undefined;
/**
 * The phases also count PostgreSQL's CPU (the database of the run is a local PostgreSQL); with
 * `ownPids`, also apart for the bench's own backends and PostgreSQL's background processes.
 */
export function countPostgresCpu(on: boolean, ownPids?: () => Promise<number[]>): void {
  countPostgres = on;
  ownPostgresPids = ownPids;
}

/** CPU time (user + system, ms) each process named postgres on this machine has used so far, by pid (Linux). */
function postgresCpuByPid(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      byPid.set(entry, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {} // a process that ended meanwhile
  }
  return byPid;
}

/**
 * PostgreSQL's CPU over a phase. Connections open and close (another server's pool, the floor's):
 * each process is sampled while the phase runs and counts what it used since the phase began (or
 * since it started), up to its last sample — so a process that ends loses at most one interval.
 */
function postgresCpuMeter() {
  const before = postgresCpuByPid();
  const last = new Map(before);
  const sample = () => {
    for (const [pid, ms] of postgresCpuByPid()) last.set(pid, ms);
  };
  // the bench's own processes among them, looked up while the phase runs (connections come and go)
  const own = new Set<string>();
  let looking: Promise<void> | undefined;
  let lookedAt = 0;
  const lookUp = (now = false) => {
    if (!now && !looking && Date.now() - lookedAt < 1000) return Promise.resolve();
    lookedAt = Date.now();
    looking ??= (ownPostgresPids?.() ?? Promise.resolve([]))
      .then((pids) => {
        for (const pid of pids) own.add(String(pid));
      })
      .catch(() => {})
      .finally(() => {
        looking = undefined;
      });
    return looking;
  };
  void lookUp();
  return {
    sample: () => {
      sample();
      void lookUp();
    },
    usedMs: async () => {
      sample();
      await looking;
      await lookUp(true);
      let ms = 0;
      let ownMs = 0;
      for (const [pid, now] of last) {
        ms += now - (before.get(pid) ?? 0);
        if (own.has(pid)) ownMs += now - (before.get(pid) ?? 0);
      }
      return { ms, ownMs: ownPostgresPids ? ownMs : null };
    },
  };
}

/** Resident memory of the process and its workers (MB). */
export function rssMb(pid: number): number {
  let kb = 0;
  for (const p of tree(pid)) {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {}
  }
  return kb / 1024;
}

export type Req = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  tag?: unknown;
};

/** Runs a queue of requests through autocannon (no pipelining) and samples the server's RSS. */
export async function phase(
  name: string,
  base: string,
  server: ChildProcess,
  opts: {
    queue?: Req[];
    next?: () => Req;
    duration?: number;
    connections: number;
    overallRate?: number;
    onResponse?: (status: number, body: string, tag: unknown) => void;
  },
): Promise<Row> {
  let peak = rssMb(server.pid!);
  const dbCpu = countPostgres ? postgresCpuMeter() : null;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid!));
    dbCpu?.sample();
  }, 200);
  let i = 0;
  const take = (): Req | undefined => (opts.queue ? opts.queue[i++] : opts.next?.());
  const started = Date.now();
  // a queue ends with its last response: autocannon itself notices the end only at its next
  // sample tick (every second by default), which would add up to a second to a burst
  let lastResponse = started;
  const cpuBefore = cpuMs(server.pid!);
  const result = await autocannon({
    url: base,
    connections: opts.queue ? Math.min(opts.connections, opts.queue.length) : opts.connections,
    pipelining: 1,
    ...(opts.queue ? { amount: opts.queue.length } : {}),
    ...(opts.duration !== undefined ? { duration: opts.duration } : {}),
    ...(opts.overallRate !== undefined ? { overallRate: opts.overallRate } : {}),
    timeout: 30,
    sampleInt: 100,
    requests: [
      {
        setupRequest: (req: any, context: any) => {
          const r = take();
          if (!r) return { ...req, method: 'GET', path: '/tryout/api/ping' };
          context.tag = r.tag;
          return {
            ...req,
            method: r.method,
            path: r.path,
            headers: { 'content-type': 'application/json', ...(r.headers ?? {}) },
            body: r.body,
          };
        },
        onResponse: (status: number, body: string, context: any) => {
          lastResponse = Date.now();
          opts.onResponse?.(status, body, context.tag);
        },
      },
    ],
  } as any);
  clearInterval(sampler);
  const seconds = ((opts.queue ? lastResponse : Date.now()) - started) / 1000;
  const total = result.requests.total;
  const serverCpu = cpuMs(server.pid!) - cpuBefore;
  const dbCpuMs = dbCpu ? await dbCpu.usedMs() : null;
  return {
    phase: name,
    requests: total,
    seconds: Math.round(seconds * 10) / 10,
    rps: Math.round(total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    rssPeakMb: Math.round(Math.max(peak, rssMb(server.pid!))),
    cpuMsPerRequest: total ? Math.round((serverCpu / total) * 100) / 100 : 0,
    dbCpuMsPerRequest: dbCpuMs != null && total ? Math.round((dbCpuMs.ms / total) * 100) / 100 : null,
    ownDbCpuMsPerRequest:
      dbCpuMs?.ownMs != null && total ? Math.round((dbCpuMs.ownMs / total) * 100) / 100 : null,
    ratio: null,
  };
}

/**
 * argon2id hashes per second on this machine with our parameters, as many at once as the server
 * hashes (libuv's thread pool, 4 threads unless UV_THREADPOOL_SIZE says otherwise): fewer at once
 * leaves cores idle between hashes and understates the limit.
 */
export async function argonRate(seconds: number): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let n = 0;
  const worker = async () => {
    while (Date.now() < until) {
      await hash('bench-password', ARGON2);
      n++;
    }
  };
  const started = Date.now();
  const atOnce = Math.max(os.availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4);
  await Promise.all(Array.from({ length: atOnce }, worker));
  return n / ((Date.now() - started) / 1000);
}
