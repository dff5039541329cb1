/* Staff back-office schemas: question media (the routes: src/api/). */

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
