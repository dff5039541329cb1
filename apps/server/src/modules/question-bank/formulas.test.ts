import { essayKeyText } from '@tryout/shared/html';
import { formulaHtml, MATH_MSG } from '@tryout/shared/math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { type BuiltMateri, makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';
import { API, postMultipart, type Staff, staffContext } from '../../../test/staff-api';

/**
 * Formulas (docs/decisions/0028): written as LaTeX in the stored HTML, refused when broken or hostile, sent as
 * MathML with an accessible name to staff pages and the candidate's sheet.
 */
describe('formulas in questions', () => {
  let t: TestContext;
  let admin: Staff;
  let materi: BuiltMateri;

  beforeAll(async () => {
    [t, admin] = await staffContext('admin');
    ({
      materi: [materi],
    } = await makeTryout(t.db, [{ groups: [{ nama: 'PK', jumlah: 1, questions: [{ kunci: 'B' }] }] }]));
  });
  afterAll(async () => t.close());

  const question = () => materi.questions[0];
  const update = (soal_pg: string, pil_b = `<p>${formulaHtml('x = 4', false)}</p>`) =>
    postMultipart(
      t,
      `/updatesoal/${question().id}`,
      {
        type_soal: 'PG',
        group_soal: String(question().group_id),
        soal_pg,
        pil_a: '<p>2</p>',
        pil_b,
        pil_c: '<p>8</p>',
        pil_d: '<p>16</p>',
        pil_e: '<p>32</p>',
        kunci_pg: 'B',
      },
      admin.auth,
    );
  const stored = () =>
    t.db
      .selectFrom('questions')
      .select(['soal_pg', 'pil_b'])
      .where('id', '=', question().id)
      .executeTakeFirstOrThrow();

  const stem = `<p>Nilai x positif yang memenuhi ${formulaHtml('x^2 = 16', false)} adalah ...</p>${formulaHtml('\\frac{1}{2} + \\sqrt{81}', true)}`;

  it('stores the LaTeX, and sends staff MathML with its accessible name', async () => {
    const r = await update(stem);
    expect(r.statusCode, r.body).toBe(200);
    expect(await stored()).toEqual({ soal_pg: stem, pil_b: `<p>${formulaHtml('x = 4', false)}</p>` });

    const staff = await t.app.inject({
      method: 'GET',
      url: `${API}/detailSoal/${question().id}`,
      headers: admin.auth,
    });
    const detail = staff.json().data;
    expect(detail.soal_pg).toContain(
      '<span data-tex="x^2 = 16" class="math"><math aria-label="x kuadrat sama dengan 16">',
    );
    expect(detail.soal_pg).toContain(
      '<div data-tex="\\frac{1}{2} + \\sqrt{81}" class="math"><math aria-label="1 per 2 tambah akar dari 81" display="block"',
    );
    expect(detail.pil_b).toContain('<math aria-label="x sama dengan 4">');
  });

  it('stores a rendered text sent back by the editor in its stored form', async () => {
    const staff = await t.app.inject({
      method: 'GET',
      url: `${API}/detailSoal/${question().id}`,
      headers: admin.auth,
    });
    const { soal_pg, pil_b } = staff.json().data;
    expect((await update(soal_pg, pil_b)).statusCode).toBe(200);
    expect((await stored()).soal_pg).toBe(stem);
  });

  it.each([
    [
      '\\href',
      '\\href{javascript:alert(1)}{klik}',
      MATH_MSG.invalid('perintah \\href tidak dikenal atau tidak diizinkan'),
    ],
    [
      '\\htmlData',
      '\\htmlData{x=y}{1}',
      MATH_MSG.invalid('perintah \\htmlData tidak dikenal atau tidak diizinkan'),
    ],
    ['a broken one', '\\frac{1}{', MATH_MSG.invalid("kurung kurawal '}' kurang")],
    ['10,000 nested braces', `${'{'.repeat(10_000)}x${'}'.repeat(10_000)}`, MATH_MSG.tooLong],
    ['a 100 KB one', 'x+'.repeat(50_000), MATH_MSG.tooLong],
    // over the request's field limit: refused before it is read (lib/math.test.ts: the sanitiser refuses it too)
    ['a 1 MB one', 'x+'.repeat(500_000), null],
  ])('refuses %s with a 400 and changes nothing', async (_, tex, message) => {
    const before = await stored();
    const r = await update(`<p>Soal ${formulaHtml(tex, false)}</p>`);
    expect(r.statusCode, r.body.slice(0, 300)).toBe(400);
    if (message) expect(r.json().message).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('an essay key typed as plain text keeps its \\( … \\) formulas, and reads back as it was typed', async () => {
    const typed = 'Akar positif: \\(x = 4\\) karena 4 < 5\n\\[x^2 = 16\\]';
    const r = await postMultipart(
      t,
      '/addsoalPG',
      {
        type_soal: 'Essay',
        group_soal: String(question().group_id),
        soal_pg: '<p>Tentukan x</p>',
        kunci_essay: typed,
      },
      admin.auth,
    );
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id_soalPG ?? r.json().data.id;
    const row = await t.db
      .selectFrom('questions')
      .select('kunci_essay')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // (a form field's line breaks travel as CRLF)
    expect(row.kunci_essay?.replace(/\r\n/g, '\n')).toBe(
      `Akar positif: ${formulaHtml('x = 4', false)} karena 4 &lt; 5\n${formulaHtml('x^2 = 16', true)}`,
    );
    const detail = (
      await t.app.inject({ method: 'GET', url: `${API}/detailSoal/${id}`, headers: admin.auth })
    ).json().data;
    expect(detail.kunci_essay).toContain('<math aria-label="x sama dengan 4">');
    expect(essayKeyText(detail.kunci_essay)).toBe(typed);
    await t.db.deleteFrom('questions').where('id', '=', id).execute();
  });

  it('a shared passage (wacana) stores its formula as LaTeX and is read with the MathML', async () => {
    const isi = `<p>Perhatikan ${formulaHtml('\\frac{1}{2}', false)}.</p>`;
    const r = await t.app.inject({
      method: 'POST',
      url: `${API}/stimulus`,
      headers: admin.auth,
      payload: { group_id: question().group_id, judul: 'Wacana rumus', isi },
    });
    expect(r.statusCode, r.body).toBe(200);
    const stored = await t.db
      .selectFrom('stimuli')
      .select('isi')
      .where('id', '=', r.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.isi).toBe(isi);
    expect(r.json().data.isi).toContain('<math aria-label="1 per 2">');
    const bad = await t.app.inject({
      method: 'POST',
      url: `${API}/stimulus`,
      headers: admin.auth,
      payload: {
        group_id: question().group_id,
        judul: 'Rusak',
        isi: `<p>${formulaHtml('\\htmlData{a=b}{x}', false)}</p>`,
      },
    });
    expect(bad.statusCode).toBe(400);
    await t.db.deleteFrom('stimuli').where('id', '=', r.json().data.id).execute();
  });

  // last: once a candidate has drawn the question it cannot be changed
  it("sends the candidate's sheet the same MathML, from the bank's one rendering", async () => {
    const staff = await t.app.inject({
      method: 'GET',
      url: `${API}/detailSoal/${question().id}`,
      headers: admin.auth,
    });
    const detail = staff.json().data;
    const c = await makeCandidate(t.db);
    const sheet = await examApi(t).sheet(c.auth, materi.kode_ujian);
    const q = questionsOf(sheet)[0];
    expect(q.soal_pg).toBe(detail.soal_pg);
    expect(q.options.find((o) => o.key === 'B')?.html).toBe(detail.pil_b);
    // a second candidate gets the bank's same rendering
    const c2 = await makeCandidate(t.db);
    expect(questionsOf(await examApi(t).sheet(c2.auth, materi.kode_ujian))[0].soal_pg).toBe(q.soal_pg);
  });
});
