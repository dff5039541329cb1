import { Text, type TextProps } from '@mantine/core';
import { memo, useEffect, useRef, useState } from 'react';

/** Milliseconds left until `deadline`, measured on the server's clock (`offsetMs` = server − local). */
export function remainingMs(deadline: string, offsetMs: number, now = Date.now()): number {
  return Math.max(0, Date.parse(deadline) - (now + offsetMs));
}

/**
 * Ms until the next tick: just after the time left crosses a whole second, when the shown
 * (rounded up) seconds change. A tick every 1000 ms from mount would show each second up to 1 s
 * late, the countdown then up to 2 s above the server's time left.
 */
export function nextTickMs(ms: number): number {
  return ms > 0 ? (ms % 1000 || 1000) + 5 : 1000;
}

/** hh:mm:ss of a duration (hours are not capped at 24). */
export function formatHms(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

export interface CountdownProps extends TextProps {
  /** ISO deadline on the server's clock */
  deadline: string;
  /** server clock − local clock, in ms (server_now − Date.now() when the server answered) */
  offsetMs: number;
  /** called once when the time is up (also at mount when it already is) */
  onExpire?: () => void;
  /** turns red below this many ms (default 5 minutes) */
  warnBelowMs?: number;
  /** minutes left at which a line is shown and announced once (polite), largest first */
  warnings?: readonly number[];
  /** the line for a warning, e.g. (10) → 'Sisa waktu 10 menit' */
  warningText?: (minutes: number) => string;
}

/** The smallest of `warnings` (minutes) that `ms` has reached, or null. */
export function reachedWarning(ms: number, warnings: readonly number[]): number | null {
  let reached: number | null = null;
  for (const m of warnings) if (ms <= m * 60_000 && (reached === null || m < reached)) reached = m;
  return reached;
}

/**
 * Ticks every second (as each whole second of the time left passes), counting down to a server
 * deadline corrected by the clock offset. Only this component re-renders each second.
 */
export const Countdown = memo(function Countdown({
  deadline,
  offsetMs,
  onExpire,
  warnBelowMs = 5 * 60_000,
  warnings = [],
  warningText,
  ...text
}: CountdownProps) {
  const [left, setLeft] = useState(() => remainingMs(deadline, offsetMs));
  const warning = reachedWarning(left, warnings);
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;
  const firedRef = useRef(false);

  useEffect(() => {
    firedRef.current = false;
    let id = 0;
    const tick = () => {
      const ms = remainingMs(deadline, offsetMs);
      setLeft(ms);
      if (ms <= 0 && !firedRef.current) {
        firedRef.current = true;
        expireRef.current?.();
      }
      id = window.setTimeout(tick, nextTickMs(ms));
    };
    tick();
    return () => window.clearTimeout(id);
  }, [deadline, offsetMs]);

  return (
    <>
      <Text
        component="span"
        ff="monospace"
        fw={700}
        c={left <= warnBelowMs ? 'red.9' : undefined}
        role="timer"
        aria-label="Sisa waktu"
        {...text}
      >
        {formatHms(left)}
      </Text>
      {/* the running countdown is not announced; the warnings are, once each */}
      {warningText && (
        <Text component="span" display="block" fz="xs" fw={600} c="red.9" aria-live="polite">
          {warning === null ? '' : warningText(warning)}
        </Text>
      )}
    </>
  );
});
