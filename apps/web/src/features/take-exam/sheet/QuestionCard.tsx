import { Card, Group, Stack, Text } from '@mantine/core';
import { AUDIO_MAX_PLAYS, type OptionKey } from '@tryout/shared/constants';
import { type CandidateQuestion, EXAM_MSG } from '@tryout/shared/exam';
import type { SheetFormAnswer } from '@tryout/shared/question-kinds';
import { type KeyboardEvent, memo, useCallback } from 'react';
import { deferred } from '../../../components/deferred';
import { HtmlContent, isBlankHtml, OptionText } from '../../../components/HtmlContent';
import mediaClasses from '../../../components/media.module.css';
import classes from '../exam.module.css';

/** A question's audio (a listening question) or unsupported file: loaded when such a question shows. */
const MediaPlayer = deferred(() => import('../../../components/MediaPlayer').then((m) => m.MediaPlayer));

/** The essay's box: loaded when an essay shows (most exams hold none). */
const EssayAnswer = deferred(() => import('./EssayAnswer').then((m) => m.default));

/** The UTBK / AKM forms (docs/decisions/0025): loaded when such a question shows. */
const FormAnswer = deferred(() =>
  import('../../../components/question-forms/FormAnswer').then((m) => m.default),
);

export interface QuestionCardProps {
  q: CandidateQuestion;
  n: number;
  answer: OptionKey | undefined;
  essay: string | undefined;
  plays: number;
  /** marked 'ragu-ragu' */
  ragu: boolean;
  disabled: boolean;
  onChoose: (id_soal: number, value: OptionKey) => void;
  onRagu: (id_soal: number) => void;
  /** the essay's text differs from what the server holds (a draft not yet acknowledged) */
  unsaved?: boolean;
  /** the essay was sent with 'Kirim' (or held by the server when the exam opened) */
  sent?: boolean;
  /** each keystroke of an essay (kept at once) */
  onType: (id_soal: number, text: string) => void;
  /** an essay's draft goes to the server (a while after the typing stopped) */
  onDraft: (id_soal: number) => void;
  /** 'Kirim': the essay sent now, with the spec's messages */
  onEssay: (id_soal: number, text: string) => Promise<boolean>;
  onPlay: (id_soal: number) => Promise<boolean>;
  /** a form's answer (docs/decisions/0025) and its change (useExamSession answerForm) */
  form?: SheetFormAnswer;
  onForm?: (id_soal: number, value: SheetFormAnswer, keep?: boolean) => void;
}

/** One question. Memoised: a click re-renders this card only (callbacks are stable). */
export const QuestionCard = memo(function QuestionCard({
  q,
  n,
  answer,
  essay,
  plays,
  ragu,
  disabled,
  unsaved = false,
  sent = false,
  onChoose,
  onRagu,
  onType,
  onDraft,
  onEssay,
  onPlay,
  form,
  onForm,
}: QuestionCardProps) {
  const play = useCallback(() => onPlay(q.id_soal), [onPlay, q.id_soal]);
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      id={`soal-${n}`}
      className={classes.question}
      tabIndex={-1}
      aria-labelledby={`soal-${n}-judul`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} id={`soal-${n}-judul`}>
            Soal {n}
          </Text>
          {q.type_soal !== 'PG' && (
            // a plain label, not Mantine's Badge: the exam pages carry no Badge (vite.config.ts)
            <span className={classes.kindLabel}>{q.type_soal}</span>
          )}
        </Group>
        {q.media?.kind === 'image' ? (
          <img src={q.media.url} alt={`Gambar soal ${n}`} loading="lazy" className={mediaClasses.image} />
        ) : (
          q.media && (
            <MediaPlayer
              needed
              url={q.media.url}
              kind={q.media.kind}
              alt={`Gambar soal ${n}`}
              maxPlays={q.media.kind === 'audio' ? AUDIO_MAX_PLAYS : undefined}
              plays={plays}
              onBeforePlay={play}
            />
          )
        )}
        <HtmlContent html={q.soal_pg} className={classes.questionText} />
        {q.type_soal !== 'Essay' ? (
          <>
            {q.type_soal === 'PG' ? (
              <Options q={q} n={n} answer={answer} disabled={disabled} onChoose={onChoose} />
            ) : (
              <FormAnswer
                needed
                q={q}
                n={n}
                value={form}
                readOnly={disabled}
                onChange={(v, keep) => onForm?.(q.id_soal, v, keep)}
              />
            )}
            <button
              type="button"
              className={classes.raguToggle}
              aria-pressed={ragu}
              aria-label={`${EXAM_MSG.ragu} soal ${n}`}
              disabled={disabled}
              onClick={() => onRagu(q.id_soal)}
            >
              <span className={classes.raguBox} aria-hidden>
                {ragu ? '✓' : ''}
              </span>
              {EXAM_MSG.ragu}
            </button>
          </>
        ) : (
          <EssayAnswer
            id_soal={q.id_soal}
            n={n}
            text={essay ?? ''}
            unsaved={unsaved}
            sent={sent}
            disabled={disabled}
            onType={onType}
            onDraft={onDraft}
            onEssay={onEssay}
            needed
          />
        )}
      </Stack>
    </Card>
  );
});

function Options({
  q,
  n,
  answer,
  disabled,
  onChoose,
}: Pick<QuestionCardProps, 'q' | 'n' | 'answer' | 'disabled' | 'onChoose'>) {
  const visible = q.options.filter((o) => o.key !== 'E' || !isBlankHtml(o.html) || o.image_url);
  // one Tab stop for the group (the chosen option, else the first); the arrow keys move and choose
  const tabStop = visible.some((o) => o.key === answer) ? answer : visible[0]?.key;
  const onArrow = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const step =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? 1
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? -1
          : 0;
    if (!step || disabled) return;
    e.preventDefault();
    const next = visible[(i + step + visible.length) % visible.length];
    onChoose(q.id_soal, next.key);
    document.getElementById(`soal-${n}-${next.key}`)?.focus();
  };
  return (
    <Stack gap={8} role="radiogroup" aria-label={`Pilihan jawaban soal ${n}`}>
      {/* the name of an option: 'Jawaban', its letter and its text (or its picture's alt) */}
      <span id={`soal-${n}-jawaban`} hidden>
        Jawaban
      </span>
      {visible.map((o, i) => (
        <button
          key={o.key}
          id={`soal-${n}-${o.key}`}
          type="button"
          role="radio"
          aria-checked={answer === o.key}
          aria-labelledby={`soal-${n}-jawaban soal-${n}-${o.key}-huruf soal-${n}-${o.key}-isi`}
          tabIndex={o.key === tabStop ? 0 : -1}
          className="qf-option"
          disabled={disabled}
          onClick={() => onChoose(q.id_soal, o.key)}
          onKeyDown={(e) => onArrow(e, i)}
        >
          <OptionText n={n} o={o} />
        </button>
      ))}
    </Stack>
  );
}
