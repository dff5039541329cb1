import { useQueryClient } from '@tanstack/react-query';
import type { SubmitResult } from '@tryout/shared/exam';
import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { candidateKeys } from '../../api/candidate/query-keys';
import { candidateRedirect } from '../../lib/candidate/candidate';
import { closedNote, type FinishedState } from '../../lib/candidate/finishedState';
import { ExamRunner } from './ExamRunner';
import type { SubmitOutcome } from './session/useExamSession';

/** `/ujian/:no_reg/formujian/:kode_ujian` — the exam-taking page (spec §2.3). */
export default function ExamPage() {
  const { no_reg = '', kode_ujian = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const back = useCallback(() => {
    void qc.invalidateQueries({ queryKey: candidateKeys.listUjian });
    navigate(`/ujian/${no_reg}`, { replace: true });
  }, [qc, navigate, no_reg]);
  // after the submit: the overview, which shows the attempt's result at once (spec §2.2 'Kembali')
  const done = useCallback(
    (outcome: Exclude<SubmitOutcome, 'failed'>, result: SubmitResult | null) => {
      void qc.invalidateQueries({ queryKey: candidateKeys.listUjian });
      const catatan = closedNote(outcome, result);
      const state: FinishedState = { selesai: result ? { kode_ujian, result, catatan } : null };
      navigate(`/ujian/${no_reg}`, { replace: true, state });
    },
    [qc, navigate, no_reg, kode_ujian],
  );
  const redirect = candidateRedirect(no_reg, true);
  if (redirect) return <Navigate to={redirect} replace />;
  return <ExamRunner key={kode_ujian} kode={kode_ujian} onDone={done} onBack={back} />;
}
