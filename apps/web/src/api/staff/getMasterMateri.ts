import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { materiApi } from './materi';

/**
 * GET /getMasterMateri — the materi the staff member may read (spec §7.4), each with what they may
 * do with it (boleh_ubah, boleh_kelola; docs/decisions/0015): the materi page, group soal, exam form. Archived
 * materi only with `arsip` ('Tampilkan arsip', or a page that looks one up by id).
 */
export async function fetchMasterMateri(arsip = false) {
  return (await materiApi.list(arsip ? { query: { arsip: '1' } } : {})).data;
}

export const masterMateriQuery = (arsip = false) =>
  queryOptions({ queryKey: queryKeys.materiList(arsip), queryFn: () => fetchMasterMateri(arsip) });
export const useMasterMateri = (arsip = false) => useQuery(masterMateriQuery(arsip));
