import { FORM_KEY } from '@tryout/shared/question-forms';
import { describe, expect, it } from 'vitest';
import {
  matchingAllOrNothing,
  matchingPerPair,
  multipleAllOrNothing,
  multipleWeighted,
  normaliseShort,
  optionWeights,
  scoreForm,
  scoreNumber,
  scoreShort,
  scoreTrueFalse,
  storedKey,
  tableAllOrNothing,
  tableKprim,
  tablePerStatement,
  withinTolerance,
} from './form-scoring';
import { tallyByGroup, weightedNilai } from './scoring';

const T = true;
const F = false;
const key4 = [T, F, T, T];

describe('PG Kompleks', () => {
  it.each([
    ['all right', [T, F, T, T], 1, 1, 1],
    ['one wrong', [T, T, T, T], 0, 0.5, 0.75],
    ['one row blank (partly answered)', [T, F, T, null], 0, 0.5, 0.75],
    ['two wrong', [F, T, T, T], 0, 0, 0.5],
    ['all wrong', [F, T, F, F], 0, 0, 0],
    ['nothing answered', [null, null, null, null], 0, 0, 0],
    ['no answer at all', null, 0, 0, 0],
    ['a shorter row list', [T, F], 0, 0, 0.5],
    ['not a list', 'B,S,B,B', 0, 0, 0],
    ['rows of another type', [1, 0, 1, 1], 0, 0, 0],
  ] as const)('%s → all-or-nothing %s, Kprim %s, per statement %s', (_n, answer, all, kprim, per) => {
    expect(tableAllOrNothing(key4, answer)).toBe(all);
    expect(tableKprim(key4, answer)).toBe(kprim);
    expect(tablePerStatement(key4, answer)).toBe(per);
  });
});

describe('PG Jawaban Ganda', () => {
  const right = ['A', 'C'] as const;
  it.each([
    [['A', 'C'], 1],
    [['C', 'A'], 1],
    [['A'], 0],
    [['A', 'C', 'D'], 0],
    [[], 0],
    [null, 0],
  ] as const)('all-or-nothing %j → %s', (answer, score) => {
    expect(multipleAllOrNothing(right, answer)).toBe(score);
  });

  const moodle = { A: 50, C: 50, B: -100, D: -100, E: 0 } as const;
  it.each([
    [['A', 'C'], 1],
    [['A'], 0.5],
    [['A', 'E'], 0.5],
    [['A', 'B'], 0],
    [['A', 'C', 'B'], 0],
    [['B', 'D'], 0],
    [['B'], 0],
    [[], 0],
    ['A', 0],
  ] as const)('weighted %j → %s (never below 0)', (answer, score) => {
    expect(multipleWeighted(moodle, answer)).toBe(score);
  });

  it('default weights: each right 100 ÷ right ones, each wrong minus that; all chosen is 0', () => {
    const key = FORM_KEY['PG Jawaban Ganda'].parse({ benar: ['A', 'C'] });
    const w = optionWeights(key, ['A', 'B', 'C', 'D']);
    expect(w).toEqual({ A: 50, B: -50, C: 50, D: -50 });
    expect(multipleWeighted(w, ['A', 'B', 'C', 'D'])).toBe(0);
    expect(multipleWeighted(w, ['A', 'C', 'D'])).toBe(0.5);
    expect(multipleWeighted({ A: 33.33, B: 33.33, C: 33.34 }, ['A', 'B', 'C'])).toBe(1);
  });
});

describe('storedKey', () => {
  const key = { benar: ['A', 'C'] };
  it.each([
    // 'berbobot' without weights: the default ones written down (each right +50, each other filled −50)
    ['PG Jawaban Ganda', 'berbobot', key, { ...key, bobot: { A: 50, B: -50, C: 50, D: -50 } }],
    // its own weights are kept
    ['PG Jawaban Ganda', 'berbobot', { ...key, bobot: { A: 100 } }, { ...key, bobot: { A: 100 } }],
    // all-or-nothing and other forms: as they are
    ['PG Jawaban Ganda', 'semua', key, key],
    ['PG Jawaban Ganda', null, key, key],
    ['PG Kompleks', 'berbobot', { jawaban: ['B'] }, { jawaban: ['B'] }],
  ] as const)('%s %s %j → %j', (type, rule, kunci, stored) => {
    expect(storedKey(type, rule, kunci as Record<string, unknown>, ['A', 'B', 'C', 'D'])).toEqual(stored);
  });

  it('scoring the stored key needs no options: choosing the right ones scores 1, everything 0', () => {
    const kunci = storedKey('PG Jawaban Ganda', 'berbobot', key as Record<string, unknown>, [
      'A',
      'B',
      'C',
      'D',
    ]);
    const q = { type_soal: 'PG Jawaban Ganda', kunci, aturan_skor: 'berbobot', filled: [] } as const;
    expect(scoreForm(q, ['A', 'C'])).toBe(1);
    expect(scoreForm(q, ['A'])).toBe(0.5);
    expect(scoreForm(q, ['A', 'B', 'C', 'D'])).toBe(0);
  });
});

describe('Isian Angka', () => {
  const key = (jawaban: string[], toleransi = 0, jenis_toleransi: 'mutlak' | 'relatif' = 'mutlak') =>
    FORM_KEY['Isian Angka'].parse({ jawaban, toleransi, jenis_toleransi });
  it.each([
    [key(['8,5']), '8,5', 1],
    [key(['8,5']), '8.5', 1],
    [key(['8,5']), '8,50', 1],
    [key(['8,5']), ' 8,5 ', 1],
    [key(['8,5']), '8,6', 0],
    [key(['1000,5']), '1.000,5', 1],
    [key(['1000,5']), '1,000.5', 1],
    [key(['0,5', '1/2']), '1/2', 1],
    [key(['0,5']), '2/4', 1],
    [key(['0,5', '0,25']), '0,25', 1],
    [key(['8,5'], 0.1), '8,6', 1],
    [key(['8,5'], 0.1), '8,4', 1],
    [key(['8,5'], 0.1), '8,61', 0],
    [key(['8,5'], 0.1), '8,39', 0],
    [key(['200'], 5, 'relatif'), '210', 1],
    [key(['200'], 5, 'relatif'), '190', 1],
    [key(['200'], 5, 'relatif'), '210,01', 0],
    [key(['-3'], 0.5), '-3,5', 1],
    [key(['8,5']), '', 0],
    [key(['8,5']), '   ', 0],
    [key(['8,5']), null, 0],
    [key(['1000']), '1e3', 0],
    [key(['0']), 'NaN', 0],
    [key(['0']), 'Infinity', 0],
    [key(['0']), '1e309', 0],
    [key(['8,5']), 8.5, 0],
  ] as const)('%j ← %j → %s', (k, answer, score) => {
    expect(scoreNumber(k, answer)).toBe(score);
  });

  it('a tolerance exactly at the edge is within it (float error aside), a step beyond is not', () => {
    expect(withinTolerance(0.3, 0.1, { toleransi: 0.2, jenis_toleransi: 'mutlak' })).toBe(true);
    expect(withinTolerance(1.1, 1, { toleransi: 10, jenis_toleransi: 'relatif' })).toBe(true);
    expect(withinTolerance(1.1000001, 1, { toleransi: 10, jenis_toleransi: 'relatif' })).toBe(false);
    expect(withinTolerance(0.30001, 0.1, { toleransi: 0.2, jenis_toleransi: 'mutlak' })).toBe(false);
  });
});

describe('Isian Singkat', () => {
  const key = FORM_KEY['Isian Singkat'].parse({
    jawaban: [{ teks: 'Jakarta' }, { teks: 'DKI  Jakarta', nilai: 100 }, { teks: 'Batavia', nilai: 50 }],
  });
  const strict = { ...key, abaikan_huruf_besar: false };
  it.each([
    [key, 'Jakarta', 1],
    [key, '  jakarta ', 1],
    [key, 'dki   jakarta', 1],
    [key, 'Batavia', 0.5],
    [key, 'Bandung', 0],
    [key, '', 0],
    [key, '   ', 0],
    [key, null, 0],
    [key, ['Jakarta'], 0],
    [strict, 'jakarta', 0],
    [strict, ' Jakarta ', 1],
    [strict, 'DKI Jakarta', 1],
  ] as const)('%# %j → %s', (k, answer, score) => {
    expect(scoreShort(k, answer)).toBe(score);
  });
  it('normalises', () => {
    expect(normaliseShort('  A \t b  ', true)).toBe('a b');
  });
});

describe('Menjodohkan', () => {
  const pairs = ['B', 'A', 'B'] as const;
  it.each([
    [['B', 'A', 'B'], 1, 1],
    [['B', 'A', null], 0, 2 / 3],
    [['A', 'B', 'B'], 0, 1 / 3],
    [[null, null, null], 0, 0],
    [null, 0, 0],
  ] as const)('%j → all-or-nothing %s, per pair %s', (answer, all, per) => {
    expect(matchingAllOrNothing(pairs, answer)).toBe(all);
    expect(matchingPerPair(pairs, answer)).toBeCloseTo(per, 10);
  });
});

describe('Benar/Salah and scoreForm', () => {
  it('one statement', () => {
    expect(scoreTrueFalse(true, true)).toBe(1);
    expect(scoreTrueFalse(true, false)).toBe(0);
    expect(scoreTrueFalse(false, null)).toBe(0);
  });
  it('picks the rule (null: the default, the first)', () => {
    const q = { type_soal: 'PG Kompleks', kunci: { jawaban: key4 }, filled: [] } as const;
    const answer = [T, F, T, F];
    expect(scoreForm({ ...q, aturan_skor: null }, answer)).toBe(0);
    expect(scoreForm({ ...q, aturan_skor: 'kprim' }, answer)).toBe(0.5);
    expect(scoreForm({ ...q, aturan_skor: 'per_pernyataan' }, answer)).toBe(0.75);
    const jg = {
      type_soal: 'PG Jawaban Ganda',
      kunci: { benar: ['A', 'B'] },
      filled: ['A', 'B', 'C'],
    } as const;
    expect(scoreForm({ ...jg, aturan_skor: 'berbobot' }, ['A'])).toBe(0.5);
    expect(scoreForm({ ...jg, aturan_skor: null }, ['A'])).toBe(0);
    const m = { type_soal: 'Menjodohkan', kunci: { pasangan: ['A', 'B'] }, filled: ['A', 'B'] } as const;
    expect(scoreForm({ ...m, aturan_skor: 'per_pasangan' }, ['A', 'A'])).toBe(0.5);
    expect(scoreForm({ ...m, aturan_skor: null }, ['A', 'A'])).toBe(0);
  });
});

describe('weightedNilai', () => {
  it.each([
    ['every weight 1, 0/1 scores: as scorePg', [1, 1, 0].map((score) => ({ score, bobot: 1 })), 66.67],
    [
      'partial credit',
      [
        { score: 0.5, bobot: 1 },
        { score: 1, bobot: 1 },
      ],
      75,
    ],
    [
      'weights',
      [
        { score: 1, bobot: 3 },
        { score: 0, bobot: 1 },
      ],
      75,
    ],
    [
      'a score outside [0, 1] is clamped',
      [
        { score: -1, bobot: 1 },
        { score: 2, bobot: 1 },
      ],
      50,
    ],
    ['nothing to score', [], null],
  ] as const)('%s', (_n, scores, nilai) => {
    expect(weightedNilai(scores)).toBe(nilai);
  });
});

describe('tallyByGroup with forms', () => {
  it('a form is right only with full credit; unanswered is empty', () => {
    const row = (form_score: number | null) => ({
      type_soal: 'PG Kompleks',
      kunci_pg: null,
      value: null,
      group_id: 1,
      nama_group: 'G',
      form_score,
    });
    expect(tallyByGroup([row(1), row(0.5), row(0), row(null)])).toEqual([
      { nama_group: 'G', benar: 1, salah: 2, kosong: 1, essay: 0 },
    ]);
  });
});
