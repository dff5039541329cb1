import { z } from 'zod';
import { EXAM_TYPES, OPTION_KEYS, PASSWORD_MIN, QUESTION_TYPES, TOEFL_TYPES } from './constants';
import { numeric } from './numbers';
import {
  FORM_MSG,
  formContentOutSchema,
  formKeyOutSchema,
  jsonField,
  QUESTION_KINDS,
  questionWeightSchema,
} from './question-forms';
import { reviewConfirmField } from './review-opened';
import { STAFF_MSG } from './staff-messages';

/**
 * Staff back-office API (spec §2.5, §2.6, §5, §7.4, §8): request schemas shared by server and
 * web, and the `data` types of the responses. All paths are under /tryout/api; every route needs
 * a staff token (lecturer or admin); the user routes need an admin.
 *
 * Form-data friendly: numbers and booleans may arrive as strings; lists of ids may arrive as an
 * array, a JSON array string ('[1,2]') or a comma list ('1,2').
 *
 * Routes (request schema → response data):
 *   GET  /getMasterMateri → MateriRow[]            POST /getDetailMasterMateri {id} → MateriRow
 *   POST /addMateri addMateriSchema → MateriRow    (or assignMateriSchema → StaffUjian)
 *   POST /editMasterMateri editMateriSchema → MateriRow
 *   DELETE /deleteMasterMateri/:id (or ?id= / body id) → null
 *   GET  /groupSoal/:id_materi → GroupRow[]         POST /addGroupSoal addGroupSchema → GroupRow
 *   POST /updategroupSoal/:id updateGroupSchema → GroupRow   DELETE /deleteGroupSoal/:id → null (404)
 *   POST /addsoalPG, POST /updatesoal/:id (multipart, questionTextSchema + files) → StaffQuestion
 *   GET  /detailSoal/:id, GET /detailSoal?id=, POST /detailSoal {id} → StaffQuestion
 *   POST /listSoalPG {group_soal} or /listSoalPG/:id_group_soal → StaffQuestion[]
 *   POST /getAllSoal {group_soal} → GroupWithQuestions   DELETE /deletesoal/:id → null
 *   GET  /countSoalUjian → QuestionCounts
 *   GET  /getDataUjian?type_soal=&type_ujian=&kategori= → StaffUjian[]   GET /getDetailUjian/:id → StaffUjian
 *   POST /ujian, PUT /updateujian/:id ujianSchema → StaffUjian   DELETE /deleteujian/:id → null
 *   GET  /matkul, /matkul_dosen → Matkul[]   GET /matkulCount → { jumlah_matkul }
 *   POST /matkul, PUT /editMatkul/:id matkulSchema → Matkul   DELETE /deleteMatkul/:id → null
 *   (admin) GET /dosen → StaffUserRow[]; POST /dosen createDosenSchema → 201 StaffUserRow;
 *           PUT /editDosen/:id editDosenSchema → StaffUserRow; DELETE /deleteDosen/:id → null
 *   PUT  /profile/:nidn profileSchema → StaffUserRow ('Data berhasil diubah')
 *   GET  /dashboard → DashboardCounts
 * Refusals: 400 bad input, 404 missing, 409 conflicts (duplicates, 'Toefl sudah ada', results
 * exist), 413 'Ukuran gambar maksimal 2MB'; the envelope's `message` is the text to show.
 */

export { STAFF_MSG };

// ---------- helpers for form-data values ----------

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** A required text (trimmed). */
const text = (message: string, max = 255) =>
  z.preprocess(
    blank,
    z.string({ error: message }).trim().min(1, message).max(max, `Maksimal ${max} karakter`),
  );

/** A required whole number ≥ min (form strings coerced). */
const wholeNumber = (message: string, min: number, minMessage = message) =>
  z.preprocess(
    blank,
    numeric(z.number({ error: message }).int(message).min(min, minMessage).max(1_000_000, message)),
  );

/** An optional whole number (blank → undefined). */
const optionalNumber = (message: string, min = 0) =>
  z.preprocess(blank, numeric(z.number({ error: message }).int(message).min(min, message)).optional());

/** true / 'true' / '1' / 1 / 'on' → 1, anything else → 0. */
export const flag = z.preprocess(
  (v) => (v === true || v === 1 || v === '1' || v === 'true' || v === 'on' ? 1 : 0),
  z.union([z.literal(0), z.literal(1)]),
);

/** A yes/no setting: true / false, or 1 / 0 and 'true' / 'false' / '1' / '0' / 'on' from a form. */
export const yesNo = z.preprocess(
  (v) =>
    v === 1 || v === '1' || v === 'true' || v === 'on'
      ? true
      : v === 0 || v === '0' || v === 'false'
        ? false
        : v,
  z.boolean({ error: STAFF_MSG.yesNoInvalid }),
);

/** A list of positive ids: array, JSON array string, comma list or a single value. */
export const idList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v;
    if (typeof v === 'number') return [v];
    if (typeof v === 'string') {
      const s = v.trim();
      if (s.startsWith('[')) {
        try {
          return JSON.parse(s);
        } catch {
          return v;
        }
      }
      return s.split(',').map((x) => x.trim());
    }
    return v;
  },
  z
    .array(
      numeric(z.number({ error: 'Daftar materi tidak valid' }).int().positive('Daftar materi tidak valid')),
    )
    .max(500),
);

export const idParam = z.object({
  id: numeric(z.number({ error: 'Id tidak valid' }).int().positive('Id tidak valid')),
});

// ---------- materi ----------

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

// ---------- question groups ----------

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

// ---------- questions ----------

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

// ---------- exams (staff "ujian") ----------

export const EXAM_KATEGORI = ['tryout', 'matkul'] as const;

/**
 * Times: 'YYYY-MM-DD H:mm:ss' (or HH) in WIB (Asia/Jakarta), or an ISO string with Z/offset.
 * Stored as UTC ISO; returned as WIB 'YYYY-MM-DD H:mm:ss' plus mulai_utc / selesai_utc.
 */
export const WIB_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * zod skips an object refinement once any field has failed unless `when` lets it run: this one
 * runs on any object, so the rules across fields are reported together with every field's own.
 */
export const everyField = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The exam form's fields; the update takes any of them (see ujianUpdateSchema). */
const ujianFields = {
  id_matkul: optionalNumber(STAFF_MSG.matkulNotFound, 1),
  /** 'tryout' only from an admin; a course exam ('matkul') always has a course */
  kategori: z.preprocess(blank, z.enum(EXAM_KATEGORI).optional()),
  kode_ujian: text(STAFF_MSG.kodeUjianRequired, 100),
  nama_ujian: text(STAFF_MSG.namaUjianRequired, 200),
  master_materi: text(STAFF_MSG.masterMateriRequired, 200),
  type_ujian: z.preprocess(blank, z.enum(EXAM_TYPES, { error: STAFF_MSG.typeUjianInvalid })),
  type_soal: z.preprocess(blank, z.enum(QUESTION_TYPES, { error: STAFF_MSG.typeSoalInvalid })),
  jumlah_soal_PG: optionalNumber(STAFF_MSG.jumlahSoalMin, 0),
  jumlah_soal_essay: optionalNumber(STAFF_MSG.jumlahSoalMin, 0),
  waktu_ujian: wholeNumber(STAFF_MSG.waktuUjianMin, 1),
  pass_ujian: z.preprocess(blank, z.string().max(200).optional()),
  mulai: z.preprocess(blank, z.string().max(40).optional()),
  selesai: z.preprocess(blank, z.string().max(40).optional()),
  /** materi ids assigned to the exam (optional; replaces the set when given) */
  materi: idList.optional(),
  /** 'Acak pilihan jawaban' (kept as it is when an update does not send it) */
  acak_pilihan: yesNo.optional(),
  /** 'Tampilkan nilai setelah ujian ditutup' (a new exam: on; kept when an update does not send it) */
  nilai_setelah_tutup: yesNo.optional(),
};

/**
 * Whether an exam is a course exam: kategori 'matkul', or a course given without a kategori.
 * Undefined when neither says (the server decides: an admin's is a tryout, a lecturer's is refused).
 */
export function isCourseExam(v: { kategori?: string; id_matkul?: number }): boolean | undefined {
  if (v.kategori) return v.kategori === 'matkul';
  return v.id_matkul !== undefined ? true : undefined;
}

/**
 * The rules across an exam's fields: the counts its type needs; a course exam of any type has
 * its course, password, start and end; a tryout exam has no course.
 */
function examRules(
  v: {
    kategori?: string;
    id_matkul?: number;
    type_soal?: string;
    jumlah_soal_PG?: number;
    jumlah_soal_essay?: number;
    pass_ujian?: string;
    mulai?: string;
    selesai?: string;
  },
  ctx: z.RefinementCtx,
) {
  const issue = (message: string, field: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
  if (v.type_soal !== 'Essay' && !(v.jumlah_soal_PG && v.jumlah_soal_PG >= 1))
    issue(STAFF_MSG.jumlahSoalMin, 'jumlah_soal_PG');
  if (v.type_soal !== 'PG' && !(v.jumlah_soal_essay && v.jumlah_soal_essay >= 1))
    issue(STAFF_MSG.jumlahSoalMin, 'jumlah_soal_essay');
  if (v.kategori === 'tryout' && v.id_matkul !== undefined) issue(STAFF_MSG.tryoutHasNoCourse, 'id_matkul');
  if (isCourseExam(v)) {
    if (v.id_matkul === undefined) issue(STAFF_MSG.examCourseRequired, 'id_matkul');
    if (!v.pass_ujian) issue(STAFF_MSG.passUjianRequired, 'pass_ujian');
    if (!v.mulai) issue(STAFF_MSG.mulaiRequired, 'mulai');
    if (!v.selesai) issue(STAFF_MSG.selesaiRequired, 'selesai');
  }
}

/** POST /ujian (and an update's fields once merged with the exam's current ones) */
export const ujianSchema = z
  .object({
    ...ujianFields,
    type_ujian: z.preprocess((v) => blank(v) ?? 'UTS', ujianFields.type_ujian),
    type_soal: z.preprocess((v) => blank(v) ?? 'PG', ujianFields.type_soal),
  })
  .superRefine(examRules, everyField);
export type UjianInput = z.input<typeof ujianSchema>;

/**
 * PUT /updateujian/:id: only the fields sent change; a field left out (or blank) keeps its value.
 * The server checks the rules of ujianSchema on the exam as it would be after the change.
 */
export const ujianUpdateSchema = z.object(ujianFields).partial();
export type UjianUpdate = z.output<typeof ujianUpdateSchema>;

/** GET /getDataUjian query */
export const ujianListQuery = z.object({
  type_soal: z.enum(QUESTION_TYPES).optional(),
  type_ujian: z.enum(EXAM_TYPES).optional(),
  kategori: z.enum(EXAM_KATEGORI).optional(),
});

export const staffUjianSchema = z.object({
  id_ujian: z.number(),
  kategori: z.enum(EXAM_KATEGORI),
  id_matkul: z.number().nullable(),
  kode_ujian: z.string(),
  pass_ujian: z.string().nullable(),
  nama_ujian: z.string(),
  master_materi: z.string(),
  type_ujian: z.enum(EXAM_TYPES),
  type_soal: z.enum(QUESTION_TYPES),
  jumlah_soal_PG: z.number(),
  jumlah_soal_essay: z.number(),
  waktu_ujian: z.number(),
  /** WIB, 'YYYY-MM-DD H:mm:ss' */
  mulai: z.string().nullable(),
  selesai: z.string().nullable(),
  mulai_utc: z.string().nullable(),
  selesai_utc: z.string().nullable(),
  kelas: z.string().nullable(),
  nama_matkul: z.string().nullable(),
  nama_dosen: z.string().nullable(),
  /** materi assigned to the exam, ordered by urutan */
  materi: z.array(materiRowSchema),
  /** 'Acak pilihan jawaban' */
  acak_pilihan: z.boolean(),
  /** 'Tampilkan nilai setelah ujian ditutup': the students see their score only after selesai */
  nilai_setelah_tutup: z.boolean(),
  jumlah_hasil: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffUjian = z.infer<typeof staffUjianSchema>;

// ---------- courses ----------

/** POST /matkul and PUT /editMatkul/:id */
export const matkulSchema = z.object({
  nama_matkul: text(STAFF_MSG.namaMatkulRequired, 150),
  id_dosen: z.preprocess(
    blank,
    numeric(z.number({ error: STAFF_MSG.namaDosenRequired }).int().positive(STAFF_MSG.namaDosenRequired)),
  ),
  kelas: text(STAFF_MSG.kelasRequired, 50),
  prodi: text(STAFF_MSG.prodiRequired, 100),
});
export type MatkulInput = z.input<typeof matkulSchema>;

export const matkulRowSchema = z.object({
  id_matkul: z.number(),
  nama_matkul: z.string(),
  /** the lecturer's staff user id */
  id_dosen: z.number(),
  kelas: z.string(),
  prodi: z.string(),
  /** shown as 'Kode Dosen' */
  nidn: z.string(),
  nama_dosen: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Matkul = z.infer<typeof matkulRowSchema>;

/** GET /matkulCount → data */
export const matkulCountSchema = z.object({ jumlah_matkul: z.number() });

// ---------- users (admin) ----------

const role = z.enum(['admin', 'dosen'], { error: STAFF_MSG.roleInvalid });
const password = z
  .string({ error: STAFF_MSG.passwordRequired })
  .min(1, STAFF_MSG.passwordRequired)
  .min(PASSWORD_MIN, STAFF_MSG.passwordMin)
  .max(128, 'Password maksimal 128 karakter');
const optionalPassword = z.preprocess((v) => (v === '' || v === null ? undefined : v), password.optional());

/** POST /dosen — creating an admin sets prodi 'Admin' and id_dosen '9999'. */
export const createDosenSchema = z.object({
  nidn: text(STAFF_MSG.nidnRequired, 30),
  nama_dosen: text(STAFF_MSG.namaDosenRequired, 150),
  password,
  role: z.preprocess((v) => blank(v) ?? 'dosen', role),
  prodi: z.preprocess(blank, z.string().trim().max(100).optional()),
  id_dosen: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blank(v)),
    z.string().trim().max(20).optional(),
  ),
});
export type CreateDosenInput = z.input<typeof createDosenSchema>;

/** PUT /editDosen/:id — password optional (blank keeps the old one). */
export const editDosenSchema = z.object({
  nama_dosen: text(STAFF_MSG.namaDosenRequired, 150),
  password: optionalPassword,
  role: z.preprocess((v) => blank(v) ?? 'dosen', role),
  prodi: z.preprocess(blank, z.string().trim().max(100).optional()),
  id_dosen: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blank(v)),
    z.string().trim().max(20).optional(),
  ),
});
export type EditDosenInput = z.input<typeof editDosenSchema>;

/** A staff user as the admin pages see it (never the password hash). */
export const staffUserRowSchema = z.object({
  id: z.number(),
  id_dosen: z.string(),
  nidn: z.string(),
  nama_dosen: z.string(),
  role: z.enum(['admin', 'dosen']),
  prodi: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffUserRow = z.infer<typeof staffUserRowSchema>;

// ---------- profile ----------

/** PUT /profile/:nidn — all optional; blank fields are left unchanged. */
export const profileSchema = z
  .object({
    nama_dosen: z.preprocess(blank, z.string().trim().max(150).optional()),
    password: optionalPassword,
    confirm_password: z.preprocess(blank, z.string().max(128).optional()),
  })
  .refine((v) => v.confirm_password === undefined || v.password === v.confirm_password, {
    message: STAFF_MSG.passwordMismatch,
    path: ['confirm_password'],
  });
export type ProfileInput = z.input<typeof profileSchema>;

// ---------- dashboard ----------

/** GET /dashboard → data */
export const dashboardCountsSchema = z.object({
  jumlah_ujian: z.number(),
  /** distinct candidates and course-exam students with at least one result */
  jumlah_peserta: z.number(),
  /** candidates with status_kelulusan = 1 */
  jumlah_lulus: z.number(),
  /** exam counts per type_soal */
  dataPG: z.number(),
  dataEssay: z.number(),
  dataMix: z.number(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

// ---------- question media ----------

/** A question's files: its media (image or audio) and the option images A–E. */
export const QUESTION_MEDIA_FIELDS = [
  'soal_gambar',
  'gambar_pil_a',
  'gambar_pil_b',
  'gambar_pil_c',
  'gambar_pil_d',
  'gambar_pil_e',
] as const;
export type QuestionMediaField = (typeof QUESTION_MEDIA_FIELDS)[number];

/** No file in any of a question's media fields. */
export const noQuestionMedia = () =>
  Object.fromEntries(QUESTION_MEDIA_FIELDS.map((f) => [f, null])) as Record<QuestionMediaField, null>;
