import { ROSTER_MSG } from '@tryout/shared/roster';
import { describe, expect, it } from 'vitest';
import { rosterFromTable } from './roster';

describe('rosterFromTable', () => {
  it('finds the columns by their header in any order and case, normalises NIMs and e-mails', () => {
    const read = rosterFromTable([
      ['No', 'E-mail', 'Nama Mahasiswa', 'nim'],
      ['1', 'ANI@Kampus.ac.id', 'Ani Lestari', ' ti22 a001 '],
      ['2', '', 'Budi', 'TI22A002'],
    ]);
    expect(read).toEqual({
      entries: [
        { nim: 'TI22A001', nama: 'Ani Lestari', email: 'ani@kampus.ac.id' },
        { nim: 'TI22A002', nama: 'Budi', email: null },
      ],
      ditolak: [],
    });
  });

  it('reads NIM, Nama, Email in that order when there is no header', () => {
    expect(rosterFromTable([['22001', 'Citra', 'c@kampus.ac.id']]).entries).toEqual([
      { nim: '22001', nama: 'Citra', email: 'c@kampus.ac.id' },
    ]);
  });

  it.each([
    [['', 'Tanpa NIM', ''], ROSTER_MSG.nimRequired],
    [['22002', '', ''], ROSTER_MSG.namaRequired],
    [['22003', 'Dedi', 'bukan-email'], ROSTER_MSG.emailInvalid],
    [['22001 ', 'Lagi', ''], ROSTER_MSG.nimTwiceInFile],
  ])('refuses the row %j with its number: %s', (row, alasan) => {
    const read = rosterFromTable([['NIM', 'Nama', 'Email'], ['22001', 'Ani', ''], ['', '', ''], row]);
    expect(read.entries.map((e) => e.nim)).toEqual(['22001']);
    expect(read.ditolak).toEqual([{ baris: 4, alasan }]);
  });
});
