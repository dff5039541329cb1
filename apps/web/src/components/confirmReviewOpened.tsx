import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { needsReviewConfirm, REVIEW_CONFIRM_FIELD, REVIEW_OPENED_MSG } from '@tryout/shared/review-opened';
import { ApiError } from '../api/client';

/**
 * A staff action the server refused because it would give a candidate who opened the pembahasan a
 * new attempt (409 'Peserta ini sudah membuka pembahasan', docs/decisions/0021): a confirm dialog shows the
 * warning and what it means; 'Tetap lanjutkan' calls `retry` (the same request with
 * konfirmasi_pembahasan: true). Returns false for any other error, which the caller reports.
 *
 *   onError: (err) => confirmReviewOpened(err, () => save({ ...body, konfirmasi_pembahasan: true })) || notifyError(err)
 */
export function confirmReviewOpened(err: unknown, retry: () => void): boolean {
  if (!(err instanceof ApiError) || !needsReviewConfirm(err.body)) return false;
  modals.openConfirmModal({
    title: err.body.message,
    centered: true,
    children: <Text size="sm">{err.body.errors?.[REVIEW_CONFIRM_FIELD]}</Text>,
    labels: { confirm: REVIEW_OPENED_MSG.confirm, cancel: 'Batal' },
    confirmProps: { color: 'red' },
    onConfirm: retry,
  });
  return true;
}
