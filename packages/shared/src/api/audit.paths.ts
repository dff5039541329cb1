import { get, STAFF } from './route';

/** The audit log read by staff (admins: every entry; a lecturer: their own course exams'). Schemas: audit.contract.ts. */
export const auditPaths = {
  page: get('/audit-log', STAFF),
  excel: get('/audit-log/excel', STAFF, { answer: 'file' }),
} as const;
