import { put, STAFF } from './route';

/**
 * The exam routes written in the contract (docs/decisions/0042; the others are still declared in
 * apps/server/src/modules/exams/exams.routes.ts). Schemas: exams.contract.ts.
 */
export const examsPaths = {
  archive: put('/ujian/:id/arsip', STAFF),
} as const;
