import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { MSG } from '@tryout/shared/messages';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { textOf } from './html';
import { interchangeSetting, qtiPaket } from './import-test-helpers';

/**
 * QTI through the import and export API (docs/decisions/0030), on SQLite and PostgreSQL: content packages
 * (QTI 3.0 with a test, a shared stimulus, pictures and audio) and lone items (3.0, 2.1, 2.2),
 * all-or-nothing save and undo, the hostile files, the package export and its round trip.
 */

const API = '/tryout/api';
const QTI = path.join(import.meta.dirname, 'fixtures', 'qti');
const PAKET = path.join(QTI, 'paket');
const CONSTRUCTS = [
  'pilihan-ganda',
  'pilihan-ganda-21',
  'jawaban-ganda',
  'benar-salah',
  'isian-singkat',
  'isian-angka',
  'isian-angka-toleransi',
  'menjodohkan',
  'menjodohkan-associate',
  'essay',
];

/** A package of item files (name → XML) listed by a manifest in that order. */
async function packageOf(items: Record<string, string>, extra: Record<string, Buffer | string> = {}) {
  const zip = new JSZip();
  const resources = Object.keys(items)
    .map(
      (n) =>
        `<resource identifier="${n}" type="imsqti_item_xmlv3p0" href="items/${n}.xml"><file href="items/${n}.xml"/></resource>`,
    )
    .join('');
  zip.file(
    'imsmanifest.xml',
    `<?xml version="1.0" encoding="UTF-8"?><manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="p"><resources>${resources}</resources></manifest>`,
  );
  for (const [n, xml] of Object.entries(items)) zip.file(`items/${n}.xml`, xml);
  for (const [n, b] of Object.entries(extra)) zip.file(n, b);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
const fixture = (n: string) => fs.readFileSync(path.join(QTI, `${n}.xml`), 'utf8');
const constructs = () => packageOf(Object.fromEntries(CONSTRUCTS.map((n) => [n, fixture(n)])));

/** The fixture folder paket/ as a zip. */
const paket = qtiPaket;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('QTI import and export', () => {
  const { t, auth, materi, upload, count, mediaCount, newGroup, rowsOf } = interchangeSetting();
  const json = (s: string | null) => (s === null ? null : JSON.parse(s));
  const stimulusText = async () =>
    new Map(
      (await t().db.selectFrom('stimuli').select(['id', 'isi']).execute()).map((s) => [s.id, textOf(s.isi)]),
    );
  const stored = async (g: number) => {
    const wacana = await stimulusText();
    return (await rowsOf(g)).map((r) => ({
      wacana: r.stimulus_id === null ? null : wacana.get(r.stimulus_id),
      type_soal: r.type_soal,
      soal: textOf(r.soal_pg),
      pil: [r.pil_a, r.pil_b, r.pil_c, r.pil_d, r.pil_e].filter((p) => p !== '').map((h) => textOf(h)),
      kunci_pg: r.kunci_pg,
      kunci_essay: r.kunci_essay && textOf(r.kunci_essay),
      isi: json(r.isi)?.premis ? { premis: json(r.isi).premis.map((h: string) => textOf(h)) } : json(r.isi),
      kunci: json(r.kunci),
      aturan_skor: r.aturan_skor,
      bobot: Number(r.bobot),
      pembahasan: r.pembahasan && textOf(r.pembahasan),
    }));
  };
  const sha256Of = (folder: 'soalPg' | 'jawabanPg', f: string | null) =>
    f && sha(fs.readFileSync(path.join(t().mediaDir, folder, f)));

  it('a package of every construct: previewed, saved as the bank forms, and undone', async () => {
    const g = await newGroup('QTI');
    const bytes = await constructs();
    const preview = await upload(g, 'pratinjau', bytes, 'soal-qti.zip');
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().data;
    expect(data).toMatchObject({ format: 'qti', jumlah: 10, jumlah_bermasalah: 0 });
    expect(data.questions.map((q: { type_soal: string }) => q.type_soal)).toEqual([
      'PG',
      'PG',
      'PG Jawaban Ganda',
      'Benar/Salah',
      'Isian Singkat',
      'Isian Angka',
      'Isian Angka',
      'Menjodohkan',
      'Menjodohkan',
      'Essay',
    ]);
    expect(await rowsOf(g)).toHaveLength(0);
    const saved = await upload(g, 'simpan', bytes, 'soal-qti.zip');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ format: 'qti', nama_file: 'soal-qti.zip', jumlah_soal: 10 });
    const rows = await stored(g);
    expect(rows[0]).toMatchObject({
      type_soal: 'PG',
      soal: 'Ibu kota Indonesia adalah …',
      pil: ['Bandung', 'Jakarta', 'Surabaya', 'Medan'],
      kunci_pg: 'B',
      pembahasan: 'Jakarta sejak 1945.',
    });
    expect(rows[1]).toMatchObject({ kunci_pg: 'C', pil: ['6', '8', '9', '12', '27'] });
    expect(rows[2]).toMatchObject({
      kunci: { benar: ['A', 'B'], bobot: { A: 50, B: 50, C: -100, D: -100 } },
      aturan_skor: 'berbobot',
    });
    expect(rows[3]).toMatchObject({ isi: { label: 'Benar/Salah' }, kunci: { jawaban: false }, pil: [] });
    expect(rows[4].kunci).toEqual({
      jawaban: [
        { teks: 'Soekarno', nilai: 100 },
        { teks: 'Sukarno', nilai: 100 },
        { teks: 'Bung Karno', nilai: 50 },
      ],
      abaikan_huruf_besar: true,
    });
    expect(rows[5].kunci).toEqual({ jawaban: ['7'], toleransi: 0, jenis_toleransi: 'mutlak' });
    expect(rows[6].kunci).toEqual({ jawaban: ['3.14'], toleransi: 0.005, jenis_toleransi: 'mutlak' });
    expect(rows[7]).toMatchObject({
      pil: ['Jakarta', 'Kuala Lumpur', 'Bangkok', 'Manila'],
      isi: { premis: ['Indonesia', 'Malaysia', 'Thailand'] },
      kunci: { pasangan: ['A', 'B', 'C'] },
      aturan_skor: 'semua',
    });
    expect(rows[8]).toMatchObject({
      pil: ['air', 'garam dapur', 'gula'],
      isi: { premis: ['H2O', 'NaCl'] },
      kunci: { pasangan: ['A', 'B'] },
      aturan_skor: 'per_pasangan',
    });
    expect(rows[9]).toMatchObject({ type_soal: 'Essay', kunci_essay: 'Cahaya, klorofil, CO2 dan air.' });
    const undo = await t().app.inject({
      method: 'DELETE',
      url: `${API}/importSoal/batch/${saved.json().data.id}`,
      headers: auth(),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await rowsOf(g)).toHaveLength(0);
  });

  it('a package with a test, a shared stimulus, pictures and audio: order and weights of the test, media stored (SHA-256)', async () => {
    const g = await newGroup('QTI paket');
    const media = mediaCount();
    const saved = await upload(g, 'simpan', await paket(), 'paket.zip');
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await rowsOf(g);
    const brief = await stored(g);
    expect(brief.map((r) => [r.type_soal, r.bobot])).toEqual([
      ['PG', 2],
      ['PG', 1],
      ['PG', 1],
      ['Essay', 1],
    ]);
    // the stimulus: one passage of the group, shown with both its questions
    expect(brief.map((r) => r.soal.slice(0, 30))).toEqual([
      'Perhatikan peta berikut.',
      'Di provinsi manakah Danau Toba',
      'Danau Toba terbentuk karena …',
      'Dengarkan rekaman lalu tuliska',
    ]);
    expect(rows[1].stimulus_id).not.toBeNull();
    expect(rows[2].stimulus_id).toBe(rows[1].stimulus_id);
    expect([rows[0].stimulus_id, rows[3].stimulus_id]).toEqual([null, null]);
    const passages = await t().db.selectFrom('stimuli').selectAll().where('group_id', '=', g).execute();
    expect(passages.map((p) => [p.judul, textOf(p.isi)])).toEqual([
      [
        'Danau Toba',
        'Danau Toba adalah danau vulkanik terbesar di Asia Tenggara, terletak di Sumatera Utara.',
      ],
    ]);
    const preview = await upload(g, 'pratinjau', await paket(), 'paket.zip');
    expect(
      preview.json().data.questions.map((q: { wacana: string | null }) => q.wacana && textOf(q.wacana)),
    ).toEqual([null, textOf(passages[0].isi), textOf(passages[0].isi), null]);
    expect(brief.slice(1, 3).map((r) => r.kunci_pg)).toEqual(['A', 'B']);
    const file = (n: string) => sha(fs.readFileSync(path.join(PAKET, 'media', n)));
    expect(sha256Of('soalPg', rows[0].soal_gambar)).toBe(file('peta.png'));
    expect(sha256Of('jawabanPg', rows[0].gambar_pil_b)).toBe(file('bendera.png'));
    expect(rows[3].soal_gambar).toMatch(/^[a-f0-9]{32}\.wav$/);
    expect(sha256Of('soalPg', rows[3].soal_gambar)).toBe(file('suara.wav'));
    expect(mediaCount()).toBe(media + 3);
    // 'Batalkan impor': the questions, their media and the passage they brought go
    const undo = await t().app.inject({
      method: 'DELETE',
      url: `${API}/importSoal/batch/${saved.json().data.id}`,
      headers: auth(),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await rowsOf(g)).toHaveLength(0);
    expect(await t().db.selectFrom('stimuli').selectAll().where('group_id', '=', g).execute()).toEqual([]);
    expect(mediaCount()).toBe(media);
  });

  it('a lone item file (.xml) of QTI 3.0 or 2.1; a single item also previews with its MathML text', async () => {
    const g = await newGroup('QTI item');
    const res = await upload(g, 'pratinjau', fixture('pilihan-ganda-21'), 'item.xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ format: 'qti', jumlah: 1, jumlah_bermasalah: 0 });
    expect(textOf(res.json().data.questions[0].soal_pg)).toContain('x2');
  });

  it('custom response processing and an interaction we do not have are problems per item; the save is refused, nothing written', async () => {
    const g = await newGroup('QTI khusus');
    const bytes = await packageOf({
      a: fixture('pilihan-ganda'),
      b: fixture('khusus'),
      c: fixture('belum-didukung'),
    });
    const preview = await upload(g, 'pratinjau', bytes, 'k.zip');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.questions.map((q: { problems: string[] }) => q.problems)).toEqual([
      [],
      [`Soal 2: ${IMPORT_MSG.qtiCustomProcessing}`],
      ['Soal 3: Interaksi QTI "orderInteraction" belum didukung'],
    ]);
    expect(preview.json().data.jumlah_tidak_didukung).toBe(1);
    const before = [await count('questions'), await count('import_batches'), mediaCount()];
    const saved = await upload(g, 'simpan', bytes, 'k.zip');
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(IMPORT_MSG.hasProblems);
    expect([await count('questions'), await count('import_batches'), mediaCount()]).toEqual(before);
  });

  it('an SVG with a script and a missing file in a package are problems; nothing written', async () => {
    const g = await newGroup('QTI svg');
    const item = (src: string) =>
      fixture('pilihan-ganda').replace('<p>Ibu kota', `<p><img src="${src}" alt=""/></p><p>Ibu kota`);
    const bytes = await packageOf(
      { a: item('../media/x.svg'), b: item('../media/tidak-ada.png') },
      { 'media/x.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
    );
    const before = [await count('questions'), mediaCount()];
    const res = await upload(g, 'pratinjau', bytes, 's.zip');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.questions.map((q: { problems: string[] }) => q.problems)).toEqual([
      [`Soal 1: ${IMPORT_MSG.imageFormat}`],
      ['Soal 2: berkas media ../media/tidak-ada.png tidak ada di dalam paket'],
    ]);
    expect((await upload(g, 'simpan', bytes, 's.zip')).statusCode).toBe(400);
    expect([await count('questions'), mediaCount()]).toEqual(before);
  });

  describe('hostile files: a clear 4xx, nothing written', () => {
    const refuse = async (bytes: Buffer | string, status: number, message: string, name = 'x.zip') => {
      const g = await newGroup('QTI tolak');
      const before = [await count('questions'), await count('import_batches'), mediaCount()];
      for (const step of ['pratinjau', 'simpan'] as const) {
        const res = await upload(g, step, bytes, name);
        expect(res.statusCode, `${step} ${res.body}`).toBe(status);
        expect(res.json().message).toBe(message);
      }
      expect([await count('questions'), await count('import_batches'), mediaCount()]).toEqual(before);
    };
    const expansion =
      '<?xml version="1.0"?><!DOCTYPE qti-assessment-item [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><qti-assessment-item>&b;</qti-assessment-item>';
    const external =
      '<?xml version="1.0"?><!DOCTYPE qti-assessment-item [<!ENTITY x SYSTEM "file:///etc/passwd">]><qti-assessment-item><qti-item-body><p>&x;</p></qti-item-body></qti-assessment-item>';

    it('entity expansion and an external entity, alone and in a package', async () => {
      await refuse(expansion, 400, IMPORT_MSG.qtiDoctype, 'a.xml');
      await refuse(external, 400, IMPORT_MSG.qtiDoctype, 'b.xml');
      await refuse(await packageOf({ a: expansion }), 400, IMPORT_MSG.qtiDoctype);
      await refuse(await packageOf({ a: external }), 400, IMPORT_MSG.qtiDoctype);
    });

    it('a 50 MB package', async () => {
      const big = Buffer.alloc(50 * 1024 * 1024, 7);
      (await constructs()).copy(big);
      await refuse(big, 413, MSG.bodyTooLarge);
    });

    it('a zip bomb (a small package that inflates past the budget)', async () => {
      const zip = await JSZip.loadAsync(await constructs());
      zip.file('media/besar.bin', Buffer.alloc(70 * 1024 * 1024));
      const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      expect(bomb.length).toBeLessThan(1_000_000);
      await refuse(bomb, 413, IMPORT_MSG.zipTooLarge);
    });

    it("path traversal: an entry named '../' or absolute", async () => {
      await refuse(
        await packageOf({ a: fixture('essay') }, { '../luar.png': 'x' }),
        400,
        IMPORT_MSG.qtiUnsafePath,
      );
      await refuse(
        await packageOf({ a: fixture('essay') }, { 'items/../../luar.xml': 'x' }),
        400,
        IMPORT_MSG.qtiUnsafePath,
      );
      await refuse(
        await packageOf({ a: fixture('essay') }, { '/etc/luar.xml': 'x' }),
        400,
        IMPORT_MSG.qtiUnsafePath,
      );
    });

    it('a manifest naming an item the package does not hold, or no item at all', async () => {
      const zip = await JSZip.loadAsync(await constructs());
      zip.remove('items/essay.xml');
      await refuse(
        await zip.generateAsync({ type: 'nodebuffer' }),
        400,
        'Paket QTI tidak lengkap: berkas items/essay.xml yang disebut imsmanifest.xml tidak ada',
      );
      const empty = new JSZip();
      empty.file('imsmanifest.xml', '<manifest><resources/></manifest>');
      await refuse(await empty.generateAsync({ type: 'nodebuffer' }), 400, IMPORT_MSG.qtiManifest);
    });
  });

  it('the import guide example reads as a good question', async () => {
    const g = await newGroup('QTI panduan');
    const res = await upload(g, 'pratinjau', IMPORT_MSG.guideQtiExample, 'contoh.xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ format: 'qti', jumlah: 1, jumlah_bermasalah: 0 });
    expect(res.json().data.questions[0]).toMatchObject({ type_soal: 'PG', kunci_pg: 'A' });
  });

  it('export a group as a QTI 3.0 package, then import into an empty group: the same questions, forms, keys, weights, pembahasan, stimuli and media', async () => {
    const from = await newGroup('QTI asal');
    expect((await upload(from, 'simpan', await constructs(), 'a.zip')).statusCode).toBe(200);
    expect((await upload(from, 'simpan', await paket(), 'b.zip')).statusCode).toBe(200);
    // forms QTI writes its own way: a relative tolerance, a Ya/Tidak label, case-sensitive answers, a weight
    const rows = await rowsOf(from);
    await t()
      .db.updateTable('questions')
      .set({
        kunci: JSON.stringify({ jawaban: ['7', '-7'], toleransi: 5, jenis_toleransi: 'relatif' }),
        bobot: 3,
      })
      .where('id', '=', rows[5].id)
      .execute();
    await t()
      .db.updateTable('questions')
      .set({ isi: JSON.stringify({ label: 'Ya/Tidak' }), kunci: JSON.stringify({ jawaban: true }) })
      .where('id', '=', rows[3].id)
      .execute();
    await t()
      .db.updateTable('questions')
      .set({
        kunci: JSON.stringify({ jawaban: [{ teks: 'Soekarno', nilai: 100 }], abaikan_huruf_besar: false }),
        pembahasan: '<p>Ia membacakan teks proklamasi &amp; menandatanganinya.</p>',
      })
      .where('id', '=', rows[4].id)
      .execute();
    // a formula (as the editor stores it) goes out as MathML with its TeX annotation and comes back the same
    await t()
      .db.updateTable('questions')
      .set({ soal_pg: '<p>Jika <span data-tex="\\frac{1}{2} &lt; x^2"></span> maka …</p>' })
      .where('id', '=', rows[0].id)
      .execute();
    const res = await t().app.inject({
      method: 'GET',
      url: `${API}/eksporSoal/group/${from}/qti`,
      headers: auth(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('-qti.zip');
    const to = await newGroup('QTI tujuan');
    const again = await upload(to, 'simpan', res.rawPayload, 'ekspor.zip');
    expect(again.statusCode, again.body).toBe(200);
    const [a, b] = [await stored(from), await stored(to)];
    expect(b).toHaveLength(14);
    expect(b.filter((r) => r.wacana !== null)).toHaveLength(2);
    expect(b).toEqual(a);
    const formulas = (rs: { soal_pg: string }[]) =>
      rs.map((r) => [...r.soal_pg.matchAll(/data-tex="([^"]*)"/g)].map((m) => m[1]));
    expect(formulas(await rowsOf(to))).toEqual(formulas(await rowsOf(from)));
    expect(formulas(await rowsOf(to))[0]).toEqual(['\\frac{1}{2} &lt; x^2']);
    const [ra, rb] = [await rowsOf(from), await rowsOf(to)];
    const media = (r: (typeof ra)[number]) => [
      sha256Of('soalPg', r.soal_gambar),
      ...(['a', 'b', 'c', 'd', 'e'] as const).map((l) => sha256Of('jawabanPg', r[`gambar_pil_${l}`])),
    ];
    expect(rb.map(media)).toEqual(ra.map(media));
    expect(rb.filter((r) => r.soal_gambar).map((r) => r.soal_gambar?.split('.')[1])).toEqual(['png', 'wav']);
  });

  it('export a materi: one section per group, every group', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: `${API}/eksporSoal/materi/${materi()}/qti`,
      headers: auth(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const test = (await zip.file('tests/tes.xml')?.async('string')) ?? '';
    expect(test).toContain('title="QTI asal"');
    expect(test).toContain('title="QTI tujuan"');
    expect(await zip.file('imsmanifest.xml')?.async('string')).toContain('imsqti_item_xmlv3p0');
  });

  it('a 500-item QTI package previews in under 5 s', async () => {
    const g = await newGroup('QTI besar');
    const items: Record<string, string> = {};
    for (let i = 0; i < 500; i++) {
      const n = CONSTRUCTS[i % CONSTRUCTS.length];
      items[`soal-${i + 1}`] = fixture(n).replace(/(<p>|<qti-prompt>|<prompt>)/, `$1Soal ${i + 1}. `);
    }
    const bytes = await packageOf(items);
    const started = performance.now();
    const res = await upload(g, 'pratinjau', bytes, 'besar.zip');
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ jumlah: 500, jumlah_bermasalah: 0 });
    expect(took).toBeLessThan(5000);
    console.log(
      `QTI: 500-item package (${Math.round(bytes.length / 1024)} KB) preview ${Math.round(took)} ms`,
    );
  });
});
