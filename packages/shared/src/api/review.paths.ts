import { CANDIDATE, get } from './route';

/** The candidate's review with keys and pembahasan (docs/decisions/0022). Schemas: review.contract.ts. */
export const reviewPaths = {
  review: get('/pembahasan/:kode_ujian', CANDIDATE),
  status: get('/pembahasan/:kode_ujian/status', CANDIDATE),
} as const;
