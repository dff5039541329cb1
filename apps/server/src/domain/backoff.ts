/**
 * Delay before the next delivery attempt: exponential from `baseMs`, capped, with "equal jitter"
 * (half fixed, half random) so a recovering receiver is not hit by every row at once.
 */
export function retryDelayMs(attempts: number, random: number, baseMs = 5_000, capMs = 60 * 60_000): number {
  const exp = Math.min(capMs, baseMs * 2 ** Math.max(0, attempts));
  return Math.round(exp / 2 + (exp / 2) * Math.min(1, Math.max(0, random)));
}
