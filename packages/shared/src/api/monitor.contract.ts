import {
  actionResultSchema,
  addTimeSchema,
  examControlsBodySchema,
  examControlsSchema,
  idParams,
  integrityReportSchema,
  integrityResultSchema,
  integrityTimelineSchema,
  monitorParams,
  monitorQuerySchema,
  monitorTableSchema,
  monitorTargetsSchema,
  monitorUpdateSchema,
  multiplierSchema,
  seatMultiplierSchema,
  takerActionSchema,
  timelineParams,
  voidActionSchema,
} from '../monitor';
import { contractOf } from './contract';
import { examSignalsPaths, monitorPaths } from './monitor.paths';

const ALASAN = 'Alasan wajib; dicatat di log audit.';

/** A control-room action on takers of a target: its parameters and answer. */
const action = { params: monitorParams, response: actionResultSchema } as const;

export const monitorContract = contractOf('pengawasan ujian', monitorPaths, {
  targets: {
    summary: 'Materi tryout dan ujian mata kuliah yang dapat diawasi pemanggil',
    description:
      'Semua materi tryout (semua staf); ujian mata kuliah hanya milik dosen pengampu (admin: semua).',
    response: monitorTargetsSchema,
  },
  table: {
    summary: 'Tabel pengawasan: status, terjawab, tenggat, terakhir terlihat, online per peserta',
    description:
      "jenis 'materi' (semua peserta tryout) atau 'ujian' (peserta ujian mata kuliah; dosen lain → 403). " +
      'status: belum_mulai | mengerjakan | selesai | waktu_habis; offline: mengerjakan tanpa tanda hidup 60 detik. ' +
      'Filter status, offline, q (nama / no_reg); halaman per_page ≤ 200, urut nama.',
    params: monitorParams,
    query: monitorQuerySchema,
    response: monitorTableSchema,
  },
  stream: {
    summary: 'Aliran peristiwa (text/event-stream): hitungan terbaru setiap ada aksi peserta',
    description:
      "Setiap peristiwa 'update' membawa data = envelope berisi hitungan (paling banyak satu per detik, " +
      'dan setidaknya tiap 15 detik); halaman lalu membaca ulang barisnya. Di PostgreSQL peristiwa dari instans server lain ' +
      'tiba lewat LISTEN/NOTIFY.',
    params: monitorParams,
    // the data of each 'update' event (documented as the answer's)
    response: monitorUpdateSchema,
  },
  addTime: {
    ...action,
    summary: 'Tambah waktu: +menit untuk peserta terpilih atau semua yang sedang mengerjakan',
    description:
      'Tenggat server bergeser; halaman ujian peserta menyesuaikan hitung mundur pada heartbeat atau simpan berikutnya ' +
      `(≤ 30 detik). Materi tryout: semua staf; ujian mata kuliah: dosen pengampu dan admin. ${ALASAN}`,
    body: addTimeSchema,
  },
  finish: {
    ...action,
    summary: 'Selesaikan sekarang: akhiri percobaan peserta, dinilai dengan jawaban tersimpan',
    description: `Seperti saat tenggat tiba. Peserta yang tidak sedang mengerjakan → 409. ${ALASAN}`,
    body: takerActionSchema,
  },
  release: {
    ...action,
    summary: 'Buka sesi / reset login: akhiri sesi peserta di semua perangkat',
    description:
      'Peserta masuk kembali (perangkat mana pun) dan melanjutkan percobaan yang sama. Materi tryout: hanya admin (403); ' +
      `ujian mata kuliah: 'Buka Sesi' daftar peserta (dosen pengampu dan admin). ${ALASAN}`,
    body: takerActionSchema,
  },
  voidLatest: {
    ...action,
    summary: 'Ulang ujian (admin): batalkan percobaan terakhir peserta agar dapat mengulang',
    description:
      'Percobaan tetap tersimpan dan ditandai dibatalkan, tidak dihitung lagi; evaluasi kelulusan dijalankan ulang. ' +
      'Pemberitahuan yang sudah terkirim tidak ditarik kembali. Hanya materi tryout (ujian mata kuliah → 409). ' +
      "Peserta yang sudah membuka pembahasan materi ini → 409 'Peserta ini sudah membuka pembahasan' " +
      '(errors.konfirmasi_pembahasan) sampai dikirim lagi dengan konfirmasi_pembahasan: true. ' +
      ALASAN,
    body: voidActionSchema,
  },
  multiplier: {
    summary: 'Akomodasi: pengali waktu peserta (mis. ×1,5 atau ×2)',
    description:
      'Berlaku untuk setiap percobaan yang dimulai peserta dan, bila sedang mengerjakan, langsung untuk percobaan itu ' +
      `(panjangnya diskalakan dari waktu mulai). ${ALASAN}`,
    params: idParams,
    body: multiplierSchema,
    response: actionResultSchema,
  },
  seatMultiplier: {
    summary: 'Akomodasi mahasiswa ujian matakuliah: pengali waktu (disimpan di Daftar Mahasiswa)',
    description:
      'peserta = id kursi ujian. Pengali disimpan pada mahasiswa di Daftar Mahasiswa matakuliah (berlaku untuk setiap ujian ' +
      'matakuliah itu) dan, bila sedang mengerjakan, langsung untuk percobaannya. NIM yang tidak ada di daftar → 409. ' +
      `Dosen pengampu dan admin. ${ALASAN}`,
    params: idParams,
    body: seatMultiplierSchema,
    response: actionResultSchema,
  },
  controls: {
    summary:
      "Pengaturan ujian: 'Token ujian' (token saat ini untuk dibacakan pengawas) dan 'Wajib layar penuh'",
    params: monitorParams,
    response: examControlsSchema,
  },
  putControls: {
    summary:
      "Ubah pengaturan ujian: 'Token ujian' (6 karakter, berganti tiap token_menit) dan 'Wajib layar penuh'",
    description:
      'Token aktif: memulai ujian memerlukan token saat ini (token salah → 400, berulang → 429). Layar penuh diminta, ' +
      `tidak pernah menghalangi (Safari di iPhone tidak mendukungnya). ${ALASAN}`,
    params: monitorParams,
    body: examControlsBodySchema,
    response: examControlsSchema,
  },
  timeline: {
    summary: 'Linimasa sinyal integritas percobaan terakhir peserta',
    params: timelineParams,
    response: integrityTimelineSchema,
  },
});

export const examSignalsContract = contractOf('pengawasan ujian', examSignalsPaths, {
  report: {
    summary:
      'Laporan sinyal integritas halaman ujian (disembunyikan, blur, keluar layar penuh, salin/tempel, offline)',
    description:
      'Untuk percobaan yang sedang berjalan pada kode_ujian; waktu = waktu server − ago_ms. Paling banyak 50 sinyal per laporan. ' +
      'Tidak pernah menghalangi jawaban.',
    body: integrityReportSchema,
    response: integrityResultSchema,
  },
});
