/** Indonesian texts shared by server and web. Field messages of spec §5 live beside their schemas. */
export const MSG = {
  ok: 'Berhasil',
  invalidInput: 'Data yang dikirim tidak valid',
  unauthorized: 'Sesi tidak valid atau telah berakhir, silahkan login kembali',
  forbidden: 'Anda tidak memiliki akses ke halaman ini',
  notFound: 'Data tidak ditemukan',
  routeNotFound: 'Alamat tidak ditemukan',
  tooManyRequests: 'Terlalu banyak percobaan, silahkan coba lagi nanti',
  unsupportedMediaType: 'Format data tidak didukung',
  bodyTooLarge: 'Data yang dikirim terlalu besar',
  headersTooLarge: 'Header permintaan terlalu besar',
  requestTimeout: 'Permintaan terlalu lama, silahkan coba lagi',
  serverError: 'Terjadi kesalahan pada server, silahkan coba lagi nanti',
  dbUnavailable: 'Layanan sedang tidak tersedia, silahkan coba beberapa saat lagi',
  imageTooLarge: 'Ukuran gambar maksimal 2MB',
  unsupportedFile: 'Format file tidak didukung',
  // spec §8 texts used in more than one place
  noData: 'Tidak Ada Data',
  alreadyTaken: 'Anda Telah Mengikuti Ujian',
  alreadyTakenDetail: 'Nomer Registrasi Anda Telah Tercatat Telah Mengikuti Ujian',
  genericError: 'Terjadi error harap coba lagi nanti',
  // toast and alert headings (one Indonesian voice: never 'Error', 'Success', 'Info')
  errorTitle: 'Terjadi Kesalahan',
  infoTitle: 'Informasi',
} as const;

/** 429 of a limit that knows its wait (docs/decisions/0009): whole minutes, rounded up. */
export const tooManyAttempts = (minutes: number) =>
  `Terlalu banyak percobaan, coba lagi dalam ${minutes} menit`;
