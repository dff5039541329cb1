import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { settingsApi } from './settings';

/** GET /programmes — the study programmes and their nilai_min_kelulusan (results, pass settings). */
export async function fetchProgrammes() {
  return (await settingsApi.programmes()).data;
}

export const programmesQuery = () =>
  queryOptions({ queryKey: queryKeys.programmes, queryFn: fetchProgrammes });
export const useProgrammes = () => useQuery(programmesQuery());
