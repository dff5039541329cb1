import type { resultsContract } from '@tryout/shared/api/results.contract';
import { resultsPaths } from '@tryout/shared/api/results.paths';
import { downloadFrom } from '../../api/contract-client';
import { saveBlob } from '../../lib/saveBlob';

export { saveBlob };

type C = typeof resultsContract;

/** GET /pdfhasilujian/:id — the printable results as a PDF blob (staff token). */
export const fetchPdfHasilUjian = (id: string, materiId?: string | null) =>
  downloadFrom<C['examPdf']>(resultsPaths.examPdf, {
    params: { id },
    query: { materi_id: materiId ?? undefined },
  });

/** GET /hasilujian/:id/excel, /hasilujianprodi/:kode/excel, /nilaiujianmahasiswa/:id/excel. */
export const excelFiles = {
  exam: (id: string | number, materiId?: string | null) =>
    downloadFrom<C['examExcel']>(resultsPaths.examExcel, {
      params: { id },
      query: { materi_id: materiId ?? undefined },
    }),
  programme: (kode: string) =>
    downloadFrom<C['programmeExcel']>(resultsPaths.programmeExcel, { params: { kode } }),
  students: (id: string | number) =>
    downloadFrom<C['studentsExcel']>(resultsPaths.studentsExcel, { params: { id } }),
};
