import { z } from 'zod';
import { archiveBodySchema, archiveListQuerySchema } from '../archive';
import { archivableMatkulSchema } from '../exam-course-archive';
import { matkulCountSchema, matkulSchema } from '../staff/courses';
import { idParam } from '../staff/form-values';
import { contractOf } from './contract';
import { coursesPaths } from './courses.paths';

export const coursesContract = contractOf('matakuliah', coursesPaths, {
  list: {
    summary: 'Daftar matakuliah (arsip hanya dengan ?arsip=1)',
    query: archiveListQuerySchema,
    response: z.array(archivableMatkulSchema),
  },
  mine: {
    summary: 'Matakuliah dosen yang login (arsip hanya dengan ?arsip=1)',
    query: archiveListQuerySchema,
    response: z.array(archivableMatkulSchema),
  },
  count: { summary: 'Jumlah matakuliah', response: matkulCountSchema },
  add: { summary: 'Tambah matakuliah', body: matkulSchema, response: archivableMatkulSchema },
  edit: { summary: 'Ubah matakuliah', params: idParam, body: matkulSchema, response: archivableMatkulSchema },
  archive: {
    summary:
      'Arsipkan (arsip: true) atau pulihkan (arsip: false) matakuliah; dicatat di audit log (docs/decisions/0016)',
    params: idParam,
    body: archiveBodySchema,
    response: archivableMatkulSchema,
  },
  remove: { summary: 'Hapus matakuliah', params: idParam, response: z.null() },
});
