import { ADMIN, get, post } from './route';

/** The applicants' report (spec §7.3), admins only. Schemas: report.contract.ts. */
export const reportPaths = {
  search: post('/reportPendaftar', ADMIN),
  excel: get('/reportPendaftar/excel', ADMIN, { answer: 'file' }),
} as const;
