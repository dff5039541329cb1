import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgrammeRow } from '@tryout/shared/results';
import { request } from '../../api/client';

/** GET /programmes — the study programmes (results by programme). */
export async function fetchProgrammes(): Promise<ProgrammeRow[]> {
  return (await request<ProgrammeRow[]>('programmes', { auth: 'staff' })).data;
}

export const programmesQuery = () => queryOptions({ queryKey: ['programmes'], queryFn: fetchProgrammes });
export const useProgrammes = () => useQuery(programmesQuery());
