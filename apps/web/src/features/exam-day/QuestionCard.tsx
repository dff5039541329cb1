import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { AUDIO_MAX_PLAYS, type OptionKey } from '@tryout/shared/constants';
import { type CandidateQuestion, EXAM_MSG } from '@tryout/shared/exam';
import { type KeyboardEvent, memo, useCallback, useState } from 'react';
import { HtmlContent, isBlankHtml } from '../../components/HtmlContent';
import { MediaPlayer } from '../../components/MediaPlayer';
import classes from './exam.module.css';

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
  /** each keystroke of an essay (kept at once, sent as a draft shortly after) */
  onType: (id_soal: number, text: string) => void;
  /** 'Kirim': the essay sent now, with the spec's messages */
  onEssay: (id_soal: number, text: string) => Promise<boolean>;
  onPlay: (id_soal: number) => Promise<boolean>;
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
  onEssay,
  onPlay,
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
          {q.type_soal === 'Essay' && (
            <Badge variant="light" color="grape">
              Essay
            </Badge>
          )}
        </Group>
        {q.media && (
          <MediaPlayer
            url={q.media.url}
            kind={q.media.kind}
            alt={`Gambar soal ${n}`}
            maxPlays={q.media.kind === 'audio' ? AUDIO_MAX_PLAYS : undefined}
            plays={plays}
            onBeforePlay={play}
          />
        )}
        <HtmlContent html={q.soal_pg} className={classes.questionText} />
        {q.type_soal === 'PG' ? (
          <>
            <Options q={q} n={n} answer={answer} disabled={disabled} onChoose={onChoose} />
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
            onEssay={onEssay}
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
          className={classes.option}
          disabled={disabled}
          onClick={() => onChoose(q.id_soal, o.key)}
          onKeyDown={(e) => onArrow(e, i)}
        >
          <span className={classes.letter} id={`soal-${n}-${o.key}-huruf`}>
            {o.key}
          </span>
          <span className={classes.optionBody} id={`soal-${n}-${o.key}-isi`}>
            {!isBlankHtml(o.html) && <HtmlContent html={o.html} />}
            {o.image_url && (
              <Image
                src={o.image_url}
                alt={`Gambar pilihan ${o.key}`}
                loading="lazy"
                mah={200}
                w="auto"
                fit="contain"
              />
            )}
          </span>
        </button>
      ))}
    </Stack>
  );
}

/** What the line under an essay says: not yet on the server, sent with 'Kirim', or kept as a draft. */
export function essayState(text: string, unsaved: boolean, sent: boolean): string {
  if (unsaved) return 'Belum tersimpan — disimpan otomatis sebentar lagi';
  if (!text) return '';
  return sent ? 'Jawaban tersimpan' : "Draf tersimpan otomatis · tekan 'Kirim' bila sudah selesai";
}

function EssayAnswer({
  id_soal,
  n,
  text,
  unsaved,
  sent,
  disabled,
  onType,
  onEssay,
}: {
  id_soal: number;
  n: number;
  text: string;
  unsaved: boolean;
  sent: boolean;
  disabled: boolean;
  onType: QuestionCardProps['onType'];
  onEssay: QuestionCardProps['onEssay'];
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Stack gap={6}>
      {/* a plain textarea (grows with its text, 4 to 14 lines, by CSS): Mantine's Textarea would
          add its input family to every exam page, essay or not (budget: route-sizes.ts) */}
      <textarea
        className={classes.essay}
        aria-label={`Jawaban essay soal ${n}`}
        aria-describedby={`essay-${n}-status`}
        placeholder="Tulis jawaban Anda di sini"
        rows={4}
        maxLength={20_000}
        value={text}
        disabled={disabled}
        onChange={(e) => onType(id_soal, e.currentTarget.value)}
      />
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fz="xs" c={unsaved ? 'orange.9' : 'dimmed'} id={`essay-${n}-status`} data-testid="essay-status">
          {essayState(text, unsaved, sent)}
        </Text>
        <Button
          size="sm"
          disabled={disabled || !text.trim() || (sent && !unsaved)}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onEssay(id_soal, text);
            } finally {
              setBusy(false);
            }
          }}
        >
          Kirim
        </Button>
      </Group>
    </Stack>
  );
}
