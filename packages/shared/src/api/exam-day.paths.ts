import { ADMIN, CANDIDATE, get, PUBLIC, post } from './route';

/**
 * The exam day's other routes (spec §7.2): the candidate's exam list, the course exam's login
 * page, the tryout's summaries. An exam in progress and the exam token's renewal:
 * exam-session.paths.ts. Schemas: exam-day.contract.ts.
 */
export const examDayPaths = {
  kkm: get('/kkm', ['candidate', 'staff']),
  list: post('/listujian', CANDIDATE),
  listGet: get('/listujian', CANDIDATE),
  listByProdi: post('/listujianByProdi', CANDIDATE),
  nilaiAkhir: post('/nilaiAkhir', CANDIDATE),
  ujianCmb: post('/getUjianCMB', ['candidate', 'staff']),
  filterUser: post('/filterUser', ADMIN),
  /** the sheet under the spec's other name (exam-session.paths.ts: /soalUjianPg) */
  sheetPmb: post('/soalPMB', ['candidate', 'student']),
  courseLogin: post('/loginujian', PUBLIC),
  courseExam: get('/detailUjian/:kode_ujian', PUBLIC),
} as const;
