import { describe, expect, it } from 'vitest';
import { searchResults } from './searchResults';

const rows = [
  { nama_mhs: 'Budi Santoso', nim: '0051234567' },
  { nama_mhs: 'Siti Aminah', nim: 'A11.2020.001' },
  { nama_mhs: 'Budiman', nim: '0059999999' },
];
const names = (q: string) => searchResults(rows, q).map((r) => r.nama_mhs);

describe('searchResults', () => {
  it.each([
    ['', ['Budi Santoso', 'Siti Aminah', 'Budiman']],
    ['  ', ['Budi Santoso', 'Siti Aminah', 'Budiman']],
    ['budi', ['Budi Santoso', 'Budiman']],
    ['SANTOSO budi', ['Budi Santoso']],
    ['0051234567', ['Budi Santoso']],
    ['005 123', ['Budi Santoso']],
    ['a11.2020', ['Siti Aminah']],
    ['00599', ['Budiman']],
    ['tidak ada', []],
  ])('%j → %j', (q, expected) => {
    expect(names(q)).toEqual(expected);
  });
});
