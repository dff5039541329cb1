import { put, STAFF } from './route';

/**
 * The course routes written in the contract (docs/decisions/0042; the others are still declared in
 * apps/server/src/modules/courses/courses.routes.ts). Schemas: courses.contract.ts.
 */
export const coursesPaths = {
  archive: put('/matkul/:id/arsip', STAFF),
} as const;
