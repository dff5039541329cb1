import { EXAM_MSG, type ExamWindow, type TypeSoal } from '@tryout/shared/exam';
import type { Db, Dialect } from '../../db';
import { durationMinutes } from '../../domain/timer';
import type { EventBus } from '../../events/bus';
import type { Caches } from '../../lib/caches';
import { badRequest, notFound } from '../../lib/errors';
import type { AttemptCounter } from '../../lib/limit-counters';
import type { TryoutMateriRow } from '../outcome/outcome.service';
import * as tryoutRepo from '../outcome/outcome.service';
import type { AttemptRow, Taker } from './attempts.repository';
import { type Bank, bankOf } from './bank';
import * as seatRepo from './course-login.repository';
import type { StartControls } from './exam-gate.service';
import type { SheetHeader } from './sheet';

export type { CandidateTaker, Taker } from './attempts.repository';

/** What the service needs of the app context. */
export interface ExamCtx {
  db: Db;
  dialect: Dialect;
  /** the exam day's events for the control room (events/bus.ts; absent: nobody is told) */
  bus?: EventBus;
  /** the limit store (the token ujian's wrong guesses); absent: counted in the app's caches */
  limits?: { attempts: AttemptCounter };
  /** the app's caches (lib/caches.ts): the question banks, the configuration, presence writes */
  caches: Caches;
}

/**
 * The caller's session as the autosave and the submit see it (docs/decisions/0044): its token's
 * id, which their first statement checks is still live, and `confirm`, which reads the token (401
 * when it is not live, the autosave's device-switch grace applied) before anything that statement
 * did not check.
 */
export interface CallerSession {
  tokenId: number;
  confirm: () => Promise<void>;
}

/** The exam card a kode_ujian names for this taker: a tryout materi, or the student's course exam. */
export interface Target {
  /** the tryout materi's question bank; null for a course exam */
  bank: Bank | null;
  id_ujian: number;
  materi_id: number | null;
  kode_ujian: string;
  nama_ujian: string;
  master_materi: string;
  waktu: number;
  is_toefl: '1' | '0';
  toefl_type: number | null;
  urutan: number;
  mulai: string | null;
  selesai: string | null;
  kelas: string | null;
  nama_matkul: string | null;
  nama_dosen: string | null;
  type_soal: TypeSoal;
  jumlah_soal_PG: number;
  jumlah_soal_essay: number;
  /** 'Acak pilihan jawaban': the materi's setting for a tryout card, the course exam's for a course exam */
  acak_pilihan: boolean;
  /** staff closed the materi (0010): no new attempt; false for a course exam */
  ditutup: boolean;
  /** staff archived the exam (0028, docs/decisions/0016): no new attempt, a running one goes on */
  diarsipkan: boolean;
  /** the configuration's version read with a tryout card (0013, examConfig); undefined for a course exam */
  config_version?: number;
  /** the materi's control-room options read with the card; undefined for a course exam (read at start) */
  controls?: StartControls | null;
}

type CourseExamRow = NonNullable<Awaited<ReturnType<typeof seatRepo.findCourseExam>>>;

/** What a course exam's card and its entry page both say of it. */
export const courseExamBase = (e: CourseExamRow) => ({
  kode_ujian: e.kode_ujian,
  nama_ujian: e.nama_ujian,
  nama_matkul: e.nama_matkul ?? null,
  nama_dosen: e.nama_dosen ?? null,
  kelas: e.kelas,
  type_soal: e.type_soal,
  waktu: durationMinutes(e.waktu_ujian),
  mulai: e.mulai,
  selesai: e.selesai,
});

export async function resolveTarget(
  ctx: { db: Db; caches: Caches },
  taker: Taker,
  kode: string,
): Promise<Target> {
  const { db } = ctx;
  if (taker.kind === 'candidate') {
    // the card as of the configuration's version read with the token: from memory
    const m =
      taker.configVersion === undefined
        ? await tryoutRepo.findTryoutMateriByKode(db, kode)
        : await tryoutRepo.tryoutCardAt(db, { version: taker.configVersion, caches: ctx.caches }, kode);
    if (!m) throw notFound(EXAM_MSG.examNotFound);
    const bank = await bankOf(ctx, m.materi_id, m.bank_version);
    return {
      ...cardBase(m, bank.type_soal),
      bank,
      id_ujian: m.id_ujian,
      materi_id: m.materi_id,
      kelas: null,
      nama_matkul: null,
      nama_dosen: null,
      jumlah_soal_PG: 0,
      jumlah_soal_essay: 0,
      acak_pilihan: m.acak_pilihan === 1,
      ditutup: m.ditutup === 1,
      diarsipkan: m.ujian_diarsipkan != null,
      config_version: m.config_version ?? undefined,
      controls:
        m.wajib_layar_penuh == null
          ? null
          : {
              token_secret: m.token_secret,
              token_minutes: m.token_minutes ?? 0,
              wajib_layar_penuh: m.wajib_layar_penuh,
            },
    };
  }
  const e = await seatRepo.findCourseExam(db, taker.ujianId);
  if (!e || e.kode_ujian !== kode) throw notFound(EXAM_MSG.examNotFound);
  return {
    ...courseExamBase(e),
    bank: null,
    id_ujian: e.id_ujian,
    materi_id: null,
    master_materi: e.master_materi,
    is_toefl: '0',
    toefl_type: null,
    urutan: 1,
    jumlah_soal_PG: e.jumlah_soal_PG,
    jumlah_soal_essay: e.jumlah_soal_essay,
    acak_pilihan: e.acak_pilihan === 1,
    ditutup: false,
    diarsipkan: e.archived_at != null,
  };
}

export const sameCard = (a: AttemptRow, t: Target) =>
  t.materi_id != null ? a.materi_id === t.materi_id : a.id_ujian === t.id_ujian && a.materi_id == null;

export const header = (t: Target): SheetHeader => ({
  kode_ujian: t.kode_ujian,
  nama_ujian: t.nama_ujian,
  type_soal: t.type_soal,
  waktu: t.waktu,
  is_toefl: t.is_toefl,
  toefl_type: t.toefl_type,
});

export function windowOf(t: { mulai: string | null; selesai: string | null }, now: string): ExamWindow {
  if (t.mulai && Date.parse(now) < Date.parse(t.mulai)) return 'belum_dibuka';
  if (t.selesai && Date.parse(now) > Date.parse(t.selesai)) return 'ditutup';
  return 'dibuka';
}

export function checkWindow(t: { mulai: string | null; selesai: string | null }, now: string) {
  const w = windowOf(t, now);
  if (w === 'belum_dibuka') throw badRequest(EXAM_MSG.examNotOpen);
  if (w === 'ditutup') throw badRequest(EXAM_MSG.examClosed);
}

/** The fixed part of a tryout card. */
export function cardBase(m: TryoutMateriRow, type: TypeSoal) {
  return {
    id_ujian: m.id_ujian,
    kode_ujian: m.kode_ujian,
    nama_ujian: m.deskripsi || m.nama_ujian,
    master_materi: m.master_materi,
    waktu: durationMinutes(m.waktu, m.waktu_ujian),
    type_soal: type,
    is_toefl: (m.is_toefl === 1 ? '1' : '0') as '1' | '0',
    toefl_type: m.toefl_type,
    urutan: m.urutan,
    mulai: m.mulai,
    selesai: m.selesai,
  };
}
