import { Loader, Paper, Stack, Text } from '@mantine/core';
import { candidateContent, type FormType } from '@tryout/shared/question-forms';
import { FORMS_WITH_OPTIONS, type SheetFormAnswer } from '@tryout/shared/question-kinds';
import { lazy, Suspense, useState } from 'react';
import type { FormAnswerProps } from '../../components/question-forms/FormAnswer';
import { type FormDraft, formPayload } from './formDraft';

/** The candidate's form components, fetched when a preview first shows a form (as the exam page does). */
const FormAnswer = lazy(() => import('../../components/question-forms/FormAnswer'));

/**
 * A form's answer as the candidate will see it (docs/decisions/0027: authoring with a live preview): the
 * exam page's own components, built from the draft as the server builds the candidate's view (its
 * content without keys, the options A–E). Interactive, but the answer stays here: nothing is saved.
 */
export function CandidatePreview({
  type,
  draft,
  options,
}: {
  type: FormType;
  draft: FormDraft;
  /** the options A–E with their text and picture (the form's Pilihan / Respons) */
  options: FormAnswerProps['q']['options'];
}) {
  const [answer, setAnswer] = useState<SheetFormAnswer | undefined>(undefined);
  const q: FormAnswerProps['q'] = {
    id_soal: 0,
    type_soal: type,
    isi: candidateContent(type, formPayload(type, draft).isi),
    options: FORMS_WITH_OPTIONS.includes(type) ? options : [],
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="candidate-preview">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Tampilan peserta
        </Text>
        <Text size="xs" c="dimmed">
          Jawaban di pratinjau tidak disimpan.
        </Text>
        <Suspense fallback={<Loader size="sm" aria-label="Memuat tampilan peserta" />}>
          <FormAnswer q={q} n={1} value={answer} onChange={(value) => setAnswer(value)} />
        </Suspense>
      </Stack>
    </Paper>
  );
}
