import { get, PUBLIC, post } from './route';

/** Who takes an exam: a tryout candidate or a course exam's student (their exam token). */
const TAKER = ['candidate', 'student'] as const;

/**
 * The routes of an exam in progress (spec §7.2: the sheet, the autosave, the heartbeat, the
 * submit) and the exam token's renewal (/checknoreg), apart from the other exam-day routes
 * (exam-day.paths.ts) so the exam pages carry only these. Schemas: exam-session.contract.ts.
 */
export const examSessionPaths = {
  checkNoreg: post('/checknoreg', PUBLIC),
  detail: post('/ujian_detail', TAKER),
  sheet: post('/soalUjianPg', TAKER),
  save: post('/simpanJawaban', TAKER),
  audio: post('/putarAudio', TAKER),
  submit: post('/posthasilujian', TAKER),
  lastResult: post('/hasilujian_terakhir', TAKER),
  news: get('/kabarUjian', TAKER, { answer: 'stream' }),
  heartbeat: post('/heartbeat', TAKER),
} as const;
