import { notifications } from '@mantine/notifications';
import { MSG } from '@tryout/shared/messages';

/** Default toast duration (spec §9: 9000 ms typical). */
export const TOAST_MS = 9000;

export interface NotifyOptions {
  /** Toast heading; defaults to 'Berhasil' / 'Terjadi Kesalahan'. */
  title?: string;
  /** Auto-close after this many ms (default 9000). */
  autoClose?: number;
}

/**
 * Toasts used by every page (spec §8). Success is green, error is red.
 *
 *   notifySuccess('Data Berhasil Di Simpan');
 *   notifyError('Gagal Menambah Data');
 *   notifyError(err);            // an ApiError/Error: shows the server message
 *   notifyError(err, 'Terjadi Kesalahan');  // fallback when err has no message
 */
export function notifySuccess(message: string, opts: NotifyOptions = {}) {
  notifications.show({
    color: 'green',
    title: opts.title ?? 'Berhasil',
    message,
    autoClose: opts.autoClose ?? TOAST_MS,
  });
}

/** Red toast. `message` may be a string or a thrown error (its message is shown). */
export function notifyError(
  message: unknown,
  fallback = 'Terjadi Kesalahan Harap Coba Lagi',
  opts: NotifyOptions = {},
) {
  const text =
    typeof message === 'string'
      ? message
      : message instanceof Error && message.message
        ? message.message
        : fallback;
  notifications.show({
    color: 'red',
    title: opts.title ?? MSG.errorTitle,
    message: text,
    autoClose: opts.autoClose ?? TOAST_MS,
  });
}
