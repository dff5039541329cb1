import { describe, expect, it } from 'vitest';
import { formProgress } from './formState';

/** How far a form's answer is (the navigator): 0 nothing, 1 partly (a table or a matching), 2 answered. */
describe('formProgress', () => {
  it.each([
    ['PG Kompleks', undefined, 0],
    ['PG Kompleks', null, 0],
    ['PG Kompleks', [null, null, null], 0],
    ['PG Kompleks', [true, null, false], 1],
    ['PG Kompleks', [true, false, false], 2],
    ['Menjodohkan', ['A', null], 1],
    ['Menjodohkan', ['A', 'C'], 2],
    ['Menjodohkan', [null, null], 0],
    ['PG Jawaban Ganda', [], 0],
    ['PG Jawaban Ganda', ['B'], 2],
    ['Isian Angka', '', 0],
    ['Isian Angka', '   ', 0],
    ['Isian Angka', '0,5', 2],
    ['Isian Singkat', ' Jakarta ', 2],
    ['Benar/Salah', false, 2],
    ['Benar/Salah', true, 2],
    ['Benar/Salah', null, 0],
  ] as const)('%s %j → %i', (type, answer, expected) => {
    expect(formProgress(type, answer as never)).toBe(expected);
  });
});
