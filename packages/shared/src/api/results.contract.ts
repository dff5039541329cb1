import { z } from 'zod';
import { resultAnswersSchema } from '../answer-detail';
import { integrityTimelineSchema } from '../monitor';
import {
  deleteResultSchema,
  gradeSchema,
  hasilListSchema,
  hasilQuerySchema,
  hasilRowSchema,
  hasilUjianExamSchema,
  materiFilterSchema,
  ujianMahasiswaSchema,
} from '../results';
import { idParam } from '../staff/form-values';
import { contractOf } from './contract';
import { resultsPaths } from './results.paths';

/** A programme's code in the path of its results' Excel. */
const kodeParam = z.object({ kode: z.string().trim().min(1).max(20) });

export const resultsContract = contractOf('hasil ujian', resultsPaths, {
  tryoutExams: {
    summary: 'Ujian tryout beserta materinya (List Hasil Ujian)',
    response: z.array(hasilUjianExamSchema),
  },
  courseExams: {
    summary: 'Ujian matakuliah milik dosen (admin: semua)',
    response: z.array(ujianMahasiswaSchema),
  },
  list: {
    summary: 'Hasil ujian per ujian (id_ujian, materi_id opsional) atau per prodi (kode_prodi)',
    body: hasilQuerySchema,
    response: hasilListSchema,
  },
  signals: {
    summary: 'Sinyal integritas percobaan sebuah hasil ujian (garis waktu, waktu server)',
    params: idParam,
    response: integrityTimelineSchema,
  },
  answers: {
    summary:
      'Detail jawaban sebuah hasil ujian: tiap soal dengan jawaban peserta dan kunci per pernyataan, premis atau pilihan, serta skor dari bobotnya',
    params: idParam,
    response: resultAnswersSchema,
  },
  answersPdf: { summary: 'Detail jawaban sebuah hasil ujian (PDF)', params: idParam },
  answersExcel: { summary: 'Detail jawaban sebuah hasil ujian (Excel)', params: idParam },
  grade: {
    summary: 'Nilai essay (≥ 0) dengan alasan; menghitung ulang nilai_akhir',
    params: idParam,
    body: gradeSchema,
    response: hasilRowSchema,
  },
  remove: {
    summary: 'Hapus hasil ujian dengan alasan',
    description:
      'Badan {alasan} (dicatat di audit log). Percobaannya ditandai dibatalkan: tidak dihitung lagi di analisis butir, IRT, maupun evaluasi kelulusan.',
    params: idParam,
    body: deleteResultSchema,
    response: z.null(),
  },
  examPdf: { summary: 'PDF hasil ujian (application/pdf)', params: idParam, query: materiFilterSchema },
  examExcel: {
    summary: 'Excel hasil ujian (List Nilai Tryout)',
    params: idParam,
    query: materiFilterSchema,
  },
  programmeExcel: { summary: 'Excel hasil ujian per prodi', params: kodeParam },
  studentsExcel: { summary: 'Excel nilai mahasiswa (Daftar Nilai Mahasiswa)', params: idParam },
});
