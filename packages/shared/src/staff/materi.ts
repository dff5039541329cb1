import { z } from 'zod';
import { TOEFL_TYPES } from '../constants';
import { numeric } from '../numbers';
import { reviewConfirmField } from '../review-opened';
import { STAFF_MSG } from '../staff-messages';
import { flag, idList, optionalNumber, text, wholeNumber, yesNo } from './form-values';

/* Staff back-office schemas: materi (the routes: src/api/). */

export type ToeflType = keyof typeof TOEFL_TYPES;

/**
 * TOEFL code format: `${kode_ujian} ${section}`, e.g. 'TOEFL' + toefl_type 1 → 'TOEFL Listening'.
 * A code that already ends with its section is kept as is.
 */
export function toeflKode(kode: string, type: ToeflType): string {
  const section = TOEFL_TYPES[type];
  const k = kode.trim();
  return k.toLowerCase().endsWith(` ${section.toLowerCase()}`) || k.toLowerCase() === section.toLowerCase()
    ? k
    : `${k} ${section}`;
}

/** POST /addMateri (create). With `id_ujian` the same path assigns materi — see assignMateriSchema. */
export const addMateriSchema = z
  .object({
    kode_ujian: text(STAFF_MSG.kodeUjianRequired, 80),
    deskripsi: text(STAFF_MSG.deskripsiRequired, 5000),
    waktu: wholeNumber(STAFF_MSG.waktuRequired, 0, STAFF_MSG.minZero),
    urutan: wholeNumber(STAFF_MSG.urutanRequired, 0, STAFF_MSG.minZero),
    is_toefl: flag.optional().default(0),
    toefl_type: optionalNumber(STAFF_MSG.toeflTypeRequired, 1),
    /** 'Acak pilihan jawaban': each attempt shows the options in its own order */
    acak_pilihan: yesNo.optional().default(false),
    /** 'Tampilkan pembahasan' (off by default) and closed by staff (docs/decisions/0023) */
    tampilkan_pembahasan: yesNo.optional().default(false),
    ditutup: yesNo.optional().default(false),
  })
  .refine((v) => v.is_toefl === 0 || (v.toefl_type !== undefined && v.toefl_type >= 1 && v.toefl_type <= 4), {
    message: STAFF_MSG.toeflTypeRequired,
    path: ['toefl_type'],
  });
export type AddMateriInput = z.input<typeof addMateriSchema>;

/** POST /addMateri with id_ujian: replaces the exam's materi with `master_materi` (list of materi ids). */
export const assignMateriSchema = z.object({
  id_ujian: numeric(z.number({ error: STAFF_MSG.examNotFound }).int().positive(STAFF_MSG.examNotFound)),
  master_materi: idList,
});

/** POST /editMasterMateri */
export const editMateriSchema = z.object({
  id: numeric(z.number({ error: STAFF_MSG.materiNotFound }).int().positive(STAFF_MSG.materiNotFound)),
  kode_ujian: text(STAFF_MSG.kodeUjianRequired, 80),
  deskripsi: text(STAFF_MSG.deskripsiRequired, 5000),
  waktu: wholeNumber(STAFF_MSG.waktuRequired, 0, STAFF_MSG.minZero),
  urutan: wholeNumber(STAFF_MSG.urutanRequired, 0, STAFF_MSG.minZero),
  /** kept as it is when not sent */
  acak_pilihan: yesNo.optional(),
  /** kept as they are when not sent */
  tampilkan_pembahasan: yesNo.optional(),
  ditutup: yesNo.optional(),
  /** reopening where candidates who opened the pembahasan get attempts: confirmed (review-opened.ts) */
  ...reviewConfirmField,
});
export type EditMateriInput = z.input<typeof editMateriSchema>;

/** POST /getDetailMasterMateri */
export const materiIdSchema = z.object({
  id: numeric(z.number({ error: STAFF_MSG.materiNotFound }).int().positive(STAFF_MSG.materiNotFound)),
});

export const materiRowSchema = z.object({
  id: z.number(),
  kode_ujian: z.string(),
  deskripsi: z.string(),
  /** minutes; null shows '-' */
  waktu: z.number().nullable(),
  urutan: z.number(),
  is_toefl: z.enum(['1', '0']),
  toefl_type: z.number().nullable(),
  /** 'Acak pilihan jawaban' */
  acak_pilihan: z.boolean(),
  /** 1: 'Tampilkan pembahasan'; 1: closed by staff (docs/decisions/0023) */
  tampilkan_pembahasan: z.number(),
  ditutup: z.number(),
  /** number of groups and questions in this materi */
  jumlah_group: z.number(),
  jumlah_soal: z.number(),
  /** when staff archived it (bank-access.ts, docs/decisions/0016); null: not archived */
  diarsipkan_pada: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MateriRow = z.infer<typeof materiRowSchema>;
