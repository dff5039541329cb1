import { z } from 'zod';
import type { Failure } from './envelope';

/**
 * A candidate who has opened a materi's pembahasan has seen its keys (docs/decisions/0021): a staff action
 * that gives them a new attempt there — 'Ulang ujian', reopening a closed materi, raising the
 * attempts per materi — warns and needs an explicit confirmation. Without it the API answers 409
 * with the warning and `errors.konfirmasi_pembahasan`; the same request with
 * `konfirmasi_pembahasan: true` goes through.
 */
export const REVIEW_OPENED_MSG = {
  taker: 'Peserta ini sudah membuka pembahasan',
  many: (n: number) => `${n} peserta sudah membuka pembahasan`,
  consequence:
    'Percobaan baru akan dikerjakan setelah melihat kunci jawaban dan pembahasannya. Konfirmasi untuk tetap melanjutkan.',
  confirm: 'Tetap lanjutkan',
} as const;

export const REVIEW_CONFIRM_FIELD = 'konfirmasi_pembahasan';

/** The confirmation a body may carry (absent: not confirmed). */
export const reviewConfirmField = { konfirmasi_pembahasan: z.boolean().optional() };

/** Whether a refusal is the warning above (a confirmation lifts it). */
export const needsReviewConfirm = (f: Failure | undefined): boolean =>
  f?.code === 409 && typeof f.errors?.[REVIEW_CONFIRM_FIELD] === 'string';
