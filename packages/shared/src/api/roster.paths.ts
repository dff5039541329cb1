import { del, get, post, put, STAFF } from './route';

/** A course's student list ('Daftar Mahasiswa', docs/decisions/0018). Schemas: roster.contract.ts. */
export const rosterPaths = {
  list: get('/matkul/:id_matkul/mahasiswa', STAFF),
  add: post('/matkul/:id_matkul/mahasiswa', STAFF),
  remove: del('/matkul/:id_matkul/mahasiswa/:id', STAFF),
  accommodation: put('/matkul/:id_matkul/mahasiswa/:id/akomodasi', STAFF),
  makeCodes: post('/matkul/:id_matkul/mahasiswa/kode-pribadi', STAFF),
  mailCodes: post('/matkul/:id_matkul/mahasiswa/kode-pribadi/kirim', STAFF),
  importFile: post('/matkul/:id_matkul/mahasiswa/impor', STAFF, { upload: 'file' }),
} as const;
