import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { makeTryout } from '../../../../test/exam-fixtures';
import { examApi } from '../../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../../test/factories';
import { postMultipart } from '../../../../test/staff-api';
import { type Part, pngOf } from '../../../../test/test-files';
import { MEDIA_COLUMNS } from '../question-bank.repository';
import { importHelpers } from './import-test-helpers';

/**
 * Question import and export through the API (docs/decisions/0029), on SQLite and PostgreSQL. The Word and
 * Excel fixtures were made by LibreOffice 7.4 from Debian (fixtures/make-fixtures.sh converts the
 * .html sources beside them with `soffice --headless --convert-to docx|xlsx`); the tests only read
 * the committed files.
 */

const API = '/tryout/api';
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * A zip written byte by byte, so that it can lie: each entry's raw DEFLATE data with the
 * uncompressed size it declares (in the local header and the central directory).
 */
function zipWith(entries: { name: string; deflated: Buffer; crc: number; declared: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(e.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** `mb` MiB of zeros as raw DEFLATE, made a MiB at a time (never held inflated). */
async function deflatedZeros(mb: number): Promise<Buffer> {
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (d: Buffer) => out.push(d));
  const done = new Promise((r) => deflater.on('end', r));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < mb; i++) deflater.write(zeros);
  deflater.end();
  await done;
  return Buffer.concat(out);
}

/**
 * The Word fixture whose word/document.xml is `mb` MiB of zeros declared as 2 KB (every entry
 * claims 2 KB): the declared sizes add up to nothing.
 */
async function lyingDocx(mb: number): Promise<Buffer> {
  const source = await JSZip.loadAsync(fixture('soal-word.docx'));
  const entries = [];
  for (const f of Object.values(source.files)) {
    if (f.dir) continue;
    if (f.name === 'word/document.xml') {
      entries.push({ name: f.name, deflated: await deflatedZeros(mb), crc: 0, declared: 2048 });
      continue;
    }
    const data = await f.async('nodebuffer');
    entries.push({ name: f.name, deflated: deflateRawSync(data), crc: crc32(data), declared: 2048 });
  }
  return zipWith(entries);
}

/** Runs `work` while sampling this process's RSS every 5 ms: the highest rise above the start. */
async function rssRise<T>(work: () => Promise<T>): Promise<{ result: T; riseMb: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, riseMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

describe('question import and export', () => {
  let t: TestContext;
  let dosen: Awaited<ReturnType<typeof makeStaff>>;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  let set: Awaited<ReturnType<typeof makeTryout>>;
  /** the materi's groups: 0 'Impor' (empty, draws 20), 1 'Lama' (one question), then empty groups by test */
  let groups: number[];

  beforeAll(async () => {
    t = await createTestContext();
    dosen = await makeStaff(t.db, 'dosen');
    admin = await makeStaff(t.db, 'admin');
    set = await makeTryout(t.db, [
      {
        groups: [
          { nama: 'Impor', jumlah: 20, questions: [] },
          { nama: 'Lama', jumlah: 1, questions: [{ kunci: 'A' }] },
        ],
      },
    ]);
    groups = (
      await t.db
        .selectFrom('question_groups')
        .select('id')
        .where('master_materi', '=', set.materi[0].id)
        .orderBy('urutan')
        .execute()
    ).map((g) => g.id);
  });
  afterAll(async () => t?.close());

  const upload = (
    url: string,
    bytes: Buffer,
    auth: Record<string, string> | undefined = dosen.auth,
    nama = 'soal.docx',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${API}${url}?nama_file=${encodeURIComponent(nama)}`,
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  /** A fixture file previewed or saved into a group, which must succeed: its envelope. */
  const importOk = async (
    group: number,
    step: 'pratinjau' | 'simpan',
    file: string,
    auth = dosen.auth,
    nama = file,
  ) => {
    const res = await upload(`/importSoal/${group}/${step}`, fixture(file), auth, nama);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { message: string; data: any };
  };
  const get = (url: string, auth = dosen.auth) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers: auth });
  const { newGroup, rowsOf } = importHelpers(
    () => t,
    () => dosen.auth,
    () => set.materi[0].id,
  );
  const bankVersion = async () =>
    (
      await t.db
        .selectFrom('materi')
        .select('bank_version')
        .where('id', '=', set.materi[0].id)
        .executeTakeFirstOrThrow()
    ).bank_version;
  const mediaFiles = () =>
    ['soalPg', 'jawabanPg'].flatMap((f) => {
      const dir = path.join(t.mediaDir, f);
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((n) => `${f}/${n}`) : [];
    });
  const counts = async () => ({
    questions: Number(
      (
        await t.db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    batches: Number(
      (
        await t.db
          .selectFrom('import_batches')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    media: mediaFiles().length,
    version: await bankVersion(),
  });

  describe('preview', () => {
    it('shows every question of the LibreOffice .docx as the candidate will see it, storing nothing', async () => {
      const before = await counts();
      const p = (await importOk(groups[0], 'pratinjau', 'soal-word.docx')).data;
      expect(p).toMatchObject({
        format: 'docx',
        nama_file: 'soal-word.docx',
        jumlah: 4,
        jumlah_bermasalah: 0,
      });
      const [q1, q2, q3, q4] = p.questions;
      expect(q1).toMatchObject({
        nomor: 1,
        type_soal: 'PG',
        soal_pg: '<p>Organel sel yang menghasilkan <strong>energi</strong> adalah …</p>',
        kunci_pg: 'A',
        pembahasan: '<p>Mitokondria adalah tempat <u>respirasi sel</u> yang menghasilkan ATP.</p>',
        problems: [],
      });
      expect(q1.options.map((o: { key: string }) => o.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
      expect(q1.options[2].html).toBe('<p><em>Lisosom</em></p>');
      // sub/superscript (LibreOffice writes them as raised/lowered text), and the picture in the question
      expect(q2.soal_pg).toContain('C<sub>6</sub>H<sub>12</sub>O<sub>6</sub>');
      expect(q2.options.map((o: { key: string }) => o.key)).toEqual(['A', 'B', 'C', 'D']);
      expect(q2.options[3].html).toBe('<p>10<sup>2</sup></p>');
      expect(q2.soal_gambar).toMatch(/^data:image\/png;base64,/);
      // a table in the question, a picture of option A, a list in the explanation
      expect(q3.soal_pg).toContain('<table><tr><td><p>Organel</p></td>');
      expect(q3.options[0].gambar).toMatch(/^data:image\/png;base64,/);
      expect(q3.pembahasan).toContain('<ul><li>transkripsi di inti sel</li>');
      expect(q4).toMatchObject({
        type_soal: 'Essay',
        options: [],
        kunci_essay: '<p>Sel tumbuhan memiliki dinding sel dan kloroplas.</p>',
        pembahasan: '<p>Sel hewan tidak memiliki dinding sel.</p>',
      });
      expect(await counts()).toEqual(before);
    });

    it("reads Word's own automatic numbering: numbered questions, lettered option lists, key lines, an essay", async () => {
      const p = (await importOk(groups[0], 'pratinjau', 'soal-word-bernomor.docx')).data;
      expect(p).toMatchObject({ format: 'docx', jumlah: 3, jumlah_bermasalah: 0 });
      const [q1, q2, q3] = p.questions;
      expect(q1).toMatchObject({
        nomor: 1,
        type_soal: 'PG',
        soal_pg: '<p>Ibu kota provinsi Jawa Barat adalah …</p>',
        kunci_pg: 'A',
        problems: [],
      });
      expect(q1.options.map((o: { key: string; html: string }) => `${o.key} ${o.html}`)).toEqual([
        'A <p>Bandung</p>',
        'B <p>Semarang</p>',
        'C <p>Surabaya</p>',
        'D <p>Serang</p>',
        'E <p>Jakarta</p>',
      ]);
      expect(q2).toMatchObject({
        nomor: 2,
        kunci_pg: 'B',
        pembahasan: '<p>Sungai Kapuas di Kalimantan Barat panjangnya sekitar 1.143 km.</p>',
      });
      expect(q2.options.map((o: { html: string }) => o.html)).toEqual([
        '<p>Mahakam</p>',
        '<p>Kapuas</p>',
        '<p>Musi</p>',
        '<p>Barito</p>',
      ]);
      expect(q3).toMatchObject({
        nomor: 3,
        type_soal: 'Essay',
        soal_pg: '<p>Jelaskan proses terjadinya hujan orografis.</p>',
        options: [],
        kunci_essay: '<p>Udara lembap naik di lereng gunung, mendingin, lalu mengembun menjadi hujan.</p>',
      });
    });

    it('reads the LibreOffice .xlsx and an Aiken .txt; says each problem in Indonesian', async () => {
      const xp = (await importOk(groups[0], 'pratinjau', 'soal-excel.xlsx', admin.auth, 'soal.xlsx')).data;
      expect(xp).toMatchObject({ format: 'xlsx', jumlah: 4, jumlah_bermasalah: 1 });
      expect(xp.questions[0]).toMatchObject({
        kunci_pg: 'A',
        pembahasan: '<p>Bandung adalah ibu kota Jawa Barat.</p>',
      });
      expect(xp.questions[2]).toMatchObject({
        type_soal: 'Essay',
        kunci_essay: '<p>Matahari dan angin.</p>',
      });
      expect(xp.questions[3].problems).toEqual(['Soal 4: kunci jawaban kosong']);

      const a = await importOk(groups[0], 'pratinjau', 'soal-aiken.txt', dosen.auth, 'soal.txt');
      expect(a.data).toMatchObject({ format: 'aiken', jumlah: 2, jumlah_bermasalah: 0 });
      expect(a.data.questions[1]).toMatchObject({
        kunci_pg: 'B',
        soal_pg: '<p>Hasil dari 12 : 3 adalah ...</p>',
      });

      const bad = await upload(`/importSoal/${groups[0]}/pratinjau`, fixture('soal-bermasalah.docx'));
      expect(bad.statusCode, bad.body).toBe(200);
      const bp = bad.json().data;
      expect(bp.questions.map((q: { problems: string[] }) => q.problems)).toEqual([
        ['Soal 1: kunci jawaban kosong'],
        ['Soal 2: pilihan E tanpa D'],
        [],
      ]);
    });

    it('flags questions already in the group and repeated in the file; a picture over 2MB is a problem', async () => {
      const lama = groups[1];
      const [existing] = await rowsOf(lama);
      const text = (soal: string) =>
        `${soal}\nA. Pilihan A\nB. Pilihan B\nC. Pilihan C\nD. Pilihan D\nE. Pilihan E\nANSWER: A\n\n`;
      const plain = existing.soal_pg.replace(/<[^>]+>/g, '');
      const res = await upload(
        `/importSoal/${lama}/pratinjau`,
        Buffer.from(text(plain) + text('Baru') + text('Baru')),
      );
      expect(res.statusCode, res.body).toBe(200);
      const qs = res.json().data.questions;
      expect(qs.map((q: { warnings: string[] }) => q.warnings)).toEqual([
        ['Soal 1: soal yang sama sudah ada di group ini'],
        [],
        ['Soal 3: sama dengan soal 2 di file ini'],
      ]);
      expect(res.json().data.jumlah_duplikat).toBe(2);

      // a 2,000,001-byte PNG in a Word file made by our own writer
      const big = Buffer.concat([
        pngOf(8, 8, [1, 2, 3]),
        Buffer.alloc(2_000_001 - pngOf(8, 8, [1, 2, 3]).length),
      ]);
      const doc = await docWithPicture(big);
      const r2 = await upload(`/importSoal/${groups[0]}/pratinjau`, doc);
      expect(r2.statusCode, r2.body).toBe(200);
      expect(r2.json().data.questions[0].problems).toEqual(['Soal 1: gambar lebih dari 2MB']);
    });
  });

  /** A one-question .docx with `picture` under the question, made with the docx package. */
  async function docWithPicture(picture: Buffer) {
    const d = await import('docx');
    const p = (text: string) => new d.Paragraph({ children: [new d.TextRun(text)] });
    const doc = new d.Document({
      sections: [
        {
          children: [
            p('1. Soal bergambar'),
            new d.Paragraph({
              children: [
                new d.ImageRun({ type: 'png', data: picture, transformation: { width: 8, height: 8 } }),
              ],
            }),
            p('A. a'),
            p('B. b'),
            p('C. c'),
            p('D. d'),
            p('Kunci: A'),
          ],
        },
      ],
    });
    return Buffer.from(await d.Packer.toBuffer(doc));
  }

  describe('save and undo', () => {
    it('saves all questions in one go, stores pictures as uploads, raises the bank version; undoes', async () => {
      const g = await newGroup('Simpan');
      const before = await counts();
      const res = await importOk(g, 'simpan', 'soal-word.docx');
      expect(res.message).toBe(IMPORT_MSG.saved);
      const batch = res.data;
      expect(batch).toMatchObject({
        group_soal: g,
        format: 'docx',
        nama_file: 'soal-word.docx',
        jumlah_soal: 4,
        dapat_dibatalkan: true,
      });
      const rows = await rowsOf(g);
      expect(rows).toHaveLength(4);
      expect(rows.every((r) => r.import_batch === batch.id && r.id_master_materi === set.materi[0].id)).toBe(
        true,
      );
      expect(rows.map((r) => [r.type_soal, r.kunci_pg])).toEqual([
        ['PG', 'A'],
        ['PG', 'A'],
        ['PG', 'D'],
        ['Essay', null],
      ]);
      expect(rows[1].pil_e).toBe('');
      expect(rows[0].pembahasan).toContain('<u>respirasi sel</u>');
      expect(rows[3].kunci_essay).toBe('<p>Sel tumbuhan memiliki dinding sel dan kloroplas.</p>');
      expect(rows[1].soal_gambar).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(rows[2].gambar_pil_a).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(fs.existsSync(path.join(t.mediaDir, 'soalPg', rows[1].soal_gambar as string))).toBe(true);
      const after = await counts();
      expect(after).toEqual({
        questions: before.questions + 4,
        batches: before.batches + 1,
        media: before.media + 2,
        version: after.version,
      });
      expect(after.version).toBeGreaterThan(before.version);
      // the staff question list shows them (with their explanation)
      const list = await t.app.inject({
        method: 'POST',
        url: `${API}/listSoalPG`,
        headers: dosen.auth,
        payload: { group_soal: g },
      });
      expect(list.json().data.map((q: { pembahasan: string | null }) => !!q.pembahasan)).toEqual([
        true,
        false,
        true,
        true,
      ]);

      const history = await get(`/importSoal/${g}/riwayat`);
      expect(history.json().data).toEqual([batch]);

      const undo = await t.app.inject({
        method: 'DELETE',
        url: `${API}/importSoal/batch/${batch.id}`,
        headers: admin.auth,
      });
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json().message).toBe(IMPORT_MSG.undone);
      const undone = await counts();
      expect(undone).toMatchObject({
        questions: before.questions,
        batches: before.batches,
        media: before.media,
      });
      expect(undone.version).toBeGreaterThan(after.version);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `${API}/importSoal/batch/${batch.id}`,
        headers: admin.auth,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(IMPORT_MSG.batchNotFound);
    });

    it('refuses a file with problems and writes nothing', async () => {
      const before = await counts();
      const res = await upload(`/importSoal/${groups[0]}/simpan`, fixture('soal-bermasalah.docx'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: IMPORT_MSG.hasProblems,
        errors: { soal_1: 'Soal 1: kunci jawaban kosong', soal_2: 'Soal 2: pilihan E tanpa D' },
      });
      expect(await counts()).toEqual(before);
    });

    it("'Batalkan impor' is refused once an attempt has drawn the questions", async () => {
      const batch = (await importOk(groups[0], 'simpan', 'soal-aiken.txt', dosen.auth, 'soal.txt')).data;
      const cand = await makeCandidate(t.db);
      const sheet = await examApi(t).sheet(cand.auth, set.materi[0].kode_ujian);
      const drawn = sheet.groups.flatMap((g) => g.questions.map((q) => q.id_soal));
      const imported = (await rowsOf(groups[0])).map((r) => r.id);
      expect(imported.every((id) => drawn.includes(id))).toBe(true);
      const history = await get(`/importSoal/${groups[0]}/riwayat`);
      expect(history.json().data[0]).toMatchObject({ id: batch.id, dapat_dibatalkan: false });
      const before = await counts();
      const undo = await t.app.inject({
        method: 'DELETE',
        url: `${API}/importSoal/batch/${batch.id}`,
        headers: dosen.auth,
      });
      expect(undo.statusCode).toBe(409);
      expect(undo.json().message).toBe(IMPORT_MSG.undoInUse);
      expect(await counts()).toEqual(before);
    });
  });

  describe('refusals', () => {
    const refuse = async (bytes: Buffer, status: number, message: string, auth = dosen.auth) => {
      const before = await counts();
      for (const step of ['pratinjau', 'simpan']) {
        const res = await upload(`/importSoal/${groups[0]}/${step}`, bytes, auth);
        expect(res.statusCode, `${step} ${res.body}`).toBe(status);
        expect(res.json().message).toBe(message);
      }
      expect(await counts()).toEqual(before);
    };

    it('an empty, oversized, unknown or broken file', async () => {
      await refuse(Buffer.alloc(0), 400, IMPORT_MSG.fileEmpty);
      await refuse(Buffer.alloc(20_000_001, 65), 413, IMPORT_MSG.fileTooLarge);
      // a binary that is no zip (an old .doc starts like this)
      await refuse(
        Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
        400,
        IMPORT_MSG.unknownFormat,
      );
      // a zip header and nothing behind it
      await refuse(
        Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100, 7)]),
        400,
        IMPORT_MSG.corrupt,
      );
      // a zip that is neither Word nor Excel
      const other = new JSZip();
      other.file('a.txt', 'halo');
      await refuse(await other.generateAsync({ type: 'nodebuffer' }), 400, IMPORT_MSG.unknownFormat);
      await refuse(Buffer.from('bukan soal sama sekali'), 400, IMPORT_MSG.noQuestions);
    });

    it('a zip bomb (inflated sizes counted), macros, a picture linked from outside, however the XML writes the link', async () => {
      const bomb = await JSZip.loadAsync(fixture('soal-word.docx'));
      bomb.file('word/media/besar.bin', Buffer.alloc(70 * 1024 * 1024));
      const bombBytes = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      expect(bombBytes.length).toBeLessThan(1_000_000);
      await refuse(bombBytes, 413, IMPORT_MSG.zipTooLarge);

      const macro = await JSZip.loadAsync(fixture('soal-word.docx'));
      macro.file('word/vbaProject.bin', Buffer.from('makro'));
      await refuse(await macro.generateAsync({ type: 'nodebuffer' }), 400, IMPORT_MSG.macros);
      const docm = await JSZip.loadAsync(fixture('soal-excel.xlsx'));
      const types = (await docm.file('[Content_Types].xml')?.async('string')) ?? '';
      docm.file('[Content_Types].xml', types.replace('sheet.main+xml', 'sheet.macroEnabled.main+xml'));
      await refuse(await docm.generateAsync({ type: 'nodebuffer' }), 400, IMPORT_MSG.macros);

      await refuse(fixture('gambar-tautan.docx'), 400, IMPORT_MSG.externalImage);
      // the same link written as XML allows it: single quotes, a prefix, an entity in the attribute
      const linked = await JSZip.loadAsync(fixture('gambar-tautan.docx'));
      const rels = (await linked.file('word/_rels/document.xml.rels')?.async('string')) ?? '';
      const variants = [
        rels.replace(/(\w+)="([^"]*)"/g, "$1='$2'"),
        rels
          .replace('<Relationships xmlns=', '<r:Relationships xmlns:r=')
          .replace('</Relationships>', '</r:Relationships>')
          .replace(/<Relationship /g, '<r:Relationship '),
        rels.replace('TargetMode="External"', 'TargetMode="&#69;xternal"'),
      ];
      for (const v of variants) {
        expect(v).not.toBe(rels);
        linked.file('word/_rels/document.xml.rels', v);
        await refuse(await linked.generateAsync({ type: 'nodebuffer' }), 400, IMPORT_MSG.externalImage);
      }
    });

    it('a 1 MB .docx whose entries lie about their size is stopped at the budget: RSS stays under +100 MB, alone and 4 at once', async () => {
      const bomb = await lyingDocx(400);
      expect(bomb.length).toBeLessThan(1_000_000);
      const before = await counts();
      const one = await rssRise(() => upload(`/importSoal/${groups[0]}/pratinjau`, bomb));
      expect(one.result.statusCode, one.result.body).toBe(413);
      expect(one.result.json().message).toBe(IMPORT_MSG.zipTooLarge);
      expect(one.riseMb).toBeLessThan(100);
      const four = await rssRise(() =>
        Promise.all(
          ['pratinjau', 'simpan', 'pratinjau', 'simpan'].map((step) =>
            upload(`/importSoal/${groups[0]}/${step}`, bomb),
          ),
        ),
      );
      for (const r of four.result) {
        expect(r.statusCode, r.body).toBe(413);
        expect(r.json().message).toBe(IMPORT_MSG.zipTooLarge);
      }
      expect(four.riseMb).toBeLessThan(100);
      console.log(
        `lying zip bomb: RSS +${one.riseMb.toFixed(0)} MB alone, +${four.riseMb.toFixed(0)} MB 4 at once`,
      );
      expect(await counts()).toEqual(before);
    }, 60_000);

    it('more than 500 questions', async () => {
      const one = (i: number) => `Soal ${i}?\nA. a\nB. b\nC. c\nD. d\nANSWER: A\n\n`;
      await refuse(
        Buffer.from(Array.from({ length: 501 }, (_, i) => one(i)).join('')),
        400,
        IMPORT_MSG.tooManyQuestions,
      );
    });

    it('a candidate token, no token, an unknown group', async () => {
      const cand = await makeCandidate(t.db);
      const bytes = fixture('soal-aiken.txt');
      for (const auth of [cand.auth, {}]) {
        const before = await counts();
        for (const url of [`/importSoal/${groups[0]}/pratinjau`, `/importSoal/${groups[0]}/simpan`]) {
          const r = await upload(url, bytes, auth);
          expect([401, 403]).toContain(r.statusCode);
        }
        for (const url of [
          `/importSoal/${groups[0]}/riwayat`,
          '/importSoal/template/docx',
          `/eksporSoal/group/${groups[0]}/excel`,
          `/eksporSoal/materi/${set.materi[0].id}/docx`,
        ]) {
          const r = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers: auth });
          expect([401, 403], url).toContain(r.statusCode);
        }
        const del = await t.app.inject({ method: 'DELETE', url: `${API}/importSoal/batch/1`, headers: auth });
        expect([401, 403]).toContain(del.statusCode);
        expect(await counts()).toEqual(before);
      }
      const missing = await upload('/importSoal/999999/simpan', bytes);
      expect(missing.statusCode).toBe(404);
      expect((await get('/eksporSoal/group/999999/docx')).statusCode).toBe(404);
      expect((await get('/eksporSoal/materi/999999/excel')).statusCode).toBe(404);
    });
  });

  describe('export, templates and the round trip', () => {
    const send = async (fields: Record<string, Part>) => {
      const r = await postMultipart(t, '/addsoalPG', fields, dosen.auth);
      expect(r.statusCode, r.body).toBe(200);
    };
    /** A group written in the form: formatting, pictures of a question and an option, explanations, an essay. */
    async function sourceGroup(nama: string, withBlocks: boolean) {
      const g = await newGroup(nama);
      const base = { group_soal: String(g), type_ujian: 'UTS' };
      await send({
        ...base,
        type_soal: 'PG',
        soal_pg:
          '<p>Organel <strong>penghasil</strong> energi, H<sub>2</sub>O dan x<sup>2</sup>, <em>miring</em> dan <u>garis</u></p><p>baris kedua</p>',
        soal_gambar: { bytes: pngOf(60, 40, [200, 10, 10], 1), name: 'a.png', type: 'image/png' },
        pil_a: '<p>Mitokondria</p>',
        gambar_pil_a: { bytes: pngOf(20, 20, [10, 10, 200], 2), name: 'b.png', type: 'image/png' },
        pil_b: '<p>Ribosom</p>',
        pil_c: '<p>Lisosom</p>',
        pil_d: '<p>Golgi</p>',
        pil_e: '<p>Nukleus &amp; inti</p>',
        kunci_pg: 'A',
        pembahasan: '<p>Karena <strong>mitokondria</strong> membuat ATP.</p>',
      });
      await send({
        ...base,
        type_soal: 'PG',
        soal_pg: withBlocks
          ? '<p>Perhatikan tabel:</p><table><tr><td><p>k</p></td><td><p>v</p></td></tr></table><ol><li>satu</li><li>dua</li></ol>'
          : '<p>Empat pilihan saja</p>',
        pil_a: '<p>1</p>',
        pil_b: '<p>2</p>',
        pil_c: '<p>3</p>',
        pil_d: '<p>4</p>',
        pil_e: '<p>5</p>',
        gambar_pil_c: { bytes: pngOf(30, 10, [0, 200, 0], 3), name: 'c.png', type: 'image/png' },
        kunci_pg: 'D',
      });
      await send({
        ...base,
        type_soal: 'Essay',
        soal_pg: '<p>Jelaskan fotosintesis.</p>',
        kunci_essay: '<p>Cahaya, air dan CO<sub>2</sub> menjadi glukosa.</p>',
        pembahasan: withBlocks ? '<ul><li>bahan</li><li>hasil</li></ul>' : '<p>Terjadi di kloroplas.</p>',
      });
      return g;
    }
    const fileHash = (folder: string, name: string | null) =>
      name ? sha(fs.readFileSync(path.join(t.mediaDir, folder, name))) : null;
    const comparable = async (groupId: number) =>
      (await rowsOf(groupId)).map((r) => ({
        type_soal: r.type_soal,
        soal_pg: r.soal_pg,
        pil: [r.pil_a, r.pil_b, r.pil_c, r.pil_d, r.pil_e],
        kunci_pg: r.kunci_pg,
        kunci_essay: r.kunci_essay,
        pembahasan: r.pembahasan,
        media: MEDIA_COLUMNS.map((c) => fileHash(c === 'soal_gambar' ? 'soalPg' : 'jawabanPg', r[c])),
      }));

    it.each([
      ['docx', true],
      ['excel', false],
    ])(
      'a group exported to %s and imported into an empty group gives the same questions',
      async (kind, withBlocks) => {
        const source = await sourceGroup(`Sumber ${kind}`, withBlocks);
        const file = await get(`/eksporSoal/group/${source}/${kind}`);
        expect(file.statusCode, file.body).toBe(200);
        expect(file.headers['content-disposition']).toMatch(
          new RegExp(`attachment; filename="soal-.*\\.${kind === 'docx' ? 'docx' : 'xlsx'}"`),
        );
        const target = await newGroup(`Tujuan ${kind}`);
        const saved = await upload(
          `/importSoal/${target}/simpan`,
          file.rawPayload,
          dosen.auth,
          `ekspor.${kind}`,
        );
        expect(saved.statusCode, saved.body).toBe(200);
        const expected = await comparable(source);
        expect(expected[0].media.filter(Boolean)).toHaveLength(2);
        expect(await comparable(target)).toEqual(expected);
      },
    );

    it('a materi exports every group under its heading (Word) or on its own sheet (Excel)', async () => {
      const docx = await get(`/eksporSoal/materi/${set.materi[0].id}/docx`);
      expect(docx.statusCode).toBe(200);
      const { default: mammoth } = await import('mammoth');
      const html = (await mammoth.convertToHtml({ buffer: docx.rawPayload })).value;
      const names = (
        await t.db
          .selectFrom('question_groups')
          .select('nama_group')
          .where('master_materi', '=', set.materi[0].id)
          .orderBy('urutan')
          .orderBy('id')
          .execute()
      ).map((g) => g.nama_group);
      for (const n of names) expect(html).toContain(`<h1>Group: ${n}</h1>`);
      // read back, every group's questions come out (each heading ends the group before it)
      const total = Number(
        (
          await t.db
            .selectFrom('questions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('id_master_materi', '=', set.materi[0].id)
            .executeTakeFirstOrThrow()
        ).n,
      );
      const back = await upload(`/importSoal/${groups[0]}/pratinjau`, docx.rawPayload);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().data).toMatchObject({ jumlah: total, jumlah_bermasalah: 0 });
      const xlsx = await get(`/eksporSoal/materi/${set.materi[0].id}/excel`);
      expect(xlsx.statusCode).toBe(200);
      const { default: ExcelJS } = await import('exceljs');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(names.map((n) => n.slice(0, 28)));
      expect(wb.worksheets[0].getRow(1).values).toEqual([
        undefined,
        'No',
        'Soal',
        'A',
        'B',
        'C',
        'D',
        'E',
        'Kunci',
        'Jenis',
        'Pembahasan',
        'Pernyataan',
        'Aturan',
        'Bobot',
        'Pengaturan',
      ]);
    });

    it('the templates are made by the app and read back as good questions: PG, Essay and each UTBK/AKM form', async () => {
      for (const kind of ['docx', 'excel']) {
        const tpl = await get(`/importSoal/template/${kind}`);
        expect(tpl.statusCode).toBe(200);
        expect(tpl.headers['content-type']).toContain(kind === 'docx' ? 'wordprocessingml' : 'spreadsheetml');
        const p = await upload(`/importSoal/${groups[0]}/pratinjau`, tpl.rawPayload);
        expect(p.statusCode, p.body).toBe(200);
        expect(p.json().data).toMatchObject({ jumlah: 9, jumlah_bermasalah: 0 });
        expect(p.json().data.questions.map((q: { type_soal: string }) => q.type_soal)).toEqual([
          'PG',
          'PG',
          'Essay',
          'PG Kompleks',
          'PG Jawaban Ganda',
          'Isian Angka',
          'Isian Singkat',
          'Menjodohkan',
          'Benar/Salah',
        ]);
      }
    });
  });
});
