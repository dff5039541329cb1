import { FORM_MSG } from '@tryout/shared/question-forms';
import type { StaffQuestion } from '@tryout/shared/staff/question-bank';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { questionRow } from '../../../test/exam-fixtures';
import { API, materiWithGroup, postMultipart, type Staff, staffContext } from '../../../test/staff-api';
import type { Part } from '../../../test/test-files';

/** Staff write each UTBK / AKM form (docs/decisions/0025) through POST /addsoalPG and /updatesoal/:id. */
describe('question forms in the bank', () => {
  let t: TestContext;
  let dosen: Staff;
  let materiId: number;
  let groupId: number;

  beforeAll(async () => {
    [t, dosen] = await staffContext('dosen');
    ({ materiId, groupId } = await materiWithGroup(
      t,
      dosen.auth,
      { kode_ujian: 'UTBK', deskripsi: 'Penalaran' },
      { nama_group: 'PK', deskripsi: 'x' },
    ));
  });
  afterAll(async () => t.close());

  const options = { pil_a: 'Satu', pil_b: 'Dua', pil_c: 'Tiga', pil_d: '', pil_e: '' };
  const fields = (type: string, form: Record<string, unknown>, over: Record<string, Part> = {}) => {
    const out: Record<string, Part> = {
      type_soal: type,
      soal_pg: `<p>Soal ${type}</p>`,
      group_soal: String(groupId),
      ...over,
    };
    for (const [k, v] of Object.entries(form)) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return out;
  };
  const add = (f: Record<string, Part>) => postMultipart(t, '/addsoalPG', f, dosen.auth);
  const stored = (id: number) =>
    t.db
      .selectFrom('questions')
      .select(['type_soal', 'isi', 'kunci', 'aturan_skor', 'bobot', 'kunci_pg', 'pil_a'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const FORMS: [string, Record<string, unknown>, Record<string, Part>, Partial<StaffQuestion>][] = [
    [
      'PG Kompleks',
      {
        isi: { label: 'Ya/Tidak', pernyataan: ['<p>P1</p>', 'P2<script>alert(1)</script>', 'P3'] },
        kunci: { jawaban: [true, false, true] },
        aturan_skor: 'kprim',
      },
      {},
      {
        isi: { label: 'Ya/Tidak', pernyataan: ['<p>P1</p>', 'P2', 'P3'] },
        kunci: { jawaban: [true, false, true] },
        aturan_skor: 'kprim',
      },
    ],
    [
      'PG Jawaban Ganda',
      { kunci: { benar: ['A', 'C'] }, aturan_skor: 'berbobot' },
      options,
      // the default weights are written down with the question: scoring needs no option texts
      { kunci: { benar: ['A', 'C'], bobot: { A: 50, B: -50, C: 50 } }, aturan_skor: 'berbobot' },
    ],
    [
      'Isian Angka',
      { kunci: { jawaban: ['0,5', '1/2'], toleransi: 0.01 } },
      { bobot: '2' },
      { kunci: { jawaban: ['0,5', '1/2'], toleransi: 0.01, jenis_toleransi: 'mutlak' }, bobot: 2 },
    ],
    [
      'Isian Singkat',
      { kunci: { jawaban: [{ teks: 'Jakarta' }, { teks: 'Batavia', nilai: 50 }] } },
      {},
      {
        kunci: {
          jawaban: [
            { teks: 'Jakarta', nilai: 100 },
            { teks: 'Batavia', nilai: 50 },
          ],
          abaikan_huruf_besar: true,
        },
        aturan_skor: null,
      },
    ],
    [
      'Menjodohkan',
      { isi: { premis: ['Air', 'Garam'] }, kunci: { pasangan: ['B', 'A'] }, aturan_skor: 'per_pasangan' },
      options,
      { isi: { premis: ['Air', 'Garam'] }, kunci: { pasangan: ['B', 'A'] }, aturan_skor: 'per_pasangan' },
    ],
    [
      'Benar/Salah',
      { kunci: { jawaban: false } },
      {},
      { isi: { label: 'Benar/Salah' }, kunci: { jawaban: false }, aturan_skor: null, bobot: 1 },
    ],
  ];

  it.each(FORMS)('adds, shows and edits a %s question', async (type, form, over, expected) => {
    const res = await add(fields(type, form, over));
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data as StaffQuestion;
    expect(q).toMatchObject({ type_soal: type, kunci_pg: null, ...expected });
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API}/detailSoal/${q.id_soalPG}`,
      headers: dosen.auth,
    });
    expect(detail.json().data).toMatchObject(expected);
    // a form without options stores none, whatever was sent
    const row = await stored(q.id_soalPG);
    if (type !== 'PG Jawaban Ganda' && type !== 'Menjodohkan') expect(row.pil_a).toBe('');
    // edit: the weight and the rule change, the form stays checked
    const edited = await postMultipart(
      t,
      `/updatesoal/${q.id_soalPG}`,
      fields(type, form, { ...over, bobot: '3' }),
      dosen.auth,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.bobot).toBe(3);
    const refused = await postMultipart(
      t,
      `/updatesoal/${q.id_soalPG}`,
      fields(type, { ...form, kunci: '{"rusak"' }, over),
      dosen.auth,
    );
    expect(refused.statusCode).toBe(400);
    expect((await stored(q.id_soalPG)).bobot).toBe(3);
  });

  const table = { isi: { pernyataan: ['P1', 'P2'] }, kunci: { jawaban: [true, false] } };
  it.each([
    [
      'PG Kompleks',
      { isi: { pernyataan: ['P1'] }, kunci: { jawaban: [true] } },
      {},
      FORM_MSG.statementsCount,
    ],
    [
      'PG Kompleks',
      { isi: { pernyataan: Array(9).fill('P') }, kunci: { jawaban: [] } },
      {},
      FORM_MSG.statementsCount,
    ],
    ['PG Kompleks', { ...table, kunci: { jawaban: [true] } }, {}, FORM_MSG.statementKeys],
    ['PG Kompleks', { ...table, kunci: { jawaban: [true, 'S'] } }, {}, FORM_MSG.statementKeys],
    [
      'PG Kompleks',
      { isi: { pernyataan: ['P1', '<p> </p>'] }, kunci: table.kunci },
      {},
      FORM_MSG.statementRequired,
    ],
    ['PG Kompleks', { ...table, isi: { ...table.isi, label: 'Betul' } }, {}, FORM_MSG.labelsInvalid],
    [
      'PG Kompleks',
      { ...table, aturan_skor: 'berbobot' },
      {},
      FORM_MSG.ruleInvalid(['semua', 'kprim', 'per_pernyataan']),
    ],
    ['PG Kompleks', { isi: table.isi }, {}, FORM_MSG.statementKeys],
    ['PG Kompleks', { ...table, isi: '[1,2' }, {}, FORM_MSG.formUnreadable],
    ['PG Kompleks', table, { bobot: '0' }, FORM_MSG.weightInvalid],
    ['PG Kompleks', table, { bobot: 'NaN' }, FORM_MSG.weightInvalid],
    ['PG Jawaban Ganda', { kunci: { benar: ['A'] } }, { pil_a: 'Satu' }, FORM_MSG.optionsMin],
    ['PG Jawaban Ganda', { kunci: { benar: ['D'] } }, options, FORM_MSG.multipleKeyRequired],
    [
      'PG Jawaban Ganda',
      { kunci: { benar: ['A'], bobot: { A: 80 } } },
      options,
      FORM_MSG.optionWeightsInvalid,
    ],
    [
      'PG Jawaban Ganda',
      { kunci: { benar: ['A'], bobot: { A: 100, B: -300 } } },
      options,
      FORM_MSG.optionWeightsInvalid,
    ],
    ['Isian Angka', { kunci: { jawaban: ['1e309'] } }, {}, FORM_MSG.numberKeyInvalid],
    ['Isian Angka', { kunci: { jawaban: ['NaN'] } }, {}, FORM_MSG.numberKeyInvalid],
    ['Isian Angka', { kunci: { jawaban: [] } }, {}, FORM_MSG.numberKeysCount],
    ['Isian Angka', { kunci: { jawaban: ['1'], toleransi: -1 } }, {}, FORM_MSG.toleranceInvalid],
    ['Isian Singkat', { kunci: { jawaban: [{ teks: '  ' }] } }, {}, FORM_MSG.shortAnswerRequired],
    ['Isian Singkat', { kunci: { jawaban: [{ teks: 'a', nilai: 0 }] } }, {}, FORM_MSG.creditInvalid],
    [
      'Menjodohkan',
      { isi: { premis: ['a', 'b'] }, kunci: { pasangan: ['A', 'E'] } },
      options,
      FORM_MSG.matchKeys,
    ],
    ['Menjodohkan', { isi: { premis: ['a', 'b'] }, kunci: { pasangan: ['A'] } }, options, FORM_MSG.matchKeys],
    ['Benar/Salah', { kunci: { jawaban: 'Benar' } }, {}, FORM_MSG.trueFalseKey],
    ['Pilihan Ganda Campur', table, {}, FORM_MSG.typeInvalid],
  ] as const)('%s: %j is refused', async (type, form, over, message) => {
    const before = await t.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await add(fields(type, form, over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    const after = await t.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("the group counts the forms with PG (the draw's auto-scored part), essays apart", async () => {
    const groups = await t.app.inject({
      method: 'GET',
      url: `${API}/groupSoal/${materiId}`,
      headers: dosen.auth,
    });
    const g = groups.json().data.find((x: { id: number }) => x.id === groupId);
    const types = await t.db
      .selectFrom('questions')
      .select('type_soal')
      .where('group_soal', '=', groupId)
      .execute();
    expect(types.length).toBeGreaterThanOrEqual(FORMS.length);
    expect(g.jumlah_pg).toBe(types.filter((q) => q.type_soal !== 'Essay').length);
    expect(g.jumlah_essay).toBe(types.filter((q) => q.type_soal === 'Essay').length);
  });

  it('PG and Essay stay as they were: no content, no key of a form, weight 1', async () => {
    const res = await add(
      fields(
        'PG',
        {},
        { pil_a: 'a', pil_b: 'b', pil_c: 'c', pil_d: 'd', pil_e: 'e', kunci_pg: 'B', kunci: '{"x":1}' },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      type_soal: 'PG',
      kunci_pg: 'B',
      isi: null,
      kunci: null,
      aturan_skor: null,
      bobot: 1,
    });
    // a row written without the new columns (as every row before migration 0024) reads the same
    const old = await t.db
      .insertInto('questions')
      .values(questionRow({ group_soal: groupId, id_master_materi: materiId, type_soal: 'Essay' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API}/detailSoal/${old.id}`,
      headers: dosen.auth,
    });
    expect(detail.json().data).toMatchObject({
      type_soal: 'Essay',
      isi: null,
      kunci: null,
      aturan_skor: null,
      bobot: 1,
    });
  });
});
