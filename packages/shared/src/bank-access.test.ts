import { describe, expect, it } from 'vitest';
import { type BankUse, contentText, deleteRefusal, usageText } from './bank-access';

const use = (u: Partial<BankUse>): BankUse => ({ ujian: 0, hasil: 0, berjalan: 0, percobaan: 0, ...u });

describe('usageText and deleteRefusal', () => {
  it.each<[Partial<BankUse>, string | null]>([
    [{}, null],
    [{ ujian: 3, hasil: 51 }, 'Dipakai oleh 3 ujian dan 51 hasil'],
    [{ ujian: 1 }, 'Dipakai oleh 1 ujian'],
    [{ hasil: 2, berjalan: 4 }, 'Dipakai oleh 2 hasil dan 4 peserta yang sedang mengerjakan'],
    [
      { ujian: 3, hasil: 51, percobaan: 1, berjalan: 4 },
      'Dipakai oleh 3 ujian, 51 hasil, 1 percobaan dan 4 peserta yang sedang mengerjakan',
    ],
  ])('%j → %s', (u, text) => {
    expect(usageText(use(u))).toBe(text);
    expect(deleteRefusal(use(u))).toBe(
      text &&
        `${text}, sehingga tidak dapat dihapus. Arsipkan saja agar tidak tampil lagi di daftar; ujian dan hasilnya tetap utuh`,
    );
  });
});

describe('contentText', () => {
  it.each<[{ jumlah_soal: number; jumlah_group?: number }, string]>([
    [{ jumlah_soal: 12, jumlah_group: 2 }, '12 soal, 2 group'],
    [{ jumlah_soal: 12 }, '12 soal'],
    [{ jumlah_soal: 0, jumlah_group: 2 }, '2 group'],
    [{ jumlah_soal: 0, jumlah_group: 0 }, 'tidak ada soal'],
  ])('%j → %s', (c, text) => {
    expect(contentText(c)).toBe(text);
  });
});
