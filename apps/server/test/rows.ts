import type { Selectable } from 'kysely';
import type { Db } from '../src/db';
import type { Database } from '../src/db/schema';

type Row<T extends keyof Database> = Selectable<Database[T]>;

function query<T extends keyof Database>(db: Db, table: T, where: Partial<Row<T>>) {
  // the table is a parameter: Kysely cannot type the columns of "any table", the result is typed below
  let q = db.selectFrom(table as 'candidates').selectAll() as any;
  for (const [column, value] of Object.entries(where)) q = q.where(column, '=', value);
  return q;
}

/** The rows of `table` whose columns equal `where` (what a test reads back after a request). */
export const rowsOf = <T extends keyof Database>(
  db: Db,
  table: T,
  where: Partial<Row<T>>,
): Promise<Row<T>[]> => query(db, table, where).execute();

/** The one row of `table` whose columns equal `where`; throws when there is none. */
export const rowOf = <T extends keyof Database>(db: Db, table: T, where: Partial<Row<T>>): Promise<Row<T>> =>
  query(db, table, where).executeTakeFirstOrThrow();
