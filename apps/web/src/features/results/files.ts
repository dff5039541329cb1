import { download } from '../../api/client';
import { saveBlob } from '../../lib/saveBlob';

export { saveBlob };

/** GET /pdfhasilujian/:id — the printable results as a PDF blob (staff token). */
export const fetchPdfHasilUjian = (id: string, materiId?: string | null) =>
  download(`pdfhasilujian/${id}`, { materi_id: materiId ?? undefined });

/** GET /hasilujian/:id/excel, /hasilujianprodi/:kode/excel, /nilaiujianmahasiswa/:id/excel. */
export const excelPaths = {
  exam: (id: string | number) => `hasilujian/${id}/excel`,
  programme: (kode: string) => `hasilujianprodi/${encodeURIComponent(kode)}/excel`,
  students: (id: string | number) => `nilaiujianmahasiswa/${id}/excel`,
};
