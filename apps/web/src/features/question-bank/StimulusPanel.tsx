import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { STIMULUS_MSG, type Stimulus } from '@tryout/shared/stimulus';
import { lazy, Suspense, useState } from 'react';
import { confirmDelete } from '../../components/confirmDelete';
import { HtmlContent } from '../../components/HtmlContent';
import { notifyError, notifySuccess } from '../../components/notify';
import { FieldError, fieldErrors } from './FormFields';
import classes from './SoalCell.module.css';
import type { Soal } from './soalTypes';
import { type StimulusInput, useDeleteStimulus, useSaveStimulus, useStimuli } from './stimulusApi';

/** The passage's editor: tiptap, fetched when the dialog first opens (the bank list does not carry it). */
const RichEditor = lazy(() => import('./RichEditor'));

const RETRY = 'Terjadi Kesalahan Harap Coba Lagi';

/** A question's number in the bank list (1-based), for 'Dipakai soal 1, 3'. */
const numbersOf = (ids: number[], questions: Soal[]) =>
  ids
    .map((id) => questions.findIndex((q) => q.id_soalPG === id) + 1)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);

/**
 * 'Wacana' of a question group (docs/decisions/0025): the passages several of its questions share —
 * listed with the questions that use them; a lecturer who may write adds one, edits its text and
 * picks its questions, or deletes it once no question uses it.
 */
export function StimulusPanel({
  groupId,
  questions,
  canWrite,
}: {
  groupId: number;
  questions: Soal[];
  canWrite: boolean;
}) {
  const stimuli = useStimuli(groupId);
  const save = useSaveStimulus(groupId);
  const remove = useDeleteStimulus(groupId);
  const [editing, setEditing] = useState<StimulusInput | null>(null);
  const list = stimuli.data ?? [];
  if (!canWrite && list.length === 0) return null;

  const open = (s?: Stimulus) =>
    setEditing(
      s
        ? { id: s.id, group_id: groupId, judul: s.judul ?? '', isi: s.isi, soal: s.soal }
        : { id: null, group_id: groupId, judul: '', isi: '', soal: [] },
    );
  const name = (s: Stimulus, i: number) => s.judul || `Wacana ${i + 1}`;
  const errors = fieldErrors(save.error);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="wacana">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Wacana
          </Title>
          {canWrite && (
            <Button size="compact-sm" variant="light" onClick={() => open()}>
              Tambah Wacana
            </Button>
          )}
        </Group>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            Belum ada wacana. Wacana adalah bacaan bersama yang ditampilkan sekali di samping soal-soal yang
            memakainya.
          </Text>
        ) : (
          list.map((s, i) => {
            const used = numbersOf(s.soal, questions);
            return (
              <Paper key={s.id} withBorder p="sm" radius="sm">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600}>{name(s, i)}</Text>
                    <Group gap="xs">
                      <Badge variant="light" tt="none">
                        {used.length > 0 ? `Dipakai soal ${used.join(', ')}` : 'Belum dipakai soal'}
                      </Badge>
                      {canWrite && (
                        <>
                          <Button
                            size="compact-sm"
                            variant="light"
                            aria-label={`Edit ${name(s, i)}`}
                            onClick={() => open(s)}
                          >
                            Edit
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="red"
                            aria-label={`Hapus ${name(s, i)}`}
                            onClick={() =>
                              confirmDelete('Hapus Wacana ?', () =>
                                remove.mutate(s.id, {
                                  onSuccess: () => notifySuccess(STIMULUS_MSG.deleted),
                                  onError: (err) => notifyError(err, RETRY),
                                }),
                              )
                            }
                          >
                            Hapus
                          </Button>
                        </>
                      )}
                    </Group>
                  </Group>
                  <HtmlContent html={s.isi} className={classes.oneLine} fz="sm" />
                </Stack>
              </Paper>
            );
          })
        )}
      </Stack>
      <Modal
        opened={editing != null}
        onClose={() => setEditing(null)}
        title={editing?.id == null ? 'Tambah Wacana' : 'Edit Wacana'}
        size="xl"
        centered
      >
        {editing && (
          <Stack gap="md">
            <TextInput
              label="Judul (opsional)"
              value={editing.judul}
              onChange={(e) => {
                const judul = e.currentTarget.value;
                setEditing((v) => v && { ...v, judul });
              }}
              error={errors?.judul}
            />
            <Suspense fallback={<Skeleton h={220} />}>
              <RichEditor
                label="Isi wacana"
                required
                testId="editor-wacana"
                value={editing.isi}
                onChange={(isi) => setEditing((v) => v && { ...v, isi })}
                error={errors?.isi}
              />
            </Suspense>
            <Checkbox.Group
              label="Soal yang memakai wacana ini"
              value={editing.soal.map(String)}
              onChange={(ids) => setEditing((v) => v && { ...v, soal: ids.map(Number) })}
            >
              <ScrollArea.Autosize mah={220} mt={6}>
                <Stack gap={6}>
                  {questions.map((q, i) => (
                    <Checkbox
                      key={q.id_soalPG}
                      value={String(q.id_soalPG)}
                      label={`Soal ${i + 1} (${q.type_soal}): ${textOf(q.soal_pg)}`}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Checkbox.Group>
            <FieldError message={errors?.soal ?? (errors?._ as string | undefined)} testId="error-wacana" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                Batal
              </Button>
              <Button
                loading={save.isPending}
                onClick={() =>
                  save.mutate(editing, {
                    onSuccess: () => {
                      notifySuccess(editing.id == null ? STIMULUS_MSG.added : STIMULUS_MSG.updated);
                      setEditing(null);
                    },
                    onError: (err) => notifyError(err, RETRY),
                  })
                }
              >
                Simpan
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}

/** A question's text in one short line (its HTML read by the browser, cut at 80 characters). */
function textOf(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
