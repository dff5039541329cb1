import { useQuery } from '@tanstack/react-query';
import type { Verification } from '@tryout/shared/insight';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** GET /verifikasi/:kode — public: the name, scores and date of a printed score report. */
export async function fetchVerifikasi(kode: string): Promise<Verification> {
  return (await request<Verification>(`verifikasi/${encodeURIComponent(kode)}`, { auth: 'none' })).data;
}

export const useVerifikasi = (kode: string) =>
  useQuery({ queryKey: queryKeys.verifikasi(kode), queryFn: () => fetchVerifikasi(kode), retry: false });
