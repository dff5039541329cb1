import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import classes from '../exam.module.css';

/** Milliseconds after the last keystroke before an essay's draft is sent (autosave). */
export const ESSAY_DRAFT_MS = 1500;

/** What the line under an essay says: not yet on the server, sent with 'Kirim', or kept as a draft. */
export function essayState(text: string, unsaved: boolean, sent: boolean): string {
  if (unsaved) return 'Belum tersimpan — disimpan otomatis sebentar lagi';
  if (!text) return '';
  return sent ? 'Jawaban tersimpan' : "Draf tersimpan otomatis · tekan 'Kirim' bila sudah selesai";
}

/**
 * An essay's box, its state line and 'Kirim': a chunk of its own (QuestionCard loads it when an essay
 * shows), so an exam of multiple-choice questions carries none of it. Each keystroke is kept at
 * once; the draft goes to the server a while after the typing stops, and at once when the box goes.
 */
export default function EssayAnswer({
  id_soal,
  n,
  text,
  unsaved,
  sent,
  disabled,
  onType,
  onDraft,
  onEssay,
}: {
  id_soal: number;
  n: number;
  text: string;
  unsaved: boolean;
  sent: boolean;
  disabled: boolean;
  /** each keystroke (kept at once) */
  onType: (id_soal: number, text: string) => void;
  /** the draft goes to the server (a while after the typing stopped) */
  onDraft: (id_soal: number) => void;
  /** 'Kirim': the essay sent now, with the spec's messages */
  onEssay: (id_soal: number, text: string) => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const draft = useRef(() => onDraft(id_soal));
  draft.current = () => onDraft(id_soal);
  // the box goes (another question in the one-question view, the end): a waiting draft goes now
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      window.clearTimeout(timer.current);
      draft.current();
    },
    [],
  );
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
        onChange={(e) => {
          onType(id_soal, e.currentTarget.value);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => {
            timer.current = undefined;
            draft.current();
          }, ESSAY_DRAFT_MS);
        }}
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
            window.clearTimeout(timer.current);
            timer.current = undefined;
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
