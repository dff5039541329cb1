import type { CandidateQuestion } from '@tryout/shared/exam';
import type { CandidateStimulus } from '@tryout/shared/stimulus';
import type { ReactNode } from 'react';
import { HtmlContent } from '../../../../components/HtmlContent';
import classes from '../../../../components/question-forms/forms.module.css';

/**
 * A shared passage (wacana) with the questions that use it (docs/decisions/0025): beside them at 900 px
 * and wider (the passage scrolls on its own), above them on a phone, where it folds away
 * ('Wacana' opens and closes it). Loaded on demand: most exams hold no passage.
 */
export default function StimulusBlock({
  stimulus,
  label,
  narrow,
  children,
}: {
  stimulus: CandidateStimulus;
  /** which questions read it: 'Wacana untuk soal 3–5' */
  label: string;
  /** a phone's width: the passage can be folded */
  narrow: boolean;
  children: ReactNode;
}) {
  const passage = <HtmlContent html={stimulus.isi} />;
  return (
    <div className={classes.stimulusWrap}>
      {narrow ? (
        <details className={classes.stimulus} open aria-label={label}>
          <summary>{label}</summary>
          {passage}
        </details>
      ) : (
        <section className={classes.stimulus} aria-label={label} tabIndex={0}>
          <p className={classes.label}>{label}</p>
          {passage}
        </section>
      )}
      <div className={classes.stimulusQuestions}>{children}</div>
    </div>
  );
}

type Question = CandidateQuestion;

/**
 * A group's questions, the consecutive ones that share a passage together beside (or under) it;
 * `card` renders a question (null when it is not shown now: the one-question view keeps the
 * passage with each of its questions).
 */
export function WithPassages({
  questions,
  card,
  stimuli = [],
  numberOf,
  narrow,
}: {
  questions: Question[];
  card: (q: Question) => ReactNode;
  stimuli?: CandidateStimulus[];
  numberOf: Map<number, number>;
  narrow: boolean;
}) {
  const runs: Question[][] = [];
  for (const q of questions) {
    const last = runs[runs.length - 1];
    if (last && q.stimulus_id != null && last[0].stimulus_id === q.stimulus_id) last.push(q);
    else runs.push([q]);
  }
  return runs.map((run) => {
    const cards = run.map(card).filter((c) => c != null);
    const stimulus = stimuli.find((x) => x.id === run[0].stimulus_id);
    if (!stimulus || cards.length === 0) return cards;
    const first = numberOf.get(run[0].id_soal);
    const last = numberOf.get(run[run.length - 1].id_soal);
    return (
      <StimulusBlock
        key={`wacana-${run[0].id_soal}`}
        stimulus={stimulus}
        label={`Wacana untuk soal ${first === last ? first : `${first}–${last}`}`}
        narrow={narrow}
      >
        {cards}
      </StimulusBlock>
    );
  });
}
