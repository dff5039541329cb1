import { Button, Center, Container, Loader, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EXAM_MSG, type ExamSheet } from '@tryout/shared/exam';
import { useCallback, useEffect } from 'react';
import { ApiError } from '../../api/client';
import { deferred } from '../../components/deferred';
import { readProfile } from '../../lib/candidate/examStorage';
import { resetSessionEnded, useSessionSwitched } from '../../lib/candidate/sessionSwitch';
import { isNotStarted, sheetKey, useExamSheetQuery } from './api/soalUjianPg';
import { ExamBanner } from './ExamBanner';
import { Notice } from './Notice';
import { useDeadlineSync } from './session/deadlineSync';
import type { TakerProfile } from './session/useExamSession';
import { useHeartbeat } from './session/useHeartbeat';
import { ExamSheetView, type ExamSheetViewProps } from './sheet/ExamSheetView';

/**
 * The start screen shows only before an attempt: a chunk of its own, so a running exam (the timed
 * part) does not carry it; the route's loader fetches it beside the page's code (examPageLoader).
 */
const StartScreen = deferred(() => import('./start/StartScreen').then((m) => m.StartScreen));
/** Shown only when they are needed: a fullscreen exit, a login on another device. */
const FullscreenWarning = deferred(() => import('./start/StartGate').then((m) => m.FullscreenWarning));
const SwitchedNotice = deferred(() => import('./SwitchedNotice').then((m) => m.SwitchedNotice));

/** The integrity signals while the sheet shows: their code is fetched once it has (integritySignals.ts). */
function useIntegritySignals(kode: string, active: boolean) {
  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./session/integritySignals').then(
      (m) => {
        if (live) stop = m.watchIntegrity(kode);
      },
      () => {},
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [kode, active]);
}

/**
 * Runs the attempt in progress at once (a resume needs no second confirmation); without one it
 * shows the start screen, whose 'Mulai Sekarang' starts the attempt. Opening the page starts nothing.
 */
export function ExamRunner({
  kode,
  onDone,
  onBack,
  profile,
}: {
  kode: string;
  onDone: ExamSheetViewProps['onDone'];
  onBack: () => void;
  /** the taker shown and sent with the submit; defaults to the logged-in candidate */
  profile?: TakerProfile | null;
}) {
  const sheet = useExamSheetQuery(kode);
  const qc = useQueryClient();
  const started = useCallback((s: ExamSheet) => qc.setQueryData(sheetKey(kode), s), [qc, kode]);
  const sync = useDeadlineSync(kode, sheet.data);
  // a course-exam student's saves have no grace after the end (only a tryout candidate's have)
  const session = useSessionSwitched(profile == null);
  // a page whose session moved to another device stops calling the server (its saves go on for the grace)
  useHeartbeat(sheet.isSuccess && !session.switched, sync.onBeat);
  useIntegritySignals(kode, sheet.isSuccess && !sync.ended);
  if (sheet.isPending)
    return (
      <Center mih="60dvh">
        <Loader aria-label="Memuat soal" />
      </Center>
    );
  if (sheet.isError && isNotStarted(sheet.error))
    return (
      <StartScreen
        needed
        banner={<ExamBanner>Periksa detail ujian sebelum memulai</ExamBanner>}
        kode={kode}
        onStarted={started}
        onBack={onBack}
      />
    );
  if (sheet.isError)
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1} fz={24}>
            {EXAM_MSG.welcome}
          </Title>
          <Notice tone="red" title="Ujian tidak dapat dibuka" role="alert">
            {sheet.error instanceof ApiError ? sheet.error.message : EXAM_MSG.submitFail}
          </Notice>
          <Button variant="default" onClick={onBack} w="fit-content">
            {EXAM_MSG.back}
          </Button>
        </Stack>
      </Container>
    );
  return (
    <>
      <ExamSheetView
        key={sheet.data.attempt_id}
        sheet={sheet.data}
        closed={sync.ended}
        profile={profile === undefined ? readProfile() : profile}
        onDone={onDone}
      />
      <FullscreenWarning kode={kode} />
      {session.switched && (
        <SwitchedNotice
          needed
          graceOver={session.graceOver}
          released={session.released}
          onBack={() => {
            resetSessionEnded();
            onBack();
          }}
        />
      )}
    </>
  );
}
