import { download } from '../../api/client';
import { DownloadButton } from '../../components/DownloadButton';
import { readProfile } from '../../lib/candidate/examStorage';

/** 'Cetak Laporan Nilai': the candidate's score report PDF with a fresh verification code (docs/decisions/0022). */
export function ScoreReportButton() {
  return (
    <DownloadButton
      label="Cetak Laporan Nilai"
      load={() => download('laporan-nilai/pdf', undefined, 'candidate')}
      filename={`laporan-nilai-${readProfile()?.nisn ?? 'peserta'}.pdf`}
      failure="Laporan nilai gagal dibuat, silahkan coba lagi"
    />
  );
}
