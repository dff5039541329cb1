import { EXAM_MSG, type Outcome } from '@tryout/shared/exam';
import { formatScore } from '../../lib/score';

export interface OutcomeLine {
  label: string;
  color: 'green' | 'red' | 'gray';
  detail: string | null;
}

/** What the overview shows of the outcome: the two results labelled apart (spec §4, design §4). */
export interface OutcomeView {
  /** 'Status KKM': the average of each non-TOEFL materi's best nilai_pg against the KKM */
  kkm: OutcomeLine;
  /** 'Hasil Seleksi': the programme outcome; null for a registrant without programmes */
  selection: OutcomeLine | null;
  /** what a card's 'Lulus' means (programme one's minimum reached); null without programme one */
  cardLegend: string | null;
  /** 'Kirim Ulang Notifikasi WhatsApp' is offered: exactly when the server sends it */
  resend: boolean;
  /** the spec banner (§2.2), once every materi has an attempt or the campus has decided */
  banner: 'accepted_first' | 'accepted_second' | 'passed' | 'failed' | null;
}

export function outcomeView(o: Outcome): OutcomeView {
  const kkm: OutcomeLine = !o.filled
    ? { label: 'Belum Lengkap', color: 'gray', detail: `Selesaikan semua materi (KKM ${formatScore(o.kkm)})` }
    : {
        label: o.passed ? 'Lulus KKM' : 'Tidak Lulus KKM',
        color: o.passed ? 'green' : 'red',
        detail:
          o.average != null
            ? `Nilai rata-rata ${formatScore(o.average)} · KKM ${formatScore(o.kkm)}`
            : `KKM ${formatScore(o.kkm)}`,
      };
  const prodi = o.nama_prodi ? ` (${o.nama_prodi})` : '';
  const by = o.decided_by_campus ? 'Ditetapkan oleh sistem penerimaan mahasiswa baru' : null;
  const selection: OutcomeLine | null =
    o.result === 'none'
      ? null
      : o.result === 'pending'
        ? { label: 'Belum Ditentukan', color: 'gray', detail: 'Ditentukan setelah semua materi dikerjakan' }
        : o.result === 'accepted_first'
          ? { label: `Diterima di Prodi Pilihan 1${prodi}`, color: 'green', detail: by }
          : o.result === 'accepted_second'
            ? { label: `${EXAM_MSG.acceptedSecond}${prodi}`, color: 'green', detail: by }
            : o.second_attempt_allowed
              ? { label: 'Belum Diterima', color: 'red', detail: 'Kesempatan ujian kedua masih tersedia' }
              : { label: 'Tidak Diterima', color: 'red', detail: by };
  const cardLegend = o.prodi_satu
    ? `'Lulus' pada kartu: nilai rata-rata mencapai nilai minimum Prodi Pilihan 1 (${o.prodi_satu.nama_prodi}, ${formatScore(o.prodi_satu.nilai_min_kelulusan)}).`
    : null;
  const shown = o.filled || o.decided_by_campus;
  const banner: OutcomeView['banner'] = !shown
    ? null
    : o.result === 'accepted_first' || o.result === 'accepted_second' || o.result === 'failed'
      ? o.result
      : o.result === 'none'
        ? o.passed
          ? 'passed'
          : 'failed'
        : null;
  return { kkm, selection, cardLegend, resend: o.notice_allowed, banner };
}
