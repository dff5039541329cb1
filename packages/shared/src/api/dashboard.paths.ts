import { get, STAFF } from './route';

/** The staff dashboard's counters. Schemas: dashboard.contract.ts. */
export const dashboardPaths = {
  counts: get('/dashboard', STAFF),
} as const;
