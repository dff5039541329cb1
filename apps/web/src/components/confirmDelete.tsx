import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Spec §2.6: the text of every confirm-delete dialog. */
export const CONFIRM_DELETE_TEXT = 'Apa kamu yakin? data yang di hapus tidak dapat di pulihkan';

/**
 * Opens a Mantine confirm modal with `title` (e.g. 'Delete Ujian ?') and the standard delete
 * text; calls `onConfirm` when the user presses 'Hapus'. Returns the modal id.
 *
 *   confirmDelete('Delete Soal ?', () => remove.mutate(id));
 */
export function confirmDelete(title: string, onConfirm: () => void): string {
  return modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{CONFIRM_DELETE_TEXT}</Text>,
    labels: { confirm: 'Hapus', cancel: 'Batal' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
