import type { CandidateQuestion } from '@tryout/shared/exam';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { STIMULUS_MSG, type Stimulus } from '@tryout/shared/stimulus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import {
  expectStaffOnly,
  jsonCall,
  materiWithGroup,
  postMultipart,
  type Staff,
  staffContext,
} from '../../../test/staff-api';

/** Shared stimuli (wacana, docs/decisions/0025): the staff API and the candidate's sheet. */
describe('stimuli of a question group', () => {
  let t: TestContext;
  let dosen: Staff;
  let other: Staff;
  let admin: Staff;
  let groupId: number;
  let otherGroupId: number;
  const q: number[] = [];
  const call = jsonCall(() => ({ t, auth: dosen.auth }));
  const stored = () => t.db.selectFrom('stimuli').selectAll().orderBy('id').execute();
  const links = async () =>
    Object.fromEntries(
      (await t.db.selectFrom('questions').select(['id', 'stimulus_id']).execute()).map((r) => [
        r.id,
        r.stimulus_id,
      ]),
    );

  beforeAll(async () => {
    [t, dosen, other, admin] = await staffContext('dosen', 'dosen', 'admin');
    ({ groupId } = await materiWithGroup(
      t,
      dosen.auth,
      { kode_ujian: 'LITERASI', deskripsi: 'Literasi' },
      { nama_group: 'Bacaan', deskripsi: 'Bacaan' },
    ));
    const second = await call('POST', '/addGroupSoal', {
      master_materi: (
        await t.db.selectFrom('question_groups').select('master_materi').executeTakeFirstOrThrow()
      ).master_materi,
      nama_group: 'Lain',
      deskripsi: 'Lain',
      jumlah_soal_ujian: 1,
      urutan: 2,
    });
    otherGroupId = second.json().data.id;
    for (const [n, g] of [
      [1, groupId],
      [2, groupId],
      [3, otherGroupId],
    ]) {
      const r = await postMultipart(
        t,
        '/addsoalPG',
        {
          type_soal: 'PG',
          soal_pg: `<p>Soal ${n}</p>`,
          group_soal: String(g),
          ...{ pil_a: 'a', pil_b: 'b', pil_c: 'c', pil_d: 'd', pil_e: 'e', kunci_pg: 'A' },
        },
        dosen.auth,
      );
      expect(r.statusCode, r.body).toBe(200);
      q.push(r.json().data.id_soalPG);
    }
  });
  afterAll(async () => t.close());

  it('is staff only', async () => {
    await expectStaffOnly(t, [
      ['GET', `/groupSoal/${groupId}/stimulus`],
      ['POST', '/stimulus'],
      ['POST', '/stimulus/1'],
      ['DELETE', '/stimulus/1'],
      ['POST', '/stimulus/1/soal'],
    ]);
  });

  let id: number;

  it('creates a passage with its HTML sanitised; an empty one is refused in Indonesian', async () => {
    const hostile =
      '<p onclick="alert(1)">Bacalah <b>teks</b> berikut.</p><script>alert(2)</script>' +
      '<img src="x" onerror="alert(3)"><a href="javascript:alert(4)">tautan</a>' +
      '<table><tr><td>1</td></tr></table><iframe src="https://evil.test"></iframe>';
    const r = await call('POST', '/stimulus', { group_id: groupId, judul: ' Teks 1 ', isi: hostile });
    expect(r.statusCode, r.body).toBe(200);
    const s = r.json().data as Stimulus;
    id = s.id;
    expect(s).toMatchObject({ group_id: groupId, judul: 'Teks 1', soal: [] });
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', 'iframe', 'alert'])
      expect(s.isi).not.toContain(bad);
    expect(s.isi).toContain('<b>teks</b>');
    expect(s.isi).toContain('<table>');
    expect((await stored())[0].isi).toBe(s.isi);

    const before = await stored();
    for (const body of [
      { group_id: groupId, isi: '<p> </p><script>x</script>' },
      { group_id: groupId, isi: '' },
      { group_id: groupId },
      { group_id: groupId, isi: 'x'.repeat(200_001) },
      { group_id: groupId, isi: '<p>ok</p>', judul: 'j'.repeat(201) },
    ]) {
      const bad = await call('POST', '/stimulus', body);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().message).toMatch(/wacana/i);
    }
    const missing = await call('POST', '/stimulus', { group_id: 999_999, isi: '<p>x</p>' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(STIMULUS_MSG.groupRequired);
    expect(await stored()).toEqual(before);
  });

  it('another lecturer can neither read nor change it; nothing changes', async () => {
    const before = [await stored(), await links()];
    const as = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
      call(method, url, body, other.auth);
    for (const r of [
      await as('GET', `/groupSoal/${groupId}/stimulus`),
      await as('POST', '/stimulus', { group_id: groupId, isi: '<p>Milik orang lain</p>' }),
      await as('POST', `/stimulus/${id}`, { isi: '<p>Diubah orang lain</p>' }),
      await as('POST', `/stimulus/${id}/soal`, { soal: [q[0]] }),
      await as('DELETE', `/stimulus/${id}`),
    ]) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json().message).toBeTruthy();
    }
    expect([await stored(), await links()]).toEqual(before);
    // the admin may
    expect((await call('GET', `/groupSoal/${groupId}/stimulus`, undefined, admin.auth)).statusCode).toBe(200);
  });

  it('attaches and detaches questions of its own group only', async () => {
    const r = await call('POST', `/stimulus/${id}/soal`, { soal: [q[1], q[0], q[0]] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.soal).toEqual([q[0], q[1]]);
    const detail = await call('GET', `/detailSoal/${q[0]}`);
    expect(detail.json().data.stimulus_id).toBe(id);
    const list = await call('GET', `/groupSoal/${groupId}/stimulus`);
    expect(list.json().data.map((s: Stimulus) => [s.id, s.soal])).toEqual([[id, [q[0], q[1]]]]);

    const before = await links();
    const otherGroup = await call('POST', `/stimulus/${id}/soal`, { soal: [q[0], q[2]] });
    expect(otherGroup.statusCode).toBe(400);
    expect(otherGroup.json().message).toBe(STIMULUS_MSG.questionOtherGroup);
    for (const soal of [[999_999], ['abc'], 'x', [-1]]) {
      const bad = await call('POST', `/stimulus/${id}/soal`, { soal });
      expect(bad.statusCode, JSON.stringify(soal)).toBe(400);
    }
    expect(await links()).toEqual(before);

    // exactly the list: q[1] detached
    const one = await call('POST', `/stimulus/${id}/soal`, { soal: [q[0]] });
    expect(one.json().data.soal).toEqual([q[0]]);
    expect((await links())[q[1]]).toBeNull();
  });

  it('edits it; a passage in use cannot be deleted; once detached it can', async () => {
    const edit = await call('POST', `/stimulus/${id}`, {
      judul: '',
      isi: '<p>Teks baru<script>x</script></p>',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ judul: null, isi: '<p>Teks baru</p>', soal: [q[0]] });

    const refused = await call('DELETE', `/stimulus/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STIMULUS_MSG.inUse(1));
    expect(await stored()).toHaveLength(1);

    // a question moved to another group leaves its old group's passage
    await t.db.updateTable('questions').set({ stimulus_id: id }).where('id', '=', q[1]).execute();
    const moved = await postMultipart(
      t,
      `/updatesoal/${q[1]}`,
      {
        type_soal: 'PG',
        soal_pg: '<p>Soal 2</p>',
        group_soal: String(otherGroupId),
        ...{ pil_a: 'a', pil_b: 'b', pil_c: 'c', pil_d: 'd', pil_e: 'e', kunci_pg: 'A' },
      },
      dosen.auth,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.stimulus_id).toBeNull();

    expect((await call('POST', `/stimulus/${id}/soal`, { soal: [] })).statusCode).toBe(200);
    const gone = await call('DELETE', `/stimulus/${id}`);
    expect(gone.statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    expect((await call('DELETE', `/stimulus/${id}`)).statusCode).toBe(404);
    expect((await call('POST', `/stimulus/${id}`, { isi: '<p>x</p>' })).json().message).toBe(
      STIMULUS_MSG.notFound,
    );
  });

  it('a deleted group takes its passages with it', async () => {
    const s = (await call('POST', '/stimulus', { group_id: otherGroupId, isi: '<p>Teks</p>' })).json().data;
    await call('POST', `/stimulus/${s.id}/soal`, { soal: [q[2]] });
    const del = await call('DELETE', `/deleteGroupSoal/${otherGroupId}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe(STAFF_MSG.groupDeleted);
    expect((await stored()).map((r) => r.group_id)).not.toContain(otherGroupId);
  });
});

describe('stimuli on the candidate sheet', () => {
  let t: TestContext;
  let admin: Staff;

  beforeAll(async () => {
    [t, admin] = await staffContext('admin');
  });
  afterAll(async () => t.close());

  it('each question carries stimulus_id; the sheet carries each passage once; a live exam keeps it', async () => {
    const set = await makeTryout(t.db, [
      {
        groups: [{ nama: 'Bacaan', jumlah: 0, questions: [{ kunci: 'A' }, { kunci: 'B' }, { kunci: 'C' }] }],
      },
    ]);
    const m = set.materi[0];
    const [q1, q2, q3] = m.questions;
    const call = jsonCall(() => ({ t, auth: admin.auth }));
    const s = (
      await call('POST', '/stimulus', { group_id: q1.group_id, isi: '<p>Wacana bersama</p>' })
    ).json().data as Stimulus;
    expect((await call('POST', `/stimulus/${s.id}/soal`, { soal: [q1.id, q3.id] })).statusCode).toBe(200);

    const api = examApi(t);
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, m.kode_ujian);
    const byId = (id: number) => questionsOf(sheet).find((x) => x.id_soal === id) as CandidateQuestion;
    expect(byId(q1.id).stimulus_id).toBe(s.id);
    expect(byId(q3.id).stimulus_id).toBe(s.id);
    expect(byId(q2.id).stimulus_id).toBeNull();
    expect(sheet.stimuli).toEqual([{ id: s.id, isi: '<p>Wacana bersama</p>' }]);
    // resumed: the same
    const again = (await api.post('/soalUjianPg', auth, { kode_ujian: m.kode_ujian })).body.data;
    expect(again.stimuli).toEqual(sheet.stimuli);

    // while the attempt runs the passage and its questions stay as drawn
    const before = await t.db.selectFrom('stimuli').selectAll().execute();
    const edit = await call('POST', `/stimulus/${s.id}`, { isi: '<p>Diubah</p>' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(STIMULUS_MSG.liveExam);
    const detach = await call('POST', `/stimulus/${s.id}/soal`, { soal: [q1.id] });
    expect(detach.statusCode).toBe(409);
    expect(await t.db.selectFrom('stimuli').selectAll().execute()).toEqual(before);

    // a sheet without passages carries an empty list
    const plain = await makeTryout(t.db, [
      { groups: [{ nama: 'PG', jumlah: 0, questions: [{ kunci: 'A' }] }] },
    ]);
    const other = await makeCandidate(t.db);
    const plainSheet = await api.sheet(other.auth, plain.materi[0].kode_ujian);
    expect(plainSheet.stimuli).toEqual([]);
    expect(questionsOf(plainSheet)[0].stimulus_id).toBeNull();
    void makeStaff;
  });
});
