import { CANDIDATE, get, PUBLIC } from './route';

/** The candidate's printable score report and its public verification (docs/decisions/0022). Schemas: score-report.contract.ts. */
export const scoreReportPaths = {
  pdf: get('/laporan-nilai/pdf', CANDIDATE, { answer: 'file' }),
  verify: get('/verifikasi/:kode', PUBLIC),
} as const;
