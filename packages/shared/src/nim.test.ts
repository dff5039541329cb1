import { describe, expect, it } from 'vitest';
import { normaliseNim } from './nim';

describe('normaliseNim', () => {
  it.each([
    ['A11.2020.12345', 'A11.2020.12345'],
    ['  a11.2020.12345 ', 'A11.2020.12345'],
    ['a11. 2020 .12345', 'A11.2020.12345'],
    ['\t2201234\n', '2201234'],
    ['ti-22 a', 'TI-22A'],
    ['', ''],
  ])('%j → %j', (given, expected) => {
    expect(normaliseNim(given)).toBe(expected);
  });

  it('is idempotent: a stored NIM normalises to itself', () => {
    for (const nim of [' a1 ', 'B 2', 'c3.d4'])
      expect(normaliseNim(normaliseNim(nim))).toBe(normaliseNim(nim));
  });
});
