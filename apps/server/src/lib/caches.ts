/**
 * The app's in-memory caches and counters (the question banks, the configuration, presence
 * writes, the monitor's counts…): one `Caches` per app, made by buildApp (or given to it by
 * main.ts, which shares it with the jobs) and passed in the module context. Each module declares
 * its own slot with `cacheSlot` and reads it with `caches.of(slot)`; nothing lives in a module
 * global, so two apps in one process share nothing, and a test empties them with `clear()`.
 */

/** One cache of a module: its name (for reading a dump) and how an empty one is made. */
export interface CacheSlot<T> {
  readonly name: string;
  readonly create: () => T;
}

/** Declares a module's cache: `const banks = cacheSlot('exam-day banks', () => new Map())`. */
export const cacheSlot = <T>(name: string, create: () => T): CacheSlot<T> => ({ name, create });

export class Caches {
  readonly #held = new Map<CacheSlot<unknown>, unknown>();

  /** The slot's cache in this app, made empty on first use. */
  of<T>(slot: CacheSlot<T>): T {
    if (!this.#held.has(slot)) this.#held.set(slot, slot.create());
    return this.#held.get(slot) as T;
  }

  /** Forgets every cache (the next read of each starts empty). */
  clear(): void {
    this.#held.clear();
  }

  /** The names of the caches in use. */
  names(): string[] {
    return [...this.#held.keys()].map((s) => s.name).sort();
  }
}

/** A value per key, each held at the version it was loaded for (`heldAtVersion`). */
export type Versioned<T> = Map<number, { version: number; value: Promise<T> }>;

/** Declares a cache of values loaded per key at a version (`heldAtVersion` reads it). */
export const versionedSlot = <T>(name: string): CacheSlot<Versioned<T>> => cacheSlot(name, () => new Map());

/**
 * The value of `key` at `version` or newer: the held one when its version is not older, otherwise
 * `load()` (held from then on). A version is read before the load that it labels, so what is held
 * is never older than its label. Concurrent first requests share one load; a failed load is
 * forgotten.
 */
export function heldAtVersion<T>(
  cache: Versioned<T>,
  key: number,
  version: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = cache.get(key);
  // a request that read an older version may be served a newer value: never an older one
  if (hit && hit.version >= version) return hit.value;
  const value = load();
  const entry = { version, value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}
