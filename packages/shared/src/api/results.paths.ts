import { del, get, post, put, STAFF } from './route';

/** The staff results routes (spec §7.5, 'List Hasil Ujian'): lists, details, files, grading, deletes. Schemas: results.contract.ts. */
export const resultsPaths = {
  tryoutExams: get('/hasilUjianAll', STAFF),
  courseExams: get('/hasilujiandosen', STAFF),
  list: post('/hasilujian', STAFF),
  signals: get('/hasilujian/:id/sinyal', STAFF),
  answers: get('/hasilujian/:id/jawaban', STAFF),
  answersPdf: get('/hasilujian/:id/jawaban/pdf', STAFF, { answer: 'file' }),
  answersExcel: get('/hasilujian/:id/jawaban/excel', STAFF, { answer: 'file' }),
  grade: put('/edithasilujian/:id', STAFF),
  remove: del('/deletehasilujian/:id', STAFF),
  examPdf: get('/pdfhasilujian/:id', STAFF, { answer: 'file' }),
  examExcel: get('/hasilujian/:id/excel', STAFF, { answer: 'file' }),
  programmeExcel: get('/hasilujianprodi/:kode/excel', STAFF, { answer: 'file' }),
  studentsExcel: get('/nilaiujianmahasiswa/:id/excel', STAFF, { answer: 'file' }),
} as const;
