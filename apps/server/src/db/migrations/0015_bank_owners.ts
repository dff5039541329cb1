import { type Kysely, sql } from 'kysely';

type Db = Kysely<any>;

/**
 * Owners of the question bank (docs/decisions/0015, design §4):
 * - materi.owner_id: the lecturer a materi belongs to; null: the admins' bank (the tryout's materi,
 *   read by all staff, written by lecturers only when the setting allows). A materi is also its
 *   course lecturers' (derived from the exams using it, never stored).
 * - materi_shares: a lecturer's materi shared with a named colleague, read-only or to edit.
 * Existing rows: a materi used by a course exam goes to that course's lecturer (the exam's creator
 * when it has no course); every other materi stays with the admins.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('materi')
    .addColumn('owner_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('materi_shares')
    .addColumn('materi_id', 'integer', (c) => c.notNull().references('materi.id').onDelete('cascade'))
    .addColumn('staff_user_id', 'integer', (c) =>
      c.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('boleh_ubah', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('materi_shares_pk', ['materi_id', 'staff_user_id'])
    .execute();
  await db.schema.createIndex('materi_shares_staff').on('materi_shares').column('staff_user_id').execute();
  await fillOwners(db);
}

/** Gives each materi used by a course exam to that course's lecturer (the lowest id of several). */
export async function fillOwners(db: Db): Promise<void> {
  await sql`
    UPDATE materi SET owner_id = (
      SELECT MIN(s.id)
      FROM exam_materi em
      JOIN exams e ON e.id_ujian = em.id_ujian
      LEFT JOIN courses c ON c.id_matkul = e.id_matkul
      JOIN staff_users s ON s.id = COALESCE(c.id_dosen, e.created_by)
      WHERE em.materi_id = materi.id
        AND (e.kategori = 'matkul' OR e.id_matkul IS NOT NULL)
        AND s.role = 'dosen'
    )
    WHERE owner_id IS NULL`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('materi_shares').execute();
  await db.schema.alterTable('materi').dropColumn('owner_id').execute();
}
