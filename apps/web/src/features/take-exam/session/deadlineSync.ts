import { useQueryClient } from '@tanstack/react-query';
import { ANSWER_GRACE_SECONDS } from '@tryout/shared/constants';
import type { ExamSheet } from '@tryout/shared/exam';
import type { HeartbeatResult } from '@tryout/shared/presence';
import { useCallback, useEffect, useState } from 'react';
import { sheetKey } from '../api/soalUjianPg';

/**
 * The server's deadline reaches the open exam page without a reload: every heartbeat answers the
 * attempt's current deadline, and a save answers it when staff moved it lately (extra time,
 * accommodation). The page's countdown follows; when the heartbeat names no attempt (staff
 * finished it), the page shows the end.
 */

type Note = NonNullable<import('@tryout/shared/exam').SaveAnswerResult['deadline']>;
const listeners = new Set<(n: Note) => void>();

/** Called with a save's answer: hands a moved deadline to the open page. */
export function noteSavedDeadline(n: Note | undefined): void {
  if (n) for (const l of listeners) l(n);
}

export function useDeadlineSync(kode: string, sheet: ExamSheet | undefined) {
  const qc = useQueryClient();
  const [ended, setEnded] = useState(false);
  const attemptId = sheet?.attempt_id;
  const deadline = sheet?.deadline_at;
  const apply = useCallback(
    (n: Note) => {
      qc.setQueryData<ExamSheet>(sheetKey(kode), (s) =>
        s && s.attempt_id === n.attempt_id && s.deadline_at !== n.deadline_at
          ? { ...s, deadline_at: n.deadline_at }
          : s,
      );
    },
    [qc, kode],
  );
  useEffect(() => {
    listeners.add(apply);
    return () => {
      listeners.delete(apply);
    };
  }, [apply]);
  const onBeat = useCallback(
    (r: HeartbeatResult) => {
      if (attemptId == null) return;
      if (r.attempt_id === attemptId && r.deadline_at)
        apply({ attempt_id: attemptId, deadline_at: r.deadline_at });
      // closed before its time: staff finished it (after the deadline the page's own expiry speaks)
      else if (deadline && Date.parse(r.server_now) < Date.parse(deadline) + ANSWER_GRACE_SECONDS * 1000)
        setEnded(true);
    },
    [apply, attemptId, deadline],
  );
  return { onBeat, ended };
}
