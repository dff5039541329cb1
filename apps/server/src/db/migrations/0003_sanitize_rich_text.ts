import type { Kysely } from 'kysely';
import { sanitizeRichText } from '../../lib/sanitize';

type Db = Kysely<any>;

/** Which materi each table's rows belong to (their bank_version is raised when a row changes). */
const MATERI_COLUMN = { question_groups: 'master_materi', questions: 'id_master_materi' } as const;

const BATCH = 500;

/**
 * The rich-text columns as they stood at this migration (lib/sanitize.ts RICH_TEXT_COLUMNS has
 * grown since: questions.pembahasan comes with 0006, so this migration must not read it).
 */
const RICH_TEXT_COLUMNS = {
  question_groups: ['deskripsi'],
  questions: ['soal_pg', 'pil_a', 'pil_b', 'pil_c', 'pil_d', 'pil_e', 'kunci_essay'],
} as const;

/**
 * Re-sanitises every rich-text column (group descriptions were stored as sent before; questions
 * and options stored before the policy changed) with the one policy of lib/sanitize.ts. Rows are
 * read in batches by id; only changed rows are written, and the materi they belong to get a new
 * bank_version so no server keeps serving the old text from memory. Runs on SQLite and PostgreSQL.
 */
export async function up(db: Db): Promise<void> {
  const touched = new Set<number>();
  for (const [table, columns] of Object.entries(RICH_TEXT_COLUMNS) as [
    keyof typeof RICH_TEXT_COLUMNS,
    readonly string[],
  ][]) {
    const materiColumn = MATERI_COLUMN[table];
    let after = 0;
    for (;;) {
      const rows: Record<string, unknown>[] = await db
        .selectFrom(table)
        .select(['id', materiColumn, ...columns])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const changes: Record<string, string> = {};
        for (const c of columns) {
          const value = row[c];
          if (typeof value !== 'string') continue;
          const clean = sanitizeRichText(value);
          if (clean !== value) changes[c] = clean;
        }
        if (Object.keys(changes).length > 0) {
          await db.updateTable(table).set(changes).where('id', '=', row.id).execute();
          touched.add(Number(row[materiColumn]));
        }
      }
      after = Number(rows[rows.length - 1].id);
    }
  }
  if (touched.size > 0) {
    await db
      .updateTable('materi')
      .set((eb: any) => ({ bank_version: eb('bank_version', '+', 1) }))
      .where('id', 'in', [...touched])
      .execute();
  }
}

/** Nothing to undo: the removed markup was never meant to be stored. */
export async function down(_db: Db): Promise<void> {}
