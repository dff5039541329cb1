import { del, get, post, put, STAFF } from './route';

/** The course routes (spec §7.4; docs/decisions/0016 archive). Schemas: courses.contract.ts. */
export const coursesPaths = {
  list: get('/matkul', STAFF),
  mine: get('/matkul_dosen', STAFF),
  count: get('/matkulCount', STAFF),
  add: post('/matkul', STAFF),
  edit: put('/editMatkul/:id', STAFF),
  archive: put('/matkul/:id/arsip', STAFF),
  remove: del('/deleteMatkul/:id', STAFF),
} as const;
