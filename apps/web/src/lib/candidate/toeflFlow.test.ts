import type { ExamCard } from '@tryout/shared/exam';
import { describe, expect, it } from 'vitest';
import { notYetText, savedText, sectionBefore, sectionLabel } from './toeflFlow';

const card = (
  kode: string,
  toefl_type: number | null,
  done: boolean,
  is_toefl: '1' | '0' = '1',
): ExamCard => ({
  id_ujian: 1,
  kode_ujian: kode,
  nama_ujian: kode,
  master_materi: 'Tryout',
  waktu: 30,
  type_soal: 'PG',
  is_toefl,
  toefl_type,
  urutan: toefl_type ?? 9,
  mulai: null,
  selesai: null,
  status: done
    ? [{ attempt_no: 1, nilai_pg: 50, nilai_essay: null, nilai_akhir: 50, submitted_at: null }]
    : [],
  state: done ? 'Sudah Ujian' : 'Belum Ujian',
  attempts_left: done ? 1 : 2,
});

describe('the TOEFL sections in order (docs/decisions/0036)', () => {
  const cards = [
    card('TOEFL Reading', 3, false),
    card('TOEFL Listening', 1, true),
    card('TOEFL Structure', 2, false),
    card('TPA', null, false, '0'),
  ];

  it.each([
    ['the first unfinished section may start', 'TOEFL Structure', null],
    ['a later one waits for the first unfinished before it', 'TOEFL Reading', 'TOEFL Structure'],
    ['a finished one is not waited for', 'TOEFL Listening', null],
    ['not a TOEFL section', 'TPA', null],
    ['an unknown card', 'X', null],
  ])('%s', (_name, kode, before) => {
    expect(sectionBefore(cards, kode)?.kode_ujian ?? null).toBe(before);
  });

  it('names the section, says why it cannot start and that a section was saved', () => {
    expect(sectionLabel({ toefl_type: 2, nama_ujian: 'TOEFL Structure' })).toBe('2. Structure');
    expect(sectionLabel({ toefl_type: null, nama_ujian: 'TOEFL Lain' })).toBe('TOEFL Lain');
    expect(notYetText({ toefl_type: 1, nama_ujian: 'x' })).toBe(
      'Bagian TOEFL dikerjakan berurutan. Selesaikan bagian 1. Listening terlebih dahulu.',
    );
    expect(savedText({ toefl_type: 1, nama_ujian: 'x' }, 13.333)).toBe(
      'Bagian 1. Listening tersimpan · Nilai 13,33',
    );
    expect(savedText({ toefl_type: 4, nama_ujian: 'x' }, null)).toBe('Bagian 4. Writing tersimpan.');
  });
});
