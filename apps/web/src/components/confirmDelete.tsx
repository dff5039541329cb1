import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BankUsage } from '@tryout/shared/bank-access';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { ApiError } from '../api/client';
import { askReason } from './askReason';
import { notifyError } from './notify';

/** Spec §2.6: the text of every confirm-delete dialog. */
export const CONFIRM_DELETE_TEXT = 'Apa kamu yakin? data yang di hapus tidak dapat di pulihkan';

/**
 * Opens a Mantine confirm modal with `title` (e.g. 'Delete Ujian ?') and the standard delete
 * text (after `detail`, when given); calls `onConfirm` when the user presses 'Hapus'. Returns the
 * modal id.
 *
 *   confirmDelete('Delete Soal ?', () => remove.mutate(id));
 */
export function confirmDelete(title: string, onConfirm: () => void, detail?: string): string {
  return modals.openConfirmModal({
    title,
    centered: true,
    children: (
      <Stack gap="xs">
        {detail && (
          <Text size="sm" fw={600}>
            {detail}
          </Text>
        )}
        <Text size="sm">{CONFIRM_DELETE_TEXT}</Text>
      </Stack>
    ),
    labels: { confirm: 'Hapus', cancel: 'Batal' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/**
 * The confirm-delete dialog of an audited delete (a result): the standard text and the reason,
 * required; `onConfirm` gets the reason when the user presses 'Hapus'.
 */
export const confirmDeleteWithReason = (title: string, onConfirm: (alasan: string) => void): string =>
  askReason({ title, text: CONFIRM_DELETE_TEXT, confirm: 'Hapus', color: 'red' }, onConfirm);

/**
 * The delete of a question-bank object (docs/decisions/0016): asks the server what uses it first. In use,
 * the dialog says by what and offers no 'Hapus'; free, it confirms saying what goes with it
 * ('Ikut terhapus: 12 soal, 2 group').
 */
export async function confirmBankDelete(
  title: string,
  usage: () => Promise<BankUsage>,
  onConfirm: () => void,
  /** in use: the dialog offers 'Arsipkan' too (docs/decisions/0016) */
  onArchive?: () => void,
): Promise<void> {
  let u: BankUsage;
  try {
    u = await usage();
  } catch (err) {
    notifyError(err, STAFF_MSG.genericRetry);
    return;
  }
  if (u.alasan) {
    showDeleteRefused(title, u.alasan, onArchive);
    return;
  }
  confirmDelete(title, onConfirm, `Ikut terhapus: ${u.ikut_terhapus}.`);
}

/**
 * The dialog of a delete refused for what uses it (docs/decisions/0016): the reason ('Dipakai oleh
 * …, sehingga tidak dapat dihapus. Arsipkan saja …'), 'Tutup' and, when given, 'Arsipkan'.
 */
export function showDeleteRefused(title: string, alasan: string, onArchive?: () => void): string {
  const id = modals.open({
    title,
    centered: true,
    children: (
      <Stack gap="md">
        <Alert color="orange" title="Tidak dapat dihapus">
          {alasan}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.close(id)}>
            Tutup
          </Button>
          {onArchive && (
            <Button
              onClick={() => {
                modals.close(id);
                onArchive();
              }}
            >
              Arsipkan
            </Button>
          )}
        </Group>
      </Stack>
    ),
  });
  return id;
}

/**
 * The error handler of a delete the server refuses (409) for what uses it — an exam with results,
 * a course with exams: the refusal's dialog offering 'Arsipkan' (when `onArchive` is given);
 * any other error goes to `otherwise` (default: notified).
 */
export const deleteRefusedOr =
  (title: string, onArchive?: () => void, otherwise: (err: Error) => void = (err) => notifyError(err)) =>
  (err: Error): void => {
    if (err instanceof ApiError && err.status === 409) showDeleteRefused(title, err.message, onArchive);
    else otherwise(err);
  };
