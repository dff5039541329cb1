/**
 * Requests the exam page's route loader starts before the page's code arrives, by key, taken over
 * by the page's queries: the data and the code arrive side by side instead of one after the other.
 */
const early = new Map<string, { at: number; request: Promise<unknown> }>();
const EARLY_MAX_AGE_MS = 30_000;

export function startEarly(key: string, request: Promise<unknown>): void {
  request.catch(() => {}); // the page's query reports the error when it takes the request over
  early.set(key, { at: Date.now(), request });
}

/** The request started early under `key` (once, while fresh), else `fetch()`. */
export function takeEarly<T>(key: string, fetch: () => Promise<T>): Promise<T> {
  const started = early.get(key);
  early.delete(key);
  return started && Date.now() - started.at < EARLY_MAX_AGE_MS ? (started.request as Promise<T>) : fetch();
}
