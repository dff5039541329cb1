import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database, Dialect } from './schema';

/**
 * The dialect of each database opened by openDb, by its adapter: a transaction's executor keeps
 * the adapter of its database, so transactions run the precompiled SQL too (on their connection).
 */
const dialects = new WeakMap<object, Dialect>();

export function registerDialect(db: Kysely<Database>, dialect: Dialect): void {
  dialects.set(db.getExecutor().adapter, dialect);
}

/** The dialect of a database (or of a transaction on it) openDb opened; undefined for any other instance. */
export const dialectOf = (db: Kysely<Database>): Dialect | undefined =>
  dialects.get(db.getExecutor().adapter);

/**
 * PostgreSQL statement names of the precompiled SQL texts. openDb's pool runs these texts as named
 * prepared statements: PostgreSQL parses and plans each once per connection instead of on every
 * call (only these hot, bounded texts: every other query stays unnamed).
 */
const pgNames = new Map<string, string>();

export const preparedName = (sql: string): string | undefined => pgNames.get(sql);

/** Stands for the i-th argument while the query is built and compiled the one time. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A hot query compiled once per dialect and shape: Kysely builds and compiles it with placeholders,
 * and every later call only puts the values in — building and compiling cost more CPU than SQLite
 * takes to run such a query. `shape` is whatever changes the SQL itself (a list of kinds, the
 * dialect's locking clause); the values are the arguments. On an instance openDb did not open
 * the query is built as usual.
 */
export function precompile<S extends string, A extends unknown[], R>(
  /** how many arguments; a function when the shape decides it (e.g. the rows of a multi-row insert) */
  arity: number | ((shape: S) => number),
  build: (db: Kysely<Database>, shape: S, ...args: A) => Compilable<R>,
): (db: Kysely<Database>, shape: S, ...args: A) => Promise<QueryResult<R>> {
  const compiled = new Map<string, { sql: string; parameters: readonly unknown[] }>();
  return async (db, shape, ...args) => {
    const dialect = dialectOf(db);
    if (!dialect) return db.executeQuery(build(db, shape, ...args));
    const key = `${dialect}|${shape}`;
    let c = compiled.get(key);
    if (!c) {
      const n = typeof arity === 'number' ? arity : arity(shape);
      const slots = Array.from({ length: n }, (_, i) => new Slot(i)) as unknown as A;
      const q = build(db, shape, ...slots).compile();
      const used = new Set(q.parameters.filter((p) => p instanceof Slot).map((p) => (p as Slot).index));
      if (used.size !== n) throw new Error(`precompile: ${n - used.size} argument(s) not used as values`);
      c = { sql: q.sql, parameters: q.parameters };
      compiled.set(key, c);
      if (dialect === 'postgres' && !pgNames.has(q.sql)) pgNames.set(q.sql, `tryout_${pgNames.size + 1}`);
    }
    const parameters = c.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    return db.executeQuery<R>(CompiledQuery.raw(c.sql, parameters) as CompiledQuery<R>);
  };
}

/** `precompile` for a query of one shape: called as `(db, ...args)`. */
export function precompileFixed<A extends unknown[], R>(
  arity: number,
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): (db: Kysely<Database>, ...args: A) => Promise<QueryResult<R>> {
  const query = precompile<'', A, R>(arity, (db, _shape, ...args) => build(db, ...args));
  return (db, ...args) => query(db, '', ...args);
}
