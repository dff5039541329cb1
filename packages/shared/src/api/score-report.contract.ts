import { z } from 'zod';
import { verificationSchema } from '../insight';
import { contractOf } from './contract';
import { scoreReportPaths } from './score-report.paths';

export const scoreReportContract = contractOf('laporan nilai', scoreReportPaths, {
  pdf: { summary: 'PDF laporan nilai peserta dengan kode verifikasi baru (application/pdf)' },
  verify: {
    summary: 'Verifikasi laporan nilai: nama, nilai dan tanggal saja (dibatasi per IP)',
    params: z.object({ kode: z.string().trim().min(1).max(64) }),
    response: verificationSchema,
  },
});
