import { auditPageSchema, auditQuerySchema } from '../monitor';
import { auditPaths } from './audit.paths';
import { contractOf } from './contract';

export const auditContract = contractOf('pengawasan ujian', auditPaths, {
  page: {
    summary: 'Log audit: siapa melakukan apa kepada siapa, kapan dan mengapa (dosen: ujiannya sendiri)',
    description:
      'Filter action, q (NIDN, objek, nilai, alasan), dari..sampai (tanggal WIB, inklusif); terbaru dulu.',
    query: auditQuerySchema,
    response: auditPageSchema,
  },
  excel: { summary: 'Excel log audit (filter dan cakupan sama dengan /audit-log)', query: auditQuerySchema },
});
