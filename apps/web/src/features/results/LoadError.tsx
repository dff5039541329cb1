import { Alert } from '@mantine/core';
import { MSG } from '@tryout/shared/messages';
import { ApiError } from '../../api/client';

/** A failed load: the server's message (403: not this lecturer's exam) in the error colour. */
export function LoadError({ error }: { error: unknown }) {
  const message = error instanceof ApiError ? error.message : 'Ada Kesalahan Coba Lagi Nanti';
  return (
    <Alert color="red" title={MSG.errorTitle}>
      {message}
    </Alert>
  );
}
