import { del, get, post, STAFF } from './route';

/** The shared passages (wacana) of a question group (../stimulus.ts). Schemas: stimulus.contract.ts. */
export const stimulusPaths = {
  ofGroup: get('/groupSoal/:id/stimulus', STAFF),
  add: post('/stimulus', STAFF),
  update: post('/stimulus/:id', STAFF),
  remove: del('/stimulus/:id', STAFF),
  setQuestions: post('/stimulus/:id/soal', STAFF),
} as const;
