import fs from 'node:fs';
import path from 'node:path';
import { FORM_MSG } from '@tryout/shared/question-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { makeCandidate } from '../../../test/factories';
import {
  API,
  expectStaffOnly,
  jsonCall,
  materiWithGroup,
  postMultipart,
  type Staff,
  staffContext,
} from '../../../test/staff-api';
import { EXE, HTML, JPEG, MP3, OGG, type Part, PNG, WAV } from '../../../test/test-files';
import { drawRows } from '../../db/draws';
import { nowIso } from '../../lib/time';

describe('question groups and question bank', () => {
  let t: TestContext;
  let dosen: Staff;
  let materiId: number;
  let groupId: number;

  beforeAll(async () => {
    [t, dosen] = await staffContext('dosen');
    ({ materiId, groupId } = await materiWithGroup(
      t,
      dosen.auth,
      { kode_ujian: 'BIO', deskripsi: 'Biologi' },
      { nama_group: 'Sel', deskripsi: 'Tentang sel' },
    ));
  });
  afterAll(async () => t.close());

  const send = (url: string, fields: Record<string, Part>, headers = dosen.auth) =>
    postMultipart(t, url, fields, headers);
  const pgFields = (over: Record<string, Part> = {}): Record<string, Part> => ({
    soal_pg: '<p>Organel penghasil energi?</p>',
    pil_a: '<p>Mitokondria</p>',
    pil_b: 'Ribosom',
    pil_c: 'Lisosom',
    pil_d: 'Golgi',
    pil_e: 'Nukleus',
    kunci_pg: 'A',
    type_soal: 'PG',
    type_ujian: 'UTS',
    group_soal: String(groupId),
    id_master_materi: String(materiId),
    ...over,
  });
  const call = jsonCall(() => ({ t, auth: dosen.auth }));
  /** Adding a PG question with these fields is refused with the status and message. */
  const refused = async (fields: Record<string, Part>, status: number, message: string) => {
    const res = await send('/addsoalPG', pgFields(fields));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  };
  const fileOf = (url: string | null) =>
    path.join(t.mediaDir, ...(url ?? '').replace('/tryout/media/', '').split('/'));

  // ---------- groups ----------

  it('lists, adds, updates and deletes groups with spec messages', async () => {
    const genetika = { master_materi: String(materiId), nama_group: 'Genetika', jumlah_soal_ujian: '3' };
    let res = await call('POST', '/addGroupSoal', { ...genetika, urutan: '0', deskripsi: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Data tidak boleh kosong');
    res = await call('POST', '/addGroupSoal', { ...genetika, urutan: '2', deskripsi: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Berhasil Menambah Data');
    const id = res.json().data.id;

    res = await t.app.inject({ method: 'GET', url: `${API}/groupSoal/${materiId}`, headers: dosen.auth });
    expect(res.json().data.map((g: { nama_group: string }) => g.nama_group)).toEqual(['Sel', 'Genetika']);
    expect(res.json().data[0]).toHaveProperty('jumlah_soal');

    res = await t.app.inject({
      method: 'POST',
      url: `${API}/updategroupSoal/${id}`,
      headers: dosen.auth,
      payload: { nama_group: 'Genetika 2', jumlah_soal_ujian: 4, urutan: 3, deskripsi: 'y' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Berhasil Mengubah Data');
    expect(res.json().data).toMatchObject({
      nama_group: 'Genetika 2',
      jumlah_soal_ujian: 4,
      master_materi: materiId,
    });

    res = await t.app.inject({ method: 'DELETE', url: `${API}/deleteGroupSoal/${id}`, headers: dosen.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Berhasil Menghapus Data');
    res = await t.app.inject({ method: 'DELETE', url: `${API}/deleteGroupSoal/${id}`, headers: dosen.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Gagal Menghapus Data');
  });

  it("says 'Data tidak boleh kosong' for each empty or zero field", async () => {
    const base = {
      master_materi: materiId,
      nama_group: 'G',
      jumlah_soal_ujian: 1,
      urutan: 1,
      deskripsi: 'd',
    };
    for (const [field, value] of [
      ['nama_group', ''],
      ['nama_group', '   '],
      ['jumlah_soal_ujian', 0],
      ['jumlah_soal_ujian', ''],
      ['urutan', 0],
      ['deskripsi', ''],
      ['master_materi', ''],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/addGroupSoal`,
        headers: dosen.auth,
        payload: { ...base, [field]: value },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe('Data tidak boleh kosong');
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/updategroupSoal/${groupId}`,
      headers: dosen.auth,
      payload: { nama_group: 'Sel', jumlah_soal_ujian: 0, urutan: 1, deskripsi: 'd' },
    });
    expect(res.json().message).toBe('Data tidak boleh kosong');
    const missing = await t.app.inject({
      method: 'POST',
      url: `${API}/addGroupSoal`,
      headers: dosen.auth,
      payload: { ...base, master_materi: 999999 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Materi tidak ditemukan');
  });

  // ---------- questions ----------

  it('adds a PG question with an image and option images, shows it with its key, lists it', async () => {
    const res = await send(
      '/addsoalPG',
      pgFields({
        soal_gambar: { bytes: PNG, name: 'sel.png', type: 'image/png' },
        gambar_pil_b: { bytes: JPEG, name: 'b.jpg', type: 'image/jpeg' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Berhasil Di Tambah');
    const q = res.json().data;
    expect(q).toMatchObject({
      type_soal: 'PG',
      kunci_pg: 'A',
      group_soal: groupId,
      id_master_materi: materiId,
    });
    expect(q.soal_gambar).toMatch(/^\/tryout\/media\/soalPg\/[a-f0-9]{32}\.png$/);
    expect(q.soal_gambar_kind).toBe('image');
    expect(q.gambar_pil_b).toMatch(/^\/tryout\/media\/jawabanPg\/[a-f0-9]{32}\.jpg$/);
    expect(fs.readFileSync(fileOf(q.soal_gambar)).equals(PNG)).toBe(true);

    // served by the static route
    const img = await t.app.inject({ method: 'GET', url: q.soal_gambar });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(PNG)).toBe(true);

    let r = await t.app.inject({
      method: 'GET',
      url: `${API}/detailSoal/${q.id_soalPG}`,
      headers: dosen.auth,
    });
    expect(r.json().data).toMatchObject({ id_soalPG: q.id_soalPG, kunci_pg: 'A' });
    r = await t.app.inject({
      method: 'GET',
      url: `${API}/detailSoal?id=${q.id_soalPG}`,
      headers: dosen.auth,
    });
    expect(r.json().data.id_soalPG).toBe(q.id_soalPG);
    r = await t.app.inject({
      method: 'POST',
      url: `${API}/detailSoal`,
      headers: dosen.auth,
      payload: { id: q.id_soalPG },
    });
    expect(r.json().data.id_soalPG).toBe(q.id_soalPG);
    r = await t.app.inject({ method: 'GET', url: `${API}/detailSoal/999999`, headers: dosen.auth });
    expect(r.statusCode).toBe(404);

    r = await t.app.inject({
      method: 'POST',
      url: `${API}/listSoalPG`,
      headers: dosen.auth,
      payload: { group_soal: groupId },
    });
    expect(r.json().data.map((x: { id_soalPG: number }) => x.id_soalPG)).toContain(q.id_soalPG);
    r = await t.app.inject({
      method: 'POST',
      url: `${API}/listSoalPG/${groupId}`,
      headers: dosen.auth,
      payload: {},
    });
    expect(r.json().data.map((x: { id_soalPG: number }) => x.id_soalPG)).toContain(q.id_soalPG);
    r = await t.app.inject({
      method: 'POST',
      url: `${API}/getAllSoal`,
      headers: dosen.auth,
      payload: { group_soal: String(groupId) },
    });
    expect(r.json().data.group.id).toBe(groupId);
    expect(r.json().data.materi.kode_ujian).toBe('BIO');
    expect(
      r.json().data.questions.find((x: { id_soalPG: number }) => x.id_soalPG === q.id_soalPG).kunci_pg,
    ).toBe('A');
  });

  it('adds an Essay question with audio (kunci_essay optional) and accepts wav', async () => {
    let res = await send('/addsoalPG', {
      soal_pg: '<p>Jelaskan fotosintesis</p>',
      type_soal: 'Essay',
      group_soal: String(groupId),
      soal_gambar: { bytes: MP3, name: 'a.mp3', type: 'audio/mpeg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      type_soal: 'Essay',
      kunci_pg: null,
      kunci_essay: null,
      soal_gambar_kind: 'audio',
    });
    expect(res.json().data.soal_gambar).toMatch(/\.mp3$/);
    res = await send('/addsoalPG', {
      soal_pg: 'Dengarkan',
      type_soal: 'Essay',
      kunci_essay: '<b>Jawaban</b>',
      group_soal: String(groupId),
      soal_gambar: { bytes: WAV, name: 'a.wav', type: 'audio/wav' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.soal_gambar).toMatch(/\.wav$/);
    expect(res.json().data.kunci_essay).toBe('<b>Jawaban</b>');
    res = await send('/addsoalPG', {
      soal_pg: 'Dengarkan lagi',
      type_soal: 'essay',
      group_soal: String(groupId),
      soal_gambar: { bytes: OGG, name: 'a.ogg', type: 'audio/ogg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ type_soal: 'Essay', soal_gambar_kind: 'audio' });
    expect(res.json().data.soal_gambar).toMatch(/\.ogg$/);
  });

  it('enforces the question rules of spec §5', async () => {
    const before = await t.db.selectFrom('questions').select('id').execute();
    const cases: [Record<string, Part>, string][] = [
      [pgFields({ soal_pg: '' }), 'Soal harus diisi'],
      [pgFields({ soal_pg: '<p> </p>' }), 'Soal harus diisi'],
      [pgFields({ pil_c: '' }), 'Pilihan A sampai E harus diisi'],
      [pgFields({ pil_e: '<p></p>' }), 'Pilihan A sampai E harus diisi'],
      [pgFields({ kunci_pg: '' }), 'Kunci jawaban harus salah satu dari A, B, C, D, E'],
      [pgFields({ kunci_pg: 'F' }), 'Kunci jawaban harus salah satu dari A, B, C, D, E'],
      [pgFields({ group_soal: '999999' }), 'Group soal tidak ditemukan'],
      [pgFields({ type_soal: 'Lainnya' }), FORM_MSG.typeInvalid],
      [{ type_soal: 'Essay', group_soal: String(groupId), soal_pg: '' }, 'Soal harus diisi'],
    ];
    for (const [fields, message] of cases) {
      const res = await send('/addsoalPG', fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // an option may be an image alone
    const res = await send(
      '/addsoalPG',
      pgFields({ pil_c: '', gambar_pil_c: { bytes: PNG, name: 'c.png' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.db.selectFrom('questions').select('id').execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('refuses oversize and wrong files, keeping nothing', async () => {
    const filesBefore =
      fs.readdirSync(path.join(t.mediaDir, 'soalPg')).length +
      fs.readdirSync(path.join(t.mediaDir, 'jawabanPg')).length;
    const rowsBefore = (await t.db.selectFrom('questions').select('id').execute()).length;
    const big = Buffer.concat([PNG, Buffer.alloc(3_000_000)]);
    const TOO_BIG = 'Ukuran gambar maksimal 2MB';
    const BAD_FILE = 'Format file tidak didukung';
    await refused({ soal_gambar: { bytes: big, name: 'big.png', type: 'image/png' } }, 413, TOO_BIG);
    await refused({ gambar_pil_a: { bytes: big, name: 'big.png', type: 'image/png' } }, 413, TOO_BIG);
    // exactly 2,000,000 bytes is allowed
    const limit = Buffer.concat([PNG, Buffer.alloc(2_000_000 - PNG.length)]);
    let res = await send('/addsoalPG', pgFields({ soal_gambar: { bytes: limit, name: 'ok.png' } }));
    expect(res.statusCode, res.body).toBe(200);
    const okId = res.json().data.id_soalPG;
    expect(fs.statSync(fileOf(res.json().data.soal_gambar)).size).toBe(2_000_000);
    expect((await call('DELETE', `/deletesoal/${okId}`)).statusCode).toBe(200);

    for (const bytes of [EXE, HTML, Buffer.from('just text')]) {
      await refused({ soal_gambar: { bytes, name: 'gambar.png', type: 'image/png' } }, 400, BAD_FILE);
    }
    // audio is not an option image
    await refused({ gambar_pil_a: { bytes: MP3, name: 'a.png', type: 'image/png' } }, 400, BAD_FILE);
    // a valid file beside an invalid one is not stored either
    res = await send(
      '/addsoalPG',
      pgFields({ soal_gambar: { bytes: PNG, name: 'ok.png' }, gambar_pil_e: { bytes: EXE, name: 'e.png' } }),
    );
    expect(res.statusCode).toBe(400);
    const filesAfter =
      fs.readdirSync(path.join(t.mediaDir, 'soalPg')).length +
      fs.readdirSync(path.join(t.mediaDir, 'jawabanPg')).length;
    expect(filesAfter).toBe(filesBefore);
    expect((await t.db.selectFrom('questions').select('id').execute()).length).toBe(rowsBefore);
  });

  it('stores harmless HTML (XSS payloads are removed on write)', async () => {
    const res = await send(
      '/addsoalPG',
      pgFields({
        soal_pg:
          '<p onclick="alert(1)" style="color:red">Soal <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">klik</a> <a href="https://contoh.ac.id">situs</a></p>',
        pil_a: '<img src="/tryout/media/jawabanPg/abc.png" onerror="alert(1)">A',
        pil_b: '<iframe src="https://evil"></iframe>B<svg onload=alert(1)>',
        pil_c: '<table><tr><td>C</td></tr></table>',
        pil_d: '<strong>D</strong><style>body{}</style>',
        pil_e: '<a href="mailto:a@b.id">E</a>',
        kunci_essay:
          '<img src="data:image/png;base64,iVBORw0KGgo="><img src="data:text/html;base64,PHNjcmlwdD4="><img src="https://evil.example/x.png">',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data;
    const all = [q.soal_pg, q.pil_a, q.pil_b, q.pil_c, q.pil_d, q.pil_e].join('\n');
    expect(all).not.toMatch(/onerror|onclick|onload|<script|javascript:|<iframe|<svg|<style|style=/i);
    expect(q.soal_pg).toContain('<a href="https://contoh.ac.id" rel="noopener noreferrer">situs</a>');
    expect(q.soal_pg).not.toContain('src="x"');
    expect(q.pil_a).toContain('<img src="/tryout/media/jawabanPg/abc.png" />');
    expect(q.pil_c).toContain('<td>C</td>');
    expect(q.pil_d).toBe('<strong>D</strong>');
    expect(q.pil_e).toContain('href="mailto:a@b.id"');
    // PG questions keep no essay key; the same HTML on an essay question keeps only the data:image picture
    expect(q.kunci_essay).toBeNull();
    const essay = await send('/addsoalPG', {
      type_soal: 'Essay',
      group_soal: String(groupId),
      soal_pg: '<p>Gambar</p>',
      kunci_essay:
        '<img src="data:image/png;base64,iVBORw0KGgo="><img src="data:text/html;base64,PHNjcmlwdD4="><img src="https://evil.example/x.png">',
    });
    expect(essay.json().data.kunci_essay).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    // stored the same way
    const row = await t.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', q.id_soalPG)
      .executeTakeFirstOrThrow();
    expect(row.soal_pg).toBe(q.soal_pg);
  });

  it('keeps an optional pembahasan, sanitised with the one policy, on add, update and detail', async () => {
    const none = await send('/addsoalPG', pgFields({ pembahasan: '<p> </p>' }));
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.pembahasan).toBeNull();
    const res = await send(
      '/addsoalPG',
      pgFields({
        pembahasan:
          '<p onclick="alert(1)">Karena <b>mitokondria</b> H<sub>2</sub>O<script>alert(2)</script><img src=x onerror=alert(3)></p>',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data;
    expect(q.pembahasan).toBe('<p>Karena <b>mitokondria</b> H<sub>2</sub>O</p>');
    const row = await t.db
      .selectFrom('questions')
      .select('pembahasan')
      .where('id', '=', q.id_soalPG)
      .executeTakeFirstOrThrow();
    expect(row.pembahasan).toBe(q.pembahasan);
    const upd = await send(
      `/updatesoal/${q.id_soalPG}`,
      pgFields({ pembahasan: '<p>Baru <a href="javascript:alert(1)">x</a></p>' }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data.pembahasan).toBe('<p>Baru <a rel="noopener noreferrer">x</a></p>');
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API}/detailSoal/${q.id_soalPG}`,
      headers: dosen.auth,
    });
    expect(detail.json().data.pembahasan).toBe(upd.json().data.pembahasan);
    // an essay question keeps its pembahasan too
    const essay = await send('/addsoalPG', {
      type_soal: 'Essay',
      group_soal: String(groupId),
      soal_pg: '<p>Jelaskan</p>',
      pembahasan: '<ul><li>satu</li></ul>',
    });
    expect(essay.json().data.pembahasan).toBe('<ul><li>satu</li></ul>');
  });

  it('updates a question, replacing and removing files that are no longer used', async () => {
    let res = await send(
      '/addsoalPG',
      pgFields({ soal_gambar: { bytes: PNG, name: 'a.png' }, gambar_pil_a: { bytes: PNG, name: 'a.png' } }),
    );
    const q = res.json().data;
    const oldSoal = fileOf(q.soal_gambar);
    const oldPilA = fileOf(q.gambar_pil_a);
    expect(fs.existsSync(oldSoal) && fs.existsSync(oldPilA)).toBe(true);

    res = await send(
      `/updatesoal/${q.id_soalPG}`,
      pgFields({
        soal_pg: '<p>Diubah</p>',
        kunci_pg: 'c',
        soal_gambar: { bytes: JPEG, name: 'n.jpg' },
        hapus_gambar_pil_a: '1',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Berhasil Di Rubah');
    const u = res.json().data;
    expect(u).toMatchObject({ soal_pg: '<p>Diubah</p>', kunci_pg: 'C', gambar_pil_a: null });
    expect(u.soal_gambar).toMatch(/\.jpg$/);
    expect(fs.existsSync(oldSoal)).toBe(false);
    expect(fs.existsSync(oldPilA)).toBe(false);
    expect(fs.existsSync(fileOf(u.soal_gambar))).toBe(true);

    // an update without files keeps the current file
    res = await send(`/updatesoal/${q.id_soalPG}`, pgFields({ soal_pg: 'Lagi' }));
    expect(res.json().data.soal_gambar).toBe(u.soal_gambar);
    // a bad update changes nothing
    res = await send(
      `/updatesoal/${q.id_soalPG}`,
      pgFields({ soal_pg: 'X', soal_gambar: { bytes: EXE, name: 'x.png' } }),
    );
    expect(res.statusCode).toBe(400);
    const d = await t.app.inject({
      method: 'GET',
      url: `${API}/detailSoal/${q.id_soalPG}`,
      headers: dosen.auth,
    });
    expect(d.json().data).toMatchObject({ soal_pg: 'Lagi', soal_gambar: u.soal_gambar });
    res = await send('/updatesoal/999999', pgFields());
    expect(res.statusCode).toBe(404);
  });

  it('deletes a question and its files; refuses one drawn into an attempt', async () => {
    let res = await send(
      '/addsoalPG',
      pgFields({ soal_gambar: { bytes: PNG, name: 'a.png' }, gambar_pil_d: { bytes: PNG, name: 'd.png' } }),
    );
    const q = res.json().data;
    res = await call('DELETE', `/deletesoal/${q.id_soalPG}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Data Berhasil Di Hapus');
    expect(fs.existsSync(fileOf(q.soal_gambar))).toBe(false);
    expect(fs.existsSync(fileOf(q.gambar_pil_d))).toBe(false);
    res = await call('DELETE', `/deletesoal/${q.id_soalPG}`);
    expect(res.statusCode).toBe(404);

    const used = (await send('/addsoalPG', pgFields())).json().data;
    const { candidate } = await makeCandidate(t.db);
    const now = nowIso();
    const attempt = await t.db
      .insertInto('attempts')
      .values({
        candidate_id: candidate.id,
        exam_student_id: null,
        id_ujian: null,
        materi_id: materiId,
        attempt_no: 1,
        type_soal: 'PG',
        status: 'in_progress',
        started_at: now,
        deadline_at: now,
        submitted_at: null,
        nilai_pg: null,
        nilai_essay: null,
        nilai_akhir: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('attempt_draws')
      .values(drawRows([{ attempt_id: attempt.id, question_id: used.id_soalPG, number: 1 }]))
      .execute();
    res = await call('DELETE', `/deletesoal/${used.id_soalPG}`);
    expect(res.statusCode).toBe(409);
    res = await call('DELETE', `/deleteGroupSoal/${groupId}`);
    expect(res.statusCode).toBe(409);
  });

  it('deleting a group removes its questions and their files', async () => {
    const g = (
      await t.app.inject({
        method: 'POST',
        url: `${API}/addGroupSoal`,
        headers: dosen.auth,
        payload: {
          master_materi: materiId,
          nama_group: 'Hapus',
          jumlah_soal_ujian: 1,
          urutan: 9,
          deskripsi: 'd',
        },
      })
    ).json().data;
    const q = (
      await send(
        '/addsoalPG',
        pgFields({ group_soal: String(g.id), soal_gambar: { bytes: PNG, name: 'a.png' } }),
      )
    ).json().data;
    const res = await call('DELETE', `/deleteGroupSoal/${g.id}`);
    expect(res.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(q.soal_gambar))).toBe(false);
    expect(
      await t.db.selectFrom('questions').select('id').where('id', '=', q.id_soalPG).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('counts questions per type and per materi', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/countSoalUjian`, headers: dosen.auth });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const pg = await t.db.selectFrom('questions').select('id').where('type_soal', '=', 'PG').execute();
    const essay = await t.db.selectFrom('questions').select('id').where('type_soal', '=', 'Essay').execute();
    expect(data).toMatchObject({ PG: pg.length, Essay: essay.length, total: pg.length + essay.length });
    expect(data.per_materi[0]).toMatchObject({
      id_master_materi: materiId,
      kode_ujian: 'BIO',
      total: pg.length + essay.length,
    });
  });

  it('needs a staff token on every route', async () => {
    await expectStaffOnly(t, [
      ['GET', `/groupSoal/${materiId}`],
      ['POST', '/addGroupSoal'],
      ['POST', `/updategroupSoal/${groupId}`],
      ['DELETE', `/deleteGroupSoal/${groupId}`],
      ['POST', '/addsoalPG'],
      ['POST', '/updatesoal/1'],
      ['GET', '/detailSoal/1'],
      ['POST', '/listSoalPG'],
      ['POST', '/getAllSoal'],
      ['DELETE', '/deletesoal/1'],
      ['GET', '/countSoalUjian'],
    ]);
  });
});
