import { describe, expect, it } from 'vitest';
import { finalScore, round2, scorePg, tallyByGroup, typeOfQuestions } from './scoring';

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

describe('tallyByGroup', () => {
  const inGroup = (
    group_id: number | null,
    nama_group: string | null,
    q: typeof essay | ReturnType<typeof pg>,
  ) => ({
    ...q,
    group_id,
    nama_group,
  });

  it.each([
    [
      'right, wrong and empty per group, groups in sheet order',
      [
        inGroup(2, 'Verbal', pg('A', 'A')),
        inGroup(2, 'Verbal', pg('B', 'C')),
        inGroup(1, 'Numerik', pg('C', null)),
        inGroup(1, 'Numerik', pg('D', ' ')),
        inGroup(2, 'Verbal', pg(' d ', 'D')),
      ],
      [
        { nama_group: 'Verbal', benar: 2, salah: 1, kosong: 0, essay: 0 },
        { nama_group: 'Numerik', benar: 0, salah: 0, kosong: 2, essay: 0 },
      ],
    ],
    [
      'essays counted apart; a question without a group',
      [inGroup(3, 'Writing', essay), inGroup(null, null, pg('A', 'B'))],
      [
        { nama_group: 'Writing', benar: 0, salah: 0, kosong: 0, essay: 1 },
        { nama_group: 'Soal', benar: 0, salah: 1, kosong: 0, essay: 0 },
      ],
    ],
    ['nothing', [], []],
  ])('%s', (_name, questions, tally) => {
    expect(tallyByGroup(questions)).toEqual(tally);
  });

  it('agrees with scorePg on the number right', () => {
    const qs = [pg('A', 'A'), pg('B', 'B'), pg('C', 'A'), pg('D', null)].map((q) => inGroup(1, 'G', q));
    expect(tallyByGroup(qs)[0].benar).toBe(scorePg(qs).correct);
  });
});
