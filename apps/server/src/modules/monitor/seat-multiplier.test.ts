import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { giveCourse, makeCourseExam } from '../../../test/exam-fixtures';
import { workingStudent } from '../../../test/exam-helpers';
import { makeStaff } from '../../../test/factories';

/**
 * 'Akomodasi' for a course exam's student from the control room (docs/decisions/0018): kept in the course's
 * student list, applied at once to the running attempt, audited with the reason.
 */
describe('PUT /monitor/ujian/:id/akomodasi', () => {
  let t: TestContext;
  let dosen: Awaited<ReturnType<typeof makeStaff>>;
  let other: Awaited<ReturnType<typeof makeStaff>>;
  let exam: Awaited<ReturnType<typeof makeCourseExam>>['exam'];
  let idMatkul: number;

  beforeAll(async () => {
    t = await createTestContext();
    dosen = await makeStaff(t.db, 'dosen');
    other = await makeStaff(t.db, 'dosen');
    exam = (await makeCourseExam(t.db, { type_soal: 'PG', jumlah_soal_essay: 0 })).exam;
    idMatkul = await giveCourse(t.db, exam.id_ujian, dosen.user.id);
  });
  afterAll(async () => t.close());

  const call = (
    method: 'PUT' | 'POST' | 'GET',
    url: string,
    auth: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `/tryout/api${url}`, headers: auth, payload });
  const akomodasi = (auth: Record<string, string>, peserta: number, pengali: number, alasan = 'Disleksia') =>
    call('PUT', `/monitor/ujian/${exam.id_ujian}/akomodasi`, auth, { peserta, pengali, alasan });

  it("refuses a NIM not in the course's list, then rescales the running attempt of a listed one", async () => {
    await workingStudent(t, exam.kode_ujian, '24001', 'A');
    const seat = await t.db
      .selectFrom('exam_students')
      .select('id')
      .where('id_ujian', '=', exam.id_ujian)
      .where('nim', '=', '24001')
      .executeTakeFirstOrThrow();
    const attempt = () =>
      t.db
        .selectFrom('attempts')
        .select(['started_at', 'deadline_at'])
        .where('exam_student_id', '=', seat.id)
        .executeTakeFirstOrThrow();
    const before = await attempt();

    const unlisted = await akomodasi(dosen.auth, seat.id, 1.5);
    expect(unlisted.statusCode).toBe(409);
    expect(unlisted.json().message).toBe(MONITOR_MSG.seatNotListed);
    expect(await attempt()).toEqual(before);

    expect(
      (await call('POST', `/matkul/${idMatkul}/mahasiswa`, dosen.auth, { nim: '24001', nama: 'Ani' }))
        .statusCode,
    ).toBe(200);
    expect((await akomodasi(other.auth, seat.id, 1.5)).statusCode).toBe(403);
    expect((await akomodasi(dosen.auth, seat.id, 4)).statusCode).toBe(400);
    expect((await akomodasi(dosen.auth, seat.id, 1.5, '  ')).statusCode).toBe(400);

    const res = await akomodasi(dosen.auth, seat.id, 1.5);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MONITOR_MSG.multiplierSaved);
    // the running attempt: its length from its start × 1.5
    const after = await attempt();
    const length = (a: { started_at: string; deadline_at: string }) =>
      Date.parse(a.deadline_at) - Date.parse(a.started_at);
    expect(length(after)).toBe(Math.round(length(before) * 1.5));
    // kept in the list (every exam of the course) and shown in the control room
    const roster = await t.db
      .selectFrom('course_roster')
      .select('time_multiplier')
      .where('id_matkul', '=', idMatkul)
      .where('nim', '=', '24001')
      .executeTakeFirstOrThrow();
    expect(Number(roster.time_multiplier)).toBe(1.5);
    const table = await call('GET', `/monitor/ujian/${exam.id_ujian}?q=24001`, dosen.auth);
    expect(table.json().data.rows[0]).toMatchObject({ id: seat.id, time_multiplier: 1.5 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('action', '=', 'akomodasi')
      .where('entity_id', '=', String(seat.id))
      .execute();
    expect(audit).toEqual([{ action: 'akomodasi', reason: 'Disleksia' }]);
  });
});
