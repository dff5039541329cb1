import { z } from 'zod';
import { EXAM_TYPES, OPTION_KEYS } from '../constants';
import { numeric } from '../numbers';
import {
  FORM_MSG,
  formContentOutSchema,
  formKeyOutSchema,
  jsonField,
  QUESTION_KINDS,
  questionWeightSchema,
} from '../question-forms';
import { STAFF_MSG } from '../staff-messages';
import { blank, flag, text, wholeNumber } from './form-values';

/* Staff back-office schemas: question groups (the routes: src/api/). */

const groupFields = {
  nama_group: text(STAFF_MSG.empty, 150),
  jumlah_soal_ujian: wholeNumber(STAFF_MSG.empty, 1),
  urutan: wholeNumber(STAFF_MSG.empty, 1),
  deskripsi: text(STAFF_MSG.empty, 5000),
};
/** POST /addGroupSoal */
export const addGroupSchema = z.object({
  master_materi: z.preprocess(
    blank,
    numeric(z.number({ error: STAFF_MSG.empty }).int().positive(STAFF_MSG.empty)),
  ),
  ...groupFields,
});
export type AddGroupInput = z.input<typeof addGroupSchema>;
/** POST /updategroupSoal/:id */
export const updateGroupSchema = z.object(groupFields);
export type UpdateGroupInput = z.input<typeof updateGroupSchema>;

export const groupRowSchema = z.object({
  id: z.number(),
  master_materi: z.number(),
  nama_group: z.string(),
  jumlah_soal_ujian: z.number(),
  urutan: z.number(),
  deskripsi: z.string(),
  /** questions stored in the group */
  jumlah_soal: z.number(),
  /** the auto-scored ones: PG and the forms of docs/decisions/0025 (drawn as the exam's PG questions) */
  jumlah_pg: z.number(),
  jumlah_essay: z.number(),
  /** when staff archived it (bank-access.ts, docs/decisions/0016); null: not archived */
  diarsipkan_pada: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

/* Staff back-office schemas: questions (the routes: src/api/). */

/** PG, Essay and the UTBK / AKM forms (question-forms.ts) */
export { QUESTION_KINDS };

/**
 * POST /addsoalPG and POST /updatesoal/:id — multipart form-data. Text fields below; files:
 * soal_gambar (png, jpeg, mp3, ogg, wav), gambar_pil_a … gambar_pil_e (png, jpeg), each at most
 * 2,000,000 bytes. On update a file field replaces the old file; `hapus_soal_gambar=1` /
 * `hapus_gambar_pil_a=1` … removes one without a replacement. HTML is sanitised on write.
 * PG: soal_pg, pil_a…pil_e (text or an option image) and kunci_pg A–E required; kunci_essay is
 * dropped. Essay: soal_pg required, kunci_essay optional, kunci_pg dropped.
 * The forms of question-forms.ts (PG Kompleks, PG Jawaban Ganda, Isian Angka, Isian Singkat,
 * Menjodohkan, Benar/Salah): soal_pg required, `isi` and `kunci` (JSON texts or objects) by the
 * form, `aturan_skor` one of the form's SCORING_RULES (blank: its default); Jawaban Ganda's
 * options and Menjodohkan's responses are pil_a … pil_e (at least two filled). kunci_pg and
 * kunci_essay are dropped. `bobot`: every question's weight in nilai (blank: 1).
 */
export const questionTextSchema = z.object({
  type_soal: z.preprocess(
    (v) => (typeof v === 'string' && v.toLowerCase() === 'essay' ? 'Essay' : (blank(v) ?? 'PG')),
    z.enum(QUESTION_KINDS, { error: FORM_MSG.typeInvalid }),
  ),
  isi: z.preprocess(jsonField, z.unknown()).optional(),
  kunci: z.preprocess(jsonField, z.unknown()).optional(),
  aturan_skor: z.string().max(30).optional(),
  bobot: questionWeightSchema,
  type_ujian: z.preprocess(
    (v) => blank(v) ?? 'UTS',
    z.enum(EXAM_TYPES, { error: STAFF_MSG.typeUjianInvalid }),
  ),
  group_soal: z.preprocess(
    blank,
    numeric(z.number({ error: STAFF_MSG.groupNotFound }).int().positive(STAFF_MSG.groupNotFound)),
  ),
  id_master_materi: z.preprocess(
    blank,
    numeric(z.number().int().positive(STAFF_MSG.materiNotFound)).optional(),
  ),
  soal_pg: z.preprocess(
    blank,
    z.string({ error: STAFF_MSG.soalRequired }).min(1, STAFF_MSG.soalRequired).max(200_000),
  ),
  pil_a: z.string().max(50_000).optional(),
  pil_b: z.string().max(50_000).optional(),
  pil_c: z.string().max(50_000).optional(),
  pil_d: z.string().max(50_000).optional(),
  pil_e: z.string().max(50_000).optional(),
  kunci_pg: z.preprocess(
    (v) => (typeof v === 'string' ? blank(v.trim().toUpperCase()) : blank(v)),
    z.enum(OPTION_KEYS, { error: STAFF_MSG.keyRequired }).optional(),
  ),
  kunci_essay: z.string().max(50_000).optional(),
  /** the explanation (rich text, optional; staff only, never sent to a candidate) */
  pembahasan: z.string().max(50_000).optional(),
  hapus_soal_gambar: flag.optional(),
  hapus_gambar_pil_a: flag.optional(),
  hapus_gambar_pil_b: flag.optional(),
  hapus_gambar_pil_c: flag.optional(),
  hapus_gambar_pil_d: flag.optional(),
  hapus_gambar_pil_e: flag.optional(),
});

/** POST /listSoalPG and /getAllSoal body */
export const groupSoalBodySchema = z.object({
  group_soal: z.preprocess(
    blank,
    numeric(z.number({ error: STAFF_MSG.groupNotFound }).int().positive(STAFF_MSG.groupNotFound)),
  ),
});

const mediaKindSchema = z.enum(['image', 'audio']);
export type MediaKind = z.infer<typeof mediaKindSchema>;

/** A question as staff see it (keys included). File fields are URLs under /tryout/media or null. */
export const staffQuestionSchema = z.object({
  id_soalPG: z.number(),
  group_soal: z.number(),
  id_master_materi: z.number(),
  type_soal: z.enum(QUESTION_KINDS),
  type_ujian: z.string(),
  soal_pg: z.string(),
  soal_gambar: z.string().nullable(),
  soal_gambar_kind: mediaKindSchema.nullable(),
  pil_a: z.string(),
  pil_b: z.string(),
  pil_c: z.string(),
  pil_d: z.string(),
  pil_e: z.string(),
  gambar_pil_a: z.string().nullable(),
  gambar_pil_b: z.string().nullable(),
  gambar_pil_c: z.string().nullable(),
  gambar_pil_d: z.string().nullable(),
  gambar_pil_e: z.string().nullable(),
  kunci_pg: z.enum(OPTION_KEYS).nullable(),
  kunci_essay: z.string().nullable(),
  /** a form's content, key and rule (question-forms.ts); null for PG and Essay */
  isi: formContentOutSchema.nullable(),
  kunci: formKeyOutSchema.nullable(),
  aturan_skor: z.string().nullable(),
  /** the question's weight in nilai */
  bobot: z.number(),
  pembahasan: z.string().nullable(),
  /** the shared passage (wacana, stimulus.ts) it is shown with; null: none */
  stimulus_id: z.number().nullable(),
  /** when staff archived it (bank-access.ts, docs/decisions/0016); null: not archived */
  diarsipkan_pada: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;

/** POST /getAllSoal → data */
export const groupWithQuestionsSchema = z.object({
  group: groupRowSchema,
  materi: z.object({ id: z.number(), kode_ujian: z.string() }).nullable(),
  questions: z.array(staffQuestionSchema),
});
export type GroupWithQuestions = z.infer<typeof groupWithQuestionsSchema>;

/** GET /countSoalUjian → data */
export const questionCountsSchema = z.object({
  total: z.number(),
  PG: z.number(),
  Essay: z.number(),
  per_materi: z.array(
    z.object({
      id_master_materi: z.number(),
      kode_ujian: z.string(),
      PG: z.number(),
      Essay: z.number(),
      total: z.number(),
    }),
  ),
});
export type QuestionCounts = z.infer<typeof questionCountsSchema>;
