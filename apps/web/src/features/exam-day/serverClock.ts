/**
 * The server's clock as this device sees it: server time − device time (ms), noted from every
 * exam sheet. The save order ('urutan') counts on it, so a device whose own clock is behind (a
 * candidate moved to another device by 'Buka sesi') still orders its saves after the old device's.
 */
let offsetMs = 0;

export function noteServerClock(serverNowIso: string): void {
  const t = Date.parse(serverNowIso);
  if (Number.isFinite(t)) offsetMs = t - Date.now();
}

export const serverNowMs = (): number => Date.now() + offsetMs;
