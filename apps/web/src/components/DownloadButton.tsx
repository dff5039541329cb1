import { Button } from '@mantine/core';
import { MSG } from '@tryout/shared/messages';
import { useState } from 'react';
import { saveBlob } from '../lib/saveBlob';
import { notifyError } from './notify';

/** A button that fetches a file made on the server and offers it as a download (busy while it loads). */
export function DownloadButton({
  label,
  load,
  filename,
  failure,
  disabled,
}: {
  label: string;
  load: () => Promise<Blob>;
  filename: string;
  /** the toast text when it fails */
  failure: string;
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
          saveBlob(await load(), filename);
        } catch (err) {
          notifyError(err, failure, { title: MSG.errorTitle });
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
