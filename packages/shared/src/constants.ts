/** Business constants of spec §9. */
export const BASE_PATH = '/tryout';
export const API_PREFIX = '/tryout/api';
export const MEDIA_PREFIX = '/tryout/media';
export const MAX_UPLOAD_BYTES = 2_000_000;
export const PASSWORD_MIN = 8;
export const NISN_MAX = 10;
export const AUDIO_MAX_PLAYS = 2;
export const ANSWER_GRACE_SECONDS = 30;
export const NARROW_SCREEN_PX = 900;
export const PAGE_SIZES = [5, 10, 15, 20, 25, 30] as const;
export const QUESTION_PAGE_SIZES = [5, 10, 15, 20, 25, 30, 100] as const;
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E'] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];
export const EXAM_TYPES = ['UTS', 'UAS', 'QUIZ'] as const;
export const QUESTION_TYPES = ['PG', 'Essay', 'PG Dan Essay'] as const;
export const SCHOOL_TYPES = ['SMA', 'SMK', 'MA'] as const;
export const PROGRAMMES = ['Teknik Informatika', 'Teknik Mesin', 'Teknik Elektro'] as const;
export const TOEFL_TYPES = { 1: 'Listening', 2: 'Structure', 3: 'Reading', 4: 'Writing' } as const;
export const STORAGE_KEYS = { candidateToken: 'token_tryout_online', staffToken: 'token_dosen' } as const;
export const ADMIN_ID_DOSEN = '9999';
export const ADMIN_PRODI = 'Admin';
export const TIME_ZONE = 'Asia/Jakarta';

/**
 * How often the exam page sends a heartbeat while it is open (presence.ts). Here, in a module
 * without imports, so the exam page reads it without pulling in zod.
 */
export const HEARTBEAT_INTERVAL_MS = 30_000;
