import type { OptionKey } from '@tryout/shared/constants';
import { type ItemAnalysisReport, type ItemRow, KR20_UNDEFINED } from '@tryout/shared/item-analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { examApi } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import {
  addEveryForm,
  type FormName,
  SAMPLE_ANSWERS,
  SAMPLE_ORDER,
  SAMPLE_SCORES,
  shownLetter,
} from '../../../test/form-fixtures';
import { readXlsx } from '../../../test/read-files';
import { API } from '../../../test/staff-api';
import { firstAttemptResponses } from '../irt/irt.repository';
import { responseMatrix } from '../irt/irt.service';

/**
 * Four candidates take a materi of one PG and one question of each form through the API
 * (form-fixtures.ts: SAMPLE_ANSWERS, their hand-computed item scores SAMPLE_SCORES).
 */
const ANSWERS = SAMPLE_ANSWERS;
const SCORES = SAMPLE_SCORES;
const ORDER = SAMPLE_ORDER;

/** Cronbach's α of a candidates × items score matrix (population variances), written out plainly. */
function alphaOf(m: number[][]): number {
  const k = m[0].length;
  const variance = (xs: number[]) => {
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    return xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length;
  };
  const items = Array.from({ length: k }, (_, j) => variance(m.map((r) => r[j])));
  const totals = variance(m.map((r) => r.reduce((s, x) => s + x, 0)));
  return (k / (k - 1)) * (1 - items.reduce((s, v) => s + v, 0) / totals);
}

describe('item analysis of the UTBK / AKM forms (docs/decisions/0027)', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  let materiId: number;
  let ids: Record<FormName | 'pg', number>;
  let report: ItemAnalysisReport;

  beforeAll(async () => {
    t = await createTestContext();
    admin = await makeStaff(t.db, 'admin');
    const set = await makeTryout(t.db, [
      { acak_pilihan: true, groups: [{ nama: 'Campur', jumlah: 0, questions: [{ kunci: 'A' }] }] },
    ]);
    const m = set.materi[0];
    materiId = m.id;
    ids = { pg: m.questions[0].id, ...(await addEveryForm(t.db, m.questions[0].group_id, m.id)) };
    const api = examApi(t);
    for (const answers of ANSWERS) {
      const { auth } = await makeCandidate(t.db);
      const sheet = await api.sheet(auth, m.kode_ujian);
      for (const [name, raw] of Object.entries(answers)) {
        const id = ids[name as FormName | 'pg'];
        const shown = (k: unknown) => shownLetter(sheet, id, k as OptionKey);
        const r =
          name === 'pg'
            ? await api.save(auth, m.kode_ujian, id, shown(raw))
            : await api.post('/simpanJawaban', auth, {
                kode_ujian: m.kode_ujian,
                id_soal: id,
                jawaban: name === 'ganda' || name === 'jodoh' ? (raw as unknown[]).map(shown) : raw,
              });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
      expect((await api.submit(auth, m.kode_ujian)).status).toBe(200);
    }
    const r = await t.app.inject({
      method: 'GET',
      url: `${API}/analisis-butir/materi/${materiId}`,
      headers: admin.auth,
    });
    expect(r.statusCode, r.body).toBe(200);
    report = r.json().data;
  });
  afterAll(async () => t.close());

  const item = (name: FormName | 'pg') => report.items.find((i) => i.id === ids[name]) as ItemRow;

  it('every auto-scored question is an item; p is the mean item score in [0, 1]', () => {
    expect(report.summary.n).toBe(4);
    expect(report.items.map((i) => i.type_soal).sort()).toEqual(
      [
        'PG',
        'PG Kompleks',
        'PG Jawaban Ganda',
        'Isian Angka',
        'Isian Singkat',
        'Menjodohkan',
        'Benar/Salah',
      ].sort(),
    );
    ORDER.forEach((name, j) => {
      const mean = SCORES.reduce((s, r) => s + r[j], 0) / 4;
      expect(item(name).drawn, name).toBe(4);
      expect(item(name).p, name).toBeCloseTo(mean, 10);
    });
    expect(item('tabel').p).toBeCloseTo(0.375, 10);
    expect(item('singkat').correct).toBeCloseTo(1.5, 10);
    // c3 answered nothing: empty on every item
    expect(item('angka').empty.count).toBe(1);
    expect(item('tabel').empty.count).toBe(1);
  });

  it("Cronbach's α from the item scores beside KR-20, and the report says α was used", () => {
    expect(report.summary.reliabilitas).toBe('alpha');
    expect(report.summary.alpha).toBeCloseTo(alphaOf(SCORES), 10);
    expect(report.summary.kr20).toBeNull();
    expect(report.summary.kr20_reason).toBe(KR20_UNDEFINED.partial);
    expect(report.summary.kr20_items).toBe(7);
    expect(report.summary.sem).toBeCloseTo((report.summary.sd ?? 0) * Math.sqrt(1 - alphaOf(SCORES)), 8);
  });

  it('per statement p for PG Kompleks, per premise for Menjodohkan, per option counts for Jawaban Ganda', () => {
    expect(item('tabel').kunci_pg).toBe('Benar, Salah, Benar, Salah');
    expect(item('tabel').parts).toEqual([
      { teks: 'Bumi bulat', correct: 2, p: 0.5 },
      { teks: 'Air membeku 50 derajat', correct: 2, p: 0.5 },
      { teks: 'Besi logam', correct: 3, p: 0.75 },
      { teks: 'Garam manis', correct: 1, p: 0.25 },
    ]);
    expect(item('jodoh').kunci_pg).toBe('1-B, 2-D, 3-A');
    expect(item('jodoh').parts?.map((p) => [p.teks, p.correct, p.p])).toEqual([
      ['Air', 2, 0.5],
      ['Garam', 2, 0.5],
      ['Gula', 1, 0.25],
    ]);
    expect(item('ganda').kunci_pg).toBe('A, C');
    expect(item('ganda').options.map((o) => [o.option, o.is_key, o.count])).toEqual([
      ['A', true, 3],
      ['B', false, 1],
      ['C', true, 2],
      ['D', false, 0],
    ]);
    expect(item('ganda').options.find((o) => o.option === 'D')?.distractor).toBe('tidak berfungsi');
    for (const name of ['angka', 'singkat', 'bs'] as const) {
      expect(item(name).options, name).toEqual([]);
      expect(item(name).parts, name).toBeNull();
    }
    expect(item('pg').parts).toBeNull();
    expect(item('pg').options.find((o) => o.option === 'A')).toMatchObject({ is_key: true, count: 2 });
  });

  it('IRT takes the same answers as 0/1: full credit 1, part credit 0', async () => {
    const { questionIds, takers } = responseMatrix(await firstAttemptResponses(t.db, materiId));
    expect(questionIds).toEqual(ORDER.map((name) => ids[name]));
    expect(takers.map((r) => r.responses)).toEqual(SCORES.map((row) => row.map((x) => (x === 1 ? 1 : 0))));
    expect(takers[1].responses).toEqual([1, 0, 0, 1, 0, 0, 1]);
  });

  it('the Excel carries α, the method, each item’s form and the statements and premises', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${API}/analisis-butir/materi/${materiId}/excel`,
      headers: admin.auth,
    });
    expect(r.statusCode).toBe(200);
    const summary = await readXlsx(r.rawPayload, 'Ringkasan');
    expect(summary.find((l) => l[0] === 'Reliabilitas dipakai')?.[1]).toBe(
      "Cronbach's α (ada soal dengan nilai sebagian)",
    );
    expect(Number(summary.find((l) => l[0] === "Cronbach's α")?.[1])).toBeCloseTo(alphaOf(SCORES), 6);
    const parts = await readXlsx(r.rawPayload, 'Pernyataan dan Premis');
    expect(parts).toHaveLength(1 + 4 + 3);
    expect(parts[4]).toEqual([item('tabel').nomor, 'PG Kompleks', 4, 'Garam manis', 1, 0.25]);
  });
});
