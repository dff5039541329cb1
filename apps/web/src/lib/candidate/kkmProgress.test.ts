import type { ExamCard, Outcome } from '@tryout/shared/exam';
import { describe, expect, it } from 'vitest';
import { kkmProgress } from './kkmProgress';

const card = (kode: string, nilai: (number | null)[], toefl = false): ExamCard => ({
  id_ujian: 1,
  kode_ujian: kode,
  nama_ujian: kode,
  master_materi: kode,
  waktu: 60,
  type_soal: 'PG',
  is_toefl: toefl ? '1' : '0',
  toefl_type: toefl ? 1 : null,
  urutan: 1,
  mulai: null,
  selesai: null,
  status: nilai.map((n, i) => ({
    attempt_no: i + 1,
    nilai_pg: n,
    nilai_essay: null,
    nilai_akhir: n,
    submitted_at: null,
  })),
  state: nilai.length ? 'Sudah Ujian' : 'Belum Ujian',
  attempts_left: 2 - nilai.length,
});
const outcome = (o: Partial<Outcome> = {}): Outcome => ({
  filled: false,
  average: null,
  kkm: 60,
  passed: false,
  toefl_done: false,
  result: 'none',
  nama_prodi: null,
  decided_by_campus: false,
  prodi_satu: null,
  second_attempt_allowed: false,
  notice_allowed: false,
  ...o,
});

describe('kkmProgress', () => {
  it.each([
    [
      'nothing done',
      [card('A', []), card('B', [])],
      outcome(),
      { done: 0, total: 2, average: null, percent: 0 },
    ],
    [
      'one done: the average so far (best attempt), TOEFL left out',
      [card('A', [30, 45]), card('B', []), card('T', [90], true)],
      outcome(),
      { done: 1, total: 2, average: 45, final: false, percent: 75 },
    ],
    [
      "every materi done: the server's average, capped at 100 %",
      [card('A', [80]), card('B', [70])],
      outcome({ filled: true, average: 75, passed: true }),
      { done: 2, total: 2, average: 75, final: true, percent: 100 },
    ],
    [
      'an empty score counts as 0',
      [card('A', [null]), card('B', [60])],
      outcome(),
      { done: 2, average: 30, percent: 50 },
    ],
  ])('%s', (_name, cards, o, expected) => {
    expect(kkmProgress(cards, o)).toMatchObject(expected);
  });
});
