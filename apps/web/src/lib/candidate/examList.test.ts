import type { ExamCard } from '@tryout/shared/exam';
import { describe, expect, it } from 'vitest';
import { attemptsLabel, examPath, firstStartable, stateColor, voidedLine } from './examList';
import { nextToeflSection, toeflSections } from './toeflFlow';

const card = (kode: string, urutan: number, over: Partial<ExamCard> = {}): ExamCard => ({
  id_ujian: 1,
  kode_ujian: kode,
  nama_ujian: kode,
  master_materi: 'Tryout',
  waktu: 60,
  type_soal: 'PG',
  is_toefl: '0',
  toefl_type: null,
  urutan,
  mulai: null,
  selesai: null,
  status: [],
  state: 'Belum Ujian',
  attempts_left: 2,
  ...over,
});
const done = {
  attempt_no: 1,
  nilai_pg: 50,
  nilai_essay: null,
  nilai_akhir: 50,
  submitted_at: '2026-01-01T00:00:00Z',
};

describe('overview rules', () => {
  it('starts the first materi by order never attempted, else the first with attempts left', () => {
    const a = card('A', 2, { status: [done], attempts_left: 1 });
    const b = card('B', 1, { status: [done], attempts_left: 1 });
    const c = card('C', 3);
    expect(firstStartable([a, b, c])?.kode_ujian).toBe('C');
    expect(firstStartable([a, b])?.kode_ujian).toBe('B');
    expect(firstStartable([card('X', 1, { attempts_left: 0, status: [done, done] })])).toBeNull();
  });

  it('labels attempts and colours states as the spec says', () => {
    expect(attemptsLabel(card('A', 1))).toBe('Belum Ujian');
    expect(attemptsLabel(card('A', 1, { status: [done, { ...done, attempt_no: 2 }] }))).toBe('Ujian ke 2');
    expect(stateColor('Sudah Ujian')).toBe('green');
    expect(stateColor('Lulus')).toBe('green');
    expect(stateColor('Belum Ujian')).toBe('yellow');
    expect(stateColor('Sedang Ujian')).toBe('yellow');
  });

  it("says on the overview card which attempts staff voided ('Ulang ujian') and whether the materi can be taken again", () => {
    const when = (iso: string) => iso.slice(0, 10);
    const voided = { ...done, dibatalkan_pada: '2026-11-26T03:00:00.000Z' };
    expect(voidedLine(card('A', 1), when)).toBeUndefined();
    expect(voidedLine(card('A', 1, { dibatalkan: [], attempts_left: 1 }), when)).toBeUndefined();
    expect(voidedLine(card('A', 1, { dibatalkan: [voided], attempts_left: 2 }), when)).toBe(
      'Ujian ke 1 (2026-11-26) dibatalkan oleh panitia: tercatat, tidak dihitung. Anda dapat mengerjakan materi ini lagi.',
    );
    expect(
      voidedLine(
        card('A', 1, { dibatalkan: [voided, { ...voided, attempt_no: 2 }], attempts_left: 0 }),
        when,
      ),
    ).toBe(
      'Ujian ke 1 (2026-11-26), Ujian ke 2 (2026-11-26) dibatalkan oleh panitia: tercatat, tidak dihitung.',
    );
  });

  it('orders TOEFL sections by type and finds the next unfinished one', () => {
    const reading = card('R', 7, { is_toefl: '1', toefl_type: 3 });
    const listening = card('L', 5, { is_toefl: '1', toefl_type: 1, status: [done] });
    const structure = card('S', 6, { is_toefl: '1', toefl_type: 2 });
    const all = [reading, card('TPA', 1), listening, structure];
    expect(toeflSections(all).map((c) => c.kode_ujian)).toEqual(['L', 'S', 'R']);
    expect(nextToeflSection(all)?.kode_ujian).toBe('S');
    expect(nextToeflSection(all, 'S')?.kode_ujian).toBe('R');
    expect(nextToeflSection(all, 'R')).toBeNull();
    expect(examPath('007', structure)).toBe('/ujian/007/formujiantoefl/S/2');
    expect(examPath('007', card('TOEFL X', 1))).toBe('/ujian/007/formujian/TOEFL%20X');
  });
});
