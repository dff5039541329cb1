import type { AuditQuery } from '@tryout/shared/monitor';
import { type Insertable, sql } from 'kysely';
import type { Exec } from '../../db';
import { containsPattern } from '../../db/like';
import type { AuditLogTable } from '../../db/schema';

/** The audit log: every write (in the change's transaction) and every read of audit_log. */

/** One entry: who changed what, from which value to which (written in the change's transaction). */
export async function insertAudit(db: Exec, row: Insertable<AuditLogTable>) {
  await db.insertInto('audit_log').values(row).execute();
}

/** One audit_log row (proctor actions always carry a reason). */
export type AuditEntry = Omit<Insertable<AuditLogTable>, 'id' | 'reason'> & {
  staff_user_id: number;
  reason: string;
};

/** Many entries at once (a proctor's action on a whole room), in chunks of 500. */
export async function insertAudits(db: Exec, rows: AuditEntry[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('audit_log')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** The course exams with what decides who owns each (domain/ownership): a lecturer's scope. */
export const courseExamOwners = (db: Exec) =>
  db
    .selectFrom('exams as e')
    .leftJoin('courses as c', 'c.id_matkul', 'e.id_matkul')
    .select(['e.id_ujian', 'e.kategori', 'e.id_matkul', 'e.created_by', 'c.id_dosen'])
    .where('e.kategori', '=', 'matkul')
    .execute();

/**
 * The entries about the given exams (null: every entry): the exam itself, its students and its
 * results (entity ids are text).
 */
function auditFiltered(
  db: Exec,
  f: AuditQuery,
  range: { from?: string; to?: string },
  exams: number[] | null,
) {
  let q = db.selectFrom('audit_log');
  if (exams) {
    const ids = exams.length > 0 ? exams : [-1];
    // the ids (as text) of the exams' students or results
    const of = (table: 'exam_students' | 'results', id: 'id' | 'id_hasil') =>
      sql<string>`(select cast(${sql.ref(id)} as varchar(20)) from ${sql.table(table)} where id_ujian in (${sql.join(ids)}))`;
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'ujian'), eb('entity_id', 'in', ids.map(String))]),
        eb.and([eb('entity', '=', 'exam_student'), eb('entity_id', 'in', of('exam_students', 'id'))]),
        eb.and([eb('entity', '=', 'results'), eb('entity_id', 'in', of('results', 'id_hasil'))]),
      ]),
    );
  }
  if (f.action) q = q.where('action', '=', f.action);
  if (range.from) q = q.where('created_at', '>=', range.from);
  if (range.to) q = q.where('created_at', '<', range.to);
  if (f.q) {
    const p = containsPattern(f.q);
    q = q.where((eb) =>
      eb.or(
        (['actor', 'entity_id', 'new_value', 'reason'] as const).map(
          (c) => sql<boolean>`lower(${eb.ref(c)}) like ${p} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

const AUDIT_COLUMNS = [
  'id',
  'created_at',
  'actor',
  'action',
  'entity',
  'entity_id',
  'old_value',
  'new_value',
  'reason',
] as const;

export async function auditPage(
  db: Exec,
  f: AuditQuery,
  range: { from?: string; to?: string },
  exams: number[] | null,
  page: { offset: number; limit: number },
) {
  const [count, rows] = await Promise.all([
    auditFiltered(db, f, range, exams)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    auditFiltered(db, f, range, exams)
      .select(AUDIT_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** How to name the objects of some entities: the table, its id column, the name in SQL. */
const AUDIT_OBJECTS: { entities: string[]; table: string; id: string; numeric: boolean; name: string }[] = [
  {
    entities: ['candidate', 'candidates'],
    table: 'candidates',
    id: 'id',
    numeric: true,
    name: `full_name || ' (NISN ' || nisn || ')'`,
  },
  {
    entities: ['exam_student'],
    table: 'exam_students',
    id: 'id',
    numeric: true,
    name: `nama || ' (NIM ' || nim || ')'`,
  },
  {
    entities: ['results'],
    table: 'results',
    id: 'id_hasil',
    numeric: true,
    name: `'Hasil ujian ' || nama_mhs || ' (' || nim || ')'`,
  },
  {
    entities: ['programmes'],
    table: 'programmes',
    id: 'kode_prodi',
    numeric: false,
    name: `'Prodi ' || nama_prodi`,
  },
  { entities: ['materi'], table: 'materi', id: 'id', numeric: true, name: `'Materi ' || kode_ujian` },
  { entities: ['ujian'], table: 'exams', id: 'id_ujian', numeric: true, name: `'Ujian ' || nama_ujian` },
  {
    entities: ['matkul'],
    table: 'courses',
    id: 'id_matkul',
    numeric: true,
    name: `'Matakuliah ' || nama_matkul || ' (' || kelas || ')'`,
  },
];

/**
 * The names of the objects audit entries are about: a candidate's name and NISN, a course
 * student's name and NIM, a result's taker, a programme, a materi, exam or course. Key:
 * `${entity}:${entity_id}`; an object no longer there is left out.
 */
export async function auditObjectNames(
  db: Exec,
  refs: { entity: string; entity_id: string }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const o of AUDIT_OBJECTS) {
    const ids = [...new Set(refs.filter((r) => o.entities.includes(r.entity)).map((r) => r.entity_id))];
    const keys = o.numeric ? ids.filter((id) => /^\d{1,12}$/.test(id)).map(Number) : ids;
    // in chunks (an Excel export names up to 100,000 entries); the table, columns and name
    // expressions are the constants above, never input
    for (let i = 0; i < keys.length; i += 1000) {
      const chunk = keys.slice(i, i + 1000);
      const rows = await sql<{ id: string | number; name: string }>`select ${sql.ref(o.id)} as id, ${sql.raw(
        o.name,
      )} as name from ${sql.table(o.table)} where ${sql.ref(o.id)} in (${sql.join(chunk)})`.execute(db);
      for (const row of rows.rows) for (const e of o.entities) names.set(`${e}:${row.id}`, row.name);
    }
  }
  return names;
}

export const auditAll = (
  db: Exec,
  f: AuditQuery,
  range: { from?: string; to?: string },
  exams: number[] | null,
) =>
  auditFiltered(db, f, range, exams)
    .select(AUDIT_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100_000)
    .execute();
