import { z } from 'zod';
import { idParam } from '../staff/form-values';
import {
  stimulusCreateSchema,
  stimulusQuestionsSchema,
  stimulusSchema,
  stimulusUpdateSchema,
} from '../stimulus';
import { contractOf } from './contract';
import { stimulusPaths } from './stimulus.paths';

export const stimulusContract = contractOf('bank soal', stimulusPaths, {
  ofGroup: {
    summary: 'Wacana sebuah group soal beserta soal yang memakainya',
    params: idParam,
    response: z.array(stimulusSchema),
  },
  add: {
    summary: 'Tambah wacana di sebuah group soal',
    body: stimulusCreateSchema,
    response: stimulusSchema,
  },
  update: { summary: 'Ubah wacana', params: idParam, body: stimulusUpdateSchema, response: stimulusSchema },
  remove: {
    summary: 'Hapus wacana (ditolak selama ada soal yang memakainya)',
    params: idParam,
    response: z.null(),
  },
  setQuestions: {
    summary: 'Tetapkan soal yang memakai wacana ini (yang tidak disebut dilepas)',
    params: idParam,
    body: stimulusQuestionsSchema,
    response: stimulusSchema,
  },
});
