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
