// No imports on purpose (as exam-messages.ts).
/**
 * The server's refusals on exam day: texts a candidate reads in the response's message, never
 * written by the exam pages themselves — kept apart from EXAM_MSG so the exam pages' code does not
 * carry them (their budget: apps/web/route-sizes.ts).
 */
export const EXAM_REFUSAL_MSG = {
  anotherInProgress: 'Masih ada ujian yang sedang berlangsung. Selesaikan ujian tersebut terlebih dahulu.',
  questionNotInAttempt: 'Soal tidak termasuk dalam ujian Anda',
  noAttempt: 'Ujian belum dimulai',
  notStarted: 'Ujian belum dimulai',
  notStartedHint: "Buka halaman mulai ujian lalu tekan 'Mulai Sekarang' untuk memulai ujian",
  toeflOrder: 'Selesaikan bagian TOEFL sebelumnya terlebih dahulu',
  answerSaved: 'Jawaban tersimpan',
  noQuestions: 'Soal untuk ujian ini belum tersedia',
  wrongExamPassword: 'Kode ujian atau password ujian salah',
  forbiddenNoreg: 'Nomor registrasi tidak sesuai dengan akun Anda',
  noAudio: 'Soal ini tidak memiliki audio',
  wrongAnswerKind: 'Soal pilihan ganda dijawab dengan huruf A–E, soal essay dengan teks',
  saveOneKind:
    'Kirim satu jawaban (huruf A–E atau jawaban soal bentuk lain) dan/atau tanda ragu-ragu, atau satu jawaban essay',
  raguInvalid: 'Tanda ragu-ragu harus true atau false',
  optionNotShown: 'Pilihan jawaban itu tidak ada pada soal ini',
  stillRunning: 'Ujian ini masih berlangsung',
  noResultYet: 'Hasil ujian ini belum tersedia',
  examArchived:
    'Ujian ini sudah diarsipkan sehingga tidak dapat dimulai lagi. Hubungi panitia atau dosen Anda.',
  seatInUse: 'NIM ini sedang mengerjakan ujian di perangkat lain. Hubungi pengawas untuk membuka sesi.',
} as const;
