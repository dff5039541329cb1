import { scoreReportPaths } from '@tryout/shared/api/score-report.paths';
import { downloadFrom } from '../../api/contract-client';
import { DownloadButton } from '../../components/DownloadButton';
import { readProfile } from '../../lib/candidate/examStorage';

/** 'Cetak Laporan Nilai': the candidate's score report PDF with a fresh verification code (docs/decisions/0022). */
export function ScoreReportButton() {
  return (
    <DownloadButton
      label="Cetak Laporan Nilai"
      load={() => downloadFrom(scoreReportPaths.pdf)}
      filename={`laporan-nilai-${readProfile()?.nisn ?? 'peserta'}.pdf`}
      failure="Laporan nilai gagal dibuat, silahkan coba lagi"
    />
  );
}
