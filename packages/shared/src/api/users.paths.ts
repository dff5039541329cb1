import { ADMIN, del, get, post, put, STAFF } from './route';

/** The staff accounts (admins) and one's own profile (spec §7.4). Schemas: users.contract.ts. */
export const usersPaths = {
  list: get('/dosen', ADMIN),
  add: post('/dosen', ADMIN),
  edit: put('/editDosen/:id', ADMIN),
  remove: del('/deleteDosen/:id', ADMIN),
  profile: put('/profile/:nidn', STAFF),
} as const;
