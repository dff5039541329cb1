import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromNumericString, numeric } from './numbers';

describe('numeric: numbers and numeric strings only', () => {
  const schema = numeric(z.number().int().min(1));
  it.each([
    [5, 5],
    ['5', 5],
    [' 7 ', 7],
    ['1e2', 100],
  ])('accepts %j as %j', (input, out) => {
    expect(schema.parse(input)).toBe(out);
  });
  it.each([
    [true],
    [false],
    [[5]],
    [['5']],
    [{}],
    [{ n: 5 }],
    [null],
    [''],
    ['  '],
    ['abc'],
    ['1e999'],
    ['0x'],
  ])('refuses %j', (input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
  it('leaves anything that is not a numeric string as it is', () => {
    expect(fromNumericString(true)).toBe(true);
    expect(fromNumericString('x1')).toBe('x1');
    expect(fromNumericString('12')).toBe(12);
  });
});
