// No imports on purpose: the import page uses these texts without pulling in the schemas.
/**
 * Question import and export (docs/decisions/0029): refusals of a whole file, and the problems of one
 * question ('Soal 12: kunci jawaban kosong'; `{x}` is filled in by fillText).
 */
export const IMPORT_MSG = {
  // the whole file
  fileEmpty: 'File impor kosong',
  fileTooLarge: 'Ukuran file impor maksimal 20MB',
  unknownFormat:
    'File harus dokumen Word (.docx), Excel (.xlsx), teks Aiken (.txt), GIFT (.gift), Moodle XML (.xml) atau paket QTI (.zip)',
  corrupt: 'File rusak atau tidak dapat dibaca; simpan ulang lalu coba lagi',
  zipTooLarge: 'Isi file terlalu besar setelah diekstrak; file ditolak',
  macros: 'File berisi makro dan tidak dapat diimpor; simpan sebagai .docx atau .xlsx biasa',
  externalImage: 'File memuat gambar dari tautan luar; sisipkan gambarnya langsung ke dalam dokumen',
  noQuestions: 'Tidak ada soal yang dapat dibaca dari file ini; periksa formatnya sesuai panduan',
  tooManyQuestions: 'Satu file impor maksimal berisi 500 soal',
  hasProblems: 'Impor dibatalkan: masih ada soal yang bermasalah; perbaiki file lalu coba lagi',
  saved: 'Soal berhasil diimpor',
  undone: 'Impor berhasil dibatalkan',
  undoInUse: 'Impor tidak dapat dibatalkan karena soalnya sudah digunakan dalam ujian',
  batchNotFound: 'Data impor tidak ditemukan',
  // one question (prefixed with 'Soal N: ')
  soalEmpty: 'teks soal kosong',
  keyEmpty: 'kunci jawaban kosong',
  keyInvalid: 'kunci jawaban harus salah satu dari A, B, C, D, E',
  keyWithoutOption: 'kunci jawaban {k} tidak memiliki pilihan',
  optionMissing: 'pilihan {k} kosong',
  optionGap: 'pilihan {k} tanpa {prev}',
  tooManyOptions: 'pilihan lebih dari lima (hanya A sampai E)',
  textAfterKey: 'ada teks setelah kunci jawaban yang tidak dikenali',
  typeInvalid:
    'jenis soal harus PG, Essay, PG Kompleks, PG Jawaban Ganda, Isian Angka, Isian Singkat, Menjodohkan atau Benar/Salah',
  imageTooLarge: 'gambar lebih dari 2MB',
  imageFormat: 'format gambar tidak didukung (hanya png dan jpeg)',
  tooManyImages: 'lebih dari satu gambar pada {bagian}',
  imageInPembahasan: 'gambar di pembahasan tidak didukung',
  duplicateInGroup: 'soal yang sama sudah ada di group ini',
  duplicateInFile: 'sama dengan soal {n} di file ini',
  soalPrefix: 'Soal {n}: ',
  // GIFT and Moodle XML (docs/decisions/0030)
  giftNoAnswers: 'tidak ada bagian jawaban dalam kurung kurawal { }',
  giftUnclosed: 'kurung kurawal jawaban tidak ditutup',
  giftAnswerUnreadable: 'bagian jawaban tidak dapat dibaca: {teks}',
  giftNumberInvalid: 'jawaban angka tidak dapat dibaca: {teks}',
  partialNumber: 'nilai sebagian pada jawaban angka belum didukung; hanya jawaban bernilai penuh',
  formWithOptions: 'bentuk soal ini tidak memiliki pilihan A sampai E',
  partialChoice:
    'nilai sebagian pada pilihan ganda satu jawaban belum didukung; hanya satu jawaban bernilai penuh',
  xmlDoctype:
    'File XML memuat DOCTYPE atau entitas yang tidak diizinkan; ekspor ulang dari Moodle lalu coba lagi',
  xmlNotMoodle: 'File XML bukan ekspor soal Moodle (elemen <quiz> tidak ditemukan)',
  moodleTypeUnsupported: 'Jenis soal Moodle "{jenis}" belum didukung',
  // QTI (docs/decisions/0030)
  qtiDoctype:
    'File QTI memuat DOCTYPE atau entitas yang tidak diizinkan; ekspor ulang paket QTI lalu coba lagi',
  qtiNotItem: 'File XML bukan item QTI (elemen assessmentItem atau qti-assessment-item tidak ditemukan)',
  qtiManifest: 'Paket QTI tidak dapat dibaca: imsmanifest.xml rusak atau tidak menyebut item soal',
  qtiUnsafePath: 'Paket berisi nama berkas yang tidak aman (../ atau jalur absolut); file ditolak',
  qtiItemMissing: 'Paket QTI tidak lengkap: berkas {nama} yang disebut imsmanifest.xml tidak ada',
  qtiInteractionUnsupported: 'Interaksi QTI "{jenis}" belum didukung',
  qtiNoInteraction: 'item QTI tanpa interaksi jawaban',
  qtiManyInteractions: 'lebih dari satu interaksi dalam satu item belum didukung',
  qtiCustomProcessing:
    'pemrosesan respons (response processing) khusus tidak dapat dipetakan ke kunci; gunakan template match_correct atau map_response',
  qtiMediaMissing: 'berkas media {nama} tidak ada di dalam paket',
  qtiMediaExternal: 'media dari tautan luar tidak didukung: {nama}',
  // the guide (the import page and the templates)
  guideWord:
    'Word (.docx): nomor soal diikuti titik (1.), pilihan ditulis A. sampai E., lalu baris Kunci: dengan huruf jawabannya; baris Pembahasan: boleh ditambahkan di bawahnya. Soal essay diberi baris Jenis: Essay dan jawaban acuannya ditulis setelah Kunci:. Gambar disisipkan langsung (bukan tautan) di bawah soal atau pilihannya, satu gambar png atau jpeg maksimal 2MB.',
  guideExcel:
    'Excel (.xlsx): satu baris per soal dengan kolom No, Soal, A, B, C, D, E, Kunci, Jenis (PG, Essay atau bentuk UTBK/AKM) dan Pembahasan; kolom Pernyataan, Aturan, Bobot dan Pengaturan untuk bentuk UTBK/AKM dan bobot soal. Gambar ditempatkan di sel Soal atau sel pilihannya.',
  guideAiken:
    'Aiken (.txt): soal pada satu baris, pilihan A. sampai E. pada baris berikutnya, lalu ANSWER: dan huruf jawabannya; satu baris kosong di antara soal. Hanya untuk soal pilihan ganda.',
  guideGift:
    'GIFT (.gift, format teks Moodle): satu soal per blok, dipisah baris kosong; jawaban di dalam kurung kurawal. Pilihan ganda {=benar ~salah}, jawaban ganda berbobot {~%50%A ~%50%B ~%-100%C}, benar/salah {T} atau {F}, isian singkat {=jawaban =%50%jawaban lain}, isian angka {#7:0.5} atau {#1..5}, menjodohkan {=premis -> respons = -> pengecoh}, essay {}. Baris // adalah komentar; teks setelah #### menjadi pembahasan. File .txt dibaca sebagai GIFT bila berisi { } dan tidak memiliki baris ANSWER:.',
  guideGiftExample:
    '::Ibu kota:: Ibu kota Indonesia adalah {\n  =Jakarta\n  ~Bandung\n  ~Surabaya\n  ~Medan\n  ####Jakarta menjadi ibu kota sejak 1945.\n}\n\nAir mendidih pada 100 derajat Celsius di permukaan laut. {T}',
  guideMoodle:
    'Moodle XML (.xml, dari Ekspor Bank Soal Moodle): pilihan ganda (satu atau banyak jawaban dengan persentase), benar/salah, jawaban singkat, numerik dengan toleransi, menjodohkan dan essay; umpan balik umum menjadi pembahasan; gambar di dalam file ikut diimpor (png atau jpeg, maks. 2MB). Jenis soal lain (misalnya ddwtos atau calculated) ditandai bermasalah dan tidak diimpor.',
  guideMoodleExample:
    '<quiz>\n  <question type="truefalse">\n    <questiontext format="html"><text>Matahari terbit dari timur.</text></questiontext>\n    <answer fraction="100"><text>true</text></answer>\n    <answer fraction="0"><text>false</text></answer>\n  </question>\n</quiz>',
  guideQti:
    'QTI 3.0 (paket .zip berisi imsmanifest.xml, atau satu item .xml; juga item QTI 2.1/2.2): choiceInteraction satu jawaban menjadi pilihan ganda, banyak jawaban menjadi jawaban ganda (bobot dari map_response), dua pilihan Benar/Salah menjadi benar/salah, textEntryInteraction teks menjadi isian singkat dan angka menjadi isian angka, matchInteraction dan associateInteraction menjadi menjodohkan, extendedTextInteraction menjadi essay. Kunci dibaca dari template match_correct atau map_response; pemrosesan respons lain ditandai bermasalah. Stimulus bersama menjadi wacana group yang dipakai soal-soalnya, MathML menjadi rumus, gambar (png, jpeg) dan audio (mp3, ogg, wav) di dalam paket ikut diimpor (maks. 2MB per berkas).',
  guideQtiExample:
    '<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"\n    identifier="ibukota" title="Ibu kota" adaptive="false" time-dependent="false">\n  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">\n    <qti-correct-response><qti-value>A</qti-value></qti-correct-response>\n  </qti-response-declaration>\n  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>\n  <qti-item-body>\n    <p>Ibu kota Indonesia adalah …</p>\n    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">\n      <qti-simple-choice identifier="A">Jakarta</qti-simple-choice>\n      <qti-simple-choice identifier="B">Bandung</qti-simple-choice>\n      <qti-simple-choice identifier="C">Surabaya</qti-simple-choice>\n      <qti-simple-choice identifier="D">Medan</qti-simple-choice>\n    </qti-choice-interaction>\n  </qti-item-body>\n  <qti-response-processing\n    template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>\n</qti-assessment-item>',
  guideLimits: 'Maksimal 500 soal dan 20MB per file. Pilihan E boleh kosong; pilihan A sampai D wajib diisi.',
  templateIntro: 'Hapus contoh di bawah ini lalu tulis soal Anda dengan format yang sama.',
  // what an export cannot carry (docs/decisions/0020): a line in the file, and the note on the page
  exportLeftOutFile:
    'Catatan: {apa} soal berikut tidak ikut diekspor ({format} tidak dapat memuat {apa}): {daftar}',
  exportLeftOutPage: '{Apa} {n} soal tidak ikut diekspor ke {format}: {daftar}',
  exportNoteTitle: 'Catatan ekspor',
} as const;

/** The response header that carries an export's note (URI-encoded, lines split by a new line). */
export const EXPORT_NOTE_HEADER = 'x-tryout-catatan';

/** A catalogue text with its `{name}` places filled in. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
