import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { SubmitResult } from '@tryout/shared/exam';
import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { listUjian, listUjianKey } from '../../api/candidate/listUjian';
import { useCandidateList } from '../../api/candidate/useCandidateList';
import { PageLoader } from '../../components/candidate/PageLoader';
import { deferred } from '../../components/deferred';
import { candidateRedirect } from '../../lib/candidate/candidate';
import { closedNote, type FinishedState } from '../../lib/candidate/finishedState';
import { nextToeflSection, savedText, sectionBefore, toeflPath } from '../../lib/candidate/toeflFlow';
import { useExamSheetQuery } from './api/soalUjianPg';
import { ExamRunner } from './ExamRunner';
import { Notice } from './Notice';
import type { SubmitOutcome } from './session/useExamSession';

/** Rare on this page, so chunks of their own: a section opened too early, the list not loaded. */
const ToeflNotYet = deferred(() => import('./ToeflNotYet').then((m) => m.ToeflNotYet));
const NoData = deferred(() => import('../../components/candidate/CandidateShell').then((m) => m.NoData));

/** What a finished section hands the next section's page (navigation state). */
interface SavedState {
  tersimpan?: string;
}

/**
 * `/ujian/:no_reg/formujiantoefl/:kode_ujian/:urutan` — one TOEFL section with the same sheet UI;
 * finishing opens the next section, whose start screen says the finished one was saved (and its
 * score); after the last one the overview with its result. A section that already has results jumps
 * to the next; one opened before an earlier section is finished says which to finish first.
 */
export default function ToeflExamPage() {
  const { no_reg = '', kode_ujian = '' } = useParams();
  const navigate = useNavigate();
  const saved = (useLocation().state as SavedState | null)?.tersimpan;
  const qc = useQueryClient();
  const list = useCandidateList(no_reg);
  // the sheet the runner holds (no request of its own): the notice goes once the section runs
  const running = useExamSheetQuery(kode_ujian, false).isSuccess;
  // the section finished: where to go is decided once the list is fresh (no redirect before it)
  const [leaving, setLeaving] = useState<string | null>(null);

  const finished = useCallback(
    async (outcome: Exclude<SubmitOutcome, 'failed'>, result: SubmitResult | null) => {
      setLeaving(kode_ujian);
      const fresh = await qc.fetchQuery({
        queryKey: listUjianKey(no_reg),
        queryFn: () => listUjian(no_reg),
        staleTime: 0,
      });
      const next = nextToeflSection(fresh.ujian, kode_ujian);
      const section = fresh.ujian.find((c) => c.kode_ujian === kode_ujian);
      if (next) {
        const state: SavedState = {
          tersimpan: section && savedText(section, result ? (result.nilai_akhir ?? result.nilai_pg) : null),
        };
        navigate(toeflPath(no_reg, next), { replace: true, state });
        return;
      }
      // the last section: the overview shows its result, as after any other exam
      const state: FinishedState = {
        selesai: result ? { kode_ujian, result, catatan: closedNote(outcome, result) } : null,
      };
      navigate(`/ujian/${no_reg}`, { replace: true, state });
    },
    [qc, no_reg, kode_ujian, navigate],
  );
  const done = useCallback(
    (outcome: Exclude<SubmitOutcome, 'failed'>, result: SubmitResult | null) =>
      void finished(outcome, result),
    [finished],
  );
  const back = useCallback(() => navigate(`/ujian/${no_reg}`, { replace: true }), [navigate, no_reg]);

  const redirect = candidateRedirect(no_reg, true);
  if (redirect) return <Navigate to={redirect} replace />;
  if (list.isError) return <NoData needed />;
  if (list.isPending || list.isFetching || leaving === kode_ujian) return <PageLoader />;
  const card = list.data.ujian.find((c) => c.kode_ujian === kode_ujian);
  const inProgress = list.data.in_progress?.kode_ujian === kode_ujian;
  if (card && card.status.length > 0 && !inProgress) {
    // a finished section (just now, or opened again): on to the next, which says this one was saved
    const next = nextToeflSection(list.data.ujian, kode_ujian);
    const last = card.status[card.status.length - 1];
    const state: SavedState = { tersimpan: savedText(card, last.nilai_akhir ?? last.nilai_pg) };
    return next ? (
      <Navigate to={toeflPath(no_reg, next)} replace state={state} />
    ) : (
      <Navigate to={`/ujian/${no_reg}`} replace />
    );
  }
  const before = inProgress ? null : sectionBefore(list.data.ujian, kode_ujian);
  if (before)
    return (
      <ToeflNotYet
        needed
        before={before}
        onBack={back}
        onOpen={() => navigate(toeflPath(no_reg, before), { replace: true })}
      />
    );
  return (
    <>
      {saved && !running && (
        <Container
          component="section"
          aria-label="Bagian sebelumnya"
          size="sm"
          pt="md"
          px={{ base: 'sm', sm: 'md' }}
        >
          <Notice tone="green" data-testid="toefl-saved">
            {saved}
          </Notice>
        </Container>
      )}
      <ExamRunner key={kode_ujian} kode={kode_ujian} onDone={done} onBack={back} />
    </>
  );
}
