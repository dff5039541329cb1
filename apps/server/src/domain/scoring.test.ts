import { describe, expect, it } from 'vitest';
import { finalScore, round2, scorePg, typeOfQuestions } from './scoring';

const pg = (kunci: string, value: string | null) => ({ type_soal: 'PG' as const, kunci_pg: kunci, value });
const essay = { type_soal: 'Essay' as const, kunci_pg: null, value: null };

describe('scorePg', () => {
  it.each([
    ['all correct', [pg('A', 'A'), pg('B', 'B')], 2, 2, 100],
    ['none answered', [pg('A', null), pg('B', null)], 0, 2, 0],
    ['one of three', [pg('A', 'A'), pg('B', 'C'), pg('C', null)], 1, 3, 33.33],
    ['two of three', [pg('A', 'A'), pg('B', 'B'), pg('C', 'A')], 2, 3, 66.67],
    ['essays do not count', [pg('A', 'A'), essay, essay], 1, 1, 100],
    ['case and spaces of the key ignored', [pg(' a ', 'A')], 1, 1, 100],
  ])('%s', (_name, questions, correct, total, nilai) => {
    expect(scorePg(questions)).toEqual({ correct, total, nilai_pg: nilai });
  });

  it('is null without PG questions', () => {
    expect(scorePg([essay]).nilai_pg).toBeNull();
    expect(scorePg([]).nilai_pg).toBeNull();
  });

  it('a missing key never matches', () => {
    expect(scorePg([{ type_soal: 'PG', kunci_pg: null, value: 'A' }]).correct).toBe(0);
  });
});

describe('finalScore', () => {
  it.each([
    ['PG', 80, null, 80],
    ['PG', null, null, null],
    ['Essay', 80, null, null],
    ['Essay', 80, 70, 70],
    ['PG Dan Essay', 80, null, null],
    ['PG Dan Essay', 80, 71, 75.5],
    ['PG Dan Essay', 33.33, 66.67, 50],
  ] as const)('%s pg=%s essay=%s → %s', (type, p, e, expected) => {
    expect(finalScore(type, p, e)).toBe(expected);
  });
});

describe('round2 and typeOfQuestions', () => {
  it('rounds to 2 decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(200 / 3)).toBe(66.67);
  });
  it.each([
    [['PG', 'PG'], 'PG'],
    [['Essay'], 'Essay'],
    [['PG', 'Essay'], 'PG Dan Essay'],
    [[], 'PG'],
  ] as const)('%j → %s', (types, expected) => {
    expect(typeOfQuestions(types)).toBe(expected);
  });
});
