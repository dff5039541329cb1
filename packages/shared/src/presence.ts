import { z } from 'zod';
import { numeric } from './numbers';

/**
 * Presence of exam sessions and course-exam seats:
 *   POST /heartbeat (candidate or course-exam student token) → HeartbeatResult; the exam page sends
 *        it every HEARTBEAT_INTERVAL_MS while it is open. Every request of an exam session (sheet,
 *        autosave, heartbeat, …) records when the session was last seen.
 *   GET  /ujian/:id_ujian/peserta (staff: the course's lecturer or an admin) → CourseSeatList
 *   POST /ujian/:id_ujian/peserta/:id/buka-sesi (same) → null, SEAT_MSG.released: ends the seat's
 *        sessions so the student can log in again (on any device) and continue the same attempt.
 * A course-exam seat (exam + nim) whose attempt is in progress and whose session was seen in the
 * last two minutes refuses a new /loginujian (409, EXAM_REFUSAL_MSG.seatInUse).
 */

export { HEARTBEAT_INTERVAL_MS } from './constants';

/** What a heartbeat answers: the server's clock and the deadline of the attempt in progress. */
export const heartbeatResultSchema = z.object({
  server_now: z.string(),
  /** the taker's attempt in progress, if any */
  attempt_id: z.number().nullable(),
  /** its server deadline (may move when staff give extra time) */
  deadline_at: z.string().nullable(),
});
export type HeartbeatResult = z.infer<typeof heartbeatResultSchema>;

const seatStatusSchema = z.enum(['belum_mulai', 'mengerjakan', 'selesai']);
export type SeatStatus = z.infer<typeof seatStatusSchema>;

export const SEAT_STATUS_LABEL: Record<SeatStatus, string> = {
  belum_mulai: 'Belum mulai',
  mengerjakan: 'Mengerjakan',
  selesai: 'Selesai',
};

/** One participant (seat) of a course exam. */
export const courseSeatSchema = z.object({
  id: z.number(),
  nim: z.string(),
  nama: z.string(),
  email: z.string(),
  prodi: z.string(),
  status: seatStatusSchema,
  started_at: z.string().nullable(),
  deadline_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** the last request of any of the seat's sessions */
  last_seen_at: z.string().nullable(),
  /** a live session seen in the last two minutes: a login from another device is refused */
  online: z.boolean(),
});
export type CourseSeat = z.infer<typeof courseSeatSchema>;

export const courseSeatListSchema = z.object({
  ujian: z.object({
    id_ujian: z.number(),
    kode_ujian: z.string(),
    nama_ujian: z.string(),
    nama_matkul: z.string().nullable(),
    kelas: z.string().nullable(),
    mulai: z.string().nullable(),
    selesai: z.string().nullable(),
  }),
  server_now: z.string(),
  peserta: z.array(courseSeatSchema),
  /** the course's listed students who have not entered the exam ('Belum mulai', docs/decisions/0018) */
  belum_masuk: z.array(z.object({ nim: z.string(), nama: z.string(), email: z.string().nullable() })),
});
export type CourseSeatList = z.infer<typeof courseSeatListSchema>;

const positiveId = (message: string) => numeric(z.number({ error: message }).int(message).positive(message));

export const SEAT_MSG = {
  released: 'Sesi peserta telah dibuka. Peserta dapat masuk kembali dan melanjutkan ujian.',
  notOwner: 'Hanya dosen pengampu mata kuliah ini atau admin yang dapat mengelola peserta ujian ini',
  examNotFound: 'Ujian mata kuliah tidak ditemukan',
  seatNotFound: 'Peserta ujian tidak ditemukan',
  seatFinished: 'Peserta sudah menyelesaikan ujian; sesinya tidak dapat dibuka kembali',
  confirmTitle: 'Buka Sesi ?',
  confirm:
    'Sesi peserta di perangkat yang sedang dipakai akan diakhiri, lalu peserta dapat masuk kembali dan melanjutkan ujian dengan jawaban yang sudah tersimpan.',
} as const;

export const seatListParams = z.object({ id_ujian: positiveId(SEAT_MSG.examNotFound) });
export const seatParams = z.object({
  id_ujian: positiveId(SEAT_MSG.examNotFound),
  id: positiveId(SEAT_MSG.seatNotFound),
});
