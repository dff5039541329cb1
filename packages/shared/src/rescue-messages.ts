// No imports on purpose: the exam page's panel shows the download's label without loading more.

/** Texts of the exam page's download and of the staff's upload. */
export const RESCUE_MSG = {
  download: 'Unduh jawaban saya',
  downloadHint:
    'Halaman ini belum terhubung ke server. Unduh berkas jawaban Anda (terenkripsi) dan serahkan kepada pengawas.',
  downloaded: 'Berkas jawaban diunduh. Serahkan berkas ini kepada pengawas.',
  downloadFail: 'Berkas jawaban tidak dapat dibuat: kunci server belum pernah diterima halaman ini.',
  upload: 'Unggah berkas jawaban',
  chooseFile: 'Pilih berkas jawaban (.jwb)',
  preview: 'Lihat perbedaan',
  apply: 'Terapkan jawaban',
  applyFinish: 'Terapkan dan selesaikan',
  applied: (n: number) => `${n} jawaban diterapkan dari berkas jawaban`,
  // refusals (400/409), nothing changed
  notRescueFile: 'Berkas ditolak: ini bukan berkas jawaban Tryout',
  damaged: 'Berkas jawaban ditolak: isi berkas rusak atau telah diubah',
  otherServer: 'Berkas jawaban ditolak: berkas ini dibuat untuk server lain',
  badContent: 'Berkas jawaban ditolak: isi berkas tidak dikenal',
  otherAttempt: (fileAttempt: number, attempt: number) =>
    `Berkas jawaban ditolak: berkas ini milik percobaan #${fileAttempt}, bukan percobaan #${attempt} yang dipilih`,
  reviewed:
    'Berkas jawaban ditolak: percobaan ini sudah selesai dan sudah diperiksa (nilai essay diberikan atau pembahasan sudah dibuka)',
  voided: 'Berkas jawaban ditolak: percobaan ini sudah dibatalkan',
  attemptNotFound: 'Percobaan tidak ditemukan',
  fileMissing: 'Pilih berkas jawaban',
  fileTooLarge: 'Berkas jawaban terlalu besar (maksimal 5 MB)',
  finishOnlyRunning: 'Percobaan ini sudah selesai; jawaban diterapkan dan nilainya dihitung ulang',
} as const;
