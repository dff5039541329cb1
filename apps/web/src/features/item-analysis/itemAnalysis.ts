import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisTargets, AttemptChoice, ItemAnalysisReport } from '@tryout/shared/item-analysis';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type Jenis = ItemAnalysisReport['sasaran']['jenis'];

/** GET /analisis-butir — the tryout materi and the course exams this staff member may analyse. */
export async function fetchAnalysisTargets(): Promise<AnalysisTargets> {
  return (await request<AnalysisTargets>('analisis-butir', { auth: 'staff' })).data;
}
export const useAnalysisTargets = () =>
  useQuery(queryOptions({ queryKey: queryKeys.analisisButir, queryFn: fetchAnalysisTargets }));

/** GET /analisis-butir/{materi|ujian}/:id?percobaan= — the whole item analysis. */
export async function fetchItemAnalysis(jenis: Jenis, id: number, percobaan: AttemptChoice) {
  return (
    await request<ItemAnalysisReport>(`analisis-butir/${jenis}/${id}`, {
      auth: 'staff',
      query: { percobaan },
    })
  ).data;
}
export const useItemAnalysis = (jenis: Jenis | null, id: number | null, percobaan: AttemptChoice) =>
  useQuery({
    queryKey: queryKeys.analisisButirOf(jenis, id, percobaan),
    queryFn: () => fetchItemAnalysis(jenis as Jenis, id as number, percobaan),
    enabled: jenis != null && id != null,
  });

export const excelPath = (jenis: Jenis, id: number) => `analisis-butir/${jenis}/${id}/excel`;

/** The question's edit form (spec §2.5). */
export const editSoalPath = (q: { id: number; group_soal: number; id_master_materi: number }) =>
  `/group-soal/bank_soal/${q.group_soal}/${q.id_master_materi}/edit_soal/${q.id}`;
