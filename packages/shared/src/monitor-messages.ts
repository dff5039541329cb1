/** The control room's Indonesian texts (apart from its schemas, so the exam page loads no zod). */
export const MONITOR_MSG = {
  title: 'Pengawasan Ujian',
  auditTitle: 'Log Audit',
  pickTarget: 'Pilih materi tryout atau ujian mata kuliah',
  targetNotFound: 'Materi atau ujian tidak ditemukan',
  notOwner: 'Hanya dosen pengampu mata kuliah ini atau admin yang dapat mengawasi ujian ini',
  adminOnly: 'Hanya admin yang dapat melakukan tindakan ini pada materi tryout',
  voidAdminOnly: 'Hanya admin yang dapat mengulang ujian',
  voidCourseExam:
    'Ulang ujian hanya untuk materi tryout; ujian mata kuliah hanya memiliki satu percobaan per NIM',
  takerNotFound: 'Peserta tidak ditemukan pada materi atau ujian ini',
  notInProgress: 'Peserta tidak sedang mengerjakan ujian',
  noAttempt: 'Peserta belum memiliki percobaan yang dapat diulang',
  alreadyFinished: 'Peserta sudah menyelesaikan ujian; sesinya tidak dapat dibuka kembali',
  noneInProgress: 'Tidak ada peserta yang sedang mengerjakan',
  signalInvalid: 'Laporan sinyal ujian tidak valid',
  tokenRequired: 'Masukkan token ujian yang dibacakan pengawas',
  tokenWrong: 'Token ujian salah atau sudah berganti. Tanyakan token terbaru kepada pengawas.',
  tokenTooMany: 'Terlalu banyak token ujian yang salah. Coba lagi beberapa menit lagi.',
  tokenMinutesInvalid: 'Masa berlaku token 5 sampai 120 menit',
  optionsSaved: 'Pengaturan ujian disimpan',
  fullscreenAsk: 'Ujian ini meminta layar penuh. Layar penuh akan dibuka saat Anda menekan Mulai Sekarang.',
  fullscreenLeft:
    'Anda keluar dari layar penuh. Ujian ini meminta layar penuh; keluarnya tercatat untuk pengawas.',
  fullscreenUnsupported:
    'Peramban ini tidak mendukung layar penuh (misalnya Safari di iPhone); ujian tetap dapat dikerjakan seperti biasa.',
  reasonRequired: 'Alasan harus diisi',
  reasonTooLong: 'Alasan maksimal 500 karakter',
  minutesInvalid: 'Tambahan waktu harus 1 sampai 240 menit',
  multiplierInvalid: 'Pengali waktu harus antara 1 dan 3',
  takerInvalid: 'Peserta tidak valid',
  idInvalid: 'Id tidak valid',
  pageInvalid: 'Halaman tidak valid',
  dateInvalid: 'Tanggal tidak valid',
  timeAdded: 'Waktu berhasil ditambahkan',
  finished: 'Ujian peserta telah diselesaikan',
  released: 'Sesi peserta telah dibuka. Peserta dapat masuk kembali dan melanjutkan ujian.',
  voided:
    'Percobaan dibatalkan; peserta dapat mengulang ujian. Pemberitahuan yang sudah terkirim tidak ditarik kembali.',
  multiplierSaved: 'Akomodasi waktu peserta disimpan',
  /** a course exam's student not in the course's list: the multiplier lives in the list */
  seatNotListed:
    'Akomodasi mahasiswa disimpan di Daftar Mahasiswa matakuliah: tambahkan NIM ini ke daftar terlebih dahulu',
  voidNoticeKept:
    'Pemberitahuan yang sudah terkirim (WhatsApp, e-mail, sistem akademik) tidak ditarik kembali',
  online: 'Online',
  offlineSince: 'Offline sejak',
  live: 'Langsung',
  reconnecting: 'Menyambung ulang…',
  noRows: 'Tidak ada peserta',
  sessionSwitched: 'Sesi Anda telah dibuka di perangkat lain',
  sessionSwitchedFlush:
    'Ujian Anda kini berlanjut di perangkat lain. Jawaban yang sudah Anda pilih di perangkat ini masih dikirim selama 60 detik.',
  sessionSwitchedDone: 'Perangkat ini tidak lagi mengirim jawaban. Lanjutkan ujian di perangkat yang baru.',
} as const;

/**
 * The old device's exam page after a proctor's 'Buka sesi' (GET /kabarUjian: sesi_dibuka); apart
 * from MONITOR_MSG so the exam page's first script does not carry them (SwitchedNotice is deferred).
 */
export const SESSION_RELEASED_MSG = {
  title: 'Pengawas telah membuka sesi Anda',
  flush:
    'Masuk kembali, di perangkat ini atau perangkat lain, untuk melanjutkan ujian yang sama; jawaban yang tersimpan tetap ada. Jawaban yang sudah Anda pilih di perangkat ini masih dikirim selama 60 detik.',
  done: 'Masuk kembali, di perangkat ini atau perangkat lain, untuk melanjutkan ujian yang sama; jawaban yang tersimpan tetap ada. Perangkat ini tidak mengirim jawaban sampai Anda masuk kembali.',
} as const;
