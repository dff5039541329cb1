import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { makeTryout } from '../../../../test/exam-fixtures';
import { makeStaff } from '../../../../test/factories';

/** What the import API tests share: a new empty group of a materi, and a group's stored rows. */
export function importHelpers(
  t: () => TestContext,
  auth: () => Record<string, string>,
  materi: () => number,
) {
  const newGroup = async (nama: string) => {
    const r = await t().app.inject({
      method: 'POST',
      url: '/tryout/api/addGroupSoal',
      headers: auth(),
      payload: {
        master_materi: materi(),
        nama_group: nama,
        jumlah_soal_ujian: 1,
        urutan: 9,
        deskripsi: nama,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as number;
  };
  const rowsOf = (groupId: number) =>
    t().db.selectFrom('questions').selectAll().where('group_soal', '=', groupId).orderBy('id').execute();
  return { newGroup, rowsOf };
}

/**
 * The setting of the interchange tests (GIFT, Moodle XML, QTI): a test context with a lecturer and
 * a materi (made before the tests, closed after), an upload to the import routes, new groups, and
 * the counts that show nothing was written.
 */
export function interchangeSetting() {
  let t: TestContext;
  let dosen: Awaited<ReturnType<typeof makeStaff>>;
  let set: Awaited<ReturnType<typeof makeTryout>>;
  beforeAll(async () => {
    t = await createTestContext();
    dosen = await makeStaff(t.db, 'dosen');
    set = await makeTryout(t.db, [{ groups: [{ nama: 'Impor', jumlah: 1, questions: [] }] }]);
  });
  afterAll(async () => t?.close());
  /** the file as the body, its name (and any further query) after ?nama_file= */
  const upload = (group: number, step: 'pratinjau' | 'simpan', bytes: Buffer | string, nama: string) =>
    t.app.inject({
      method: 'POST',
      url: `/tryout/api/importSoal/${group}/${step}?nama_file=${nama.replace(/[^&=]+/, encodeURIComponent)}`,
      headers: { ...dosen.auth, 'content-type': 'application/octet-stream' },
      payload: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8'),
    });
  const helpers = importHelpers(
    () => t,
    () => dosen.auth,
    () => set.materi[0].id,
  );
  const count = async (table: 'questions' | 'import_batches') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** files stored under the media folders */
  const mediaCount = () =>
    ['soalPg', 'jawabanPg'].reduce((n, f) => {
      const dir = path.join(t.mediaDir, f);
      return n + (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
    }, 0);
  return {
    t: () => t,
    auth: () => dosen.auth,
    materi: () => set.materi[0].id,
    upload,
    count,
    mediaCount,
    ...helpers,
  };
}

/** The QTI fixture folder paket/ (a test, a stimulus, pictures and audio) as a zip. */
export async function qtiPaket(): Promise<Buffer> {
  const root = path.join(import.meta.dirname, 'fixtures', 'qti', 'paket');
  const zip = new JSZip();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else zip.file(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full));
    }
  };
  walk(root);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
