import { CANDIDATE, get } from './route';

/** The candidate's insight after an attempt (docs/decisions/0022). Schemas: insight.contract.ts. */
export const insightPaths = {
  insight: get('/wawasan/:kode_ujian', CANDIDATE),
} as const;
