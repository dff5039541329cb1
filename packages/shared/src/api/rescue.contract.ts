import {
  rescueApplyResultSchema,
  rescueApplySchema,
  rescueAttemptParams,
  rescueKeySchema,
  rescuePreviewSchema,
  rescueResultParams,
  rescueUploadSchema,
} from '../rescue';
import { contractOf } from './contract';
import { rescuePaths } from './rescue.paths';

const PREVIEW_DOC =
  'Tidak mengubah jawaban. Berkas rusak/diubah, milik percobaan lain, atau percobaan yang sudah selesai dan diperiksa → 400/409. ' +
  'Ujian mata kuliah: dosen pengampu dan admin. Dicatat di log audit.';
const APPLY_DOC =
  'Hanya jawaban yang urutannya lebih baru dari yang tersimpan dan dibuat dalam waktu percobaan (tenggat + perpanjangan + ' +
  'masa tenggang) yang diterapkan. Percobaan yang sudah selesai dinilai ulang. Alasan wajib; dicatat di log audit.';

/** The upload's preview and its application, on an attempt or on a result. */
const preview = (where: string) => ({
  summary: `Pratinjau berkas jawaban ${where}: perbedaan dengan jawaban yang tersimpan di server`,
  description: PREVIEW_DOC,
  body: rescueUploadSchema,
  response: rescuePreviewSchema,
});
const apply = (where: string) => ({
  summary: `Terapkan berkas jawaban ${where} (dan selesaikan bila diminta)`,
  description: APPLY_DOC,
  body: rescueApplySchema,
  response: rescueApplyResultSchema,
});

export const rescueContract = contractOf('berkas jawaban', rescuePaths, {
  key: {
    summary: 'Kunci publik server untuk berkas jawaban (Unduh jawaban saya)',
    description:
      'RSA-OAEP (SPKI, base64). Halaman ujian mengenkripsi berkas jawaban dengan kunci ini; hanya server yang dapat membukanya. ' +
      'Boleh disimpan di cache (tidak berubah selama database yang sama).',
    response: rescueKeySchema,
  },
  previewAttempt: { ...preview('pada percobaan'), params: rescueAttemptParams },
  applyAttempt: { ...apply('pada percobaan'), params: rescueAttemptParams },
  previewResult: { ...preview('pada hasil ujian'), params: rescueResultParams },
  applyResult: { ...apply('pada hasil ujian'), params: rescueResultParams },
});
