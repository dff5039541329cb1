import { MEDIA_PREFIX } from '@tryout/shared/constants';
import type { StaffQuestion } from '@tryout/shared/staff/question-bank';

/** One question as staff see it (spec §3 Question); file fields are URLs under /tryout/media. */
export type Soal = StaffQuestion;

export const OPTION_FIELDS = [
  ['A', 'pil_a', 'gambar_pil_a'],
  ['B', 'pil_b', 'gambar_pil_b'],
  ['C', 'pil_c', 'gambar_pil_c'],
  ['D', 'pil_d', 'gambar_pil_d'],
  ['E', 'pil_e', 'gambar_pil_e'],
] as const;

/** A stored file name (or an absolute path/URL) → its address under /tryout/media. */
export function mediaUrl(kind: 'soalPg' | 'jawabanPg', file: string | null | undefined): string | null {
  if (!file) return null;
  if (file.startsWith('/') || file.startsWith('http')) return file;
  return `${MEDIA_PREFIX}/${kind}/${file}`;
}

export const isAudio = (file: string) => /\.(mp3|ogg|wav)$/i.test(file);
