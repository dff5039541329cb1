import type { CandidateProfile } from '@tryout/shared/accounts';
import { AUDIO_MAX_PLAYS, type OptionKey } from '@tryout/shared/constants';
import { type CandidateQuestion, EXAM_MSG, type ExamSheet, type SubmitResult } from '@tryout/shared/exam';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { notifyError, notifySuccess } from '../../components/notify';
import { clearExamState, examKeys, writeExam } from './examStorage';
import { postHasilUjian, type SubmitBody } from './postHasilUjian';
import { putarAudio } from './putarAudio';
import { soalUjianPg } from './soalUjianPg';
import { useRaguMarks } from './useRaguMarks';
import { type QueueEntry, useSaveQueue } from './useSaveQueue';

export interface NumberedQuestion {
  q: CandidateQuestion;
  /** consecutive number across groups, from 1 */
  n: number;
}

export type SubmitOutcome = 'submitted' | 'already' | 'failed';

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

/**
 * The state of one running exam: answers and essays (server state + saves still queued), audio
 * plays, autosave through the queue, and the submit. Pages and the course-exam page can copy it.
 */
export function useExamSession(sheet: ExamSheet, profile: TakerProfile | null) {
  const kode = sheet.kode_ujian;
  const keys = examKeys(kode);

  // a refused save (time over, attempt closed): the spec text for an essay, the reason for an option;
  // a newer save from another tab (409): the reason, and the answer the server keeps is shown
  // (kept by the queue in a ref: a plain function)
  function onRejected(e: QueueEntry, err: unknown) {
    const stale = (err as ApiError).status === 409;
    if (e.essay !== undefined && !stale)
      notifyError(EXAM_MSG.essayFail, undefined, { title: EXAM_MSG.essayFailTitle });
    else notifyError(err, EXAM_MSG.essayFail, { title: 'Jawaban tidak tersimpan' });
    if (stale) showSaved(e).catch(() => {});
  }
  const queue = useSaveQueue(kode, sheet.attempt_id, onRejected);

  // the server's saved state, with the saves not yet acknowledged laid over it (they are newer)
  const [answers, setAnswers] = useState<Record<string, OptionKey>>(() => {
    const a = { ...sheet.answers };
    for (const e of queue.pendingEntries()) if (e.value) a[e.id_soal] = e.value;
    return a;
  });
  const [essays, setEssays] = useState<Record<string, string>>(() => {
    const s = { ...sheet.essays };
    for (const e of queue.pendingEntries()) if (e.essay !== undefined) s[e.id_soal] = e.essay;
    return s;
  });
  const [plays, setPlays] = useState<Record<string, number>>(() => ({ ...sheet.audio_plays }));
  const { ragu, toggleRagu } = useRaguMarks(sheet, keys.ragu, queue);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const essaysRef = useRef(essays);
  essaysRef.current = essays;
  /** questions whose essay the server already holds: the next save "replaces" it */
  const essayStored = useRef(new Set(Object.keys(sheet.essays).filter((k) => sheet.essays[k] !== '')));

  /** Shows the answer the server keeps for the question of a stale save (unless a newer one waits). */
  async function showSaved(e: QueueEntry) {
    const saved = await soalUjianPg(kode);
    if (queue.pendingEntries().some((p) => p.id_soal === e.id_soal)) return;
    if (e.essay === undefined) {
      answersRef.current = { ...answersRef.current, [e.id_soal]: saved.answers[e.id_soal] };
      setAnswers(answersRef.current);
      writeExam(keys.answers, answersRef.current);
    } else {
      essaysRef.current = { ...essaysRef.current, [e.id_soal]: saved.essays[e.id_soal] ?? '' };
      setEssays(essaysRef.current);
      writeExam(keys.essays, essaysRef.current);
    }
  }

  const questions = useMemo(() => numberQuestions(sheet), [sheet]);
  const answeredIds = useMemo(() => {
    const s = new Set<number>();
    for (const { q } of questions)
      if (
        (q.type_soal === 'PG' && answers[q.id_soal]) ||
        (q.type_soal === 'Essay' && essays[q.id_soal]?.trim())
      )
        s.add(q.id_soal);
    return s;
  }, [questions, answers, essays]);

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

  const saveEssay = useCallback(
    async (id_soal: number, text: string): Promise<boolean> => {
      const next = { ...essaysRef.current, [id_soal]: text };
      essaysRef.current = next;
      setEssays(next);
      writeExam(keys.essays, next);
      const replacing = essayStored.current.has(String(id_soal));
      const outcome = await queue.enqueue({ id_soal, essay: text });
      if (outcome === 'saved') {
        essayStored.current.add(String(id_soal));
        notifySuccess(replacing ? EXAM_MSG.essayChanged : EXAM_MSG.essaySaved, { autoClose: 3000 });
        return true;
      }
      if (outcome === 'queued')
        notifyError(EXAM_MSG.essayFail, undefined, { title: EXAM_MSG.essayFailTitle });
      return false;
    },
    [keys.essays, queue.enqueue],
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
   * Sends what is queued, then the spec body. The page shows the result (`result()`); a refusal
   * shows the spec texts.
   */
  const submit = useCallback(async (): Promise<SubmitOutcome> => {
    await queue.flush();
    try {
      resultRef.current = await postHasilUjian(
        buildSubmitBody(sheet, profile, answersRef.current, essaysRef.current),
      );
      clearExamState(kode);
      return 'submitted';
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        notifyError(EXAM_MSG.alreadyTakenDetail, undefined, { title: EXAM_MSG.alreadyTaken });
        clearExamState(kode);
        return 'already';
      }
      notifyError(EXAM_MSG.submitFail, undefined, { title: EXAM_MSG.submitFailTitle });
      return 'failed';
    }
  }, [queue.flush, sheet, profile, kode]);

  return {
    questions,
    answers,
    essays,
    plays,
    answeredIds,
    ragu,
    toggleRagu,
    choose,
    saveEssay,
    playAudio,
    submit,
    result: useCallback(() => resultRef.current, []),
    saveStatus: queue.status,
    lastSavedAt: queue.lastSavedAt,
    offline: queue.offline,
    pending: queue.pending,
  };
}
