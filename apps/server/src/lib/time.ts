/** Timestamps are stored as ISO-8601 UTC strings. */
export const nowIso = () => new Date().toISOString();
