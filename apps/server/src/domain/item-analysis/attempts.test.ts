import { describe, expect, it } from 'vitest';
import { selectAttempts } from './attempts';

const rows = [
  { candidate: 'a', attempt_no: 2, nilai: 90 },
  { candidate: 'b', attempt_no: 1, nilai: 40 },
  { candidate: 'a', attempt_no: 1, nilai: 60 },
  { candidate: 'b', attempt_no: 2, nilai: 40 },
  { candidate: 'c', attempt_no: 1, nilai: null },
  { candidate: 'c', attempt_no: 2, nilai: 10 },
  { candidate: 'd', attempt_no: 3, nilai: 70 },
];

describe('selectAttempts', () => {
  it('first (the default): each candidate’s lowest attempt_no, whatever the row order', () => {
    expect(selectAttempts(rows)).toEqual([rows[2], rows[1], rows[4], rows[6]]);
    expect(selectAttempts(rows, 'first')).toEqual(selectAttempts(rows));
  });

  it('best: the highest nilai, the earlier attempt on a tie, null below any score', () => {
    expect(selectAttempts(rows, 'best')).toEqual([rows[0], rows[1], rows[5], rows[6]]);
  });

  it('no rows: none chosen', () => {
    expect(selectAttempts([], 'best')).toEqual([]);
  });
});
