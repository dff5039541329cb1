import { describe, expect, it } from 'vitest';
import { readCsv } from './csv';

describe('readCsv', () => {
  it.each([
    [
      'NIM,Nama\n1,Ani\n',
      [
        ['NIM', 'Nama'],
        ['1', 'Ani'],
      ],
    ],
    [
      '\uFEFFNIM;Nama;Email\r\n1;Budi, S.Kom;b@x.id\r\n',
      [
        ['NIM', 'Nama', 'Email'],
        ['1', 'Budi, S.Kom', 'b@x.id'],
      ],
    ],
    [
      'a,"b ""c"", d"\n"e\nf",g',
      [
        ['a', 'b "c", d'],
        ['e\nf', 'g'],
      ],
    ],
    ['a,b\n1\n', [['a', 'b'], ['1']]],
    ['', []],
  ])('%j', (text, rows) => {
    expect(readCsv(text)).toEqual(rows);
  });

  it('trims the fields when asked, and says null for a text that is not CSV', () => {
    expect(readCsv(' i1 , i2 \n 1 ,0\n', { trim: true })).toEqual([
      ['i1', 'i2'],
      ['1', '0'],
    ]);
    expect(readCsv('a,"b\n1,2\n')).toBeNull();
  });
});
