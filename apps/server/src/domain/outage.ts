import { OFFLINE_AFTER_MS } from '@tryout/shared/monitor';
import { durationText } from '@tryout/shared/outage';

/**
 * Outage credit (docs/decisions/0011): the server notes that it is alive every few seconds; a gap in those
 * marks longer than a threshold is an outage (the server or its database was down), and every
 * attempt that was running when it began gets its deadline moved by the measured gap, once.
 * A lab's network failing shows differently: many candidates of one exam fall silent within the
 * same minute while the server is healthy (massSilence): the proctor gives that time back.
 */

/** The alive mark is written this often (the measured gap is at most this much longer than the outage). */
export const ALIVE_EVERY_MS = 2_000;

/** Gaps shorter than this are never outages, whatever an exam's threshold says. */
export const MIN_THRESHOLD_S = 10;

/** An exam's outage setting (outage_settings, else the server's defaults). */
export interface OutageRule {
  /** automatic credit on */
  auto: boolean;
  /** a gap counts when longer than this */
  thresholdS: number;
  /** an attempt gets at most this much outage credit in total */
  maxCreditS: number;
}

export interface Gap {
  /** the last alive mark before the gap */
  from: string;
  /** the moment the server noticed it was back */
  to: string;
  seconds: number;
}

/** The gap between the last alive mark and now, when it is long enough to be an outage at all. */
export function outageGap(lastAliveIso: string | null | undefined, nowIso: string): Gap | null {
  if (!lastAliveIso) return null;
  const ms = Date.parse(nowIso) - Date.parse(lastAliveIso);
  if (!(ms > MIN_THRESHOLD_S * 1000)) return null;
  return { from: lastAliveIso, to: nowIso, seconds: Math.round(ms / 1000) };
}

/**
 * Whether an attempt was running when the outage began: in progress, started before it, and its
 * deadline still ahead (an attempt whose time was up, even within the grace for late saves, ended
 * before the outage and earns nothing).
 */
export function ranDuring(
  a: { status: string; started_at: string; deadline_at: string },
  gapFromIso: string,
): boolean {
  if (a.status !== 'in_progress') return false;
  const from = Date.parse(gapFromIso);
  return Date.parse(a.started_at) <= from && Date.parse(a.deadline_at) > from;
}

/**
 * The seconds an attempt is credited for a gap: none when automatic credit is off or the gap is
 * not longer than the exam's threshold; never past the exam's maximum, counting earlier credits.
 */
export function creditSeconds(gapS: number, creditedBeforeS: number, rule: OutageRule): number {
  if (!rule.auto || gapS <= rule.thresholdS) return 0;
  return Math.max(0, Math.min(gapS, rule.maxCreditS - creditedBeforeS));
}

/** The reason of the audit entry of an automatic credit. */
export const autoCreditReason = (gapS: number) =>
  `Perpanjangan otomatis: server tidak tersedia ${durationText(gapS)}`;

// ---------- many candidates silent at once ----------

/** The candidates silent together fell quiet within this window. */
export const SILENCE_WINDOW_MS = 60_000;
export const SILENCE_MIN_SHARE = 0.5;
export const SILENCE_MIN_COUNT = 10;

export interface Heard {
  id: number;
  /** when the server last heard from the candidate (null: never) */
  lastSeenAt: string | null;
}

export interface Silence {
  /** the candidates who fell silent together */
  ids: number[];
  /** the earliest last-heard time among them */
  since: string;
  /** now − since, in seconds */
  seconds: number;
}

/**
 * Many running candidates of one exam silent at once: at least SILENCE_MIN_SHARE of them and at
 * least SILENCE_MIN_COUNT, last heard within the same minute and offline (OFFLINE_AFTER_MS), while
 * the server was healthy (each of them last heard after `healthySince`: silence that began in a
 * server outage is the outage's credit, not this). Null when there is no such group; a single
 * candidate offline never makes one.
 */
export function massSilence(running: Heard[], nowIso: string, healthySince?: string | null): Silence | null {
  const now = Date.parse(nowIso);
  const healthy = healthySince ? Date.parse(healthySince) : Number.NEGATIVE_INFINITY;
  const silent = running
    .filter((r) => r.lastSeenAt != null)
    .map((r) => ({ id: r.id, at: Date.parse(r.lastSeenAt as string) }))
    .filter((r) => now - r.at >= OFFLINE_AFTER_MS && r.at >= healthy)
    .sort((a, b) => a.at - b.at);
  // the largest group whose last-heard times lie within one window
  let best: { start: number; end: number } | null = null;
  let start = 0;
  for (let end = 0; end < silent.length; end++) {
    while (silent[end].at - silent[start].at > SILENCE_WINDOW_MS) start++;
    if (!best || end - start > best.end - best.start) best = { start, end };
  }
  if (!best) return null;
  const group = silent.slice(best.start, best.end + 1);
  if (group.length < SILENCE_MIN_COUNT || group.length < running.length * SILENCE_MIN_SHARE) return null;
  const since = group[0].at;
  return {
    ids: group.map((g) => g.id).sort((a, b) => a - b),
    since: new Date(since).toISOString(),
    seconds: Math.round((now - since) / 1000),
  };
}
