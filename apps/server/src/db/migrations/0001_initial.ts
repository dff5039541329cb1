import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

type Db = Kysely<any>;
type Table = CreateTableBuilder<string, string>;

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-incrementing integer primary key on both dialects. */
function withId(db: Db, t: Table, name = 'id'): Table {
  return isPg(db)
    ? t.addColumn(name, 'serial', (c) => c.primaryKey())
    : t.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const score = 'double precision';

function timestamps(t: Table): Table {
  return t.addColumn('created_at', 'varchar(30)', notNull).addColumn('updated_at', 'varchar(30)', notNull);
}

export async function up(db: Db): Promise<void> {
  await timestamps(
    withId(db, db.schema.createTable('programmes'))
      .addColumn('kode_prodi', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('nama_prodi', 'varchar(150)', notNull)
      .addColumn('nilai_min_kelulusan', score, (c) => c.notNull().defaultTo(0)),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('candidates'))
      .addColumn('nisn', 'varchar(10)', (c) => c.notNull().unique())
      .addColumn('full_name', 'varchar(150)', notNull)
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('phone', 'varchar(20)', notNull)
      .addColumn('password_hash', 'varchar(200)', notNull)
      .addColumn('asal_sekolah', 'varchar(150)', (c) => c.notNull().defaultTo(''))
      .addColumn('jenis_sekolah', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('alamat_sekolah1', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('alamat_sekolah2', 'varchar(150)', (c) => c.notNull().defaultTo(''))
      .addColumn('provinsi_sekolah', 'varchar(150)', (c) => c.notNull().defaultTo(''))
      .addColumn('jurusan_sekolah', 'varchar(150)', (c) => c.notNull().defaultTo(''))
      .addColumn('email_verified_at', 'varchar(30)')
      .addColumn('nilai', score)
      .addColumn('status_kelulusan', 'integer')
      .addColumn('ANGKATAN', 'varchar(10)')
      .addColumn('GELOMBANG', 'varchar(20)')
      .addColumn('program_studi', 'varchar(20)', (c) => c.references('programmes.kode_prodi'))
      .addColumn('program_studi2', 'varchar(20)', (c) => c.references('programmes.kode_prodi'))
      .addColumn('PROGDITERIMA', 'varchar(20)'),
  ).execute();
  await db.schema.createIndex('candidates_created_at').on('candidates').column('created_at').execute();

  await timestamps(
    withId(db, db.schema.createTable('staff_users'))
      .addColumn('id_dosen', 'varchar(20)', notNull)
      .addColumn('nidn', 'varchar(30)', (c) => c.notNull().unique())
      .addColumn('nama_dosen', 'varchar(150)', notNull)
      .addColumn('password_hash', 'varchar(200)', notNull)
      .addColumn('role', 'varchar(10)', notNull)
      .addColumn('prodi', 'varchar(100)', notNull),
  ).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('updated_at', 'varchar(30)', notNull)
    .execute();

  await timestamps(
    withId(db, db.schema.createTable('materi'))
      .addColumn('kode_ujian', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('deskripsi', 'text', notNull)
      .addColumn('waktu', 'integer')
      .addColumn('urutan', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_toefl', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('toefl_type', 'integer', (c) => c.unique()),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('question_groups'))
      .addColumn('master_materi', 'integer', (c) => c.notNull().references('materi.id').onDelete('cascade'))
      .addColumn('nama_group', 'varchar(150)', notNull)
      .addColumn('jumlah_soal_ujian', 'integer', notNull)
      .addColumn('urutan', 'integer', notNull)
      .addColumn('deskripsi', 'text', notNull),
  ).execute();
  await db.schema
    .createIndex('question_groups_materi')
    .on('question_groups')
    .column('master_materi')
    .execute();

  await timestamps(
    withId(db, db.schema.createTable('questions'))
      .addColumn('group_soal', 'integer', (c) =>
        c.notNull().references('question_groups.id').onDelete('cascade'),
      )
      .addColumn('id_master_materi', 'integer', (c) =>
        c.notNull().references('materi.id').onDelete('cascade'),
      )
      .addColumn('type_soal', 'varchar(10)', notNull)
      .addColumn('type_ujian', 'varchar(10)', (c) => c.notNull().defaultTo('UTS'))
      .addColumn('soal_pg', 'text', notNull)
      .addColumn('soal_gambar', 'varchar(100)')
      .addColumn('pil_a', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('pil_b', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('pil_c', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('pil_d', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('pil_e', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('gambar_pil_a', 'varchar(100)')
      .addColumn('gambar_pil_b', 'varchar(100)')
      .addColumn('gambar_pil_c', 'varchar(100)')
      .addColumn('gambar_pil_d', 'varchar(100)')
      .addColumn('gambar_pil_e', 'varchar(100)')
      .addColumn('kunci_pg', 'varchar(1)')
      .addColumn('kunci_essay', 'text'),
  ).execute();
  await db.schema.createIndex('questions_group').on('questions').column('group_soal').execute();
  await db.schema.createIndex('questions_materi').on('questions').column('id_master_materi').execute();

  await timestamps(
    withId(db, db.schema.createTable('courses'), 'id_matkul')
      .addColumn('nama_matkul', 'varchar(150)', notNull)
      .addColumn('id_dosen', 'integer', (c) => c.notNull().references('staff_users.id'))
      .addColumn('kelas', 'varchar(50)', notNull)
      .addColumn('prodi', 'varchar(100)', notNull),
  ).execute();
  await db.schema.createIndex('courses_dosen').on('courses').column('id_dosen').execute();

  await timestamps(
    withId(db, db.schema.createTable('exams'), 'id_ujian')
      .addColumn('kategori', 'varchar(10)', notNull)
      .addColumn('id_matkul', 'integer', (c) => c.references('courses.id_matkul'))
      .addColumn('kode_ujian', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('pass_ujian', 'varchar(200)')
      .addColumn('nama_ujian', 'varchar(200)', notNull)
      .addColumn('master_materi', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('type_ujian', 'varchar(10)', notNull)
      .addColumn('type_soal', 'varchar(20)', notNull)
      .addColumn('jumlah_soal_PG', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('jumlah_soal_essay', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('waktu_ujian', 'integer', notNull)
      .addColumn('mulai', 'varchar(30)')
      .addColumn('selesai', 'varchar(30)')
      .addColumn('kelas', 'varchar(50)')
      .addColumn('created_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('exams_kategori_type').on('exams').columns(['kategori', 'type_soal']).execute();
  await db.schema.createIndex('exams_matkul').on('exams').column('id_matkul').execute();

  await db.schema
    .createTable('exam_materi')
    .addColumn('id_ujian', 'integer', (c) => c.notNull().references('exams.id_ujian').onDelete('cascade'))
    .addColumn('materi_id', 'integer', (c) => c.notNull().references('materi.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('exam_materi_pk', ['id_ujian', 'materi_id'])
    .execute();
  await db.schema.createIndex('exam_materi_materi').on('exam_materi').column('materi_id').execute();

  await withId(db, db.schema.createTable('exam_students'))
    .addColumn('id_ujian', 'integer', (c) => c.notNull().references('exams.id_ujian').onDelete('cascade'))
    .addColumn('nim', 'varchar(30)', notNull)
    .addColumn('email', 'varchar(254)', notNull)
    .addColumn('nama', 'varchar(150)', notNull)
    .addColumn('prodi', 'varchar(100)', notNull)
    .addColumn('created_at', 'varchar(30)', notNull)
    .addUniqueConstraint('exam_students_ujian_nim', ['id_ujian', 'nim'])
    .execute();

  await withId(db, db.schema.createTable('auth_tokens'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(20)', notNull)
    .addColumn('candidate_id', 'integer', (c) => c.references('candidates.id').onDelete('cascade'))
    .addColumn('staff_user_id', 'integer', (c) => c.references('staff_users.id').onDelete('cascade'))
    .addColumn('exam_student_id', 'integer', (c) => c.references('exam_students.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(30)', notNull)
    .addColumn('used_at', 'varchar(30)')
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', notNull)
    .execute();
  await db.schema
    .createIndex('auth_tokens_candidate')
    .on('auth_tokens')
    .columns(['candidate_id', 'kind'])
    .execute();
  await db.schema.createIndex('auth_tokens_staff').on('auth_tokens').column('staff_user_id').execute();
  await db.schema.createIndex('auth_tokens_student').on('auth_tokens').column('exam_student_id').execute();

  await withId(db, db.schema.createTable('attempts'))
    .addColumn('candidate_id', 'integer', (c) => c.references('candidates.id').onDelete('cascade'))
    .addColumn('exam_student_id', 'integer', (c) => c.references('exam_students.id').onDelete('cascade'))
    .addColumn('id_ujian', 'integer', (c) => c.references('exams.id_ujian').onDelete('set null'))
    .addColumn('materi_id', 'integer', (c) => c.references('materi.id').onDelete('cascade'))
    .addColumn('attempt_no', 'integer', notNull)
    .addColumn('type_soal', 'varchar(20)', notNull)
    .addColumn('status', 'varchar(12)', notNull)
    .addColumn('started_at', 'varchar(30)', notNull)
    .addColumn('deadline_at', 'varchar(30)', notNull)
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('nilai_pg', score)
    .addColumn('nilai_essay', score)
    .addColumn('nilai_akhir', score)
    .addColumn('created_at', 'varchar(30)', notNull)
    .addUniqueConstraint('attempts_candidate_materi_no', ['candidate_id', 'materi_id', 'attempt_no'])
    .addUniqueConstraint('attempts_student_once', ['exam_student_id'])
    .execute();
  await db.schema
    .createIndex('attempts_one_in_progress')
    .on('attempts')
    .column('candidate_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('in_progress'))
    .execute();
  await db.schema
    .createIndex('attempts_status_deadline')
    .on('attempts')
    .columns(['status', 'deadline_at'])
    .execute();

  await db.schema
    .createTable('attempt_questions')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('number', 'integer', notNull)
    .addPrimaryKeyConstraint('attempt_questions_pk', ['attempt_id', 'question_id'])
    .execute();

  for (const [table, valueColumn, type] of [
    ['answers', 'value', 'varchar(1)'],
    ['essay_answers', 'answer', 'text'],
    ['audio_plays', 'plays', 'integer'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('attempt_id', 'integer', (c) => c.notNull().references('attempts.id').onDelete('cascade'))
      .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
      .addColumn(valueColumn, type, notNull)
      .addColumn('updated_at', 'varchar(30)', notNull)
      .addPrimaryKeyConstraint(`${table}_pk`, ['attempt_id', 'question_id'])
      .execute();
  }

  await timestamps(
    withId(db, db.schema.createTable('results'), 'id_hasil')
      .addColumn('attempt_id', 'integer', (c) =>
        c.notNull().unique().references('attempts.id').onDelete('cascade'),
      )
      .addColumn('id_ujian', 'integer', (c) => c.references('exams.id_ujian').onDelete('set null'))
      .addColumn('materi_id', 'integer', (c) => c.references('materi.id').onDelete('set null'))
      .addColumn('candidate_id', 'integer', (c) => c.references('candidates.id').onDelete('cascade'))
      .addColumn('exam_student_id', 'integer', (c) => c.references('exam_students.id').onDelete('cascade'))
      .addColumn('nama_mhs', 'varchar(150)', notNull)
      .addColumn('nim', 'varchar(30)', notNull)
      .addColumn('email', 'varchar(254)', notNull)
      .addColumn('kelas', 'varchar(50)')
      .addColumn('type_soal', 'varchar(20)', notNull)
      .addColumn('nilai_pg', score)
      .addColumn('nilai_essay', score)
      .addColumn('nilai_akhir', score)
      .addColumn('mulai', 'varchar(30)', notNull)
      .addColumn('jawaban_essay', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema.createIndex('results_ujian').on('results').column('id_ujian').execute();
  await db.schema.createIndex('results_materi').on('results').column('materi_id').execute();
  await db.schema.createIndex('results_candidate').on('results').column('candidate_id').execute();

  await timestamps(
    withId(db, db.schema.createTable('outbox'))
      .addColumn('kind', 'varchar(40)', notNull)
      .addColumn('payload', 'text', notNull)
      .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull().unique())
      .addColumn('status', 'varchar(10)', notNull)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'varchar(30)', notNull)
      .addColumn('last_error', 'text')
      .addColumn('locked_at', 'varchar(30)')
      .addColumn('locked_by', 'varchar(100)')
      .addColumn('sent_at', 'varchar(30)'),
  ).execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('staff_user_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('actor', 'varchar(150)', notNull)
    .addColumn('action', 'varchar(50)', notNull)
    .addColumn('entity', 'varchar(50)', notNull)
    .addColumn('entity_id', 'varchar(50)', notNull)
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('created_at', 'varchar(30)', notNull)
    .execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
}

const tables = [
  'audit_log',
  'outbox',
  'results',
  'audio_plays',
  'essay_answers',
  'answers',
  'attempt_questions',
  'attempts',
  'auth_tokens',
  'exam_students',
  'exam_materi',
  'exams',
  'courses',
  'questions',
  'question_groups',
  'materi',
  'settings',
  'staff_users',
  'candidates',
  'programmes',
];

export async function down(db: Db): Promise<void> {
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
