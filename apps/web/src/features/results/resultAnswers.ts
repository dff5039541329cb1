import { useQuery } from '@tanstack/react-query';
import type { ResultAnswers } from '@tryout/shared/answer-detail';
import { request } from '../../api/client';

/** GET /hasilujian/:id/jawaban — each question of a result with the answer, the key and the score. */
export const useResultAnswers = (idHasil: number | null) =>
  useQuery({
    queryKey: ['hasilujian', 'jawaban', idHasil],
    queryFn: async () =>
      (await request<ResultAnswers>(`hasilujian/${idHasil}/jawaban`, { auth: 'staff' })).data,
    enabled: idHasil != null,
    retry: false,
  });

/** GET /hasilujian/:id/jawaban/pdf and /excel — the same detail as files. */
export const answerFilePaths = {
  pdf: (id: number) => `hasilujian/${id}/jawaban/pdf`,
  excel: (id: number) => `hasilujian/${id}/jawaban/excel`,
};
