import { EXAM_MSG, type SubmitResult } from '@tryout/shared/exam';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { closedNote } from '../../lib/candidate/finishedState';
import {
  COURSE_IDENTITY_KEY,
  type CourseExamIdentity,
  clearExamToken,
  getExamToken,
  readSession,
} from '../../lib/storage';
import { ExamTitle } from './ExamBanner';
import { ExamRunner } from './ExamRunner';
import type { SubmitOutcome, TakerProfile } from './session/useExamSession';

/**
 * `/detail/:kode_ujian/ujian` — a course exam taken by a student (design §4) on the candidates'
 * exam UI: server timer, autosave, no keys. Needs the student token and identity form written by
 * `/detail/:kode_ujian`; after the submit the student goes back there.
 */
export default function CourseExamPage() {
  const { kode_ujian = '' } = useParams();
  const navigate = useNavigate();
  const entry = `/detail/${encodeURIComponent(kode_ujian)}`;
  const [identity] = useState(() => readSession<CourseExamIdentity>(COURSE_IDENTITY_KEY));
  const [profile] = useState<TakerProfile | null>(() =>
    identity ? { email: identity.email, nisn: identity.nim, full_name: identity.nama } : null,
  );

  const done = useCallback(
    (outcome: Exclude<SubmitOutcome, 'failed'>, result: SubmitResult | null) => {
      clearExamToken();
      // ended by the server (the time, a proctor, another device): the entry page says how
      const catatan = closedNote(outcome, result);
      navigate(entry, { replace: true, state: { selesai: outcome, catatan } });
    },
    [navigate, entry],
  );
  const back = useCallback(() => navigate(entry, { replace: true }), [navigate, entry]);

  // decided once: the submit clears the token, and a render after it must not redirect without the
  // result (the navigation to the entry page carries it)
  const [allowed] = useState(() => !!getExamToken() && identity?.kode_ujian === kode_ujian);
  if (!allowed) return <Navigate to={entry} replace />;
  return (
    // the banners speak of the course exam, not of the tryout
    <ExamTitle.Provider value={EXAM_MSG.courseWelcome}>
      <ExamRunner key={kode_ujian} kode={kode_ujian} profile={profile} onDone={done} onBack={back} />
    </ExamTitle.Provider>
  );
}
