import type { Outcome } from '@tryout/shared/exam';
import { describe, expect, it } from 'vitest';
import { outcomeView } from './outcomeView';

const base: Outcome = {
  filled: true,
  average: 75,
  kkm: 60,
  passed: true,
  toefl_done: true,
  result: 'accepted_first',
  nama_prodi: 'Teknik Informatika',
  decided_by_campus: false,
  prodi_satu: { nama_prodi: 'Teknik Informatika', nilai_min_kelulusan: 70 },
  second_attempt_allowed: false,
  notice_allowed: true,
};

describe('outcomeView: the KKM pass and the programme outcome, labelled apart', () => {
  it.each<[string, Partial<Outcome>, ReturnType<typeof pick>]>([
    [
      'accepted at choice 1, above the KKM',
      {},
      {
        kkm: 'Lulus KKM',
        selection: 'Diterima di Prodi Pilihan 1 (Teknik Informatika)',
        banner: 'accepted_first',
        resend: true,
      },
    ],
    [
      'accepted at choice 2, below the KKM: the button is not offered',
      {
        average: 28.84,
        passed: false,
        result: 'accepted_second',
        nama_prodi: 'Teknik Mesin',
        notice_allowed: false,
      },
      {
        kkm: 'Tidak Lulus KKM',
        selection: 'Lulus Pada Prodi Pilihan 2 (Teknik Mesin)',
        banner: 'accepted_second',
        resend: false,
      },
    ],
    [
      'failed, second attempt allowed',
      {
        average: 50,
        passed: false,
        result: 'failed',
        nama_prodi: null,
        second_attempt_allowed: true,
        notice_allowed: false,
      },
      { kkm: 'Tidak Lulus KKM', selection: 'Belum Diterima', banner: 'failed', resend: false },
    ],
    [
      'not accepted in the programmes but above the KKM: the notice can still be resent',
      { average: 65, result: 'failed', nama_prodi: null, second_attempt_allowed: true },
      { kkm: 'Lulus KKM', selection: 'Belum Diterima', banner: 'failed', resend: true },
    ],
    [
      'failed, attempts used up',
      { average: 50, passed: false, result: 'failed', nama_prodi: null, notice_allowed: false },
      { kkm: 'Tidak Lulus KKM', selection: 'Tidak Diterima', banner: 'failed', resend: false },
    ],
    [
      'not every materi taken yet',
      { filled: false, average: null, passed: false, result: 'pending', notice_allowed: false },
      { kkm: 'Belum Lengkap', selection: 'Belum Ditentukan', banner: null, resend: false },
    ],
    [
      'choice 2 set by the campus before every materi is taken',
      {
        filled: false,
        average: null,
        passed: false,
        result: 'accepted_second',
        nama_prodi: 'Teknik Mesin',
        decided_by_campus: true,
        notice_allowed: false,
      },
      {
        kkm: 'Belum Lengkap',
        selection: 'Lulus Pada Prodi Pilihan 2 (Teknik Mesin)',
        banner: 'accepted_second',
        resend: false,
      },
    ],
    [
      'tryout registrant without programmes, above the KKM',
      { result: 'none', nama_prodi: null, prodi_satu: null },
      { kkm: 'Lulus KKM', selection: null, banner: 'passed', resend: true },
    ],
    [
      'tryout registrant without programmes, below the KKM',
      {
        average: 40,
        passed: false,
        result: 'none',
        nama_prodi: null,
        prodi_satu: null,
        notice_allowed: false,
      },
      { kkm: 'Tidak Lulus KKM', selection: null, banner: 'failed', resend: false },
    ],
  ])('%s', (_n, patch, expected) => {
    expect(pick({ ...base, ...patch })).toEqual(expected);
  });

  it('says who decided and what a card’s Lulus means', () => {
    const v = outcomeView({ ...base, result: 'failed', decided_by_campus: true, nama_prodi: null });
    expect(v.selection).toEqual({
      label: 'Tidak Diterima',
      color: 'red',
      detail: 'Ditetapkan oleh sistem penerimaan mahasiswa baru',
    });
    expect(v.kkm.detail).toBe('Nilai rata-rata 75 · KKM 60');
    // a decimal comma (docs/decisions/0036)
    expect(outcomeView({ ...base, average: 13.3333 }).kkm.detail).toBe('Nilai rata-rata 13,33 · KKM 60');
    expect(v.cardLegend).toContain('Prodi Pilihan 1 (Teknik Informatika, 70)');
    expect(outcomeView({ ...base, prodi_satu: null }).cardLegend).toBeNull();
  });
});

function pick(o: Outcome) {
  const v = outcomeView(o);
  return { kkm: v.kkm.label, selection: v.selection?.label ?? null, banner: v.banner, resend: v.resend };
}
