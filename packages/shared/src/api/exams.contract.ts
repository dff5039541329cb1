import { z } from 'zod';
import { archiveBodySchema } from '../archive';
import { archivableUjianSchema, ujianArchiveListQuery } from '../exam-course-archive';
import { ujianSchema, ujianUpdateSchema } from '../staff/exams';
import { idParam } from '../staff/form-values';
import { contractOf } from './contract';
import { examsPaths } from './exams.paths';

export const examsContract = contractOf('ujian', examsPaths, {
  list: {
    summary: 'Daftar ujian (filter type_soal, type_ujian, kategori; arsip hanya dengan ?arsip=1)',
    query: ujianArchiveListQuery,
    response: z.array(archivableUjianSchema),
  },
  detail: { summary: 'Detail ujian', params: idParam, response: archivableUjianSchema },
  add: { summary: 'Tambah ujian', body: ujianSchema, response: archivableUjianSchema },
  update: {
    summary: 'Ubah ujian: hanya field yang dikirim yang berubah',
    params: idParam,
    body: ujianUpdateSchema,
    response: archivableUjianSchema,
  },
  archive: {
    summary:
      'Arsipkan (arsip: true) atau pulihkan (arsip: false) ujian; ujian tryout hanya admin; dicatat di audit log (docs/decisions/0016)',
    params: idParam,
    body: archiveBodySchema,
    response: archivableUjianSchema,
  },
  remove: { summary: 'Hapus ujian', params: idParam, response: z.null() },
});
