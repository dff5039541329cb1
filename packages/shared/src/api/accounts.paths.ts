import { CANDIDATE, PUBLIC, post } from './route';

/**
 * The candidate's account routes of the admissions API (spec §7.1): form-data or JSON alike; the web
 * sends form-data (its base address may be the admissions system's own). Schemas: accounts.contract.ts.
 */
export const accountsPaths = {
  register: post('/tes-users/tryout/register', PUBLIC, { api: 'admissions', upload: 'multipart' }),
  verify: post('/tes-users/tryout/verify', PUBLIC, { api: 'admissions' }),
  login: post('/tes-users/tryout/login', PUBLIC, { api: 'admissions', upload: 'multipart' }),
  forgotPassword: post('/tes-users/tryout/forgot-password', PUBLIC, {
    api: 'admissions',
    upload: 'multipart',
  }),
  resetPassword: post('/tes-users/tryout/forgot-password/confirm', PUBLIC, {
    api: 'admissions',
    upload: 'multipart',
  }),
  logout: post('/tes-users/tryout/logout', PUBLIC, { api: 'admissions' }),
  passTryout: post('/tes-users/tryout/pass-tryout', CANDIDATE, { api: 'admissions', upload: 'multipart' }),
  updateResult: post('/tes-users/tryout/update-result', CANDIDATE, { api: 'admissions' }),
} as const;
