import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Db, Dialect } from '../db';
import { retryDelayMs } from '../domain/backoff';
import * as repo from './bus.repository';

/**
 * The exam day's events: "something happened on this target" (a start, save, heartbeat, submit, a
 * proctor's action), "a proctor acted on this taker" and "this attempt's deadline moved".
 * Publishers (the exam day, the proctor's actions, the outage credit) name keys; the control
 * room's streams subscribe to the keys of the target they watch, and a taker's exam page stream
 * (GET /kabarUjian) to its taker's key. One bus per process, made with the app context
 * (app.ts; main.ts hands the same one to the background jobs).
 *
 * Publishing costs no database round trip: keys gather in memory and go out every FLUSH_MS as one
 * message — to this process's subscribers at once, and on PostgreSQL as one NOTIFY that every
 * other server instance's listener (one dedicated connection per process, reconnecting) hands to
 * its own subscribers. On SQLite there is one process: the in-process emitter is all.
 */

/** Keys: a tryout materi by id or by kode (a candidate's save names the kode), a course exam by id. */
export const materiKey = (id: number) => `m${id}`;
export const kodeKey = (kode: string) => `k${kode}`;
export const ujianKey = (id: number) => `u${id}`;
/** A taker (deadline notes, and the proctor's actions its exam page hears): a candidate or a course-exam seat. */
export const candidateKey = (id: number) => `c${id}`;
export const seatKey = (id: number) => `s${id}`;

/** An attempt's deadline, as staff last moved it. */
export interface DeadlineNote {
  attempt_id: number;
  deadline_at: string;
}

interface Message {
  /** the instance that sent it (it has delivered it to itself already) */
  o: string;
  k: string[];
  d: Record<string, DeadlineNote>;
}

const FLUSH_MS = 100;
/** NOTIFY payloads stop at 8000 bytes: longer messages go in parts. */
const MAX_PAYLOAD = 7000;
/** A deadline note is kept this long (the exam page asks at least every 30 s). */
const NOTE_TTL_MS = 30 * 60_000;
/** Subscribers hear this key when the listener came back: notifications may have been missed. */
const RESYNC = '*';

/** Where the bus reports a lost or restored listener (the server's logger). */
export interface BusLog {
  warn(obj: unknown, msg: string): void;
  info(msg: string): void;
}

export class EventBus {
  private readonly origin = randomUUID();
  private readonly emitter = new EventEmitter();
  private readonly pending = new Set<string>();
  private readonly pendingNotes = new Map<string, DeadlineNote>();
  private readonly notes = new Map<string, DeadlineNote & { at: number }>();
  private timer: NodeJS.Timeout | undefined;
  private channel: string | undefined;
  private listener: { close(): Promise<void> } | undefined;
  private retry: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;
  private started = false;
  private log: BusLog = { warn: () => {}, info: () => {} };

  /** `listenUrl`: PostgreSQL's connection string for the listener (absent: this process only). */
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly listenUrl?: string,
  ) {
    this.emitter.setMaxListeners(0);
  }

  /**
   * Starts listening (PostgreSQL); resolves once the first attempt to connect is over. A database
   * that does not answer yet never stops the server from starting: the bus retries in the
   * background (until then monitors on this instance hear only this instance).
   */
  async start(log: BusLog): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.log = log;
    if (this.dialect !== 'postgres') return;
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    try {
      if (!this.channel) {
        const schema = await repo.currentSchema(this.db);
        this.channel = `tryout_monitor_${schema}`
          .toLowerCase()
          .replace(/[^a-z0-9_]/g, '_')
          .slice(0, 63);
      }
      const url = this.listenUrl;
      if (!url) return;
      this.listener = await repo.openListener(
        url,
        this.channel,
        (p) => this.receive(p),
        (err) => {
          this.listener = undefined;
          if (this.closed) return;
          this.log.warn({ err }, 'monitor listener lost; reconnecting');
          this.reconnectLater();
        },
      );
      if (this.failures > 0) this.emitter.emit(RESYNC);
      this.failures = 0;
    } catch (err) {
      this.log.warn({ err }, 'monitor listener could not connect; retrying');
      this.reconnectLater();
    }
  }

  private reconnectLater() {
    if (this.closed || this.retry) return;
    const delay = retryDelayMs(this.failures++, Math.random(), 500, 15_000);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, delay);
    this.retry.unref();
  }

  /** Whether this instance hears other instances (PostgreSQL with a live listener). */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  publish(keys: string[], notes?: Record<string, DeadlineNote>): void {
    if (this.closed) return;
    for (const k of keys) this.pending.add(k);
    if (notes) {
      for (const [taker, n] of Object.entries(notes)) {
        // the taker's own exam page hears its key (GET /kabarUjian) and asks its new deadline
        this.pending.add(taker);
        this.pendingNotes.set(taker, n);
        this.notes.set(taker, { ...n, at: Date.now() });
      }
    }
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** The taker's deadline if staff moved it in the last half hour (on any instance). */
  noteOf(taker: string): DeadlineNote | undefined {
    const n = this.notes.get(taker);
    if (!n) return undefined;
    if (Date.now() - n.at > NOTE_TTL_MS) {
      this.notes.delete(taker);
      return undefined;
    }
    return { attempt_id: n.attempt_id, deadline_at: n.deadline_at };
  }

  /** Calls `fn` whenever one of `keys` is published (on any instance); returns the unsubscribe. */
  subscribe(keys: string[], fn: () => void): () => void {
    const all = [...keys, RESYNC];
    for (const k of all) this.emitter.on(k, fn);
    return () => {
      for (const k of all) this.emitter.off(k, fn);
    };
  }

  private flush() {
    this.timer = undefined;
    const keys = [...this.pending];
    const notes = Object.fromEntries(this.pendingNotes);
    this.pending.clear();
    this.pendingNotes.clear();
    this.deliver(keys);
    if (this.dialect !== 'postgres' || !this.channel) return;
    const channel = this.channel;
    for (const payload of this.payloads(keys, notes)) {
      repo.notify(this.db, channel, payload).catch((err) => this.log.warn({ err }, 'monitor notify failed'));
    }
  }

  /** The message in parts that each fit a NOTIFY payload. */
  private payloads(keys: string[], notes: Record<string, DeadlineNote>): string[] {
    const out: string[] = [];
    let cur: Message = { o: this.origin, k: [], d: {} };
    let size = 60;
    const push = () => {
      if (cur.k.length > 0 || Object.keys(cur.d).length > 0) out.push(JSON.stringify(cur));
      cur = { o: this.origin, k: [], d: {} };
      size = 60;
    };
    for (const k of keys) {
      if (size + k.length + 3 > MAX_PAYLOAD) push();
      cur.k.push(k);
      size += k.length + 3;
    }
    for (const [t, n] of Object.entries(notes)) {
      const len = t.length + JSON.stringify(n).length + 4;
      if (size + len > MAX_PAYLOAD) push();
      cur.d[t] = n;
      size += len;
    }
    push();
    return out;
  }

  private receive(payload: string) {
    let m: Message;
    try {
      m = JSON.parse(payload) as Message;
    } catch {
      return;
    }
    if (m.o === this.origin) return;
    const at = Date.now();
    for (const [t, n] of Object.entries(m.d ?? {})) this.notes.set(t, { ...n, at });
    this.deliver(Array.isArray(m.k) ? m.k : []);
  }

  private deliver(keys: string[]) {
    for (const k of keys) this.emitter.emit(k);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.retry) clearTimeout(this.retry);
    this.emitter.removeAllListeners();
    await this.listener?.close();
    this.listener = undefined;
  }
}
