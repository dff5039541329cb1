import { type Kysely, PostgresAdapter } from 'kysely';

type Db = Kysely<any>;

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * course_roster (docs/decisions/0018): a course's students (NIM normalised, name, e-mail), imported from
 * Excel/CSV or typed by its lecturer. While a course has one, only its NIMs enter the course's
 * exams, under the roster's name. kode_pribadi: a student's own short code, asked at entry
 * besides the exam password when set.
 */
export async function up(db: Db): Promise<void> {
  let t = db.schema.createTable('course_roster');
  t = isPg(db)
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await t
    .addColumn('id_matkul', 'integer', (c) => c.notNull().references('courses.id_matkul').onDelete('cascade'))
    .addColumn('nim', 'varchar(30)', (c) => c.notNull())
    .addColumn('nama', 'varchar(150)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('kode_pribadi', 'varchar(20)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('course_roster_matkul_nim', ['id_matkul', 'nim'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('course_roster').execute();
}
