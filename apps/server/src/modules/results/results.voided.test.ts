import { RESULT_MSG } from '@tryout/shared/results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { makeCandidate } from '../../../test/factories';
import { pdfPages, readXlsx } from '../../../test/read-files';
import { makeCourseExam, makeResult, makeTryoutExam } from '../../../test/result-fixtures';
import { API, type Staff, staffContext } from '../../../test/staff-api';

type Auth = { authorization: string } | undefined;

/**
 * docs/decisions/0007 on the staff result pages: an attempt staff voided ('Ulang ujian') stays in the lists,
 * the Excel export and the PDF, marked 'Dibatalkan'; and each result's integrity signals as a
 * timeline, for whoever may see that result.
 */
describe('results: voided attempts marked, integrity signals as a timeline', () => {
  let t: TestContext;
  let [lecturer, other, admin]: Staff[] = [];
  let candidateAuth: Auth;
  let tryout: Awaited<ReturnType<typeof makeTryoutExam>>;
  let course: Awaited<ReturnType<typeof makeCourseExam>>;

  beforeAll(async () => {
    [t, lecturer, other, admin] = await staffContext('dosen', 'dosen', 'admin');
    candidateAuth = (await makeCandidate(t.db)).auth;
    tryout = await makeTryoutExam(t.db, 1);
    course = await makeCourseExam(t.db, lecturer.user.id, 'PG');
  });
  afterAll(async () => t.close());

  const call = (method: 'POST' | 'GET', url: string, headers: Auth, payload?: unknown) =>
    t.app.inject({ method, url: `${API}${url}`, headers, payload: payload as object });
  const voidAttempt = (attemptId: number, at: string) =>
    t.db.updateTable('attempts').set({ voided_at: at }).where('id', '=', attemptId).execute();

  it("marks a voided attempt 'Dibatalkan' in the list, the Excel export and the PDF; the others not", async () => {
    const { candidate } = await makeCandidate(t.db);
    const base = { id_ujian: tryout.exam.id_ujian, materi_id: tryout.materi[0].id, candidate };
    const first = await makeResult(t.db, { ...base, attempt_no: 1, nilai_pg: 30 });
    await makeResult(t.db, { ...base, attempt_no: 2, nilai_pg: 70 });
    const at = '2026-05-02T03:04:05.000Z';
    await voidAttempt(first.attempt_id, at);

    const list = await call('POST', '/hasilujian', other.auth, { id_ujian: tryout.exam.id_ujian });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.hasil as { ujian_ke: number; dibatalkan_pada: string | null }[];
    expect(rows.map((r) => [r.ujian_ke, r.dibatalkan_pada]).sort()).toEqual([
      [1, at],
      [2, null],
    ]);

    const xlsx = await call('GET', `/hasilujian/${tryout.exam.id_ujian}/excel`, other.auth);
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    const status = sheet[0].indexOf('Status');
    const no = sheet[0].indexOf('Ujian Ke');
    expect(status).toBeGreaterThan(-1);
    expect(
      sheet
        .slice(1)
        .map((r) => [r[no], r[status] ?? ''])
        .sort(),
    ).toEqual([
      [1, RESULT_MSG.voided],
      [2, ''],
    ]);

    const pdf = await call('GET', `/pdfhasilujian/${tryout.exam.id_ujian}`, other.auth);
    expect(pdf.statusCode).toBe(200);
    expect(
      pdfPages(pdf.rawPayload)
        .join('\n')
        .match(/\(Dibatalkan\)/g),
    ).toHaveLength(1);
  });

  it("the candidate's own history shows the voided attempt marked, apart from the attempts that count", async () => {
    const { candidate, auth } = await makeCandidate(t.db);
    const base = { id_ujian: tryout.exam.id_ujian, materi_id: tryout.materi[0].id, candidate };
    const first = await makeResult(t.db, { ...base, attempt_no: 1, nilai_pg: 30 });
    await makeResult(t.db, { ...base, attempt_no: 2, nilai_pg: 70 });
    const at = '2026-05-02T03:04:05.000Z';
    await voidAttempt(first.attempt_id, at);
    const res = await call('GET', '/listujian', auth);
    expect(res.statusCode, res.body).toBe(200);
    const card = res
      .json()
      .data.ujian.find((c: { kode_ujian: string }) => c.kode_ujian === tryout.materi[0].kode_ujian);
    expect(card.status.map((a: { attempt_no: number }) => a.attempt_no)).toEqual([2]);
    expect(card.dibatalkan).toEqual([
      expect.objectContaining({ attempt_no: 1, nilai_akhir: 30, dibatalkan_pada: at }),
    ]);
    // a card without a voided attempt carries no such list
    expect(res.json().data.ujian.filter((c: { dibatalkan?: unknown }) => c.dibatalkan)).toHaveLength(1);
  });

  it("shows a result's integrity signals oldest first, in server time, with the offline periods' length", async () => {
    const r = await makeResult(t.db, { id_ujian: course.exam.id_ujian });
    await t.db
      .insertInto('integrity_events')
      .values([
        { attempt_id: r.attempt_id, kind: 'offline', at: '2026-05-02T03:10:00.000Z', duration_s: 95 },
        { attempt_id: r.attempt_id, kind: 'hidden', at: '2026-05-02T03:01:00.000Z', duration_s: null },
        { attempt_id: r.attempt_id, kind: 'paste', at: '2026-05-02T03:05:30.000Z', duration_s: null },
      ])
      .execute();
    for (const who of [lecturer, admin]) {
      const res = await call('GET', `/hasilujian/${r.id_hasil}/sinyal`, who.auth);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data;
      expect(d.attempt_id).toBe(r.attempt_id);
      expect(
        d.events.map((e: { jenis: string; at: string; durasi_s: number | null }) => [
          e.jenis,
          e.at,
          e.durasi_s,
        ]),
      ).toEqual([
        ['hidden', '2026-05-02T03:01:00.000Z', null],
        ['paste', '2026-05-02T03:05:30.000Z', null],
        ['offline', '2026-05-02T03:10:00.000Z', 95],
      ]);
    }
    // a result without signals: an empty timeline
    const quiet = await makeResult(t.db, { id_ujian: course.exam.id_ujian });
    const none = await call('GET', `/hasilujian/${quiet.id_hasil}/sinyal`, lecturer.auth);
    expect(none.json().data).toEqual({ attempt_id: quiet.attempt_id, events: [] });
  });

  it("refuses the signals of a result to another lecturer's course exam, a candidate, no token, a bad id", async () => {
    const r = await makeResult(t.db, { id_ujian: course.exam.id_ujian });
    const url = `/hasilujian/${r.id_hasil}/sinyal`;
    const refused = await call('GET', url, other.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(RESULT_MSG.notYourExam);
    expect((await call('GET', url, undefined)).statusCode).toBe(401);
    expect((await call('GET', url, candidateAuth)).statusCode).toBe(403);
    const missing = await call('GET', '/hasilujian/999999/sinyal', admin.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RESULT_MSG.resultNotFound);
    expect((await call('GET', '/hasilujian/abc/sinyal', admin.auth)).statusCode).toBe(400);
    // a tryout result: any staff member
    const { candidate } = await makeCandidate(t.db);
    const tr = await makeResult(t.db, {
      id_ujian: tryout.exam.id_ujian,
      materi_id: tryout.materi[0].id,
      candidate,
    });
    expect((await call('GET', `/hasilujian/${tr.id_hasil}/sinyal`, other.auth)).statusCode).toBe(200);
  });
});
