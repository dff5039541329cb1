import { useQueryClient } from '@tanstack/react-query';
import { EXAM_MSG, type SubmitResult } from '@tryout/shared/exam';
import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { notifySuccess } from '../../components/notify';
import { NoData, PageLoader } from './CandidateShell';
import { candidateRedirect } from './candidate';
import { ExamRunner } from './ExamRunner';
import { listUjian, listUjianKey } from './listUjian';
import { nextToeflSection, toeflPath } from './toeflFlow';
import { useCandidateList } from './useCandidateList';
import type { SubmitOutcome } from './useExamSession';

/**
 * `/ujian/:no_reg/formujiantoefl/:kode_ujian/:urutan` — one TOEFL section with the same sheet UI;
 * finishing opens the next section, after the last one the overview. A section that already has
 * results jumps to the next.
 */
export default function ToeflExamPage() {
  const { no_reg = '', kode_ujian = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useCandidateList(no_reg);

  const goNext = useCallback(async () => {
    const fresh = await qc.fetchQuery({
      queryKey: listUjianKey(no_reg),
      queryFn: () => listUjian(no_reg),
      staleTime: 0,
    });
    const next = nextToeflSection(fresh.ujian, kode_ujian);
    navigate(next ? toeflPath(no_reg, next) : `/ujian/${no_reg}`, { replace: true });
  }, [qc, no_reg, kode_ujian, navigate]);
  const back = useCallback(() => navigate(`/ujian/${no_reg}`, { replace: true }), [navigate, no_reg]);
  // a section done: a short notice (the next section opens on its start screen), then on
  const finished = useCallback(
    (outcome: Exclude<SubmitOutcome, 'failed'>, result: SubmitResult | null) => {
      if (outcome === 'submitted' || result)
        notifySuccess(
          result
            ? `${EXAM_MSG.submitSuccess} · Nilai ${result.nilai_akhir ?? result.nilai_pg ?? '-'}`
            : EXAM_MSG.submitSuccess,
          { title: EXAM_MSG.submitSuccessTitle, autoClose: 4000 },
        );
      void goNext();
    },
    [goNext],
  );

  const redirect = candidateRedirect(no_reg, true);
  if (redirect) return <Navigate to={redirect} replace />;
  if (list.isError) return <NoData />;
  if (list.isPending || list.isFetching) return <PageLoader />;
  const card = list.data.ujian.find((c) => c.kode_ujian === kode_ujian);
  const running = list.data.in_progress?.kode_ujian === kode_ujian;
  if (card && card.status.length > 0 && !running) {
    const next = nextToeflSection(list.data.ujian, kode_ujian);
    return <Navigate to={next ? toeflPath(no_reg, next) : `/ujian/${no_reg}`} replace />;
  }
  return <ExamRunner key={kode_ujian} kode={kode_ujian} onDone={finished} onBack={back} />;
}
