import { Button } from '@mantine/core';
import { MSG } from '@tryout/shared/messages';
import { useState } from 'react';
import { download } from '../api/client';
import { saveBlob } from '../lib/saveBlob';
import { notifyError } from './notify';

/** 'Ekspor Excel': downloads the whole filtered list as .xlsx, made on the server. */
export function ExcelButton({
  path,
  filename,
  query,
  disabled,
}: {
  path: string;
  filename: string;
  query?: Record<string, string | number | undefined | null>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="light"
      color="green"
      loading={busy}
      disabled={disabled}
      onClick={async () => {
        setBusy(true);
        try {
          saveBlob(await download(path, query), filename);
        } catch (err) {
          notifyError(err, 'Ada Kesalahan Coba Lagi Nanti', { title: MSG.errorTitle });
        } finally {
          setBusy(false);
        }
      }}
    >
      Ekspor Excel
    </Button>
  );
}
