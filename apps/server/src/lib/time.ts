/** Timestamps are stored as ISO-8601 UTC strings. */
export const nowIso = () => new Date().toISOString();
export const addMinutes = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();
export const addSeconds = (iso: string, seconds: number) =>
  new Date(Date.parse(iso) + seconds * 1000).toISOString();
