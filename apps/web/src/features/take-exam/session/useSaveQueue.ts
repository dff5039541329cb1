import type { OptionKey } from '@tryout/shared/constants';
import type { SheetFormAnswer } from '@tryout/shared/question-kinds';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { examKeys, readExam, writeExam } from '../../../lib/candidate/examStorage';
import { simpanJawaban } from '../api/simpanJawaban';
import { serverNowMs } from './serverClock';

/** One save waiting for the server's acknowledgement. */
export interface QueueEntry {
  seq: number;
  /** the order of the action among this browser's tabs (nextUrutan); the server refuses an older one */
  urutan?: number;
  /** the attempt the save belongs to: a leftover of an earlier attempt is never sent */
  attempt_id: number;
  id_soal: number;
  value?: OptionKey;
  essay?: string;
  /** the whole answer of a form's question (docs/decisions/0025: a table's rows, the chosen letters, a typed text) */
  jawaban?: SheetFormAnswer;
  /** the 'ragu-ragu' mark of a multiple-choice question (sent with the answer, or alone) */
  ragu?: boolean;
  /** an essay saved on its own a while after the last keystroke (no message), not by 'Kirim' */
  draft?: boolean;
}

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'refused';
export type SaveOutcome = 'saved' | 'queued' | 'rejected';

/** A network failure, a time-out or a server fault: worth retrying later. */
const retryable = (err: unknown) =>
  !(err instanceof ApiError) ||
  err.status === 0 ||
  err.status === 408 ||
  err.status === 429 ||
  err.status >= 500;

const stripUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The 'urutan' of a save: a millisecond stamp on the server's clock (as this device sees it) that
 * only grows in this browser, shared by its tabs through local storage, so the server keeps the
 * newest of two tabs' (or two devices') saves (docs/decisions/0005).
 */
function nextUrutan(): number {
  let n = serverNowMs();
  try {
    n = Math.max(n, Number(localStorage.urutan_simpan) + 1 || 0);
    localStorage.urutan_simpan = n;
  } catch {} // no local storage (a locked-down browser): the clock alone
  return n;
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * Every answer goes through this queue, kept in session storage: it is sent at once and dropped
 * only when the server acknowledges it. While offline (or when the server cannot be reached) the
 * entries stay and are re-sent in order when the connection returns (the server keeps the last
 * write, so a re-send is harmless). A newer save of the same question replaces an older one that
 * is not in flight. A 4xx refusal (time over, attempt closed, a newer save from another tab: 409)
 * drops the entry and is reported: the status turns 'refused' with the server's reason until a
 * later save is acknowledged.
 */
export function useSaveQueue(
  kode: string,
  attemptId: number,
  onRejected: (entry: QueueEntry, err: unknown) => void,
  /** the server acknowledged this entry (it holds what the entry carried) */
  onAcked?: (entry: QueueEntry) => void,
) {
  const key = examKeys(kode).queue;
  const queue = useRef<QueueEntry[]>(
    readExam<QueueEntry[]>(key, []).filter((e) => e.attempt_id === attemptId),
  );
  const inFlight = useRef<number | null>(null);
  const flushing = useRef<Promise<boolean> | null>(null);
  const rejected = useRef(new Set<number>());
  const seq = useRef(queue.current.reduce((m, e) => Math.max(m, e.seq), 0));
  const rejectedCb = useRef(onRejected);
  rejectedCb.current = onRejected;
  const ackedCb = useRef(onAcked);
  ackedCb.current = onAcked;
  /** the reason of the last refused save, until a later save is acknowledged */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(queue.current.length);
  const [flushFailed, setFlushFailed] = useState(false);
  const [online, setOnline] = useState(isOnline);
  /** when the server last acknowledged a save (ms), kept across a reload: 'Terakhir tersimpan' */
  const savedAtKey = examKeys(kode).savedAt;
  const [lastSavedAt, setLastSavedAt] = useState<number | null>(() =>
    readExam<number | null>(savedAtKey, null),
  );

  const persist = useCallback(() => {
    writeExam(key, queue.current);
    setPending(queue.current.length);
  }, [key]);

  const flush = useCallback((): Promise<boolean> => {
    if (flushing.current) return flushing.current;
    const run = (async () => {
      while (queue.current.length > 0) {
        const head = queue.current[0];
        inFlight.current = head.seq;
        try {
          await simpanJawaban(
            head.essay !== undefined
              ? { kode_ujian: kode, id_soal: head.id_soal, essay: head.essay, urutan: head.urutan }
              : {
                  kode_ujian: kode,
                  id_soal: head.id_soal,
                  value: head.value,
                  jawaban: head.jawaban,
                  ragu: head.ragu,
                  urutan: head.urutan,
                },
          );
          const now = Date.now();
          writeExam(savedAtKey, now);
          setLastSavedAt(now);
          setRefusal(null);
          ackedCb.current?.(head);
        } catch (err) {
          if (retryable(err)) {
            setFlushFailed(true);
            return false;
          }
          rejected.current.add(head.seq);
          setRefusal(err instanceof ApiError ? err.message : String(err));
          rejectedCb.current(head, err);
        } finally {
          inFlight.current = null;
        }
        queue.current = queue.current.filter((e) => e.seq !== head.seq);
        persist();
      }
      setFlushFailed(false);
      return true;
    })().finally(() => {
      flushing.current = null;
    });
    flushing.current = run;
    return run;
  }, [kode, persist, savedAtKey]);

  /** Queues a save and starts sending; resolves with what became of this very entry. */
  const enqueue = useCallback(
    async (e: Omit<QueueEntry, 'seq' | 'attempt_id'>): Promise<SaveOutcome> => {
      const isEssay = e.essay !== undefined;
      const replaced = (q: QueueEntry) =>
        q.seq !== inFlight.current && q.id_soal === e.id_soal && (q.essay !== undefined) === isEssay;
      // a newer save of a question replaces the waiting one; what it leaves out (the answer of a
      // 'ragu-ragu' mark, the mark of an answer) is carried over from it
      const older = queue.current.find(replaced);
      const entry: QueueEntry = {
        ...(older && !isEssay ? { value: older.value, jawaban: older.jawaban, ragu: older.ragu } : {}),
        ...stripUndefined(e),
        id_soal: e.id_soal,
        seq: ++seq.current,
        urutan: nextUrutan(),
        attempt_id: attemptId,
      };
      queue.current = queue.current.filter((q) => !replaced(q));
      queue.current.push(entry);
      persist();
      // a flush already running picks the entry up; wait for it, then make sure one more pass ran
      await flush();
      if (queue.current.some((q) => q.seq === entry.seq)) await flush();
      if (rejected.current.has(entry.seq)) return 'rejected';
      return queue.current.some((q) => q.seq === entry.seq) ? 'queued' : 'saved';
    },
    [flush, persist, attemptId],
  );

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    // retry on a timer too: "online" is not fired when only the server was unreachable
    const id = window.setInterval(() => {
      if (queue.current.length > 0 && !flushing.current && isOnline()) void flush();
    }, 5000);
    if (queue.current.length > 0) void flush();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(id);
    };
  }, [flush]);

  const offline = !online || flushFailed;
  const status: SaveStatus = refusal ? 'refused' : offline ? 'offline' : pending > 0 ? 'saving' : 'saved';
  /** the answers still waiting, oldest first (to overlay on the server's saved state) */
  const pendingEntries = useCallback(() => [...queue.current], []);
  return { enqueue, flush, status, refusal, offline, pending, pendingEntries, lastSavedAt };
}
