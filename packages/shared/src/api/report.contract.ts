import { z } from 'zod';
import { reportFilterSchema, reportRowSchema } from '../results';
import { contractOf } from './contract';
import { reportPaths } from './report.paths';

export const reportContract = contractOf('reporting pendaftar', reportPaths, {
  search: {
    summary: 'Laporan pendaftar tryout (spec §7.3); 404 bila kosong',
    body: reportFilterSchema,
    response: z.array(reportRowSchema),
  },
  excel: {
    summary: 'Excel laporan pendaftar (filter sama dengan /reportPendaftar)',
    query: reportFilterSchema,
  },
});
