import { describe, expect, it } from 'vitest';
import { detailLine } from './detailLine';

describe('detailLine', () => {
  it.each([
    // a course exam whose materi is named as its course: the course once
    [
      { nama_ujian: 'UTS Algoritma', nama_matkul: 'Algoritma', master_materi: 'Algoritma', kelas: 'A' },
      'Algoritma · Kelas A',
    ],
    // in another case or with spaces it is still the same name
    [
      { nama_ujian: 'UTS', nama_matkul: 'Basis Data', master_materi: ' basis data ', kelas: null },
      'Basis Data',
    ],
    // a materi named as the exam is not said again
    [
      { nama_ujian: 'Kuis 1', nama_matkul: 'Fisika', master_materi: 'kuis 1', kelas: 'B' },
      'Fisika · Kelas B',
    ],
    // a tryout card: no course, no class
    [{ nama_ujian: 'Matematika', nama_matkul: null, master_materi: 'Tryout PMB', kelas: null }, 'Tryout PMB'],
    [
      { nama_ujian: 'UAS', nama_matkul: 'Kimia', master_materi: 'Kimia Dasar', kelas: 'C' },
      'Kimia · Kimia Dasar · Kelas C',
    ],
  ])('%j → %j', (d, expected) => {
    expect(detailLine(d)).toBe(expected);
  });
});
