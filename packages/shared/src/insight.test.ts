import { describe, expect, it } from 'vitest';
import { betterThan } from './insight';

describe('betterThan: the standing among the other candidates (docs/decisions/0036)', () => {
  it.each([
    [1, 1, 'Lebih baik dari 1 dari 1 peserta lain'],
    [0, 1, 'Lebih baik dari 0 dari 1 peserta lain'],
    [3, 4, 'Lebih baik dari 3 dari 4 peserta lain'],
    [0, 0, 'Belum ada peserta lain untuk dibandingkan'],
  ])('%i of %i', (lebihRendah, peserta, text) => {
    expect(betterThan(lebihRendah, peserta)).toBe(text);
  });
});
