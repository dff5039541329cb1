import { Container, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NARROW_SCREEN_PX } from '@tryout/shared/constants';
import { EXAM_MSG, type ExamSheet, type LastResult, type SubmitResult } from '@tryout/shared/exam';
import {
  type CSSProperties,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBlocker } from 'react-router';
import { remainingMs } from '../../../components/Countdown';
import { deferred } from '../../../components/deferred';
import { HtmlContent } from '../../../components/HtmlContent';
import { clearExamState } from '../../../lib/candidate/examStorage';
import { ExamBanner } from '../ExamBanner';
import classes from '../exam.module.css';
import { Notice } from '../Notice';
import { serverOffsetMs, useServerOffset } from '../session/serverClock';
import { type SubmitOutcome, type TakerProfile, useExamSession } from '../session/useExamSession';
import { ExamPanel, PANEL_ID } from './ExamPanel';
import { ExamTools, StepNav } from './ExamTools';
import { TEXT_SIZES, useExamPrefs } from './examPrefs';
import { QuestionCard } from './QuestionCard';
import { useQuestionView } from './useQuestionView';

const ExamDialogs = deferred(() => import('./ExamDialogs').then((m) => m.default));
/** A group's questions beside their shared passages (wacana): loaded when the sheet has one. */
const WithPassages = deferred(() => import('./forms/StimulusBlock').then((m) => m.WithPassages));
const RescueDownload = deferred(() => import('../rescue/RescueDownload').then((m) => m.default));

export const OFFLINE_TEXT =
  'Koneksi terputus — jawaban disimpan di perangkat dan dikirim otomatis saat koneksi kembali';

/** Questions in the first paint (what a phone screen shows); the rest follow right after it. */
const FIRST_PAINT_QUESTIONS = 2;

/** False until the browser has painted once, then true (set in a transition, so it never blocks input). */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The numbers of these questions. */
function numbersOf(ids: ReadonlySet<number>, numberOf: Map<number, number>): Set<number> {
  const set = new Set<number>();
  for (const id of ids) set.add(numberOf.get(id) as number);
  return set;
}

export interface ExamSheetViewProps {
  sheet: ExamSheet;
  profile: TakerProfile | null;
  /**
   * after a submit ('submitted' with the server's result, or 'already'), or once the server closed
   * the attempt ('ended': a proctor, another device, the time): the page navigates on with the
   * scored result when it could be had
   */
  onDone: (outcome: Exclude<SubmitOutcome, 'failed'>, result: SubmitResult | LastResult | null) => void;
  /** the heartbeat found the attempt closed on the server */
  closed?: boolean;
}

/**
 * The exam-taking UI: banner, groups and questions, side/bottom panel, autosave with an offline
 * queue, leave prompts, the 'Waktu Habis' dialog and the submit.
 */
export function ExamSheetView({ sheet, profile, onDone, closed = false }: ExamSheetViewProps) {
  const [ended, setEnded] = useState(false);
  const s = useExamSession(sheet, profile, () => setEnded(true));
  const narrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_PX - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const offsetMs = useServerOffset();
  // once the page has settled: the sheet's media into the offline cache, for a reload without a connection
  useEffect(() => {
    // (loaded then: not part of the code the page needs to show)
    const id = window.setTimeout(
      () => void import('./sheetMedia').then((m) => m.keepSheetMediaOffline(sheet)),
      2000,
    );
    return () => window.clearTimeout(id);
  }, [sheet]);
  const [expired, setExpired] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const running = useRef(true);

  // leaving or refreshing asks first (spec's 'Confirm refresh', in Indonesian)
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!running.current) return;
      e.preventDefault();
      e.returnValue = EXAM_MSG.confirmRefresh;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      running.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const numberOf = useMemo(() => new Map(s.questions.map(({ q, n }) => [q.id_soal, n])), [s.questions]);
  const answeredNumbers = useMemo(() => numbersOf(s.answeredIds, numberOf), [s.answeredIds, numberOf]);
  const raguNumbers = useMemo(() => numbersOf(s.ragu, numberOf), [s.ragu, numberOf]);
  const partialNumbers = useMemo(() => numbersOf(s.partialIds, numberOf), [s.partialIds, numberOf]);
  const [prefs, setPrefs] = useExamPrefs();
  const questionArea = useRef<HTMLDivElement>(null);
  const view = useQuestionView(
    s.questions.length,
    prefs.single,
    prefs.shortcuts,
    questionArea,
    `soal_saat_ini:${sheet.attempt_id}`,
  );
  const current = view.current;

  // the server closed the attempt (a refused save, the heartbeat): no more answers; its scored
  // result is fetched and the page moves on to it
  const over = ended || closed;
  useEffect(() => {
    if (!over || !running.current) return;
    running.current = false;
    setFinishing(true);
    void import('../api/lastResult')
      .then(({ closedAttemptResult }) => closedAttemptResult(sheet.kode_ujian))
      .catch(() => null)
      .then((r) => {
        clearExamState(sheet.kode_ujian);
        onDone('ended', r);
      });
  }, [over, sheet.kode_ujian, onDone]);

  const doSubmit = useCallback(async () => {
    setFinishing(true);
    const outcome = await s.submit();
    if (outcome === 'failed') {
      setFinishing(false);
      return;
    }
    running.current = false;
    onDone(outcome, s.result());
  }, [s.submit, s.result, onDone]);

  // controlled dialogs (ExamDialogs), not @mantine/modals: the candidate pages load no modals provider
  const askFinish = useCallback(() => setConfirming(true), []);
  const closeConfirm = useCallback(() => setConfirming(false), []);
  const confirmFinish = useCallback(() => {
    setConfirming(false);
    void doSubmit();
  }, [doSubmit]);
  const submitExpired = useCallback(() => void doSubmit(), [doSubmit]);
  const onExpire = useCallback(() => {
    setConfirming(false);
    setExpired(true);
    // the drafts typed until now go at once (the server takes them in the 30 s after the deadline)
    void s.flushDrafts();
  }, [s.flushDrafts]);
  // time given back (a proctor's 'Tambah waktu', an accommodation) while 'Waktu Habis' shows: the exam goes on
  useEffect(() => {
    if (remainingMs(sheet.deadline_at, serverOffsetMs()) > 0) setExpired(false);
  }, [sheet.deadline_at]);

  const allShown = usePaintedOnce();
  type Qs = ExamSheet['groups'][number]['questions'];
  const map = (qs: Qs, card: (q: Qs[number]) => ReactNode) => qs.map(card);
  const passages = (qs: Qs, card: (q: Qs[number]) => ReactNode) => (
    <WithPassages
      needed
      questions={qs}
      card={card}
      stimuli={sheet.stimuli}
      numberOf={numberOf}
      narrow={narrow}
    />
  );
  const disabled = expired || finishing || over;
  const left = s.questions.length - s.answeredIds.size;
  return (
    <>
      {s.offline && (
        <Notice tone="offline" className={classes.offline}>
          {OFFLINE_TEXT}
        </Notice>
      )}
      <a href={`#${PANEL_ID}`} className={classes.skipLink}>
        {EXAM_MSG.skipToPanel}
      </a>
      <Container size={1200} px={{ base: 'xs', sm: 'md' }} py="md">
        <Stack gap="md">
          <ExamBanner>
            {sheet.nama_ujian}
            {profile ? ` · ${profile.full_name}` : ''}
          </ExamBanner>
          <div className={classes.layout}>
            <main
              className={`${classes.main} ${narrow ? classes.narrowMain : ''} ${s.offline ? classes.offlineShown : ''}`}
              style={{ '--ukuran-teks': TEXT_SIZES[prefs.size] } as CSSProperties}
            >
              <ExamTools prefs={prefs} onChange={setPrefs} onView={view.keep} />
              <Stack gap="lg" mt="md" ref={questionArea}>
                {sheet.groups.map((g) => {
                  // one question at a time: only the group that holds it
                  if (prefs.single && !g.questions.some((q) => numberOf.get(q.id_soal) === current))
                    return null;
                  return (
                    <section key={g.id} aria-label={g.nama_group}>
                      <Stack gap="sm">
                        <div>
                          <Title order={2} fz={{ base: 17, sm: 19 }}>
                            {g.nama_group}
                          </Title>
                          {g.deskripsi && <HtmlContent html={g.deskripsi} fz="sm" c="dimmed" />}
                        </div>
                        {(sheet.stimuli?.length ? passages : map)(g.questions, (q) => {
                          const n = numberOf.get(q.id_soal) as number;
                          if (prefs.single ? n !== current : !allShown && n > FIRST_PAINT_QUESTIONS)
                            return null;
                          return (
                            <QuestionCard
                              key={q.id_soal}
                              q={q}
                              n={n}
                              answer={s.answers[q.id_soal]}
                              essay={s.essays[q.id_soal]}
                              plays={s.plays[q.id_soal] ?? 0}
                              ragu={s.ragu.has(q.id_soal)}
                              disabled={disabled}
                              unsaved={s.unsavedEssays.has(q.id_soal)}
                              sent={s.essaySent.has(String(q.id_soal))}
                              onChoose={s.choose}
                              onRagu={s.toggleRagu}
                              onType={s.typeEssay}
                              onDraft={s.sendDraft}
                              onEssay={s.saveEssay}
                              onPlay={s.playAudio}
                              form={s.forms[q.id_soal]}
                              onForm={s.answerForm}
                            />
                          );
                        })}
                      </Stack>
                    </section>
                  );
                })}
                {prefs.single && <StepNav n={current} total={s.questions.length} go={view.go} />}
              </Stack>
              {/* room below the last question, so that a jump can bring any question to the top */}
              {!prefs.single && (
                <Text className={classes.endOfSheet} fz="sm" c="dimmed" ta="center">
                  Akhir soal · {s.answeredIds.size} dari {s.questions.length} soal terjawab. Tekan '
                  {EXAM_MSG.finish}' bila sudah selesai.
                </Text>
              )}
            </main>
            <ExamPanel
              total={s.questions.length}
              answered={answeredNumbers}
              ragu={raguNumbers}
              partial={partialNumbers}
              current={current}
              deadline={sheet.deadline_at}
              offsetMs={offsetMs}
              onExpire={onExpire}
              onFinish={askFinish}
              onJump={view.go}
              saveStatus={s.saveStatus}
              refusal={s.refusal}
              lastSavedAt={s.lastSavedAt}
              finishing={finishing}
              narrow={narrow}
              offline={s.offline}
              extra={<RescueDownload sheet={sheet} offline={s.offline} />}
            />
          </div>
        </Stack>
      </Container>

      <ExamDialogs
        needed={confirming || expired || blocker.state === 'blocked'}
        confirming={confirming && !expired}
        left={left}
        ragu={s.ragu.size}
        partial={s.partialIds.size}
        unsavedEssays={s.notOnServer}
        onCancelFinish={closeConfirm}
        onConfirmFinish={confirmFinish}
        expired={expired}
        finishing={finishing}
        onSubmitExpired={submitExpired}
        leaving={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </>
  );
}
