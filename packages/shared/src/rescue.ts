import { z } from 'zod';
import { OPTION_KEYS } from './constants';
import { alasanSchema } from './monitor';
import { RESCUE_MSG } from './rescue-messages';

export { RESCUE_MSG };

/**
 * The rescue file's API (docs/decisions/0012): the server's public key for the exam page, and the staff's
 * upload ('Unggah berkas jawaban'): a preview of the differences, then applying it. The file's
 * bytes: rescue-format.ts.
 */

/** What the server decides for one question of the file. */
export const RESCUE_DECISION = [
  'terapkan',
  'server_lebih_baru',
  'sama',
  'di_luar_waktu',
  'bukan_soal',
  'tidak_sah',
] as const;
export type RescueDecision = (typeof RESCUE_DECISION)[number];

export const RESCUE_DECISION_LABEL: Record<RescueDecision, string> = {
  terapkan: 'Diterapkan',
  server_lebih_baru: 'Server menyimpan versi lebih baru',
  sama: 'Sama dengan server',
  di_luar_waktu: 'Di luar waktu ujian',
  bukan_soal: 'Bukan soal percobaan ini',
  tidak_sah: 'Jawaban di berkas tidak sah',
};

/** The file's payload as the server reads it (rescue-format's RescuePayload). */
export const rescuePayloadSchema = z.object({
  versi: z.literal(1),
  attempt_id: z.number().int().positive(),
  kode_ujian: z.string().max(100),
  dibuat: z.object({ perangkat: z.number(), server: z.number() }),
  jawaban: z
    .array(
      z.object({
        id_soal: z.number().int().positive(),
        pilihan: z.enum(OPTION_KEYS).optional(),
        essay: z.string().max(100_000).optional(),
        /** a form's answer: checked on the server against the question, as /simpanJawaban's `jawaban` */
        jawaban: z.unknown().optional(),
        ragu: z.boolean().optional(),
        urutan: z.number().int().nonnegative().nullable(),
        pada: z.number().nullable(),
      }),
    )
    .max(1000),
});
export type RescueFilePayload = z.infer<typeof rescuePayloadSchema>;

/** GET /berkas-jawaban/kunci: the server's public key (cacheable; never the private one). */
export const rescueKeySchema = z.object({
  /** SPKI DER, base64 */
  spki: z.string(),
  /** the key's id (hex) */
  kid: z.string(),
  algoritma: z.string(),
});
export type RescueKey = z.infer<typeof rescueKeySchema>;

/** 5 MB of file: base64 in JSON. */
export const RESCUE_MAX_BYTES = 5 * 1024 * 1024;

export const rescueUploadSchema = z.object({
  /** the file's bytes, base64 */
  berkas: z
    .string({ error: RESCUE_MSG.fileMissing })
    .min(1, RESCUE_MSG.fileMissing)
    .max(Math.ceil((RESCUE_MAX_BYTES * 4) / 3) + 4, RESCUE_MSG.fileTooLarge),
});

export const rescueApplySchema = rescueUploadSchema.extend({
  /** finish the attempt after applying (a running attempt) */
  selesaikan: z.boolean().default(false),
  alasan: alasanSchema,
});

export const rescueAttemptParams = z.object({ attemptId: z.coerce.number().int().positive() });
export const rescueResultParams = z.object({ idHasil: z.coerce.number().int().positive() });

const rowSchema = z.object({
  id_soal: z.number(),
  nomor: z.number().nullable(),
  /** 'Bentuk': a form of docs/decisions/0025 (PG Kompleks, Isian Angka, …) */
  jenis: z.enum(['PG', 'Essay', 'Bentuk', 'lain']),
  di_server: z.string().nullable(),
  di_berkas: z.string().nullable(),
  ragu_server: z.boolean().nullable(),
  ragu_berkas: z.boolean().nullable(),
  keputusan: z.enum(RESCUE_DECISION),
  /** why the file's answer is refused ('tidak_sah': the save's own message), else null */
  masalah: z.string().nullable(),
  /** when the page made the change (ISO), as the file says */
  pada: z.string().nullable(),
});
export type RescueRow = z.infer<typeof rowSchema>;

export const rescuePreviewSchema = z.object({
  attempt_id: z.number(),
  nama: z.string(),
  nomor_peserta: z.string(),
  status: z.string(),
  mulai: z.string(),
  tenggat: z.string(),
  berkas_dibuat: z.string(),
  jumlah: z.record(z.enum(RESCUE_DECISION), z.number()),
  baris: z.array(rowSchema),
});
export type RescuePreview = z.infer<typeof rescuePreviewSchema>;

export const rescueApplyResultSchema = z.object({
  diterapkan: z.number(),
  dipertahankan: z.number(),
  status: z.string(),
  nilai_akhir: z.number().nullable(),
});
export type RescueApplyResult = z.infer<typeof rescueApplyResultSchema>;
