import { Button } from '@mantine/core';
import { useState } from 'react';
import { download } from '../../api/client';
import { notifyError } from '../../components/notify';
import { saveBlob } from '../../lib/saveBlob';
import { readProfile } from './examStorage';

/** 'Cetak Laporan Nilai': the candidate's score report PDF with a fresh verification code (issue 20 §2). */
export function ScoreReportButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="light"
      color="green"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const blob = await download('laporan-nilai/pdf', undefined, 'candidate');
          saveBlob(blob, `laporan-nilai-${readProfile()?.nisn ?? 'peserta'}.pdf`);
        } catch (err) {
          notifyError(err, 'Laporan nilai gagal dibuat, silahkan coba lagi');
        } finally {
          setBusy(false);
        }
      }}
    >
      Cetak Laporan Nilai
    </Button>
  );
}
