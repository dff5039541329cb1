import { get, STAFF } from './route';

/** Item analysis (docs/decisions/0023): staff only; a course exam's only for its lecturer and admins. Schemas: item-analysis.contract.ts. */
export const itemAnalysisPaths = {
  targets: get('/analisis-butir', STAFF),
  materi: get('/analisis-butir/materi/:id', STAFF),
  ujian: get('/analisis-butir/ujian/:id', STAFF),
  materiExcel: get('/analisis-butir/materi/:id/excel', STAFF, { answer: 'file' }),
  ujianExcel: get('/analisis-butir/ujian/:id/excel', STAFF, { answer: 'file' }),
} as const;
