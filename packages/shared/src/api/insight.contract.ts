import { insightSchema, kodeUjianParamSchema } from '../insight';
import { contractOf } from './contract';
import { insightPaths } from './insight.paths';

export const insightContract = contractOf('ujian', insightPaths, {
  insight: {
    summary:
      'Wawasan hasil: nilai per kelompok soal, benar/salah/kosong, persentil di antara percobaan pertama, KKM dan ambang prodi',
    params: kodeUjianParamSchema,
    response: insightSchema,
  },
});
