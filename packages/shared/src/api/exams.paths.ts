import { del, get, post, put, STAFF } from './route';

/** The staff's exam routes (spec §7.4; docs/decisions/0016 archive). Schemas: exams.contract.ts. */
export const examsPaths = {
  list: get('/getDataUjian', STAFF),
  detail: get('/getDetailUjian/:id', STAFF),
  add: post('/ujian', STAFF),
  update: put('/updateujian/:id', STAFF),
  archive: put('/ujian/:id/arsip', STAFF),
  remove: del('/deleteujian/:id', STAFF),
} as const;
