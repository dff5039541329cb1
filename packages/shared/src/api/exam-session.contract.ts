import {
  audioPlayResultSchema,
  audioPlaySchema,
  checkNoregResultSchema,
  checkNoregSchema,
  examSheetSchema,
  kodeUjianSchema,
  lastResultSchema,
  saveAnswerResultSchema,
  saveAnswerSchema,
  sheetRequestSchema,
  submitResultSchema,
  submitSchema,
  ujianDetailSchema,
} from '../exam';
import { heartbeatBodySchema } from '../outage';
import { heartbeatResultSchema } from '../presence';
import { contractOf } from './contract';
import { examSessionPaths } from './exam-session.paths';

/** The sheet under both of the spec's names (exam-day.contract.ts: /soalPMB). */
export const sheetRoute = {
  summary:
    'Mulai (mulai: true) atau lanjutkan ujian: soal terkunci (tanpa kunci jawaban), tenggat server, jawaban tersimpan',
  description:
    "Tanpa mulai: true hanya melanjutkan ujian yang sedang berjalan; bila belum ada, 409 'Ujian belum dimulai' dan tidak ada yang berubah (membuka halaman ujian tidak pernah memulai waktu). " +
    'Mulai: menolak bila ujian lain sedang berjalan (409), kesempatan habis (400), atau bagian TOEFL sebelumnya belum selesai (400). ' +
    'Mengundi jumlah_soal_ujian soal dari tiap group (urut urutan), nomor berurutan, tenggat = sekarang + waktu menit. ' +
    'Melanjutkan mengembalikan soal, jawaban dan tenggat yang sama persis.',
  body: sheetRequestSchema,
  response: examSheetSchema,
};

export const examSessionContract = contractOf('ujian', examSessionPaths, {
  checkNoreg: {
    summary: 'Tukar token sesi login (hash) dengan token ujian',
    description:
      'hash = email_token dari login peserta; harus token sesi yang masih berlaku milik peserta dengan nisn = no_reg, ' +
      "jika tidak 401 'Tidak Ada Data'. Mengembalikan profil dan api_token (token ujian baru; token ujian lama dicabut).",
    body: checkNoregSchema,
    response: checkNoregResultSchema,
  },
  detail: {
    summary: 'Detail satu ujian (kartu) pemanggil: waktu, status, sisa kesempatan',
    body: kodeUjianSchema,
    response: ujianDetailSchema,
  },
  sheet: sheetRoute,
  save: {
    summary: 'Simpan otomatis satu jawaban (value A–E) atau satu essay; penulisan terakhir berlaku',
    description:
      'Hanya untuk soal dalam percobaan yang sedang berjalan; ditolak setelah tenggat + 30 detik (percobaan lalu diselesaikan) atau setelah dikumpulkan. Dengan `urutan` (dua tab satu sesi) server menyimpan yang terbaru per soal: urutan yang lebih lama dari yang tersimpan ditolak 409 dan tidak mengubah apa pun.',
    body: saveAnswerSchema,
    response: saveAnswerResultSchema,
  },
  audio: {
    summary: 'Catat satu kali pemutaran audio soal (maksimal 2 kali)',
    body: audioPlaySchema,
    response: audioPlayResultSchema,
  },
  submit: {
    summary:
      'Kumpulkan ujian: nilai dihitung di server (point diabaikan), rincian benar/salah/kosong per group',
    description:
      "Menggabungkan array_answer dan jawaban_essay (hanya soal percobaan ini, hanya sebelum tenggat + 30 detik) dengan jawaban tersimpan. Kedua kalinya → 400 'Anda Telah Mengikuti Ujian'.",
    body: submitSchema,
    response: submitResultSchema,
  },
  lastResult: {
    summary: 'Nilai percobaan terakhir pemanggil pada satu ujian, setelah ditutup',
    description:
      'Untuk halaman ujian yang mendapati percobaannya sudah ditutup (waktu habis dan diselesaikan server, ' +
      "'Selesaikan' oleh pengawas, dikumpulkan dari perangkat lain): nilai dan rincian per group. " +
      "Percobaan yang melewati tenggat + 30 detik diselesaikan lebih dulu. 409 'Ujian ini masih berlangsung' selama masih berjalan; 404 bila belum ada percobaan.",
    body: kodeUjianSchema,
    response: lastResultSchema,
  },
  news: {
    summary: 'Aliran kabar untuk halaman ujian (text/event-stream): pengawas bertindak atas peserta ini',
    description:
      "Peristiwa 'kabar' (data: {server_now}) setiap kali pengawas menambah waktu, menyelesaikan, " +
      'mengulang ujian atau mengubah akomodasi peserta ini, juga bila server memberi perpanjangan otomatis; ' +
      'halaman lalu mengirim heartbeat dan mengikuti jawabannya. ' +
      "'sesi_dibuka' lalu akhir aliran bila pengawas membuka sesi (token ini dicabut). Komentar kosong tiap 25 detik menjaga sambungan. " +
      'Di PostgreSQL kabar dari instans server lain tiba lewat LISTEN/NOTIFY.',
  },
  heartbeat: {
    summary: 'Tanda hidup halaman ujian (tiap 30 detik): waktu server dan tenggat ujian yang sedang berjalan',
    description:
      'Mencatat sesi sebagai aktif (seperti setiap permintaan sesi ujian). deadline_at dibaca ulang tiap kali, ' +
      'jadi halaman ujian menyesuaikan hitung mundurnya bila tenggat berubah; null bila tidak ada ujian yang sedang berjalan. ' +
      'Badan (opsional): {antrian: jumlah simpanan yang belum terkirim}, ditampilkan di Pengawasan Ujian.',
    body: heartbeatBodySchema.optional(),
    response: heartbeatResultSchema,
  },
});
