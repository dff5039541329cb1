import { kodeUjianParamSchema, reviewSchema, reviewStatusSchema } from '../insight';
import { contractOf } from './contract';
import { reviewPaths } from './review.paths';

export const reviewContract = contractOf('ujian', reviewPaths, {
  review: {
    summary:
      "Pembahasan percobaan terakhir (jawaban, kunci, pembahasan): hanya bila materi 'Tampilkan pembahasan' dan peserta tidak dapat lagi memulai atau melanjutkan percobaan; selain itu 403",
    params: kodeUjianParamSchema,
    response: reviewSchema,
  },
  status: {
    summary:
      'Apakah pembahasan dapat dibuka sekarang, dan bila belum mengapa; hanya dibaca (membuka pembahasan tercatat, ini tidak)',
    params: kodeUjianParamSchema,
    response: reviewStatusSchema,
  },
});
