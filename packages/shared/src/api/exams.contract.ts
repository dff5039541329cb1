import { archiveBodySchema } from '../archive';
import { archivableUjianSchema } from '../exam-course-archive';
import { idParam } from '../staff/form-values';
import { contractOf } from './contract';
import { examsPaths } from './exams.paths';

export const examsContract = contractOf('ujian', examsPaths, {
  archive: {
    summary:
      'Arsipkan (arsip: true) atau pulihkan (arsip: false) ujian; ujian tryout hanya admin; dicatat di audit log (docs/decisions/0016)',
    params: idParam,
    body: archiveBodySchema,
    response: archivableUjianSchema,
  },
});
