import { z } from 'zod';
import {
  calibrationListQuerySchema,
  irtCalibrationDetailSchema,
  irtCalibrationSchema,
  irtCandidateScoresSchema,
  irtMateriSchema,
  startCalibrationSchema,
} from '../irt';
import { idParam } from '../staff/form-values';
import { contractOf } from './contract';
import { irtPaths } from './irt.paths';

export const irtContract = contractOf('kalibrasi IRT', irtPaths, {
  materi: { summary: 'Materi beserta kalibrasi IRT terakhirnya', response: z.array(irtMateriSchema) },
  start: {
    summary: 'Mulai kalibrasi IRT sebuah materi (dijalankan oleh job server)',
    body: startCalibrationSchema,
    response: irtCalibrationSchema,
  },
  list: {
    summary: 'Versi kalibrasi IRT (terbaru dulu)',
    query: calibrationListQuerySchema,
    response: z.array(irtCalibrationSchema),
  },
  detail: {
    summary: 'Kalibrasi IRT: parameter soal, tanda, informasi tes',
    params: idParam,
    response: irtCalibrationDetailSchema,
  },
  candidateScores: {
    summary: 'Skor IRT (perkiraan) peserta: per materi dan keseluruhan; null sebelum ada kalibrasi',
    response: irtCandidateScoresSchema.nullable(),
  },
});
