// No imports on purpose: pages use these texts without pulling in the schemas.
/**
 * Spec texts (§5, §8) exactly, plus our own refusals (marked); the spec's English or mixed texts
 * in Indonesian (one voice: 'Success …' → 'Berhasil …', 'Error …' → 'Gagal …' / 'Terjadi
 * Kesalahan …', 'Password not Match' → 'Password tidak sama'); voice.test.ts keeps it so.
 */
export const STAFF_MSG = {
  // materi
  materiAdded: 'Berhasil Menambah Data',
  materiAddError: 'Gagal Menambah Data',
  materiDeleteError: 'Gagal Menghapus Data',
  toeflExists: 'Toefl sudah ada',
  assignRefused: 'Gagal Menambahkan Materi Ujian, Hasil Ujian Sudah Ada',
  kodeUjianRequired: 'Kode Ujian harus diisi',
  deskripsiRequired: 'Deskripsi harus diisi',
  waktuRequired: 'Waktu harus diisi',
  urutanRequired: 'Urutan harus diisi',
  minZero: 'Nilai minimal 0',
  toeflTypeRequired: 'Tipe Toefl harus dipilih',
  kodeMateriExists: 'Kode Ujian sudah digunakan', // ours
  materiNotFound: 'Materi tidak ditemukan', // ours
  materiHasResults: 'Materi tidak dapat dihapus karena sudah memiliki hasil ujian', // ours
  toeflMateriLocked: 'Materi TOEFL tidak dapat diubah atau dihapus', // ours (spec §2.6: TOEFL rows have no edit or delete)
  // groups
  empty: 'Data tidak boleh kosong',
  groupAdded: 'Berhasil Menambah Data',
  groupUpdated: 'Berhasil Mengubah Data',
  groupDeleted: 'Berhasil Menghapus Data',
  groupDeleteError: 'Gagal Menghapus Data',
  genericRetry: 'Terjadi Kesalahan, Silahkan Coba Lagi Nanti',
  groupNotFound: 'Group soal tidak ditemukan', // ours
  // questions
  imageTooLarge: 'Ukuran gambar maksimal 2MB',
  unsupportedFile: 'Format file tidak didukung',
  questionFetchError: 'Terjadi Kesalahan, Silahkan Muat Ulang Halaman',
  soalRequired: 'Soal harus diisi', // ours
  optionRequired: 'Pilihan A sampai E harus diisi', // ours
  keyRequired: 'Kunci jawaban harus salah satu dari A, B, C, D, E', // ours
  questionNotFound: 'Soal tidak ditemukan', // ours
  questionInUse: 'Soal tidak dapat dihapus karena sudah digunakan dalam ujian', // ours
  yesNoInvalid: 'Pilihan harus ya atau tidak', // ours
  questionInLiveExam:
    'Soal ini sedang dikerjakan peserta dalam ujian yang berlangsung, sehingga tidak dapat diubah atau dihapus. Coba lagi setelah ujian selesai.', // ours
  groupMateriMismatch: 'Group soal tidak termasuk materi ini', // ours
  // exams
  examAdded: 'Data Berhasil Di Simpan',
  examUpdated: 'Data Berhasil Di Ubah',
  deleted: 'Data Berhasil Di Hapus',
  namaUjianRequired: 'Nama Ujian harus diisi', // ours
  masterMateriRequired: 'Master Materi harus diisi', // ours
  jumlahSoalMin: 'Jumlah Soal minimal 1', // ours
  waktuUjianMin: 'Waktu Ujian minimal 1', // ours
  passUjianRequired: 'Password Ujian harus diisi', // ours
  mulaiRequired: 'Waktu mulai harus diisi dengan format YYYY-MM-DD H:mm:ss', // ours
  selesaiRequired: 'Waktu selesai harus diisi dengan format YYYY-MM-DD H:mm:ss', // ours
  selesaiAfterMulai: 'Waktu selesai harus setelah waktu mulai', // ours
  typeUjianInvalid: 'Tipe ujian harus UTS, UAS atau QUIZ', // ours
  typeSoalInvalid: "Tipe soal harus PG, Essay atau 'PG Dan Essay'", // ours
  kodeUjianExists: 'Kode Ujian sudah digunakan', // ours
  examNotFound: 'Ujian tidak ditemukan', // ours
  examNotYours:
    'Ujian ini milik matakuliah dosen lain; hanya dosen pengampu dan admin yang dapat mengubahnya', // ours
  examCourseRequired: 'Matakuliah harus dipilih: ujian dosen selalu milik salah satu matakuliahnya', // ours
  tryoutAdminOnly: 'Hanya admin yang dapat membuat atau mengubah ujian tryout', // ours
  tryoutHasNoCourse: 'Ujian tryout tidak memiliki matakuliah', // ours
  // courses and users
  added: 'Berhasil Di Tambah',
  updated: 'Berhasil Di Rubah',
  removed: 'Berhasil Di Hapus',
  failed: 'Terjadi Kesalahan',
  failedRetry: 'Terjadi Kesalahan Harap Coba Lagi',
  namaDosenRequired: 'Nama Dosen harus diisi',
  namaMatkulRequired: 'Nama Matakuliah harus diisi', // ours
  kelasRequired: 'Kelas harus diisi', // ours
  prodiRequired: 'Prodi harus diisi', // ours
  matkulNotFound: 'Matakuliah tidak ditemukan', // ours
  dosenNotFound: 'Dosen tidak ditemukan', // ours
  matkulNotYours: 'Matakuliah ini milik dosen lain; hanya dosen pengampu dan admin yang dapat mengubahnya', // ours
  matkulReassignAdminOnly: 'Hanya admin yang dapat memindahkan matakuliah ke dosen lain', // ours
  matkulOwnOnly: 'Dosen hanya dapat menambah matakuliah untuk dirinya sendiri', // ours
  nidnRequired: 'Kode Akses harus diisi', // ours
  nidnExists: 'Kode Akses (NIDN) sudah terdaftar', // ours
  passwordRequired: 'Password harus diisi',
  passwordMin: 'Password harus memiliki minimal 8 karakter',
  roleInvalid: 'Role harus admin atau dosen', // ours
  userDeleted: 'Data berhasil dihapus',
  cannotDeleteSelf: 'Anda tidak dapat menghapus akun Anda sendiri', // ours
  dosenHasCourses: 'Dosen tidak dapat dihapus karena masih memiliki matakuliah', // ours
  lastAdmin: 'Minimal harus ada satu admin', // ours
  // profile
  profileUpdated: 'Data berhasil diubah',
  profileFailed: 'Terjadi Kesalahan Harap Coba Lagi',
  passwordMismatch: 'Password tidak sama',
  profileOwnOnly: 'Anda hanya dapat mengubah profil Anda sendiri', // ours
} as const;
