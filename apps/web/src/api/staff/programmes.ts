import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgrammeRow } from '@tryout/shared/results';
import { request } from '../client';
import { queryKeys } from '../query-keys';

/** GET /programmes — the study programmes and their nilai_min_kelulusan (results, pass settings). */
export async function fetchProgrammes(): Promise<ProgrammeRow[]> {
  return (await request<ProgrammeRow[]>('programmes', { auth: 'staff' })).data;
}

export const programmesQuery = () =>
  queryOptions({ queryKey: queryKeys.programmes, queryFn: fetchProgrammes });
export const useProgrammes = () => useQuery(programmesQuery());
