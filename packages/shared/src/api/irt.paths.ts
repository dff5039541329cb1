import { CANDIDATE, get, post, STAFF } from './route';

/** The IRT calibrations (staff) and the candidate's IRT scores. Schemas: irt.contract.ts. */
export const irtPaths = {
  materi: get('/irt/materi', STAFF),
  start: post('/irt/kalibrasi', STAFF),
  list: get('/irt/kalibrasi', STAFF),
  detail: get('/irt/kalibrasi/:id', STAFF),
  candidateScores: get('/skor-irt', CANDIDATE),
} as const;
