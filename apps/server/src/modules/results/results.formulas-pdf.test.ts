import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { pdfPages } from '../../../test/read-files';
import { API } from '../../../test/staff-api';

/**
 * The result detail's PDF draws the formulas of a question and its options (docs/decisions/0028): the
 * stored form (<span data-tex>) reaches the PDF as drawn formulas; pdftotext finds the text around
 * them and none of their LaTeX. A stored formula that may not be drawn prints as its source.
 */
describe('formulas in the result detail PDF', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  let idHasil: number;

  beforeAll(async () => {
    t = await createTestContext();
    admin = await makeStaff(t.db, 'admin');
    const set = await makeTryout(t.db, [
      { groups: [{ nama: 'Rumus', jumlah: 0, questions: [{ kunci: 'A' }] }] },
    ]);
    const m = set.materi[0];
    const q = m.questions[0];
    const tex = (s: string) => `<span data-tex="${s}"></span>`;
    await t.db
      .updateTable('questions')
      .set({
        soal_pg: `<p>Hitunglah ${tex('\\frac{1}{2}')} ditambah ${tex('x^2')} untuk x = ${tex('\\sqrt{81}')} sekarang.</p>`,
        pil_a: `<p>${tex('\\frac{163}{2}')}</p>`,
      })
      .where('id', '=', q.id)
      .execute();
    const candidate = await makeCandidate(t.db);
    const api = examApi(t);
    const sheet = await api.sheet(candidate.auth, m.kode_ujian);
    expect(questionsOf(sheet).map((x) => x.id_soal)).toEqual([q.id]);
    expect((await api.save(candidate.auth, m.kode_ujian, q.id, 'A')).status).toBe(200);
    expect((await api.submit(candidate.auth, m.kode_ujian)).status).toBe(200);
    const row = await t.db
      .selectFrom('results')
      .select('id_hasil')
      .where('materi_id', '=', m.id)
      .executeTakeFirstOrThrow();
    idHasil = row.id_hasil;
  });
  afterAll(async () => t.close());

  it('pdftotext finds the question text around the formulas and no LaTeX', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${API}/hasilujian/${idHasil}/jawaban/pdf`,
      headers: admin.auth,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    const text = pdfPages(r.rawPayload).join('\n');
    for (const s of ['Detail Jawaban', 'Hitunglah', 'ditambah', 'untuk x =', 'sekarang.'])
      expect(text, s).toContain(s);
    for (const raw of ['\\frac', '\\sqrt', 'x^2', '\\(']) expect(text, raw).not.toContain(raw);
  });
});
