import { z } from 'zod';
import { numeric } from './numbers';

/**
 * Shared stimuli (wacana, docs/decisions/0025): a rich-text passage of a question group that several of
 * its questions share. Staff API (access as the group's questions: reading the materi to list,
 * writing it to change):
 *   GET    /groupSoal/:id/stimulus            → Stimulus[] (the group's passages, with their questions)
 *   POST   /stimulus  stimulusCreateSchema     → Stimulus
 *   POST   /stimulus/:id  stimulusUpdateSchema → Stimulus
 *   DELETE /stimulus/:id                       → null (409 while a question uses it)
 *   POST   /stimulus/:id/soal  stimulusQuestionsSchema → Stimulus: exactly these questions of its
 *          group use it from now on (the ones left out that used it are detached; [] detaches all)
 * A change is refused (409) while an attempt in progress holds a question it touches.
 * The candidate's sheet: each question's `stimulus_id`, and `stimuli` once per sheet.
 */

export const STIMULUS_ISI_MAX = 200_000;
export const STIMULUS_TITLE_MAX = 200;
export const STIMULUS_QUESTIONS_MAX = 500;

export const STIMULUS_MSG = {
  notFound: 'Wacana tidak ditemukan',
  isiRequired: 'Isi wacana wajib diisi',
  isiTooLong: `Isi wacana terlalu panjang (maksimal ${STIMULUS_ISI_MAX.toLocaleString('id-ID')} karakter)`,
  titleTooLong: `Judul wacana maksimal ${STIMULUS_TITLE_MAX} karakter`,
  groupRequired: 'Group soal tidak ditemukan',
  questionsInvalid: 'Pilih soal dari group wacana ini (daftar id soal)',
  questionOtherGroup: 'Soal yang dipilih harus berada di group yang sama dengan wacananya',
  inUse: (n: number) => `Wacana masih dipakai ${n} soal; lepaskan soalnya dari wacana ini dulu`,
  liveExam: 'Soal yang memakai wacana ini sedang dikerjakan peserta; ubah setelah ujiannya selesai',
  added: 'Wacana berhasil ditambahkan',
  updated: 'Wacana berhasil diubah',
  deleted: 'Wacana berhasil dihapus',
  attached: 'Soal wacana berhasil disimpan',
} as const;

/** An id: a number or a numeric string, never a boolean or an array (numbers.ts). */
const id = (message: string) => numeric(z.number({ error: message }).int(message).positive(message));

const judul = z
  .string({ error: STIMULUS_MSG.titleTooLong })
  .trim()
  .max(STIMULUS_TITLE_MAX, STIMULUS_MSG.titleTooLong)
  .nullish()
  .transform((v) => (v ? v : null));
const isi = z
  .string({ error: STIMULUS_MSG.isiRequired })
  .min(1, STIMULUS_MSG.isiRequired)
  .max(STIMULUS_ISI_MAX, STIMULUS_MSG.isiTooLong);

export const stimulusUpdateSchema = z.object({ judul, isi });
export const stimulusCreateSchema = stimulusUpdateSchema.extend({
  group_id: id(STIMULUS_MSG.groupRequired),
});
export const stimulusQuestionsSchema = z.object({
  soal: z
    .array(id(STIMULUS_MSG.questionsInvalid), { error: STIMULUS_MSG.questionsInvalid })
    .max(STIMULUS_QUESTIONS_MAX, STIMULUS_MSG.questionsInvalid),
});

/** A stimulus as staff read it. */
export const stimulusSchema = z.object({
  id: z.number(),
  group_id: z.number(),
  judul: z.string().nullable(),
  /** sanitised rich HTML */
  isi: z.string(),
  /** the ids (id_soalPG) of the questions that use it, ascending */
  soal: z.array(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Stimulus = z.infer<typeof stimulusSchema>;

/** A stimulus on the candidate's sheet (sanitised rich HTML). */
export const candidateStimulusSchema = z.object({ id: z.number(), isi: z.string() });
export type CandidateStimulus = z.infer<typeof candidateStimulusSchema>;
