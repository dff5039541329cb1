import { get, PUBLIC, post, STAFF } from './route';

/**
 * The rescue file (docs/decisions/0012): the public key the exam page seals it to, and the staff's
 * upload on an attempt (the monitor) or on a result (the result page). Schemas: rescue.contract.ts.
 */
export const rescuePaths = {
  key: get('/berkas-jawaban/kunci', PUBLIC),
  previewAttempt: post('/berkas-jawaban/:attemptId/pratinjau', STAFF),
  applyAttempt: post('/berkas-jawaban/:attemptId/terapkan', STAFF),
  previewResult: post('/berkas-jawaban/hasil/:idHasil/pratinjau', STAFF),
  applyResult: post('/berkas-jawaban/hasil/:idHasil/terapkan', STAFF),
} as const;
