import type { QueryKey } from '@tanstack/react-query';

/**
 * The react-query keys of the candidate pages (part of api/query-keys.ts's queryKeys, kept apart so
 * the exam pages' code holds none of the staff pages' keys: their JS budget).
 */
export const candidateKeys = {
  verify: (token: string, email: string) => ['verify', token, email],
  listUjian: ['listujian'],
  listUjianOf: (no_reg: string) => ['listujian', no_reg],
  wawasan: (kode_ujian: string) => ['wawasan', kode_ujian],
  pembahasan: (kode_ujian: string) => ['pembahasan', kode_ujian],
  reviewStatus: (kode_ujian: string) => ['pembahasan', kode_ujian, 'status'],
  verifikasi: (kode: string) => ['verifikasi', kode],
  sheet: (kode_ujian: string) => ['soalUjianPg', kode_ujian],
  ujianDetail: (kode_ujian: string) => ['ujian_detail', kode_ujian],
  checkNoreg: (no_reg: string, hash: string | null) => ['checknoreg', no_reg, hash],
  detailUjian: (kode_ujian: string) => ['detailUjian', kode_ujian],
  skorIrt: ['skor-irt'],
} as const satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;
