import { describe, expect, it } from 'vitest';
import { difficultyLevel, discriminationLevel, distractorLevel, needsRevision } from './classify';

describe('difficultyLevel: Mudah p > 0.70, Sedang 0.30–0.70, Sukar p < 0.30', () => {
  it.each([
    [1, 'Mudah'],
    [0.71, 'Mudah'],
    [0.7, 'Sedang'],
    [21 / 30, 'Sedang'],
    [0.5, 'Sedang'],
    [0.3, 'Sedang'],
    [9 / 30, 'Sedang'],
    [0.29, 'Sukar'],
    [0, 'Sukar'],
    [null, null],
  ] as const)('p = %s → %s', (p, label) => {
    expect(difficultyLevel(p)).toBe(label);
  });
});

describe("discriminationLevel and the 'revisi' flag", () => {
  it.each([
    [1, 'baik sekali', false],
    [0.4, 'baik sekali', false],
    // 0.6 − 0.2 is 0.39999999999999997 in binary: still 0.40
    [0.6 - 0.2, 'baik sekali', false],
    [0.39, 'baik', false],
    [0.3, 'baik', false],
    [0.29, 'cukup', false],
    [0.2, 'cukup', false],
    [0.5 - 0.3, 'cukup', false],
    [0.19, 'jelek', true],
    [0, 'jelek', true],
    [-0.2, 'jelek', true],
    [-1, 'jelek', true],
    [null, null, false],
  ] as const)('D = %s → %s, revisi %s', (d, label, revisi) => {
    expect(discriminationLevel(d)).toBe(label);
    expect(needsRevision(d)).toBe(revisi);
  });
});

describe("distractorLevel: 'tidak berfungsi' when chosen by < 5 %", () => {
  it.each([
    [0, 'tidak berfungsi'],
    [0.049, 'tidak berfungsi'],
    [0.05, 'berfungsi'],
    [1 / 20, 'berfungsi'],
    [0.3, 'berfungsi'],
  ] as const)('share %s → %s', (share, label) => {
    expect(distractorLevel(share)).toBe(label);
  });
});
