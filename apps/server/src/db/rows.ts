import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Exec } from './index';
import type { Database } from './schema';

/**
 * The plain writes of a table keyed by a numeric id column, for repositories whose inserts,
 * updates and deletes need no more than the key: insert (the new id), update and remove (the
 * number of rows changed).
 */
export function rowsOf<T extends keyof Database & string>(table: T, key: keyof Database[T] & string) {
  // the table and its key are checked by the signature; Kysely cannot follow a generic table name
  const q = (db: Exec) => db as unknown as Kysely<any>;
  const [t, k]: string[] = [table, key];
  return {
    async insert(db: Exec, values: Insertable<Database[T]>): Promise<number> {
      const row = await q(db).insertInto(t).values(values).returning(k).executeTakeFirstOrThrow();
      return row[k] as number;
    },
    async update(db: Exec, id: number, values: Updateable<Database[T]>): Promise<number> {
      const res = await q(db)
        .updateTable(t)
        .set(values as object)
        .where(k, '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },
    async remove(db: Exec, id: number): Promise<number> {
      const res = await q(db).deleteFrom(t).where(k, '=', id).executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
