import { Button } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '../../components/notify';
import { downloadFile } from './files';

/** 'Export Excel': downloads the whole filtered list as .xlsx, made on the server. */
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
          await downloadFile(path, filename, query);
        } catch (err) {
          notifyError(err, 'Ada Kesalahan Coba Lagi Nanti', { title: 'Error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      Export Excel
    </Button>
  );
}
