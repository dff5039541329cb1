import { get, PUBLIC, post, STAFF } from './route';

/** The staff sign-in and session routes (spec §7.4). Schemas: staff-auth.contract.ts. */
export const staffAuthPaths = {
  login: post('/loginDosen', PUBLIC),
  detail: get('/dosenDetail', STAFF),
  logout: post('/logoutDosen', STAFF),
} as const;
