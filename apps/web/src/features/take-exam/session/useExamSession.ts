import type { CandidateProfile } from '@tryout/shared/accounts';
import { AUDIO_MAX_PLAYS, type OptionKey } from '@tryout/shared/constants';
import { type CandidateQuestion, EXAM_MSG, type ExamSheet, type SubmitResult } from '@tryout/shared/exam';
import type { SheetFormAnswer } from '@tryout/shared/question-kinds';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../components/notify';
import { clearExamState, examKeys, readExam, writeExam } from '../../../lib/candidate/examStorage';
import { postHasilUjian, type SubmitBody } from '../api/postHasilUjian';
import { putarAudio } from '../api/putarAudio';
import { soalUjianPg } from '../api/soalUjianPg';
import { formProgress } from '../sheet/forms/formState';
import type { openTabChannel, TabSave } from './tabChannel';
import { useRaguMarks } from './useRaguMarks';
import { type QueueEntry, useSaveQueue } from './useSaveQueue';

export interface NumberedQuestion {
  q: CandidateQuestion;
  /** consecutive number across groups, from 1 */
  n: number;
}

export type SubmitOutcome = 'submitted' | 'already' | 'ended' | 'failed';

/** Who takes the exam: the candidate's profile, or a course-exam student's identity form. */
export type TakerProfile = Pick<CandidateProfile, 'email' | 'nisn' | 'full_name'>;

/** Numbers the questions of all groups consecutively. */
export function numberQuestions(sheet: ExamSheet): NumberedQuestion[] {
  const out: NumberedQuestion[] = [];
  for (const g of sheet.groups) for (const q of g.questions) out.push({ q, n: out.length + 1 });
  return out;
}

/** The spec body of posthasilujian built from the saved state. */
export function buildSubmitBody(
  sheet: ExamSheet,
  profile: TakerProfile | null,
  answers: Record<string, OptionKey>,
  essays: Record<string, string>,
): SubmitBody {
  const qs = numberQuestions(sheet).map((x) => x.q);
  return {
    kode_ujian: sheet.kode_ujian,
    email: profile?.email ?? '',
    nim: profile?.nisn ?? '',
    nama_mhs: profile?.full_name ?? '',
    jawaban_essay: qs
      .filter((q) => q.type_soal === 'Essay')
      .map((q) => ({ id_soal: q.id_soal, answerEssay: essays[q.id_soal] ?? '' })),
    point: 0,
    array_answer: qs
      .filter((q) => q.type_soal === 'PG')
      .map((q) => ({ id_soal: q.id_soal, value: answers[q.id_soal] ?? null })),
    jumlah_soal_ujian: qs.length,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The server's refusals that mean the attempt is over: the page ends and shows the result. */
const CLOSED_REASONS: ReadonlySet<string> = new Set([EXAM_MSG.deadlinePassed, EXAM_MSG.attemptClosed]);

/**
 * The state of one running exam: answers and essays (server state + saves still queued), audio
 * plays, autosave through the queue (essays as drafts, a while after the last keystroke), and the
 * submit. `onClosed` is told when the server refuses a save because the attempt is over.
 */
export function useExamSession(sheet: ExamSheet, profile: TakerProfile | null, onClosed?: () => void) {
  const kode = sheet.kode_ujian;
  const keys = examKeys(kode);
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;

  // a refused save (time over, attempt closed): the answer goes back to what the server holds
  // (an essay stays in its box, marked unsaved) and the reason is shown; a newer save from another
  // tab (409): the answer the server keeps is shown
  function onRejected(e: QueueEntry, err: unknown) {
    const stale = (err as ApiError).status === 409;
    if (e.essay !== undefined && !stale) {
      if (!e.draft) notifyError(EXAM_MSG.essayFail, undefined, { title: EXAM_MSG.essayFailTitle });
      markDirty(e.id_soal);
    } else notifyError(err, EXAM_MSG.essayFail, { title: 'Jawaban tidak tersimpan' });
    if (stale) showSaved(e).catch(() => {});
    else if (e.value !== undefined) revertAnswer(e);
    else if (
      e.jawaban !== undefined &&
      !queue.pendingEntries().some((p) => p.seq > e.seq && p.id_soal === e.id_soal)
    )
      showForm(e.id_soal, ackedForms.current[e.id_soal]);
    if (err instanceof ApiError && CLOSED_REASONS.has(err.message)) closedRef.current?.();
  }
  function onAcked(e: QueueEntry) {
    tabs.current?.post({
      attempt_id: e.attempt_id,
      id_soal: e.id_soal,
      value: e.value,
      essay: e.essay,
      jawaban: e.jawaban,
      ragu: e.ragu,
    });
    if (e.value !== undefined) ackedAnswers.current[e.id_soal] = e.value;
    if (e.jawaban !== undefined) ackedForms.current[e.id_soal] = e.jawaban;
    if (e.essay !== undefined) {
      ackedEssays.current[e.id_soal] = e.essay;
      markDirty(e.id_soal);
    }
  }
  const queue = useSaveQueue(kode, sheet.attempt_id, onRejected, onAcked);

  /** what the server holds (the sheet's, then every acknowledged save) */
  const ackedAnswers = useRef<Record<string, OptionKey | undefined>>({ ...sheet.answers });
  const ackedEssays = useRef<Record<string, string>>({ ...sheet.essays });

  // the server's saved state, with the saves not yet acknowledged laid over it (they are newer)
  const [answers, setAnswers] = useState<Record<string, OptionKey>>(() => {
    const a = { ...sheet.answers };
    for (const e of queue.pendingEntries()) if (e.value) a[e.id_soal] = e.value;
    return a;
  });
  // an essay as typed in this tab (kept in session storage at every keystroke), else queued, else the server's
  const [essays, setEssays] = useState<Record<string, string>>(() => {
    const s = { ...sheet.essays };
    for (const e of queue.pendingEntries()) if (e.essay !== undefined) s[e.id_soal] = e.essay;
    return { ...s, ...readExam<Record<string, string>>(keys.essays, {}) };
  });
  /** the forms' answers (docs/decisions/0025) the server holds, and as shown: queued saves, then this tab's, laid over */
  const ackedForms = useRef<Record<string, SheetFormAnswer | undefined>>({ ...sheet.jawaban });
  const [forms, setForms] = useState<Record<string, SheetFormAnswer | undefined>>(() => {
    const f = { ...sheet.jawaban };
    for (const e of queue.pendingEntries()) if (e.jawaban !== undefined) f[e.id_soal] = e.jawaban;
    return { ...f, ...readExam(keys.forms, {}) };
  });
  const formsRef = useRef(forms);
  const [plays, setPlays] = useState<Record<string, number>>(() => ({ ...sheet.audio_plays }));
  const { ragu, toggleRagu, showRagu } = useRaguMarks(sheet, keys.ragu, queue);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const essaysRef = useRef(essays);
  /** questions whose essay was sent with 'Kirim' (or held by the server at the start): the next 'Kirim' "replaces" it */
  const essaySent = useRef(new Set(Object.keys(sheet.essays).filter((k) => sheet.essays[k] !== '')));
  /** essays whose text in the box differs from what the server holds */
  const unsavedRef = useRef<ReadonlySet<number>>(new Set());
  const [unsaved, setUnsaved] = useState<ReadonlySet<number>>(() => {
    const ids = new Set<number>();
    for (const [k, v] of Object.entries(essaysRef.current))
      if (v !== (ackedEssays.current[k] ?? '')) ids.add(Number(k));
    return ids;
  });
  unsavedRef.current = unsaved;
  const markDirty = useCallback((id_soal: number) => {
    const dirty = (essaysRef.current[id_soal] ?? '') !== (ackedEssays.current[id_soal] ?? '');
    setUnsaved((cur) => {
      if (cur.has(id_soal) === dirty) return cur;
      const next = new Set(cur);
      if (dirty) next.add(id_soal);
      else next.delete(id_soal);
      return next;
    });
  }, []);

  /** Shows the answer the server keeps for the question of a stale save (unless a newer one waits). */
  async function showSaved(e: QueueEntry) {
    const saved = await soalUjianPg(kode);
    if (queue.pendingEntries().some((p) => p.id_soal === e.id_soal)) return;
    if (e.jawaban !== undefined) {
      ackedForms.current[e.id_soal] = saved.jawaban?.[e.id_soal];
      showForm(e.id_soal, ackedForms.current[e.id_soal]);
    } else if (e.essay === undefined) {
      ackedAnswers.current[e.id_soal] = saved.answers[e.id_soal];
      revertAnswer(e);
    } else {
      ackedEssays.current[e.id_soal] = saved.essays[e.id_soal] ?? '';
      essaysRef.current = { ...essaysRef.current, [e.id_soal]: saved.essays[e.id_soal] ?? '' };
      setEssays(essaysRef.current);
      writeExam(keys.essays, essaysRef.current);
      markDirty(e.id_soal);
    }
  }

  /** The answer of a refused save goes back to the one the server holds (unless a newer save of it waits). */
  function revertAnswer(e: QueueEntry) {
    const id_soal = e.id_soal;
    const newer = (p: QueueEntry) => p.seq > e.seq && p.id_soal === id_soal && p.value !== undefined;
    if (queue.pendingEntries().some(newer)) return;
    const next = { ...answersRef.current };
    const held = ackedAnswers.current[id_soal];
    if (held) next[id_soal] = held;
    else delete next[id_soal];
    answersRef.current = next;
    setAnswers(next);
    writeExam(keys.answers, next);
  }

  /** A form's answer shown (and kept in this tab) as given. */
  const showForm = useCallback(
    (id_soal: number, value: SheetFormAnswer | undefined) => {
      formsRef.current = { ...formsRef.current, [id_soal]: value };
      setForms(formsRef.current);
      writeExam(keys.forms, formsRef.current);
    },
    [keys.forms],
  );

  // another tab of this browser saved an answer: shown here too, unless this tab has a newer one waiting
  const tabs = useRef<ReturnType<typeof openTabChannel> | null>(null);
  const fromOtherTab = useRef<(t: TabSave) => void>(() => {});
  fromOtherTab.current = (t: TabSave) => {
    if (t.attempt_id !== sheet.attempt_id) return;
    if (queue.pendingEntries().some((p) => p.id_soal === t.id_soal)) return;
    if (t.value !== undefined) {
      ackedAnswers.current[t.id_soal] = t.value;
      answersRef.current = { ...answersRef.current, [t.id_soal]: t.value };
      setAnswers(answersRef.current);
      writeExam(keys.answers, answersRef.current);
    }
    if (t.jawaban !== undefined) {
      ackedForms.current[t.id_soal] = t.jawaban;
      showForm(t.id_soal, t.jawaban);
    }
    if (t.ragu !== undefined) showRagu(t.id_soal, t.ragu);
    if (t.essay !== undefined && !unsavedRef.current.has(t.id_soal)) {
      ackedEssays.current[t.id_soal] = t.essay;
      keepEssay(t.id_soal, t.essay);
    }
  };
  useEffect(() => {
    // loaded once the page runs (not part of its first code); a save before that tells no other tab
    let live = true;
    void import('./tabChannel').then(
      (m) => {
        if (live) tabs.current = m.openTabChannel(kode, (t) => fromOtherTab.current(t));
      },
      () => {},
    );
    return () => {
      live = false;
      tabs.current?.close();
      tabs.current = null;
    };
  }, [kode]);

  const questions = useMemo(() => numberQuestions(sheet), [sheet]);
  /** answered, and (forms' tables and matchings with some rows chosen) partly answered: the navigator */
  const [answeredIds, partialIds] = useMemo(() => {
    const s = new Set<number>();
    const partial = new Set<number>();
    for (const { q } of questions) {
      const form = formProgress(q.type_soal, forms[q.id_soal]);
      if (form === 1) partial.add(q.id_soal);
      if (
        q.type_soal === 'PG'
          ? answers[q.id_soal]
          : q.type_soal === 'Essay'
            ? essays[q.id_soal]?.trim()
            : form === 2
      )
        s.add(q.id_soal);
    }
    return [s, partial];
  }, [questions, answers, essays, forms]);

  /** A form's answer as shown goes to the queue (unless the server holds it and none of it waits). */
  const sendForm = useCallback(
    (id_soal: number) => {
      const value = formsRef.current[id_soal];
      if (
        value === undefined ||
        (same(value, ackedForms.current[id_soal]) &&
          !queue.pendingEntries().some((p) => p.id_soal === id_soal && p.jawaban !== undefined))
      )
        return;
      return queue.enqueue({ id_soal, jawaban: value });
    },
    [queue.enqueue, queue.pendingEntries],
  );
  /** A form's answer changed: shown and kept at once, and sent (unless `keep`: typing, sent at its pause). */
  const answerForm = useCallback(
    (id_soal: number, value: SheetFormAnswer, keep?: boolean) => {
      showForm(id_soal, value);
      if (!keep) void sendForm(id_soal);
    },
    [sendForm, showForm],
  );

  const choose = useCallback(
    (id_soal: number, value: OptionKey) => {
      if (answersRef.current[id_soal] === value) return;
      const next = { ...answersRef.current, [id_soal]: value };
      answersRef.current = next;
      setAnswers(next);
      writeExam(keys.answers, next);
      void queue.enqueue({ id_soal, value });
    },
    [keys.answers, queue.enqueue],
  );

  /** The text of an essay's box, in this tab's storage at once (a reload keeps it), shown as answered. */
  const keepEssay = useCallback(
    (id_soal: number, text: string) => {
      essaysRef.current = { ...essaysRef.current, [id_soal]: text };
      writeExam(keys.essays, essaysRef.current);
      setEssays(essaysRef.current);
      markDirty(id_soal);
    },
    [keys.essays, markDirty],
  );

  /** An essay's draft to the server (silently: the spec's 'Kirim' speaks), unless it holds that text. */
  const sendDraft = useCallback(
    (id_soal: number) => {
      const text = essaysRef.current[id_soal] ?? '';
      if (text === (ackedEssays.current[id_soal] ?? '')) return Promise.resolve('saved' as const);
      return queue.enqueue({ id_soal, essay: text, draft: true });
    },
    [queue.enqueue],
  );
  /** Every essay whose text the server lacks goes to the queue now (time up, the submit, a reload). */
  const flushDrafts = useCallback(async () => {
    const ids = Object.keys(essaysRef.current).filter(
      (k) => essaysRef.current[k] !== (ackedEssays.current[k] ?? ''),
    );
    await Promise.all([
      ...ids.map((id) => sendDraft(Number(id))),
      // the forms' answers typed and not sent yet (their pause, a reload)
      ...Object.keys(formsRef.current).map((id) => sendForm(Number(id))),
    ]);
  }, [sendDraft, sendForm]);
  // a draft typed before a reload and never sent goes at once
  const draftsAtMount = useRef(flushDrafts);
  useEffect(() => {
    void draftsAtMount.current?.();
  }, []);

  /** 'Kirim': the essay sent now, with the spec's messages. */
  const saveEssay = useCallback(
    async (id_soal: number, text: string): Promise<boolean> => {
      keepEssay(id_soal, text);
      const replacing = essaySent.current.has(String(id_soal));
      const outcome = await queue.enqueue({ id_soal, essay: text });
      if (outcome === 'saved') {
        essaySent.current.add(String(id_soal));
        notifySuccess(replacing ? EXAM_MSG.essayChanged : EXAM_MSG.essaySaved, { autoClose: 3000 });
        return true;
      }
      if (outcome === 'queued')
        notifyError(EXAM_MSG.essayFail, undefined, { title: EXAM_MSG.essayFailTitle });
      return false;
    },
    [keepEssay, queue.enqueue],
  );

  /** Asks the server for one more play; false when refused (limit reached or no connection). */
  const playAudio = useCallback(
    async (id_soal: number): Promise<boolean> => {
      try {
        await putarAudio(kode, id_soal);
        setPlays((p) => ({ ...p, [id_soal]: (p[id_soal] ?? 0) + 1 }));
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.status >= 400 && err.status < 500)
          setPlays((p) => ({ ...p, [id_soal]: Math.max(p[id_soal] ?? 0, AUDIO_MAX_PLAYS) }));
        notifyError(err, EXAM_MSG.audioLimit, { autoClose: 4000 });
        return false;
      }
    },
    [kode],
  );

  /** The server's answer to the submit (score and tally per group), once it came. */
  const resultRef = useRef<SubmitResult | null>(null);

  /**
   * Sends the drafts and what is queued, then the spec body. The page shows the result
   * (`result()`); an attempt the server closed already ('already': time up and finalised, a
   * proctor, another device) gives the stored result instead; a failure shows the spec texts.
   */
  const submit = useCallback(async (): Promise<SubmitOutcome> => {
    await flushDrafts();
    await queue.flush();
    try {
      resultRef.current = await postHasilUjian(
        buildSubmitBody(sheet, profile, answersRef.current, essaysRef.current),
      );
      clearExamState(kode);
      return 'submitted';
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const { closedAttemptResult } = await import('../api/lastResult');
        resultRef.current = await closedAttemptResult(kode, 3);
        if (!resultRef.current)
          notifyError(EXAM_MSG.alreadyTakenDetail, undefined, { title: EXAM_MSG.alreadyTaken });
        clearExamState(kode);
        return 'already';
      }
      notifyError(EXAM_MSG.submitFail, undefined, { title: EXAM_MSG.submitFailTitle });
      return 'failed';
    }
  }, [flushDrafts, queue.flush, sheet, profile, kode]);

  /** questions whose answer this device holds and the server not yet (essay drafts, saves queued offline) */
  const notOnServer = useMemo(
    () =>
      queue.pending === 0
        ? unsaved.size
        : new Set([...unsaved, ...queue.pendingEntries().map((e) => e.id_soal)]).size,
    [unsaved, queue.pending, queue.pendingEntries],
  );

  return {
    questions,
    notOnServer,
    answers,
    essays,
    forms,
    answerForm,
    partialIds,
    plays,
    answeredIds,
    ragu,
    toggleRagu,
    choose,
    typeEssay: keepEssay,
    sendDraft,
    saveEssay,
    flushDrafts,
    unsavedEssays: unsaved,
    essaySent: essaySent.current,
    playAudio,
    submit,
    result: useCallback(() => resultRef.current, []),
    saveStatus: queue.status,
    refusal: queue.refusal,
    lastSavedAt: queue.lastSavedAt,
    offline: queue.offline,
    pending: queue.pending,
  };
}
