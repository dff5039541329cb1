import type { ExamSheet } from '@tryout/shared/exam';
import { describe, expect, it } from 'vitest';
import { buildSubmitBody, numberQuestions } from './useExamSession';

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
