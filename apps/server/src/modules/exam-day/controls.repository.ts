import type { Exec } from '../../db';

/** A target's exam-day options (exam_controls): token ujian, 'Wajib layar penuh'. */

export const findControls = (db: Exec, jenis: 'materi' | 'ujian', targetId: number) =>
  db
    .selectFrom('exam_controls')
    .select(['token_secret', 'token_minutes', 'wajib_layar_penuh'])
    .where('jenis', '=', jenis)
    .where('target_id', '=', targetId)
    .executeTakeFirst();

export async function saveControls(
  db: Exec,
  row: {
    jenis: 'materi' | 'ujian';
    target_id: number;
    token_secret: string | null;
    token_minutes: number;
    wajib_layar_penuh: number;
    updated_at: string;
  },
): Promise<void> {
  await db
    .insertInto('exam_controls')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['jenis', 'target_id']).doUpdateSet({
        token_secret: row.token_secret,
        token_minutes: row.token_minutes,
        wajib_layar_penuh: row.wajib_layar_penuh,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}
