import { archiveBodySchema } from '../archive';
import { archivableMatkulSchema } from '../exam-course-archive';
import { idParam } from '../staff/form-values';
import { contractOf } from './contract';
import { coursesPaths } from './courses.paths';

export const coursesContract = contractOf('matakuliah', coursesPaths, {
  archive: {
    summary:
      'Arsipkan (arsip: true) atau pulihkan (arsip: false) matakuliah; dicatat di audit log (docs/decisions/0016)',
    params: idParam,
    body: archiveBodySchema,
    response: archivableMatkulSchema,
  },
});
