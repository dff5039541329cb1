import { queryOptions, useQuery } from '@tanstack/react-query';
import type { itemAnalysisContract } from '@tryout/shared/api/item-analysis.contract';
import { itemAnalysisPaths } from '@tryout/shared/api/item-analysis.paths';
import type { AttemptChoice, ItemAnalysisReport } from '@tryout/shared/item-analysis';
import { downloadFrom } from '../../api/contract-client';
import { queryKeys } from '../../api/query-keys';
import { itemAnalysisApi } from '../../api/staff/itemAnalysis';

export type Jenis = ItemAnalysisReport['sasaran']['jenis'];

/** GET /analisis-butir — the tryout materi and the course exams this staff member may analyse. */
export async function fetchAnalysisTargets() {
  return (await itemAnalysisApi.targets()).data;
}
export const useAnalysisTargets = () =>
  useQuery(queryOptions({ queryKey: queryKeys.analisisButir, queryFn: fetchAnalysisTargets }));

/** GET /analisis-butir/{materi|ujian}/:id?percobaan= — the whole item analysis. */
export async function fetchItemAnalysis(jenis: Jenis, id: number, percobaan: AttemptChoice) {
  return (await itemAnalysisApi[jenis]({ params: { id }, query: { percobaan } })).data;
}
export const useItemAnalysis = (jenis: Jenis | null, id: number | null, percobaan: AttemptChoice) =>
  useQuery({
    queryKey: queryKeys.analisisButirOf(jenis, id, percobaan),
    queryFn: () => fetchItemAnalysis(jenis as Jenis, id as number, percobaan),
    enabled: jenis != null && id != null,
  });

/** GET /analisis-butir/{materi|ujian}/:id/excel?percobaan= — the same analysis as a workbook. */
export const fetchAnalysisExcel = (jenis: Jenis, id: number, percobaan: AttemptChoice) =>
  downloadFrom<(typeof itemAnalysisContract)[`${Jenis}Excel`]>(itemAnalysisPaths[`${jenis}Excel`], {
    params: { id },
    query: { percobaan },
  });

/** The question's edit form (spec §2.5). */
export const editSoalPath = (q: { id: number; group_soal: number; id_master_materi: number }) =>
  `/group-soal/bank_soal/${q.group_soal}/${q.id_master_materi}/edit_soal/${q.id}`;
