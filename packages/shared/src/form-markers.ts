// No imports on purpose: the import page shows these texts without pulling in the schemas.
/**
 * The Word and Excel markers of the UTBK/AKM question forms (docs/decisions/0027): what the import page's
 * guide and the templates say, and the import's own problems of a marker ('Soal 3: …').
 */
export const FORM_MARKER_MSG = {
  guideForms:
    'Bentuk soal UTBK/AKM (Word dan Excel): tulis baris Jenis: tepat di bawah teks soal. PG Kompleks: baris Pernyataan: untuk setiap pernyataan (2–8), Kunci: B, S, B (huruf awal label tiap pernyataan), Label: Ya/Tidak atau Sesuai/Tidak sesuai bila bukan Benar/Salah. PG Jawaban Ganda: pilihan A. sampai E., Kunci: A, C, dan Bobot pilihan: A=50, B=-50, C=50 untuk aturan berbobot. Isian Angka: Kunci: 8,5; 17/2 (beberapa kunci dipisah titik koma) dan Toleransi: 0,1 atau Toleransi: 5%. Isian Singkat: Kunci: Jakarta; Batavia (50%) dan Huruf besar: dibedakan bila perlu. Menjodohkan: baris Premis: untuk setiap premis, respons sebagai pilihan A. sampai E., Kunci: 1-B, 2-A. Benar/Salah: Kunci: Benar atau Salah. Semua bentuk boleh diberi Aturan: (semua, kprim, per_pernyataan, berbobot, per_pasangan) dan Bobot: 2 (bobot soal, bawaan 1). Di Excel, pernyataan atau premis ditulis satu per baris di kolom Pernyataan, dan Label:, Toleransi:, Bobot pilihan:, Huruf besar: di kolom Pengaturan.',
  guideFormsExample:
    '3. Tentukan benar atau salah setiap pernyataan berikut.\nJenis: PG Kompleks\nPernyataan 1: 2 adalah bilangan prima\nPernyataan 2: 9 adalah bilangan prima\nPernyataan 3: 11 adalah bilangan prima\nKunci: B, S, B\nAturan: kprim\n\n4. Berapakah 17 dibagi 2?\nJenis: Isian Angka\nKunci: 8,5; 17/2\nToleransi: 0,01\nBobot: 2',
  caseInvalid: 'Huruf besar: harus "diabaikan" atau "dibedakan"',
  markerWithoutForm: 'baris {baris}: hanya untuk bentuk soal UTBK/AKM; tulis baris Jenis: di atasnya',
} as const;
