import { z } from 'zod';
import { EXAM_TYPES, QUESTION_TYPES } from '../constants';
import { STAFF_MSG } from '../staff-messages';
import { blank, idList, optionalNumber, text, wholeNumber, yesNo } from './form-values';
import { materiRowSchema } from './materi';

/* Staff back-office schemas: exams (staff "ujian") (the routes: src/api/). */

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
