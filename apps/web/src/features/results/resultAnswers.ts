import { useQuery } from '@tanstack/react-query';
import type { resultsContract } from '@tryout/shared/api/results.contract';
import { resultsPaths } from '@tryout/shared/api/results.paths';
import { downloadFrom } from '../../api/contract-client';
import { resultsApi } from '../../api/staff/results';

/** GET /hasilujian/:id/jawaban — each question of a result with the answer, the key and the score. */
export const useResultAnswers = (idHasil: number | null) =>
  useQuery({
    queryKey: ['hasilujian', 'jawaban', idHasil],
    queryFn: async () => (await resultsApi.answers({ params: { id: idHasil as number } })).data,
    enabled: idHasil != null,
    retry: false,
  });

/** GET /hasilujian/:id/jawaban/pdf and /excel — the same detail as files. */
export const answerFiles = {
  pdf: (id: number) =>
    downloadFrom<typeof resultsContract.answersPdf>(resultsPaths.answersPdf, { params: { id } }),
  excel: (id: number) =>
    downloadFrom<typeof resultsContract.answersExcel>(resultsPaths.answersExcel, { params: { id } }),
};
