import { ADMIN, get, PUBLIC, put, STAFF } from './route';

/** The pass settings and the programmes' pass marks. Schemas: settings.contract.ts. */
export const settingsPaths = {
  get: get('/settings', STAFF),
  put: put('/settings', ADMIN),
  programmes: get('/programmes', STAFF),
  putProgramme: put('/programmes/:kode_prodi', ADMIN),
  thresholds: get('/prodi-without-token/kode-prodi/:kode/kode-prodi2/:kode2', PUBLIC),
} as const;
