import type { ExamSheet } from '@tryout/shared/exam';
import { useCallback, useRef, useState } from 'react';
import { writeExam } from '../../../lib/candidate/examStorage';
import type { useSaveQueue } from './useSaveQueue';

/**
 * The 'ragu-ragu' marks of a running exam: the server's (sheet.ragu) with the marks still queued
 * laid over them. A toggle shows at once, is kept in session storage and goes to the server through
 * the save queue (with the question's answer when one waits in the queue, else alone).
 */
export function useRaguMarks(
  sheet: ExamSheet,
  storageKey: string,
  queue: Pick<ReturnType<typeof useSaveQueue>, 'enqueue' | 'pendingEntries'>,
) {
  const [ragu, setRagu] = useState<ReadonlySet<number>>(() => {
    const marks = new Set(sheet.ragu);
    for (const e of queue.pendingEntries()) {
      if (e.ragu === true) marks.add(e.id_soal);
      if (e.ragu === false) marks.delete(e.id_soal);
    }
    return marks;
  });
  const current = useRef(ragu);
  current.current = ragu;

  const toggleRagu = useCallback(
    (id_soal: number) => {
      const next = new Set(current.current);
      const on = !next.has(id_soal);
      if (on) next.add(id_soal);
      else next.delete(id_soal);
      current.current = next;
      setRagu(next);
      writeExam(storageKey, [...next]);
      void queue.enqueue({ id_soal, ragu: on });
    },
    [storageKey, queue.enqueue],
  );
  /** A mark set in another tab, shown here (not sent again). */
  const showRagu = useCallback(
    (id_soal: number, on: boolean) => {
      if (current.current.has(id_soal) === on) return;
      const next = new Set(current.current);
      if (on) next.add(id_soal);
      else next.delete(id_soal);
      current.current = next;
      setRagu(next);
      writeExam(storageKey, [...next]);
    },
    [storageKey],
  );
  return { ragu, toggleRagu, showRagu };
}
