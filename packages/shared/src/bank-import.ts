import { OPTION_KEYS } from './constants';
import { formContentOutSchema, formKeyOutSchema, QUESTION_KINDS } from './question-forms';
import { z } from './zod';

/**
 * Question import and export (docs/decisions/0029). Routes (staff):
 *   POST /importSoal/:group_soal/pratinjau  raw file body → ImportPreview (nothing stored)
 *   POST /importSoal/:group_soal/simpan     raw file body → ImportBatch (all or nothing)
 *   GET  /importSoal/:group_soal/riwayat    → ImportBatch[]     DELETE /importSoal/batch/:id → null
 *   GET  /importSoal/template/docx | /importSoal/template/excel   the templates
 *   GET  /eksporSoal/group/:id/docx | excel | gift | moodle | qti, /eksporSoal/materi/:id/… (the same)
 * The file is sent as the body (application/octet-stream), its name in ?nama_file=.
 */
export const IMPORT_MAX_BYTES = 20_000_000;
export const IMPORT_MAX_QUESTIONS = 500;
export const IMPORT_FORMATS = ['docx', 'xlsx', 'aiken', 'gift', 'moodle', 'qti'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const importQuerySchema = z.object({
  nama_file: z.string().trim().max(255).optional(),
  /** '1': the lecturer confirmed leaving out the questions of types the bank does not have (Moodle XML) */
  lewati_tidak_didukung: z.enum(['0', '1']).optional(),
});

/** One parsed question as the candidate will see it; images as data: URLs (nothing is stored yet). */
export const importQuestionSchema = z.object({
  nomor: z.number(),
  type_soal: z.enum(QUESTION_KINDS),
  soal_pg: z.string(),
  soal_gambar: z.string().nullable(),
  options: z.array(z.object({ key: z.enum(OPTION_KEYS), html: z.string(), gambar: z.string().nullable() })),
  kunci_pg: z.string().nullable(),
  kunci_essay: z.string().nullable(),
  pembahasan: z.string().nullable(),
  /** the shared passage (wacana) it will be shown with (a QTI stimulus), sanitised HTML */
  wacana: z.string().nullable(),
  /** a question of a form (GIFT, Moodle XML): its content, key and rule as they will be stored */
  form: z
    .object({ isi: formContentOutSchema, kunci: formKeyOutSchema, aturan_skor: z.string().nullable() })
    .nullable(),
  /** 'Soal 12: kunci jawaban kosong' … (saving is refused while any question has one) */
  problems: z.array(z.string()),
  /** duplicates: 'Soal 4: soal yang sama sudah ada di group ini' (saving is allowed) */
  warnings: z.array(z.string()),
});
export type ImportQuestion = z.infer<typeof importQuestionSchema>;

export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  nama_file: z.string(),
  jumlah: z.number(),
  jumlah_bermasalah: z.number(),
  jumlah_duplikat: z.number(),
  /** questions of a type the bank does not have: left out only when the lecturer confirms */
  jumlah_tidak_didukung: z.number(),
  questions: z.array(importQuestionSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importBatchSchema = z.object({
  id: z.number(),
  group_soal: z.number(),
  format: z.string(),
  nama_file: z.string(),
  jumlah_soal: z.number(),
  created_at: z.string(),
  /** no attempt has drawn its questions yet: 'Batalkan impor' is possible */
  dapat_dibatalkan: z.boolean(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
