import type { ExamCard, ExamSheet } from '@tryout/shared/exam';
import { describe, expect, it } from 'vitest';
import { formatHms, reachedWarning, remainingMs } from '../../components/Countdown';
import { mediaKind } from '../../components/MediaPlayer';
import { attemptsLabel, examPath, firstStartable, stateColor, voidedLine } from './examList';
import { nextToeflSection, toeflSections } from './toeflFlow';
import { buildSubmitBody, numberQuestions } from './useExamSession';

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

describe('timer and media', () => {
  it('formats hh:mm:ss and corrects for the server clock', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(3_723_000)).toBe('01:02:03');
    expect(formatHms(999)).toBe('00:00:01');
    const deadline = '2026-01-01T01:00:00.000Z';
    const localNow = Date.parse('2026-01-01T00:00:00.000Z');
    // the server is 10 s ahead of this device: 10 s less remain
    expect(remainingMs(deadline, 10_000, localNow)).toBe(3_590_000);
    expect(remainingMs(deadline, 0, localNow + 4_000_000)).toBe(0);
  });

  it('the time warning reached: 10 minutes, then 5 (the smallest reached), none before', () => {
    const cases: [number, number | null][] = [
      [60 * 60_000, null],
      [10 * 60_000 + 1, null],
      [10 * 60_000, 10],
      [6 * 60_000, 10],
      [5 * 60_000, 5],
      [1_000, 5],
      [0, 5],
    ];
    for (const [ms, want] of cases) expect(reachedWarning(ms, [10, 5]), `${ms} ms`).toBe(want);
    expect(reachedWarning(1_000, [])).toBeNull();
  });

  it('decides the media kind by extension', () => {
    expect(mediaKind('/m/a.JPG')).toBe('image');
    expect(mediaKind('/m/a.png?x=1')).toBe('image');
    expect(mediaKind('/m/a.ogg')).toBe('audio');
    expect(mediaKind('/m/a.wav')).toBe('audio');
    expect(mediaKind('/m/a.pdf')).toBe('unsupported');
  });
});

describe('submit body', () => {
  const sheet = {
    kode_ujian: 'TPA',
    groups: [
      {
        id: 1,
        nama_group: 'G1',
        deskripsi: '',
        questions: [
          { id_soal: 11, number: 1, type_soal: 'PG', soal_pg: '', media: null, options: [] },
          { id_soal: 12, number: 2, type_soal: 'Essay', soal_pg: '', media: null, options: [] },
        ],
      },
      {
        id: 2,
        nama_group: 'G2',
        deskripsi: '',
        questions: [{ id_soal: 13, number: 3, type_soal: 'PG', soal_pg: '', media: null, options: [] }],
      },
    ],
  } as unknown as ExamSheet;

  it('numbers questions consecutively across groups and builds the spec body', () => {
    expect(numberQuestions(sheet).map((x) => [x.q.id_soal, x.n])).toEqual([
      [11, 1],
      [12, 2],
      [13, 3],
    ]);
    const body = buildSubmitBody(
      sheet,
      { email: 'a@b.c', nisn: '007', full_name: 'BUDI' },
      { 11: 'C' },
      { 12: 'jawaban' },
    );
    expect(body).toEqual({
      kode_ujian: 'TPA',
      email: 'a@b.c',
      nim: '007',
      nama_mhs: 'BUDI',
      jawaban_essay: [{ id_soal: 12, answerEssay: 'jawaban' }],
      point: 0,
      array_answer: [
        { id_soal: 11, value: 'C' },
        { id_soal: 13, value: null },
      ],
      jumlah_soal_ujian: 3,
    });
  });
});
