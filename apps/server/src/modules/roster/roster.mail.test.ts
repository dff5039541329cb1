import { ROSTER_MSG } from '@tryout/shared/roster';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { giveCourse, makeCourseExam } from '../../../test/exam-fixtures';
import { makeStaff } from '../../../test/factories';
import { startSmtpSink } from '../../../test/smtp-sink';
import { jsonCall } from '../../../test/staff-api';

/**
 * 'Kirim kode lewat e-mail' (docs/decisions/0018): each listed student's personal code reaches them by
 * e-mail, through the outbox, to a real SMTP server on loopback; once per code.
 */
describe("personal codes by e-mail ('Kirim kode lewat e-mail')", () => {
  let t: TestContext;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let dosen: Awaited<ReturnType<typeof makeStaff>>;
  let other: Awaited<ReturnType<typeof makeStaff>>;
  let idMatkul: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url });
    dosen = await makeStaff(t.db, 'dosen');
    other = await makeStaff(t.db, 'dosen');
    const { exam } = await makeCourseExam(t.db, { type_soal: 'PG', jumlah_soal_essay: 0 });
    idMatkul = await giveCourse(t.db, exam.id_ujian, dosen.user.id);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = jsonCall(() => ({ t, auth: dosen.auth }));
  const base = () => `/matkul/${idMatkul}/mahasiswa`;

  it('refuses before any code exists, mails each code once, counts those without an e-mail', async () => {
    for (const s of [
      { nim: '23001', nama: 'Ani Lestari', email: 'ani@kampus.test' },
      { nim: '23002', nama: 'Budi <b>Santoso</b>', email: 'budi@kampus.test' },
      { nim: '23003', nama: 'Citra', email: '' },
    ])
      expect((await call('POST', base(), s)).statusCode).toBe(200);

    const early = await call('POST', `${base()}/kode-pribadi/kirim`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(ROSTER_MSG.noCodesToMail);

    const made = await call('POST', `${base()}/kode-pribadi`);
    const codes = new Map<string, string>(
      made.json().data.mahasiswa.map((s: { nim: string; kode_pribadi: string }) => [s.nim, s.kode_pribadi]),
    );
    // another lecturer may not mail this course's codes
    const refused = await call('POST', `${base()}/kode-pribadi/kirim`, undefined, other.auth);
    expect(refused.statusCode).toBe(403);

    const sent = await call('POST', `${base()}/kode-pribadi/kirim`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: ROSTER_MSG.codesMailed(2),
      data: { terkirim: 2, tanpa_email: 1, sudah_dikirim: 0 },
    });
    await t.deliverOutbox();
    const ani = sink.for('ani@kampus.test');
    expect(ani).toHaveLength(1);
    expect(ani[0].decoded).toContain(codes.get('23001'));
    expect(ani[0].decoded).not.toContain(codes.get('23002'));
    const budi = sink.for('budi@kampus.test');
    expect(budi).toHaveLength(1);
    expect(budi[0].decoded).toContain(codes.get('23002'));
    // the name is text in the HTML part, never markup
    expect(budi[0].decoded).toContain('Halo Budi &lt;b&gt;Santoso&lt;/b&gt;,</p>');
    expect(budi[0].decoded).not.toContain('<p>Halo Budi <b>');

    // again: nothing new to send
    const again = await call('POST', `${base()}/kode-pribadi/kirim`);
    expect(again.json().data).toEqual({ terkirim: 0, tanpa_email: 1, sudah_dikirim: 2 });
    await t.deliverOutbox();
    expect(sink.messages).toHaveLength(2);
  });
});
