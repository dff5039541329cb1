import { describe, expect, it } from 'vitest';
import { readNumberAnswer } from './number-answer';
import {
  candidateContent,
  FORM_CONTENT,
  FORM_KEY,
  FORM_MSG,
  FORM_TYPES,
  formAnswerSchema,
  formMismatch,
  ruleSchema,
} from './question-forms';

describe('readNumberAnswer', () => {
  it.each([
    ['8,5', 8.5],
    ['8.5', 8.5],
    ['8,50', 8.5],
    [' 8,5 ', 8.5],
    ['1.000,5', 1000.5],
    ['1,000.5', 1000.5],
    ['1.000.000', 1_000_000],
    ['1,000,000', 1_000_000],
    ['1.000', 1],
    ['-2,25', -2.25],
    ['+3', 3],
    ['.5', 0.5],
    ['0', 0],
    ['-0', 0],
    ['1/2', 0.5],
    [' -3 / 4 ', -0.75],
    ['12345678901234567890', 12345678901234567000],
  ])('%j → %s', (typed, n) => {
    expect(readNumberAnswer(typed)).toBe(n);
  });

  it.each([
    '',
    '   ',
    '1e309',
    '1e3',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    '8,',
    '1,2,3',
    '1.00,5',
    '1,00.5',
    '12.345.67',
    '1/0',
    '1/2/3',
    '1,5/2',
    '--1',
    '8 5',
    '9'.repeat(400),
    '1'.repeat(51),
  ])('%j is no number', (typed) => {
    expect(readNumberAnswer(typed)).toBeNull();
  });
});

describe('form schemas', () => {
  it('a table needs 2–8 statements and one key each', () => {
    expect(FORM_CONTENT['PG Kompleks'].safeParse({ pernyataan: ['a'] }).error?.issues[0].message).toBe(
      FORM_MSG.statementsCount,
    );
    const isi = FORM_CONTENT['PG Kompleks'].parse({ pernyataan: ['a', 'b', 'c'] });
    expect(isi.label).toBe('Benar/Salah');
    const kunci = FORM_KEY['PG Kompleks'].parse({ jawaban: [true, false] });
    expect(formMismatch('PG Kompleks', isi, kunci, [])?.message).toBe(FORM_MSG.statementKeys);
    expect(formMismatch('PG Kompleks', isi, { jawaban: [true, false, true] }, [])).toBeNull();
  });

  it('Jawaban Ganda: keys among the filled options, weights of the right ones sum to 100', () => {
    const k = FORM_KEY['PG Jawaban Ganda'].parse({ benar: ['A', 'C'], bobot: { A: 50, C: 50, B: -100 } });
    expect(formMismatch('PG Jawaban Ganda', {}, k, ['A', 'B', 'C'])).toBeNull();
    expect(formMismatch('PG Jawaban Ganda', {}, k, ['A', 'B'])?.message).toBe(FORM_MSG.multipleKeyRequired);
    expect(
      formMismatch('PG Jawaban Ganda', {}, { benar: ['A'], bobot: { A: 60 } }, ['A', 'B'])?.message,
    ).toBe(FORM_MSG.optionWeightsInvalid);
    expect(FORM_KEY['PG Jawaban Ganda'].safeParse({ benar: ['A', 'A'] }).success).toBe(false);
    expect(FORM_KEY['PG Jawaban Ganda'].safeParse({ benar: [] }).error?.issues[0].message).toBe(
      FORM_MSG.multipleKeyRequired,
    );
  });

  it('Isian Angka keys are numbers by the rule; relative tolerance at most 100 %', () => {
    expect(FORM_KEY['Isian Angka'].parse({ jawaban: ['0,5', '1/2'] })).toEqual({
      jawaban: ['0,5', '1/2'],
      toleransi: 0,
      jenis_toleransi: 'mutlak',
    });
    expect(FORM_KEY['Isian Angka'].safeParse({ jawaban: ['1e309'] }).error?.issues[0].message).toBe(
      FORM_MSG.numberKeyInvalid,
    );
    expect(
      FORM_KEY['Isian Angka'].safeParse({ jawaban: ['1'], toleransi: 150, jenis_toleransi: 'relatif' })
        .success,
    ).toBe(false);
  });

  it('rules: the default when none is sent, refused when unknown', () => {
    expect(ruleSchema('PG Kompleks').parse(undefined)).toBe('semua');
    expect(ruleSchema('PG Kompleks').parse('kprim')).toBe('kprim');
    expect(ruleSchema('PG Kompleks').safeParse('berbobot').error?.issues[0].message).toContain(
      'Aturan penilaian',
    );
    expect(ruleSchema('Isian Angka').parse('apa saja')).toBeNull();
  });
});

describe('formAnswerSchema (the candidate answer)', () => {
  const table = { label: 'Benar/Salah', pernyataan: ['a', 'b', 'c'] };
  it.each([
    ['PG Kompleks', table, [true, null, false], true],
    ['PG Kompleks', table, [true, false], false],
    ['PG Kompleks', table, [true, false, true, true], false],
    ['PG Kompleks', table, [1, 0, 1], false],
    ['PG Kompleks', table, 'B,S,B', false],
    ['PG Jawaban Ganda', {}, ['A', 'C'], true],
    ['PG Jawaban Ganda', {}, [], true],
    ['PG Jawaban Ganda', {}, ['A', 'A'], false],
    ['PG Jawaban Ganda', {}, ['E'], false],
    ['Isian Angka', {}, ' 8,5 ', true],
    ['Isian Angka', {}, '', true],
    ['Isian Angka', {}, '1e309', false],
    ['Isian Angka', {}, 'NaN', false],
    ['Isian Angka', {}, 8.5, false],
    ['Isian Singkat', {}, 'Jakarta', true],
    ['Isian Singkat', {}, 'x'.repeat(501), false],
    ['Menjodohkan', { premis: ['p', 'q'] }, ['B', null], true],
    ['Menjodohkan', { premis: ['p', 'q'] }, ['B', 'E'], false],
    ['Menjodohkan', { premis: ['p', 'q'] }, ['B', 'A', 'C'], false],
    ['Benar/Salah', {}, true, true],
    ['Benar/Salah', {}, 'Benar', false],
  ] as const)('%s %j ← %j: %s', (type, isi, answer, ok) => {
    expect(formAnswerSchema(type, isi, 4).safeParse(answer).success).toBe(ok);
  });
});

describe('candidateContent', () => {
  it('copies only the known fields', () => {
    expect(
      candidateContent('PG Kompleks', {
        label: 'Ya/Tidak',
        pernyataan: ['a'],
        kunci: [true],
        jawaban: [true],
      }),
    ).toEqual({ label: ['Ya', 'Tidak'], pernyataan: ['a'] });
    expect(candidateContent('Menjodohkan', { premis: ['p'], pasangan: ['A'] })).toEqual({ premis: ['p'] });
    expect(candidateContent('Isian Singkat', { jawaban: ['rahasia'] })).toEqual({});
  });
  it.each(FORM_TYPES)(
    '%s: a stored content without its lists or with an unknown label does not fail',
    (type) => {
      expect(() => candidateContent(type, {})).not.toThrow();
      expect(() => candidateContent(type, { label: 'Aneh' })).not.toThrow();
      expect(() => formAnswerSchema(type, {}, 5)).not.toThrow();
    },
  );
});
