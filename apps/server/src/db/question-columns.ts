/**
 * The SQL column lists of a question that several repositories select (the exam day's sheet and
 * bank, the review): one list, so a key column can never slip into what a candidate sees.
 */

/** The question columns a candidate may see: NO kunci_pg / kunci_essay / kunci (a form's key). */
export const viewColumns = [
  'q.id',
  'q.type_soal',
  'q.isi',
  'q.soal_pg',
  'q.soal_gambar',
  'q.pil_a',
  'q.pil_b',
  'q.pil_c',
  'q.pil_d',
  'q.pil_e',
  'q.gambar_pil_a',
  'q.gambar_pil_b',
  'q.gambar_pil_c',
  'q.gambar_pil_d',
  'q.gambar_pil_e',
  'q.group_soal',
  'q.stimulus_id',
] as const;
