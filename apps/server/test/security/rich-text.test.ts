import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Dialect } from '../../src/db';
import * as m0003 from '../../src/db/migrations/0003_sanitize_rich_text';
import { RICH_TEXT_COLUMNS } from '../../src/lib/sanitize';
import { nowIso } from '../../src/lib/time';
import { createTestContext, type TestContext } from '../context';
import { makeCourseExam, makeTryout } from '../exam-fixtures';
import { makeCandidate, makeStaff } from '../factories';
import { example, type JsonSchema } from './helpers';
import { activeContent, XSS_CORPUS } from './xss';

/**
 * Rich text and plain text (design §5): every column rendered as HTML (RICH_TEXT_COLUMNS) holds
 * only sanitised HTML, whatever route wrote it; every other text column holds exactly what was
 * sent (no HTML sanitiser over plain text: `A & B <b>` stays). Migration 0003 cleans rows stored
 * before.
 */

const API = '/tryout/api';
/** Plain text that an HTML sanitiser would change (the & and the tag). */
const PLAIN = 'A & B <b>';

const isRich = (table: string, column: string) =>
  (RICH_TEXT_COLUMNS as Record<string, readonly string[]>)[table]?.includes(column) ?? false;

/** Every string value of every table of the test's database. */
async function textValues(db: Db, dialect: Dialect) {
  const tables =
    dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
        ).rows.map((r) => r.name)
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            db,
          )
        ).rows.map((r) => r.name);
  const out: { table: string; column: string; id: unknown; value: string }[] = [];
  for (const table of tables) {
    if (table.startsWith('kysely_')) continue;
    const rows = await db
      .selectFrom(table as 'materi')
      .selectAll()
      .execute();
    for (const row of rows as Record<string, unknown>[]) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string') out.push({ table, column, id: row.id, value });
      }
    }
  }
  return out;
}

/** Values the other fields need so the record is stored (formats checked by the routes). */
function fixups(body: Record<string, unknown>, n: number, courseId: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if ('id_matkul' in body) out.id_matkul = courseId;
  // an exam with a course is a course exam (a tryout exam has none)
  if ('kategori' in body && 'id_matkul' in body) out.kategori = 'matkul';
  if ('phone' in body) out.phone = `0812${n}`;
  if ('email' in body) out.email = `u${n}@tryout.test`;
  if ('password' in body) out.password = 'rahasia12345';
  if ('confirm_password' in body) out.confirm_password = 'rahasia12345';
  if ('mulai' in body) out.mulai = '2030-01-01 08:00:00';
  if ('selesai' in body) out.selesai = '2030-01-01 10:00:00';
  return out;
}

/** The corpus (after PLAIN) packed into values of at most `max` characters. */
function packed(max: number): string[] {
  const out: string[] = [];
  let cur = PLAIN;
  for (const p of XSS_CORPUS) {
    const item = p.slice(0, max);
    if (cur.length + 1 + item.length > max) {
      out.push(cur);
      cur = item;
    } else cur = `${cur}\n${item}`;
  }
  out.push(cur);
  return out;
}

describe('rich text is sanitised, plain text is stored as sent', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ INTEGRATION_KEY: 'kunci-integrasi-uji-123456' });
  });
  afterAll(async () => t?.close());

  it('the corpus through every writeable text field of every staff and candidate route', {
    timeout: 240_000,
  }, async () => {
    const admin = await makeStaff(t.db, 'admin');
    const cand = await makeCandidate(t.db);
    await makeTryout(t.db);
    await makeCourseExam(t.db);
    const courseId = (
      await t.db
        .insertInto('courses')
        .values({
          nama_matkul: 'Matakuliah',
          id_dosen: admin.user.id,
          kelas: 'A',
          prodi: 'Teknik Informatika',
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .returning('id_matkul')
        .executeTakeFirstOrThrow()
    ).id_matkul;
    const spec = (t.app as unknown as { swagger(): any }).swagger();
    const sent = new Set<string>();
    const accepted = new Set<string>();
    let n = 0;
    for (const r of t.app.routeAccess) {
      if (!r.url.startsWith(`${API}/`) || r.method === 'GET' || r.method === 'DELETE') continue;
      if (/logout|login|forgot|reset/i.test(r.url)) continue;
      const auth = r.access.includes('public')
        ? {}
        : r.access.includes('staff') || r.access.includes('admin')
          ? admin.auth
          : r.access.includes('candidate')
            ? cand.auth
            : null;
      if (!auth) continue;
      const op = spec.paths?.[r.url.replace(/:([A-Za-z_0-9]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      const schema = op?.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      if (!schema?.properties) continue;
      const isFreeText = (s: JsonSchema) =>
        (s.type === 'string' || s.anyOf?.some((a) => a.type === 'string')) &&
        !s.enum &&
        s.const === undefined &&
        !s.format;
      const textFields = Object.entries(schema.properties).filter(
        ([name, s]) => isFreeText(s) && !/password|^hash$/.test(name),
      );
      // one record per request holds chunk i of every text field (each field's corpus packed to
      // its maximum length), so a route gets as many records as its shortest field needs
      const chunks = textFields.map(([, s]) =>
        packed(s.maxLength ?? s.anyOf?.find((a) => a.maxLength)?.maxLength ?? 5000),
      );
      const records = Math.max(0, ...chunks.map((c) => c.length));
      for (let i = 0; i < records; i++) {
        const body = example(schema) as Record<string, unknown>;
        for (const [k, [field]] of textFields.entries()) {
          const c = chunks[k];
          body[field] = i < c.length ? c[i] : `${c[c.length - 1].slice(0, 20)} ${i}`;
        }
        Object.assign(body, fixups(body, ++n, courseId));
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: r.url.replace(/:[A-Za-z_0-9]+/g, '1'),
          headers: auth,
          payload: body,
        });
        expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
        if (process.env.RICH_DEBUG) console.log(res.statusCode, r.method, r.url, res.payload.slice(0, 200));
        for (const [field] of textFields) {
          sent.add(String(body[field]).toLowerCase());
          if (res.statusCode < 300) accepted.add(`${r.method} ${r.url} ${field}`);
        }
      }
    }
    // the routes that write the text the pages show took the corpus
    for (const k of [
      `POST ${API}/addGroupSoal deskripsi`,
      `POST ${API}/addGroupSoal nama_group`,
      `POST ${API}/updategroupSoal/:id deskripsi`,
      `POST ${API}/updategroupSoal/:id nama_group`,
      `POST ${API}/matkul nama_matkul`,
      `POST ${API}/dosen nama_dosen`,
      `POST ${API}/tes-users/tryout/register full_name`,
      `POST ${API}/ujian nama_ujian`,
    ])
      expect([...accepted], k).toContain(k);

    const wrong: string[] = [];
    let rich = 0;
    let plain = 0;
    for (const v of await textValues(t.db, t.dialect)) {
      if (isRich(v.table, v.column)) {
        rich++;
        const active = activeContent(v.value);
        if (active.length) wrong.push(`${v.table}.${v.column} #${v.id}: ${active.join(', ')}`);
      } else if (/__xss|A & B/.test(v.value) && !['audit_log', 'outbox'].includes(v.table)) {
        plain++;
        // as sent (names, schools and addresses are stored in capitals, spec §3)
        if (!sent.has(v.value.toLowerCase()))
          wrong.push(`${v.table}.${v.column} #${v.id} not as sent: ${v.value.slice(0, 80)}`);
      }
    }
    console.log(
      `rich text: ${accepted.size} route fields took the corpus (${sent.size} values); ${rich} rich-text and ${plain} plain-text values checked`,
    );
    expect(plain).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
    // a group: the name as sent, the description sanitised with its formatting kept
    const g = await t.db
      .selectFrom('question_groups')
      .select(['nama_group', 'deskripsi'])
      .where('nama_group', 'like', 'A & B <b>%')
      .executeTakeFirstOrThrow();
    expect(g.nama_group.startsWith(PLAIN)).toBe(true);
    const d = await t.db
      .selectFrom('question_groups')
      .select('deskripsi')
      .where('deskripsi', 'like', '%tebal%')
      .executeTakeFirstOrThrow();
    expect(d.deskripsi).toContain('<b>tebal</b>');
    expect(activeContent(d.deskripsi)).toEqual([]);
  });

  it('a group description that is only active content is refused (nothing left to show)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/addGroupSoal`,
      headers: (await makeStaff(t.db, 'dosen')).auth,
      payload: {
        master_materi: 1,
        nama_group: 'Kosong',
        jumlah_soal_ujian: 1,
        urutan: 1,
        deskripsi: '<script>window.__xss=1</script>',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Data tidak boleh kosong');
  });

  it('migration 0003 cleans rich text stored before it, leaves plain text and clean rows alone, and raises bank_version', async () => {
    const tryout = await makeTryout(t.db, [{}, {}]);
    const [dirty, clean] = tryout.materi;
    const now = nowIso();
    const payload = XSS_CORPUS.join('\n');
    const group = await t.db
      .insertInto('question_groups')
      .values({
        master_materi: dirty.id,
        nama_group: `${PLAIN} ${payload}`.slice(0, 150),
        jumlah_soal_ujian: 1,
        urutan: 1,
        deskripsi: `<p>Bacaan <b>tebal</b></p>${payload}`,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'nama_group'])
      .executeTakeFirstOrThrow();
    const question = await t.db
      .insertInto('questions')
      .values({
        group_soal: group.id,
        id_master_materi: dirty.id,
        type_soal: 'PG',
        type_ujian: 'UTS',
        soal_pg: `<p>Soal</p>${payload}`,
        pil_a: `A ${payload}`,
        pil_b: 'B',
        pil_c: 'C',
        pil_d: 'D',
        pil_e: '<p>E</p><img src=x onerror=window.__xss=1>',
        kunci_pg: 'A',
        kunci_essay: '<a href="javascript:window.__xss=1">kunci</a>',
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const version = async (id: number) =>
      (await t.db.selectFrom('materi').select('bank_version').where('id', '=', id).executeTakeFirstOrThrow())
        .bank_version;
    const cleanBefore = await t.db
      .selectFrom('questions')
      .selectAll()
      .where('id_master_materi', '=', clean.id)
      .orderBy('id')
      .execute();
    const [dirtyV, cleanV] = [await version(dirty.id), await version(clean.id)];

    await m0003.up(t.db as never);

    const g = await t.db
      .selectFrom('question_groups')
      .selectAll()
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(activeContent(g.deskripsi)).toEqual([]);
    expect(g.deskripsi).toContain('<b>tebal</b>');
    expect(g.nama_group).toBe(group.nama_group);
    const q = await t.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', question.id)
      .executeTakeFirstOrThrow();
    for (const c of RICH_TEXT_COLUMNS.questions) expect(activeContent(q[c] ?? ''), c).toEqual([]);
    expect(q.soal_pg).toContain('<p>Soal</p>');
    expect(await version(dirty.id)).toBeGreaterThan(dirtyV);
    expect(await version(clean.id)).toBe(cleanV);
    expect(
      await t.db
        .selectFrom('questions')
        .selectAll()
        .where('id_master_materi', '=', clean.id)
        .orderBy('id')
        .execute(),
    ).toEqual(cleanBefore);
    // and it is one of the migrations every database runs
    const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(t.db);
    expect(ran.rows.map((r) => r.name)).toContain('0003_sanitize_rich_text');
  });
});
