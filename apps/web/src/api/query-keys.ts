import type { QueryKey } from '@tanstack/react-query';
import { candidateKeys } from './candidate/query-keys';

/**
 * Every react-query key of the web app (the candidate pages' own in candidate/query-keys.ts, so
 * the exam pages do not carry the staff pages' keys). A query and the mutations that refresh it name the same
 * entry here, so a page that needs data another page loaded reads the cached answer (and a key
 * is never spelt twice). Keys with a parameter start with the plain key, so invalidating the
 * plain key refreshes them all.
 */
export const queryKeys = {
  // staff: shared by several pages
  dosenDetail: ['dosenDetail'],
  materi: ['materi'],
  /** the materi list, with the archived ones or without (docs/decisions/0016) */
  materiList: (arsip: boolean) => ['materi', 'list', arsip],
  materiShares: (id: number | null) => ['materi', 'berbagi', id],
  bankSettings: ['pengaturanBankSoal'],
  matkul: ['matkul'],
  /** the course list, with the archived ones or without (docs/decisions/0016) */
  matkulList: (arsip: boolean) => ['matkul', 'list', arsip],
  dosen: ['dosen'],
  programmes: ['programmes'],
  // staff: one feature each
  dashboard: ['dashboard'],
  ujian: ['ujian'],
  /** the exam list, with the archived ones or without (docs/decisions/0016) */
  ujianList: (arsip: boolean) => ['ujian', 'list', arsip],
  settings: ['settings'],
  groupSoal: ['groupSoal'],
  groupSoalOf: (materiId: number | null, arsip = false) => ['groupSoal', materiId, arsip],
  soal: ['soal'],
  soalAll: (groupId: number, arsip = false) => ['soal', 'all', groupId, arsip],
  soalOfGroup: (groupId: number, arsip = false) => ['soal', 'group', groupId, arsip],
  soalDetail: (id: number) => ['soal', 'detail', id],
  importRiwayat: (groupId: number) => ['soal', 'impor', groupId],
  hasilUjian: ['hasilujian'],
  hasilUjianOf: (q: object) => ['hasilujian', q],
  hasilUjianAll: ['hasilUjianAll'],
  hasilUjianDosen: ['hasilujiandosen'],
  pdfHasilUjian: (id: string | undefined, materi: string | null) => ['pdfhasilujian', id, materi],
  outbox: ['outbox'],
  outboxList: (status: string, kind: string) => ['outbox', 'list', status, kind],
  outboxSummary: ['outbox', 'summary'],
  reportPendaftar: (body: object) => ['reportPendaftar', body],
  irt: ['irt'],
  irtMateri: ['irt', 'materi'],
  irtVersions: (materiId: number | null) => ['irt', 'versions', materiId],
  irtDetail: (id: number) => ['irt', 'detail', id],
  analisisButir: ['analisisButir'],
  analisisButirOf: (jenis: string | null, id: number | null, percobaan: string) => [
    'analisisButir',
    jenis,
    id,
    percobaan,
  ],
  // candidates (api/candidate/query-keys.ts)
  ...candidateKeys,
} as const satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;
