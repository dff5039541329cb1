import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../lib/crypto';
import { serverRoot } from '../lib/paths';
import { nowIso } from '../lib/time';
import type { Db } from './index';

/** Demo accounts; printed at start and listed in the README. */
export const DEMO_ACCOUNTS = {
  admin: { nidn: 'admin', password: 'admin12345', nama_dosen: 'Administrator' },
  lecturer: { nidn: '0412345678', password: 'dosen12345', nama_dosen: 'Dr. Siti Rahmawati' },
  candidate: {
    email: 'peserta@tryout.test',
    password: 'peserta123',
    nisn: '0051234567',
    full_name: 'BUDI SANTOSO',
  },
} as const;

export const DEFAULT_SETTINGS: Record<string, string> = {
  KkmTryOut: '60',
  attempts_per_materi: '2',
  outbox_max_attempts: '8',
};

/** Committed demo media (generated once by demo-assets/generate.mjs). */
export const DEMO_ASSETS_DIR = path.join(serverRoot, 'demo-assets');

/** Settings every database needs (also a non-demo one). */
export async function seedSettings(db: Db): Promise<void> {
  const now = nowIso();
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    await db
      .insertInto('settings')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}

// ------------------------------------------------------------------ question bank (demo content)

type Letter = 'A' | 'B' | 'C' | 'D' | 'E';
const LETTERS: Letter[] = ['A', 'B', 'C', 'D', 'E'];

interface Option {
  text: string;
  image?: string;
}
export interface DemoQuestion {
  type: 'PG' | 'Essay';
  soal: string;
  gambar?: string;
  options: Option[];
  kunci: Letter | null;
  kunciEssay?: string;
}
export interface DemoGroup {
  nama: string;
  deskripsi: string;
  jumlah: number;
  soal: DemoQuestion[];
}
export interface DemoMateri {
  kode: string;
  deskripsi: string;
  waktu: number;
  urutan: number;
  toefl: number | null;
  groups: DemoGroup[];
}

/** Deterministic PRNG (mulberry32) so the demo bank is the same on every start. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(20260101);
const randInt = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const p = (html: string) => (html.startsWith('<') ? html : `<p>${html}</p>`);

/**
 * A multiple-choice question: the first option is the correct one; options are shuffled
 * deterministically so keys spread over A–E. Options given as `{ image }` only get a neutral label.
 */
function pg(
  soal: string,
  correct: string | Option,
  wrong: (string | Option)[],
  gambar?: string,
): DemoQuestion {
  if (wrong.length !== 4) throw new Error(`Soal demo harus punya 5 pilihan: ${soal}`);
  const all = [correct, ...wrong].map((o) => (typeof o === 'string' ? { text: o } : o));
  const order = [0, 1, 2, 3, 4];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const options = order.map((k, i) => {
    const o = all[k];
    return { text: o.text ? p(o.text) : `<p>Gambar ${LETTERS[i]}</p>`, image: o.image };
  });
  return { type: 'PG', soal: p(soal), gambar, options, kunci: LETTERS[order.indexOf(0)] };
}

function essay(soal: string, kunci: string): DemoQuestion {
  return { type: 'Essay', soal: p(soal), options: [], kunci: null, kunciEssay: p(kunci) };
}

/** Numeric distractors around the answer, distinct and positive. */
function near(answer: number, spread = [1, -1, 2, -2, 3, 5, -3, 10]): string[] {
  const out: string[] = [];
  for (const d of spread) {
    const v = answer + d;
    if (v > 0 && v !== answer && !out.includes(String(v))) out.push(String(v));
    if (out.length === 4) break;
  }
  for (let d = 4; out.length < 4; d++) if (!out.includes(String(answer + d))) out.push(String(answer + d));
  return out;
}

function tpa(): DemoMateri {
  const sinonim: [string, string, string[]][] = [
    ['EFISIEN', 'berdaya guna', ['boros', 'lamban', 'mewah', 'rumit']],
    ['KONTRADIKSI', 'pertentangan', ['kesepakatan', 'perbandingan', 'pengulangan', 'penjelasan']],
    ['ADAPTASI', 'penyesuaian', ['penolakan', 'perpindahan', 'pengamatan', 'pergantian']],
    ['NISCAYA', 'pasti', ['mungkin', 'jarang', 'mustahil', 'segera']],
    ['RENTAN', 'mudah terkena', ['kuat', 'tahan lama', 'berbahaya', 'terlindung']],
    ['PROSPEK', 'harapan', ['kenangan', 'hambatan', 'laporan', 'ringkasan']],
    ['KREDIBEL', 'dapat dipercaya', ['mudah ditebak', 'terkenal', 'berpengalaman', 'meragukan']],
    ['ESENSIAL', 'mendasar', ['tambahan', 'sampingan', 'mewah', 'sementara']],
  ];
  const antonim: [string, string, string[]][] = [
    ['SPORADIS', 'terus-menerus', ['jarang', 'sesekali', 'tersebar', 'acak']],
    ['KONKRET', 'abstrak', ['nyata', 'jelas', 'padat', 'kokoh']],
    ['OPTIMIS', 'pesimis', ['yakin', 'gembira', 'berani', 'realistis']],
    ['FANA', 'abadi', ['sementara', 'lemah', 'rapuh', 'singkat']],
    ['SEMBRONO', 'cermat', ['ceroboh', 'lalai', 'terburu-buru', 'malas']],
  ];
  const analogi: [string, string, string[]][] = [
    ['DOKTER : RUMAH SAKIT = GURU : …', 'sekolah', ['murid', 'buku', 'kapur', 'pelajaran']],
    ['PADI : PETANI = IKAN : …', 'nelayan', ['laut', 'jaring', 'perahu', 'pasar']],
    ['AIR : HAUS = MAKANAN : …', 'lapar', ['kenyang', 'piring', 'nasi', 'dapur']],
    ['PENA : MENULIS = GUNTING : …', 'memotong', ['kertas', 'tajam', 'menjahit', 'besi']],
    ['KAMUS : KATA = ATLAS : …', 'peta', ['buku', 'bumi', 'negara', 'gambar']],
  ];
  const verbal: DemoQuestion[] = [
    ...sinonim.map(([w, c, x]) => pg(`Sinonim kata <b>${w}</b> adalah …`, c, x)),
    ...antonim.map(([w, c, x]) => pg(`Antonim (lawan kata) dari <b>${w}</b> adalah …`, c, x)),
    ...analogi.map(([w, c, x]) => pg(`Lengkapi analogi berikut: <b>${w}</b>`, c, x)),
  ];
  const deret: [number[], number][] = [
    [[2, 5, 8, 11, 14], 17],
    [[1, 4, 9, 16, 25], 36],
    [[5, 10, 20, 40], 80],
    [[100, 91, 82, 73], 64],
    [[1, 1, 2, 3, 5, 8], 13],
    [[2, 3, 5, 7, 11], 13],
    [[4, 6, 10, 16, 24], 34],
    [[81, 27, 9, 3], 1],
    [[3, 7, 15, 31], 63],
    [[10, 12, 9, 11, 8], 10],
  ];
  const numerik: DemoQuestion[] = [
    ...deret.map(([s, a]) =>
      pg(`Bilangan berikutnya dari deret <b>${s.join(', ')}, …</b> adalah …`, String(a), near(a)),
    ),
    pg(
      'Perhatikan deret angka pada gambar. Bilangan yang tepat untuk mengganti tanda tanya adalah …',
      '48',
      ['36', '42', '30', '56'],
      'demo-deret-angka.png',
    ),
    pg(
      'Grafik menunjukkan penjualan sebuah koperasi (dalam ribu unit) tahun 2021–2025. Kenaikan penjualan terbesar terjadi dari tahun …',
      '2023 ke 2024',
      ['2021 ke 2022', '2022 ke 2023', '2024 ke 2025', 'tidak ada kenaikan'],
      'demo-grafik-penjualan.png',
    ),
    pg(
      'Berdasarkan grafik, rata-rata penjualan koperasi per tahun selama 2021–2025 adalah … ribu unit.',
      '60',
      ['55', '58', '62', '65'],
      'demo-grafik-penjualan.png',
    ),
    pg(
      'Jika 4 pekerja dapat menyelesaikan pekerjaan dalam 6 hari, maka 8 pekerja menyelesaikannya dalam … hari.',
      '3',
      ['2', '4', '12', '5'],
    ),
  ];
  const dots = (n: number) => ({ text: '', image: `demo-pil-titik-${n}.png` });
  const hand = (d: number) => ({ text: '', image: `demo-pil-jarum-${d}.png` });
  const figural: DemoQuestion[] = [
    pg(
      'Perhatikan pola gambar berikut. Gambar yang tepat untuk mengganti tanda tanya adalah …',
      dots(5),
      [dots(2), dots(3), dots(4), dots(6)],
      'demo-pola-titik.png',
    ),
    pg(
      'Jarum pada gambar berputar dengan pola tetap. Posisi jarum berikutnya adalah …',
      hand(180),
      [hand(225), hand(270), hand(90), hand(45)],
      'demo-pola-jarum.png',
    ),
    pg(
      'Jika semua mahasiswa rajin membaca dan sebagian mahasiswa adalah atlet, maka …',
      'sebagian atlet rajin membaca',
      [
        'semua atlet rajin membaca',
        'semua yang rajin membaca adalah atlet',
        'tidak ada atlet yang rajin membaca',
        'sebagian mahasiswa tidak rajin membaca',
      ],
    ),
    pg(
      'Semua logam memuai jika dipanaskan. Besi adalah logam. Kesimpulan yang tepat adalah …',
      'besi memuai jika dipanaskan',
      [
        'besi tidak memuai jika dipanaskan',
        'semua yang memuai adalah besi',
        'besi kadang memuai',
        'tidak dapat disimpulkan',
      ],
    ),
    pg(
      'Andi lebih tinggi dari Budi. Citra lebih pendek dari Budi. Dedi lebih tinggi dari Andi. Siapa yang paling pendek?',
      'Citra',
      ['Andi', 'Budi', 'Dedi', 'Tidak dapat ditentukan'],
    ),
  ];
  return {
    kode: 'TPA',
    deskripsi: 'Tes Potensi Akademik',
    waktu: 60,
    urutan: 1,
    toefl: null,
    groups: [
      {
        nama: 'Penalaran Verbal',
        deskripsi: '<p>Pilih jawaban yang paling tepat untuk sinonim, antonim, dan analogi.</p>',
        jumlah: 10,
        soal: verbal,
      },
      {
        nama: 'Penalaran Numerik',
        deskripsi:
          '<p>Kerjakan soal deret dan hitungan berikut. <b>Tidak boleh menggunakan kalkulator.</b></p>',
        jumlah: 10,
        soal: numerik,
      },
      {
        nama: 'Penalaran Logis dan Figural',
        deskripsi: '<p>Perhatikan gambar dan pernyataan, lalu tarik kesimpulan yang tepat.</p>',
        jumlah: 5,
        soal: figural,
      },
    ],
  };
}

function mtk(): DemoMateri {
  const aljabar: DemoQuestion[] = [];
  for (let i = 0; i < 8; i++) {
    const a = randInt(2, 9);
    const x = randInt(2, 12);
    const b = randInt(1, 20);
    aljabar.push(
      pg(`Jika <b>${a}x + ${b} = ${a * x + b}</b>, maka nilai <i>x</i> adalah …`, String(x), near(x)),
    );
  }
  for (let i = 0; i < 4; i++) {
    const harga = randInt(4, 20) * 25_000;
    const diskon = [10, 15, 20, 25][i];
    const bayar = harga - (harga * diskon) / 100;
    const rp = (v: number) => `Rp${v.toLocaleString('id-ID')}`;
    aljabar.push(
      pg(
        `Sebuah tas seharga <b>${rp(harga)}</b> mendapat diskon ${diskon}%. Harga yang harus dibayar adalah …`,
        rp(bayar),
        [rp(harga - diskon * 1000), rp(bayar + 10_000), rp(bayar - 5_000), rp((harga * diskon) / 100)],
      ),
    );
  }
  aljabar.push(
    pg('Nilai dari <b>2<sup>5</sup> − 3<sup>2</sup></b> adalah …', '23', ['22', '25', '19', '41']),
    pg('Hasil dari <b>¾ + ⅙</b> adalah …', '11/12', ['4/10', '5/6', '1', '7/12']),
    pg('Akar-akar persamaan <b>x<sup>2</sup> − 5x + 6 = 0</b> adalah …', '2 dan 3', [
      '−2 dan −3',
      '1 dan 6',
      '−1 dan 6',
      '2 dan −3',
    ]),
  );
  const geometri: DemoQuestion[] = [
    pg('Perhatikan segitiga siku-siku pada gambar. Panjang sisi miring (tanda tanya) adalah …', '10', [
      '12',
      '14',
      '9',
      '7',
    ]),
    pg('Luas segitiga pada gambar adalah … satuan luas.', '24', ['48', '14', '30', '20']),
    pg('Luas lingkaran pada gambar adalah … cm² (gunakan π = 22/7).', '154', ['44', '144', '308', '49']),
    pg('Keliling lingkaran pada gambar adalah … cm (gunakan π = 22/7).', '44', ['22', '154', '49', '88']),
    pg('Keliling persegi panjang pada gambar adalah … cm.', '34', ['60', '17', '30', '24']),
    pg('Panjang diagonal persegi panjang pada gambar adalah … cm.', '13', ['17', '12', '11', '15']),
    pg('Luas persegi panjang pada gambar adalah … cm².', '60', ['34', '17', '65', '50']),
  ];
  geometri[0].gambar = 'demo-segitiga-siku.png';
  geometri[1].gambar = 'demo-segitiga-siku.png';
  geometri[2].gambar = 'demo-lingkaran.png';
  geometri[3].gambar = 'demo-lingkaran.png';
  geometri[4].gambar = 'demo-persegi-panjang.png';
  geometri[5].gambar = 'demo-persegi-panjang.png';
  geometri[6].gambar = 'demo-persegi-panjang.png';
  const data = [7, 8, 6, 9, 8, 7, 8, 5];
  geometri.push(
    pg(`Diketahui data nilai: <b>${data.join(', ')}</b>. Modus data tersebut adalah …`, '8', [
      '7',
      '6',
      '9',
      '7,25',
    ]),
    pg(`Diketahui data nilai: <b>${data.join(', ')}</b>. Median data tersebut adalah …`, '7,5', [
      '7',
      '8',
      '6,5',
      '7,25',
    ]),
    pg(`Diketahui data nilai: <b>${data.join(', ')}</b>. Rata-rata data tersebut adalah …`, '7,25', [
      '7',
      '7,5',
      '8',
      '6,75',
    ]),
    pg('Sebuah kubus memiliki panjang rusuk 5 cm. Volume kubus tersebut adalah …', '125 cm³', [
      '25 cm³',
      '150 cm³',
      '75 cm³',
      '100 cm³',
    ]),
    pg('Peluang muncul mata dadu genap pada pelemparan sebuah dadu adalah …', '1/2', [
      '1/3',
      '1/6',
      '2/3',
      '1/4',
    ]),
    pg('Dari 5 siswa akan dipilih ketua dan sekretaris. Banyak susunan yang mungkin adalah …', '20', [
      '10',
      '25',
      '15',
      '5',
    ]),
  );
  const uraian: DemoQuestion[] = [
    essay(
      'Sebuah toko menjual 3 buku dan 2 pensil seharga Rp27.000, serta 2 buku dan 4 pensil seharga Rp22.000. Tentukan harga satu buku dan satu pensil. Tuliskan langkah penyelesaiannya.',
      'Misal b = harga buku, p = harga pensil. 3b + 2p = 27.000 dan 2b + 4p = 22.000. Eliminasi: 6b + 4p = 54.000 dikurangi 2b + 4p = 22.000 → 4b = 32.000, b = Rp8.000; p = (27.000 − 24.000)/2 = Rp1.500.',
    ),
    essay(
      'Jelaskan dengan kata-kata Anda sendiri perbedaan antara <b>mean</b>, <b>median</b>, dan <b>modus</b>, lalu berikan satu contoh data yang ketiganya berbeda.',
      'Mean = jumlah data dibagi banyak data; median = nilai tengah data terurut; modus = nilai yang paling sering muncul. Contoh: 1, 2, 2, 3, 7 → mean 3, median 2, modus 2 (jawaban lain yang benar diterima).',
    ),
  ];
  return {
    kode: 'MTK',
    deskripsi: 'Matematika',
    waktu: 60,
    urutan: 2,
    toefl: null,
    groups: [
      {
        nama: 'Aritmetika dan Aljabar',
        deskripsi: '<p>Pilih satu jawaban yang paling tepat.</p>',
        jumlah: 10,
        soal: aljabar,
      },
      {
        nama: 'Geometri dan Statistika',
        deskripsi: '<p>Perhatikan gambar bila ada. Gunakan <b>π = 22/7</b>.</p>',
        jumlah: 5,
        soal: geometri,
      },
      {
        nama: 'Soal Uraian',
        deskripsi: '<p>Jawablah dengan uraian singkat dan langkah yang jelas.</p>',
        jumlah: 2,
        soal: uraian,
      },
    ],
  };
}

function bin(): DemoMateri {
  const baku: [string, string[]][] = [
    ['apotek', ['apotik', 'apothek', 'apoteik', 'apotiek']],
    ['praktik', ['praktek', 'praktik-praktek', 'praktis', 'praktika']],
    ['sistem', ['sistim', 'sistemm', 'sestem', 'sisteem']],
    ['kualitas', ['kwalitas', 'kwalitet', 'kualitet', 'qualitas']],
    ['nasihat', ['nasehat', 'nasiat', 'naseihat', 'nasihet']],
    ['jadwal', ['jadual', 'jatwal', 'jadwall', 'jaddwal']],
    ['risiko', ['resiko', 'risico', 'risikho', 'riziko']],
    ['analisis', ['analisa', 'analysis', 'analisys', 'anallisis']],
  ];
  const ejaan: DemoQuestion[] = [
    ...baku.map(([c, x]) => pg('Penulisan kata baku yang benar adalah …', c, x)),
    pg('Kalimat yang penulisan huruf kapitalnya benar adalah …', 'Kami berlibur ke Danau Toba bulan Juli.', [
      'Kami berlibur ke danau Toba bulan juli.',
      'kami berlibur ke Danau toba bulan Juli.',
      'Kami Berlibur ke Danau Toba Bulan Juli.',
      'Kami berlibur ke danau toba bulan Juli.',
    ]),
    pg(
      'Penggunaan tanda koma yang tepat terdapat pada kalimat …',
      'Ibu membeli beras, gula, dan minyak goreng.',
      [
        'Ibu membeli beras gula, dan minyak goreng.',
        'Ibu, membeli beras gula dan minyak goreng.',
        'Ibu membeli, beras, gula dan minyak goreng.',
        'Ibu membeli beras gula dan, minyak goreng.',
      ],
    ),
    pg('Kata berimbuhan yang penulisannya benar adalah …', 'mempercayai', [
      'mempercayakan diri-nya',
      'di percaya',
      'memper-cayai',
      'mem percayai',
    ]),
    pg('Kalimat efektif terdapat pada …', 'Para siswa berkumpul di lapangan.', [
      'Para siswa-siswa berkumpul di lapangan.',
      'Para siswa pada berkumpul di lapangan.',
      'Bagi para siswa berkumpul di lapangan.',
      'Para siswa-siswi sekalian berkumpul di lapangan.',
    ]),
    pg('Kata ulang yang menyatakan makna "saling" adalah …', 'pukul-memukul', [
      'rumah-rumah',
      'sayur-mayur',
      'berlari-lari',
      'kemerah-merahan',
    ]),
    pg(
      'Makna kata <b>meja hijau</b> dalam kalimat "Kasus itu akhirnya dibawa ke meja hijau" adalah …',
      'pengadilan',
      ['meja berwarna hijau', 'ruang rapat', 'kantor polisi', 'meja belajar'],
    ),
    pg('Kata serapan dari bahasa Inggris <i>effective</i> yang benar adalah …', 'efektif', [
      'efektip',
      'effektif',
      'efective',
      'efektiv',
    ]),
  ];
  const bacaan =
    '<p><i>Bacalah teks berikut.</i></p><p>Sampah plastik menjadi masalah serius di kota-kota besar Indonesia. Setiap hari, ribuan ton plastik berakhir di sungai dan laut. Pemerintah daerah mulai membatasi penggunaan kantong plastik sekali pakai di pusat perbelanjaan. Selain itu, bank sampah di tingkat RW mengajak warga memilah sampah dan menukarnya dengan tabungan. Meskipun demikian, keberhasilan program ini sangat bergantung pada kesadaran setiap warga.</p>';
  const pemahaman: DemoQuestion[] = [
    pg(
      `${bacaan}<p>Gagasan utama paragraf tersebut adalah …</p>`,
      'sampah plastik merupakan masalah serius yang perlu diatasi bersama',
      [
        'bank sampah memberi keuntungan bagi warga',
        'pusat perbelanjaan dilarang beroperasi',
        'sungai di kota besar sudah bersih',
        'pemerintah tidak peduli terhadap sampah',
      ],
    ),
    pg(
      `${bacaan}<p>Upaya pemerintah daerah yang disebutkan dalam teks adalah …</p>`,
      'membatasi kantong plastik sekali pakai',
      [
        'menutup bank sampah',
        'membangun pabrik plastik',
        'mengeruk sungai setiap hari',
        'melarang warga berbelanja',
      ],
    ),
    pg(`${bacaan}<p>Makna kata <b>memilah</b> dalam teks adalah …</p>`, 'memisahkan menurut jenisnya', [
      'membuang',
      'membakar',
      'mengumpulkan',
      'menjual',
    ]),
    pg(
      `${bacaan}<p>Simpulan yang tepat berdasarkan teks adalah …</p>`,
      'kesadaran warga menentukan berhasilnya pengurangan sampah plastik',
      [
        'sampah plastik tidak dapat dikurangi',
        'bank sampah hanya ada di pusat perbelanjaan',
        'laut Indonesia bebas dari plastik',
        'program pemerintah sudah pasti berhasil',
      ],
    ),
    pg(
      `${bacaan}<p>Kalimat yang merupakan opini adalah …</p>`,
      'keberhasilan program ini sangat bergantung pada kesadaran setiap warga',
      [
        'setiap hari ribuan ton plastik berakhir di sungai dan laut',
        'pemerintah daerah membatasi kantong plastik',
        'bank sampah ada di tingkat RW',
        'warga dapat menukar sampah dengan tabungan',
      ],
    ),
    pg(
      `${bacaan}<p>Judul yang paling tepat untuk teks tersebut adalah …</p>`,
      'Bersama Mengurangi Sampah Plastik',
      ['Indahnya Pusat Perbelanjaan', 'Sejarah Bank di Indonesia', 'Laut yang Luas', 'Cara Membuat Plastik'],
    ),
    pg(
      'Kalimat utama biasanya terletak di awal atau akhir paragraf. Paragraf yang kalimat utamanya di awal disebut paragraf …',
      'deduktif',
      ['induktif', 'campuran', 'naratif', 'deskriptif'],
    ),
    pg('Teks yang bertujuan meyakinkan pembaca agar melakukan sesuatu disebut teks …', 'persuasi', [
      'narasi',
      'deskripsi',
      'eksposisi',
      'prosedur',
    ]),
    pg('Bagian surat lamaran yang berisi harapan agar lamaran diterima terdapat pada …', 'penutup', [
      'kepala surat',
      'salam pembuka',
      'identitas pelamar',
      'lampiran',
    ]),
    pg(
      'Majas yang membandingkan dua hal secara langsung dengan kata <i>bagai</i> atau <i>seperti</i> disebut …',
      'simile',
      ['metafora', 'hiperbola', 'personifikasi', 'litotes'],
    ),
    pg('"Angin berbisik lembut di telingaku." Kalimat tersebut mengandung majas …', 'personifikasi', [
      'hiperbola',
      'simile',
      'ironi',
      'metonimia',
    ]),
    pg('Unsur intrinsik cerpen yang berupa tempat, waktu, dan suasana disebut …', 'latar', [
      'alur',
      'tokoh',
      'amanat',
      'tema',
    ]),
    pg('Kata tanya yang tepat untuk menanyakan alasan adalah …', 'mengapa', [
      'di mana',
      'kapan',
      'siapa',
      'berapa',
    ]),
    pg('Sinonim kata <b>cermat</b> adalah …', 'teliti', ['ceroboh', 'cepat', 'lamban', 'pintar']),
    pg('Antonim kata <b>hemat</b> adalah …', 'boros', ['irit', 'kikir', 'cermat', 'sederhana']),
  ];
  return {
    kode: 'BIN',
    deskripsi: 'Bahasa Indonesia',
    waktu: 45,
    urutan: 3,
    toefl: null,
    groups: [
      {
        nama: 'Ejaan dan Tata Bahasa',
        deskripsi: '<p>Soal ejaan, kata baku, dan kalimat efektif sesuai <b>EYD</b>.</p>',
        jumlah: 10,
        soal: ejaan,
      },
      {
        nama: 'Pemahaman Bacaan dan Sastra',
        deskripsi: '<p>Bacalah teks dengan saksama sebelum menjawab.</p>',
        jumlah: 5,
        soal: pemahaman,
      },
    ],
  };
}

function ing(): DemoMateri {
  const grammar: DemoQuestion[] = [
    pg('She ___ to school every day.', 'goes', ['go', 'going', 'gone', 'is go']),
    pg('They ___ football when it started to rain.', 'were playing', [
      'are playing',
      'played',
      'plays',
      'have played',
    ]),
    pg('I have lived in Bandung ___ 2015.', 'since', ['for', 'at', 'on', 'during']),
    pg('If I ___ rich, I would travel around the world.', 'were', ['am', 'will be', 'have been', 'be']),
    pg('The letter ___ by my sister yesterday.', 'was written', [
      'wrote',
      'is written',
      'has written',
      'writes',
    ]),
    pg('This book is ___ than that one.', 'more interesting', [
      'most interesting',
      'interestinger',
      'as interesting',
      'the more interesting',
    ]),
    pg('Neither my brother nor I ___ the answer.', 'know', ['knows', 'knowing', 'am know', 'known']),
    pg('He asked me where ___.', 'I lived', ['did I live', 'do I live', 'I am live', 'lived I']),
    pg('We are looking forward ___ you soon.', 'to seeing', ['to see', 'seeing', 'see', 'for seeing']),
    pg('By next year, she ___ her degree.', 'will have finished', [
      'finishes',
      'has finished',
      'finished',
      'is finishing',
    ]),
    pg('The man ___ car was stolen called the police.', 'whose', ['who', 'which', 'whom', 'that']),
    pg('You ___ smoke here. It is a hospital.', 'must not', ['need not', 'should', 'may', 'could']),
  ];
  const vocab: [string, string, string[]][] = [
    [
      'The students were <b>eager</b> to start the experiment.',
      'enthusiastic',
      ['afraid', 'tired', 'unwilling', 'late'],
    ],
    [
      'The village has <b>abundant</b> natural resources.',
      'plentiful',
      ['limited', 'expensive', 'hidden', 'poor'],
    ],
    ['The manager gave a <b>brief</b> explanation.', 'short', ['long', 'confusing', 'formal', 'written']],
    ['The bridge was <b>constructed</b> in 1990.', 'built', ['destroyed', 'designed', 'repaired', 'sold']],
    ['Her answer was <b>accurate</b>.', 'correct', ['wrong', 'quick', 'rude', 'unclear']],
    ['The city is <b>famous</b> for its batik.', 'well known', ['unknown', 'criticized', 'rich', 'tired']],
    ['The test was <b>difficult</b> for many students.', 'hard', ['easy', 'boring', 'short', 'funny']],
    ['He decided to <b>purchase</b> a new laptop.', 'buy', ['sell', 'repair', 'borrow', 'return']],
    [
      'The price of rice has <b>increased</b>.',
      'risen',
      ['fallen', 'stayed', 'changed hands', 'disappeared'],
    ],
    ['The museum is <b>located</b> near the square.', 'situated', ['moved', 'closed', 'painted', 'hidden']],
  ];
  const reading =
    '<p><i>Read the text.</i></p><p>Borobudur, in Central Java, is the largest Buddhist temple in the world. It was built in the ninth century and has more than two thousand relief panels. For centuries it was hidden under volcanic ash and jungle until it was rediscovered in 1814. Today, thousands of tourists visit it every year, especially at sunrise.</p>';
  const readingQ: DemoQuestion[] = [
    pg(`${reading}<p>What is the text mainly about?</p>`, 'Borobudur temple', [
      'volcanoes in Java',
      'tourism in Bali',
      'Buddhist monks',
      'the jungle',
    ]),
    pg(`${reading}<p>When was Borobudur built?</p>`, 'in the ninth century', [
      'in 1814',
      'in the nineteenth century',
      'last year',
      'at sunrise',
    ]),
    pg(`${reading}<p>The word <b>rediscovered</b> means …</p>`, 'found again', [
      'built again',
      'lost forever',
      'painted',
      'visited daily',
    ]),
    pg(
      `${reading}<p>Why was Borobudur hidden for centuries?</p>`,
      'it was covered by volcanic ash and jungle',
      [
        'it was under the sea',
        'it was closed to tourists',
        'it was destroyed by war',
        'it was moved to another city',
      ],
    ),
    pg(`${reading}<p>According to the text, tourists especially like to visit at …</p>`, 'sunrise', [
      'midnight',
      'sunset',
      'noon',
      'the weekend',
    ]),
    pg(`${reading}<p>How many relief panels does the temple have?</p>`, 'more than two thousand', [
      'exactly one thousand',
      'less than one hundred',
      'nine',
      'eighteen hundred',
    ]),
    pg('"Thank you for your help." The best response is …', 'You\u2019re welcome.', [
      'Yes, please.',
      'I\u2019m sorry.',
      'Never mind me.',
      'Good luck.',
    ]),
    pg('"Would you mind closing the window?" The best response is …', 'Not at all.', [
      'Yes, I close.',
      'I don\u2019t know.',
      'Thank you.',
      'Of course not closing.',
    ]),
  ];
  return {
    kode: 'ING',
    deskripsi: 'Bahasa Inggris',
    waktu: 45,
    urutan: 4,
    toefl: null,
    groups: [
      {
        nama: 'Grammar',
        deskripsi: '<p>Choose the word or phrase that best completes the sentence.</p>',
        jumlah: 10,
        soal: grammar,
      },
      {
        nama: 'Vocabulary',
        deskripsi: '<p>Choose the word closest in meaning to the <b>bold</b> word.</p>',
        jumlah: 5,
        soal: vocab.map(([s, c, x]) => pg(s, c, x)),
      },
      {
        nama: 'Reading and Expressions',
        deskripsi: '<p>Read the text and choose the best answer.</p>',
        jumlah: 5,
        soal: readingQ,
      },
    ],
  };
}

function toeflListening(): DemoMateri {
  const clip = (n: number) => `toefl-listening-${String(n).padStart(2, '0')}.ogg`;
  const q = (n: number, soal: string, c: string, x: string[]) => pg(soal, c, x, clip(n));
  const partA: DemoQuestion[] = [
    q(1, 'What does the woman say about the library?', 'It closes earlier today.', [
      'It is closed all day.',
      'It opens at nine.',
      'It moved to a new building.',
      'It is open until midnight.',
    ]),
    q(1, 'At what time does the library close today?', 'At five o\u2019clock.', [
      'At nine o\u2019clock.',
      'At noon.',
      'At seven o\u2019clock.',
      'At midnight.',
    ]),
    q(1, 'Why are the hours different today?', 'Because it is a holiday.', [
      'Because of an exam.',
      'Because of repairs.',
      'Because the staff is sick.',
      'Because of the rain.',
    ]),
    q(2, 'What is the disadvantage of the man\u2019s new apartment?', 'It is far from campus.', [
      'It is noisy.',
      'It is expensive.',
      'It is small.',
      'It has no bus stop.',
    ]),
    q(2, 'Where did the man live before?', 'In the dormitory.', [
      'With his parents.',
      'In a hotel.',
      'Near the bus station.',
      'In another city.',
    ]),
    q(2, 'What does the man like about the apartment?', 'It is quiet.', [
      'It is cheap.',
      'It is near the campus.',
      'It is big.',
      'It has a garden.',
    ]),
    q(3, 'What will the woman probably do tonight?', 'Work in the lab.', [
      'Go to a party.',
      'Hand in the report.',
      'Sleep early.',
      'Meet the professor.',
    ]),
    q(3, 'When is the chemistry report due?', 'Tomorrow morning.', [
      'Tonight.',
      'Next week.',
      'This afternoon.',
      'On Friday.',
    ]),
    q(3, 'What does the woman still need to do?', 'Draw the graphs.', [
      'Write the introduction.',
      'Buy chemicals.',
      'Print the report.',
      'Find a partner.',
    ]),
    q(4, 'What does the professor require?', 'A letter from the clinic.', [
      'A longer essay.',
      'A phone call.',
      'A new topic.',
      'Nothing at all.',
    ]),
    q(4, 'What does the woman want?', 'More time for her essay.', [
      'A better grade.',
      'A different professor.',
      'To change the topic.',
      'To skip the class.',
    ]),
    q(4, 'When is the essay originally due?', 'On Friday.', [
      'On Monday.',
      'Today.',
      'Next month.',
      'On Sunday.',
    ]),
    q(5, 'Why can\u2019t the woman go to the coffee shop?', 'She promised to help her roommate.', [
      'She does not like coffee.',
      'She has a class.',
      'The shop is closed.',
      'She is too tired.',
    ]),
    q(5, 'What does the man suggest?', 'Trying the new menu after class.', [
      'Studying together.',
      'Moving furniture.',
      'Cooking dinner.',
      'Going shopping.',
    ]),
    q(5, 'What will the woman probably do after class?', 'Move furniture.', [
      'Drink coffee.',
      'Go home to sleep.',
      'Visit the library.',
      'Work at the shop.',
    ]),
    q(9, 'What is the problem?', 'The printer has no paper.', [
      'The computer is broken.',
      'The lab is closed.',
      'The assistant is absent.',
      'The printer is too slow.',
    ]),
    q(9, 'What will the man do?', 'Ask the lab assistant for paper.', [
      'Buy a new printer.',
      'Go home.',
      'Print at the library.',
      'Fix the printer himself.',
    ]),
    q(9, 'Where does the conversation take place?', 'In a computer lab.', [
      'In a bookstore.',
      'In a cafeteria.',
      'At a post office.',
      'In a bank.',
    ]),
    q(10, 'What does the woman suggest?', 'Forming a study group.', [
      'Asking the professor.',
      'Skipping the exam.',
      'Reading a novel.',
      'Changing courses.',
    ]),
    q(10, 'Which class are the speakers talking about?', 'Economics.', [
      'Biology.',
      'Chemistry.',
      'History.',
      'Geography.',
    ]),
    q(10, 'When will they meet?', 'On Thursday.', ['On Tuesday.', 'Tonight.', 'On Sunday.', 'Next month.']),
  ];
  const partB: DemoQuestion[] = [
    q(6, 'What is the talk mainly about?', 'How honeybees communicate.', [
      'How honey is made.',
      'Why flowers are colorful.',
      'How bees build hives.',
      'Where bees sleep.',
    ]),
    q(6, 'What does the angle of the dance show?', 'The direction of the flowers.', [
      'The number of bees.',
      'The time of day.',
      'The quality of the honey.',
      'The age of the bee.',
    ]),
    q(6, 'What does the length of the dance show?', 'The distance to the food.', [
      'The size of the hive.',
      'The kind of flower.',
      'The weather.',
      'The number of flowers.',
    ]),
    q(7, 'What is the announcement about?', 'The registration office is moving.', [
      'A new course is offered.',
      'The library is closing.',
      'A concert on campus.',
      'New student identity cards.',
    ]),
    q(7, 'Where will the office be located?', 'In the new student center.', [
      'In the library.',
      'Next to the cafeteria.',
      'In the science building.',
      'Downtown.',
    ]),
    q(7, 'What should students bring to change courses?', 'An identity card and a signed form.', [
      'Only a photograph.',
      'Their textbooks.',
      'A letter from their parents.',
      'Cash for the fee.',
    ]),
    q(8, 'About how many islands does Indonesia have?', 'More than seventeen thousand.', [
      'About one hundred and thirty.',
      'Exactly seven thousand.',
      'Fewer than one thousand.',
      'About seventy.',
    ]),
    q(8, 'Why does Indonesia have many volcanoes?', 'It lies on the Pacific Ring of Fire.', [
      'It has many islands.',
      'It is near the equator.',
      'It has a tropical climate.',
      'It has fertile soil.',
    ]),
    q(8, 'According to the lecture, what makes the soil fertile?', 'Volcanic ash.', [
      'Heavy rain.',
      'Sea water.',
      'Tropical forests.',
      'Rivers.',
    ]),
  ];
  return {
    kode: 'TOEFL Listening',
    deskripsi: 'TOEFL Listening Comprehension',
    waktu: 35,
    urutan: 5,
    toefl: 1,
    groups: [
      {
        nama: 'Part A: Short Conversations',
        deskripsi:
          '<p>Listen to each conversation. <b>Each recording can be played at most twice.</b> Then choose the best answer.</p>',
        jumlah: 10,
        soal: partA,
      },
      {
        nama: 'Part B: Talks and Lectures',
        deskripsi: '<p>Listen to each talk and answer the questions.</p>',
        jumlah: 5,
        soal: partB,
      },
    ],
  };
}

function toeflStructure(): DemoMateri {
  const structure: DemoQuestion[] = [
    pg('___ the rain stopped, the match continued.', 'After', [
      'Because of',
      'Despite',
      'During',
      'In spite',
    ]),
    pg('The Amazon River ___ through several South American countries.', 'flows', [
      'flowing',
      'to flow',
      'it flows',
      'flowed it',
    ]),
    pg('Not until the 1970s ___ widely used in offices.', 'were computers', [
      'computers were',
      'computers',
      'computers being',
      'had computers',
    ]),
    pg('Coffee is one of the ___ crops in Indonesia.', 'most important', [
      'importantest',
      'more important',
      'important most',
      'most importantly',
    ]),
    pg('The professor, ___ many books, will speak tonight.', 'who has written', [
      'has written',
      'writing he has',
      'who written',
      'he wrote',
    ]),
    pg('___ is known about the earliest inhabitants of the island.', 'Little', [
      'A few',
      'Few',
      'Less than',
      'Many',
    ]),
    pg('Rarely ___ such a beautiful sunset.', 'have I seen', [
      'I have seen',
      'I saw',
      'seen I have',
      'I had seen',
    ]),
    pg('Sea turtles return to the beach ___ they were born.', 'where', ['which', 'what', 'there', 'whom']),
    pg('The more you practice, ___ you become.', 'the better', ['better', 'the best', 'more better', 'best']),
    pg('It was in 1945 ___ Indonesia declared its independence.', 'that', [
      'which',
      'when it',
      'and',
      'what',
    ]),
    pg('Bamboo grows ___ than most other plants.', 'faster', ['fastly', 'more fast', 'fastest', 'as fast']),
    pg('The committee recommended that the fee ___ reduced.', 'be', ['is', 'was', 'being', 'to be']),
    pg('___ of the students passed the exam.', 'Most', ['Almost', 'The most', 'Mostly', 'Most of all']),
    pg('Having finished the report, ___.', 'she went home', [
      'the office was closed',
      'it was sent',
      'the day ended',
      'home was near',
    ]),
    pg('Komodo dragons, ___ the largest lizards, live in eastern Indonesia.', 'which are', [
      'are',
      'they are',
      'which is',
      'being that',
    ]),
  ];
  const wrong = (sentence: string, correct: string, others: string[]) =>
    pg(`Identify the underlined word or phrase that must be changed: ${sentence}`, correct, others);
  const written: DemoQuestion[] = [
    wrong('The <u>childs</u> <u>were</u> playing <u>in</u> the <u>park</u>.', 'childs', [
      'were',
      'in',
      'park',
      'playing',
    ]),
    wrong('She <u>have</u> <u>lived</u> <u>here</u> <u>since</u> 2010.', 'have', [
      'lived',
      'here',
      'since',
      'She',
    ]),
    wrong('<u>Each</u> of the students <u>have</u> <u>a</u> <u>laptop</u>.', 'have', [
      'Each',
      'a',
      'laptop',
      'of',
    ]),
    wrong('The <u>informations</u> <u>in</u> the report <u>is</u> <u>useful</u>.', 'informations', [
      'in',
      'is',
      'useful',
      'report',
    ]),
    wrong('He <u>is</u> <u>more</u> <u>taller</u> <u>than</u> his father.', 'taller', [
      'is',
      'more',
      'than',
      'his',
    ]),
    wrong('<u>Despite</u> <u>of</u> the <u>heavy</u> traffic, we <u>arrived</u> early.', 'of', [
      'Despite',
      'heavy',
      'arrived',
      'early',
    ]),
    wrong('The book <u>who</u> I <u>borrowed</u> <u>is</u> <u>very</u> old.', 'who', [
      'borrowed',
      'is',
      'very',
      'old',
    ]),
    wrong('They <u>did</u> not <u>went</u> <u>to</u> <u>the</u> meeting.', 'went', [
      'did',
      'to',
      'the',
      'not',
    ]),
    wrong('Water <u>boil</u> <u>at</u> one <u>hundred</u> <u>degrees</u> Celsius.', 'boil', [
      'at',
      'hundred',
      'degrees',
      'Water',
    ]),
    wrong('Rice <u>is</u> <u>the</u> main food <u>for</u> <u>much</u> people in Asia.', 'much', [
      'is',
      'the',
      'for',
      'main',
    ]),
    wrong('The <u>scientist</u> <u>has</u> <u>discover</u> a new <u>species</u>.', 'discover', [
      'scientist',
      'has',
      'species',
      'new',
    ]),
    wrong('<u>Although</u> it was late, <u>but</u> they <u>continued</u> <u>working</u>.', 'but', [
      'Although',
      'continued',
      'working',
      'late',
    ]),
    wrong('She <u>enjoys</u> <u>to swim</u> <u>in</u> the <u>morning</u>.', 'to swim', [
      'enjoys',
      'in',
      'morning',
      'She',
    ]),
    wrong('The <u>number</u> of visitors <u>have</u> <u>increased</u> <u>rapidly</u>.', 'have', [
      'number',
      'increased',
      'rapidly',
      'visitors',
    ]),
    wrong('<u>An</u> university <u>is</u> <u>being</u> built <u>near</u> the city.', 'An', [
      'is',
      'being',
      'near',
      'built',
    ]),
  ];
  return {
    kode: 'TOEFL Structure',
    deskripsi: 'TOEFL Structure and Written Expression',
    waktu: 25,
    urutan: 6,
    toefl: 2,
    groups: [
      {
        nama: 'Structure',
        deskripsi: '<p>Choose the word or phrase that best completes the sentence.</p>',
        jumlah: 10,
        soal: structure,
      },
      {
        nama: 'Written Expression',
        deskripsi: '<p>Choose the <u>underlined</u> word or phrase that is <b>not correct</b>.</p>',
        jumlah: 10,
        soal: written,
      },
    ],
  };
}

function toeflReading(): DemoMateri {
  const p1 =
    '<p><b>Passage 1</b></p><p>Mangrove forests grow along tropical coastlines where fresh water meets the sea. Their tangled roots slow down waves and protect the coast from erosion. They also provide a nursery for many species of fish and crabs. However, large areas of mangroves have been cleared to make room for shrimp farms and tourist resorts. Scientists estimate that Indonesia, which has the largest area of mangroves in the world, has lost about a third of them in the last fifty years.</p>';
  const p2 =
    '<p><b>Passage 2</b></p><p>The printing press, developed by Johannes Gutenberg around 1440, changed the way knowledge spread in Europe. Before its invention, books were copied by hand, which was slow and expensive. With movable metal type, printers could produce hundreds of copies of a text in a short time. As books became cheaper, more people learned to read, and new ideas in science and religion spread rapidly across the continent.</p>';
  const r1: DemoQuestion[] = [
    pg(`${p1}<p>What is the passage mainly about?</p>`, 'the importance and loss of mangrove forests', [
      'how shrimp farms work',
      'tourism in Indonesia',
      'the life of crabs',
      'how waves are formed',
    ]),
    pg(`${p1}<p>Where do mangrove forests grow?</p>`, 'along tropical coastlines', [
      'on high mountains',
      'in deserts',
      'in cold rivers',
      'in city parks',
    ]),
    pg(`${p1}<p>How do mangrove roots protect the coast?</p>`, 'by slowing down waves', [
      'by producing fresh water',
      'by attracting tourists',
      'by feeding fish',
      'by raising the land',
    ]),
    pg(`${p1}<p>The word <b>nursery</b> is closest in meaning to …</p>`, 'a place where young animals grow', [
      'a hospital',
      'a school for children',
      'a farm for plants',
      'a kind of root',
    ]),
    pg(`${p1}<p>Why have mangroves been cleared?</p>`, 'to build shrimp farms and resorts', [
      'to stop erosion',
      'to protect fish',
      'to plant rice',
      'to build ports',
    ]),
    pg(
      `${p1}<p>According to the passage, how much of its mangroves has Indonesia lost?</p>`,
      'about a third',
      ['about half', 'almost all', 'about a tenth', 'none'],
    ),
    pg(`${p1}<p>The word <b>them</b> in the last sentence refers to …</p>`, 'mangroves', [
      'scientists',
      'years',
      'resorts',
      'crabs',
    ]),
    pg(`${p1}<p>It can be inferred that losing mangroves may cause …</p>`, 'more coastal erosion', [
      'more fish',
      'cooler weather',
      'fewer tourists in cities',
      'more fresh water',
    ]),
  ];
  const r2: DemoQuestion[] = [
    pg(`${p2}<p>What is the main idea of the passage?</p>`, 'the printing press helped knowledge spread', [
      'Gutenberg was a religious leader',
      'books were always cheap',
      'metal was rare in Europe',
      'copying by hand was fast',
    ]),
    pg(`${p2}<p>When was the printing press developed?</p>`, 'around 1440', [
      'around 1540',
      'in the year 1000',
      'in the twentieth century',
      'around 1840',
    ]),
    pg(`${p2}<p>How were books made before the printing press?</p>`, 'they were copied by hand', [
      'they were printed with wood',
      'they were typed',
      'they were imported',
      'they were carved in stone',
    ]),
    pg(`${p2}<p>The word <b>rapidly</b> is closest in meaning to …</p>`, 'quickly', [
      'slowly',
      'rarely',
      'carefully',
      'secretly',
    ]),
    pg(`${p2}<p>What was one result of cheaper books?</p>`, 'more people learned to read', [
      'fewer schools were built',
      'printers lost their jobs',
      'science stopped developing',
      'books became heavier',
    ]),
    pg(`${p2}<p>The word <b>its</b> in the second sentence refers to …</p>`, 'the printing press', [
      'Europe',
      'knowledge',
      'Gutenberg',
      'the book',
    ]),
    pg(`${p2}<p>What made fast printing possible?</p>`, 'movable metal type', [
      'cheap paper',
      'more scribes',
      'electric machines',
      'new languages',
    ]),
  ];
  const vocab: [string, string, string[]][] = [
    ['significant', 'important', ['small', 'hidden', 'recent', 'simple']],
    ['enormous', 'huge', ['tiny', 'strange', 'normal', 'broken']],
    ['obtain', 'get', ['lose', 'refuse', 'forget', 'send']],
    ['reluctant', 'unwilling', ['eager', 'ready', 'happy', 'able']],
    ['frequent', 'common', ['rare', 'unusual', 'single', 'late']],
    ['ancient', 'very old', ['modern', 'future', 'young', 'quick']],
    ['vital', 'essential', ['optional', 'harmful', 'visible', 'slight']],
    ['diminish', 'decrease', ['grow', 'improve', 'repeat', 'shine']],
    ['predict', 'forecast', ['remember', 'ignore', 'explain', 'measure']],
    ['sufficient', 'enough', ['lacking', 'extra', 'expensive', 'minimal']],
    ['conceal', 'hide', ['show', 'break', 'build', 'carry']],
    ['rigid', 'stiff', ['flexible', 'soft', 'weak', 'wet']],
    ['primary', 'main', ['secondary', 'final', 'minor', 'extra']],
    ['evident', 'clear', ['doubtful', 'hidden', 'vague', 'false']],
    ['assist', 'help', ['stop', 'hurt', 'watch', 'leave']],
  ];
  return {
    kode: 'TOEFL Reading',
    deskripsi: 'TOEFL Reading Comprehension',
    waktu: 55,
    urutan: 7,
    toefl: 3,
    groups: [
      {
        nama: 'Reading Passages',
        deskripsi:
          '<p>Read each passage and answer the questions based on what is <b>stated or implied</b>.</p>',
        jumlah: 10,
        soal: [...r1, ...r2],
      },
      {
        nama: 'Vocabulary in Context',
        deskripsi: '<p>Choose the word closest in meaning to the word in <b>bold</b>.</p>',
        jumlah: 5,
        soal: vocab.map(([w, c, x]) => pg(`The word <b>${w}</b> is closest in meaning to …`, c, x)),
      },
    ],
  };
}

function toeflWriting(): DemoMateri {
  const statements = [
    'It is better to study in a group than to study alone.',
    'University students should be required to attend classes.',
    'Technology has made people less creative.',
    'Young people should work part-time while they study.',
    'It is more important to save money than to spend it on enjoyment.',
    'All students should learn a second foreign language.',
    'Online courses are as effective as classroom courses.',
    'Governments should spend more money on public transportation than on roads.',
    'Children should start school at a very early age.',
    'People learn more from failure than from success.',
    'Social media does more harm than good.',
    'It is better to live in a small town than in a big city.',
    'Teachers should be paid according to how well their students perform.',
    'Tourism brings more benefits than problems to a country.',
    'Students should choose their major based on job opportunities.',
    'Homework should be banned in primary schools.',
    'Protecting the environment is the responsibility of individuals, not only governments.',
    'Team sports teach more useful lessons than individual sports.',
    'A good leader must be strict.',
    'Reading printed books is better than reading on a screen.',
  ];
  const independent = statements.map((s) =>
    essay(
      `Do you agree or disagree with the following statement? <b>${s}</b> Use specific reasons and examples to support your answer. Write at least <b>150 words</b>.`,
      'Scoring guide: clear position (agree/disagree), at least two supporting reasons with specific examples, logical organization (introduction, body, conclusion), varied vocabulary and grammar with few errors.',
    ),
  );
  const describe = [
    'Describe a teacher who has influenced you and explain why.',
    'Describe your favorite place in your city and explain why you like it.',
    'Explain the advantages and disadvantages of studying abroad.',
    'Describe an important decision you made and what you learned from it.',
    'Explain how your hometown has changed in the last ten years.',
    'Describe a traditional festival in your region for a foreign visitor.',
    'Explain why you want to study at this university.',
    'Describe a book or film that changed the way you think.',
    'Write an e-mail to your lecturer asking for an extension for an assignment.',
    'Summarize the steps you take to prepare for an important exam.',
  ];
  const integrated = describe.map((s) =>
    essay(
      `<p>${s}</p><ul><li>Write one or two paragraphs.</li><li>Use <b>complete sentences</b> and correct punctuation.</li></ul>`,
      'Scoring guide: task fully addressed, relevant details, coherent paragraphs, appropriate tone, accurate grammar and spelling.',
    ),
  );
  return {
    kode: 'TOEFL Writing',
    deskripsi: 'TOEFL Writing',
    waktu: 30,
    urutan: 8,
    toefl: 4,
    groups: [
      {
        nama: 'Independent Essay',
        deskripsi: '<p>Write an essay that states and supports your opinion.</p>',
        jumlah: 1,
        soal: independent,
      },
      {
        nama: 'Guided Writing',
        deskripsi: '<p>Write a short, well-organized response.</p>',
        jumlah: 2,
        soal: integrated,
      },
    ],
  };
}

/** Questions for the course exams of the demo lecturer (Algoritma dan Pemrograman). */
function alpro(): DemoMateri {
  const konsep: DemoQuestion[] = [
    pg('Urutan langkah logis untuk menyelesaikan suatu masalah disebut …', 'algoritma', [
      'variabel',
      'kompilator',
      'sintaks',
      'memori',
    ]),
    pg('Tipe data yang tepat untuk menyimpan nilai <code>3.14</code> adalah …', 'float / real', [
      'integer',
      'boolean',
      'char',
      'string',
    ]),
    pg('Simbol flowchart berbentuk belah ketupat digunakan untuk …', 'percabangan (keputusan)', [
      'input/output',
      'proses',
      'awal/akhir',
      'konektor',
    ]),
    pg(
      'Struktur perulangan yang memeriksa kondisi <b>setelah</b> badan perulangan dijalankan adalah …',
      'do … while',
      ['for', 'while', 'if … else', 'switch'],
    ),
    pg('Indeks elemen pertama sebuah array pada bahasa C, Java, dan Python adalah …', '0', [
      '1',
      '−1',
      'tergantung ukuran array',
      'n',
    ]),
    pg('Kompleksitas waktu pencarian biner (binary search) pada data terurut adalah …', 'O(log n)', [
      'O(n)',
      'O(n²)',
      'O(1)',
      'O(n log n)',
    ]),
    pg(
      'Algoritma pengurutan yang berulang kali menukar dua elemen bertetangga yang salah urutan adalah …',
      'bubble sort',
      ['merge sort', 'quick sort', 'binary search', 'selection search'],
    ),
    pg('Fungsi yang memanggil dirinya sendiri disebut fungsi …', 'rekursif', [
      'iteratif',
      'prosedural',
      'anonim',
      'statis',
    ]),
    pg('Operator logika yang bernilai benar hanya jika <b>kedua</b> operand benar adalah …', 'AND', [
      'OR',
      'NOT',
      'XOR',
      'NAND',
    ]),
    pg('Struktur data dengan prinsip <i>Last In First Out</i> (LIFO) adalah …', 'stack', [
      'queue',
      'array',
      'tree',
      'graph',
    ]),
    pg('Kesalahan penulisan aturan bahasa pemrograman disebut …', 'syntax error', [
      'logic error',
      'runtime error',
      'overflow',
      'warning',
    ]),
    pg('Nilai dari ekspresi <code>17 % 5</code> adalah …', '2', ['3', '3.4', '12', '85']),
  ];
  const trace: DemoQuestion[] = [];
  for (let i = 0; i < 6; i++) {
    const n = randInt(4, 9);
    const step = randInt(1, 3);
    let total = 0;
    for (let k = 1; k <= n; k += step) total += k;
    trace.push(
      pg(
        `Perhatikan potongan program berikut.<pre>total = 0\nfor k = 1 to ${n} step ${step}\n    total = total + k\nend for\nprint(total)</pre>Keluaran program adalah …`,
        String(total),
        near(total, [1, -1, n, -n, 2, 3]),
      ),
    );
  }
  for (let i = 0; i < 6; i++) {
    const a = randInt(3, 20);
    const b = randInt(3, 20);
    const out = a > b ? a - b : b * 2;
    trace.push(
      pg(
        `Perhatikan potongan program berikut.<pre>a = ${a}\nb = ${b}\nif a &gt; b then\n    print(a - b)\nelse\n    print(b * 2)\nend if</pre>Keluaran program adalah …`,
        String(out),
        near(out, [1, -1, 2, -2, a + b - out, 4]),
      ),
    );
  }
  const uraian: DemoQuestion[] = [
    essay(
      'Jelaskan perbedaan antara perulangan <b>for</b> dan <b>while</b>, serta berikan contoh kapan masing-masing sebaiknya digunakan.',
      'for: jumlah perulangan diketahui di awal (mis. mencetak 1–10); while: berulang selama kondisi benar dan jumlahnya belum pasti (mis. membaca input sampai pengguna mengetik 0).',
    ),
    essay(
      'Tuliskan algoritma (pseudocode) untuk mencari nilai terbesar dari sebuah array berisi <i>n</i> bilangan bulat.',
      'maks ← A[0]; untuk i ← 1 sampai n−1: jika A[i] > maks maka maks ← A[i]; tampilkan maks. Kompleksitas O(n).',
    ),
    essay(
      'Jelaskan konsep <b>rekursi</b> dan tuliskan fungsi rekursif untuk menghitung faktorial <i>n</i>.',
      'Rekursi: fungsi memanggil dirinya sendiri dengan kasus dasar. faktorial(n): jika n ≤ 1 kembalikan 1, selain itu kembalikan n × faktorial(n − 1).',
    ),
    essay(
      'Bandingkan <b>bubble sort</b> dan <b>merge sort</b> dari segi cara kerja dan kompleksitas waktunya.',
      'Bubble sort menukar elemen bertetangga berulang kali, O(n²). Merge sort membagi data menjadi dua, mengurutkan, lalu menggabungkan, O(n log n), butuh memori tambahan.',
    ),
    essay(
      'Apa yang dimaksud dengan <b>variabel</b> dan <b>konstanta</b>? Berikan masing-masing satu contoh dalam program menghitung luas lingkaran.',
      'Variabel nilainya dapat berubah (jari_jari, luas); konstanta tetap (PI = 3.14). luas = PI × r × r.',
    ),
    essay(
      'Jelaskan langkah-langkah <b>binary search</b> untuk mencari angka 23 pada array terurut [3, 8, 15, 23, 42, 57].',
      'Tengah = indeks 2 (15) < 23 → cari di kanan [23, 42, 57]; tengah = 42 > 23 → cari di kiri [23]; ditemukan di indeks 3.',
    ),
  ];
  return {
    kode: 'ALPRO',
    deskripsi: 'Algoritma dan Pemrograman',
    waktu: 90,
    urutan: 9,
    toefl: null,
    groups: [
      {
        nama: 'Konsep Dasar',
        deskripsi: '<p>Pilih jawaban yang paling tepat.</p>',
        jumlah: 10,
        soal: konsep,
      },
      {
        nama: 'Penelusuran Program',
        deskripsi: '<p>Tentukan keluaran dari setiap potongan <b>pseudocode</b>.</p>',
        jumlah: 10,
        soal: trace,
      },
      { nama: 'Uraian', deskripsi: '<p>Jawablah dengan jelas dan runtut.</p>', jumlah: 5, soal: uraian },
    ],
  };
}

/** The demo question bank: 4 regular subjects, the 4 TOEFL sections, and a course subject. */
export function demoBank(): DemoMateri[] {
  return [
    tpa(),
    mtk(),
    bin(),
    ing(),
    toeflListening(),
    toeflStructure(),
    toeflReading(),
    toeflWriting(),
    alpro(),
  ];
}

/** Copies the committed demo media that the bank refers to into mediaDir. */
function copyDemoMedia(bank: DemoMateri[], mediaDir: string) {
  const wanted = { soalPg: new Set<string>(), jawabanPg: new Set<string>() };
  for (const m of bank)
    for (const g of m.groups)
      for (const q of g.soal) {
        if (q.gambar) wanted.soalPg.add(q.gambar);
        for (const o of q.options) if (o.image) wanted.jawabanPg.add(o.image);
      }
  for (const [folder, names] of Object.entries(wanted)) {
    const dir = path.join(mediaDir, folder);
    fs.mkdirSync(dir, { recursive: true });
    for (const name of names) fs.copyFileSync(path.join(DEMO_ASSETS_DIR, folder, name), path.join(dir, name));
  }
}

// ------------------------------------------------------------------ seed

/** Seeds demo data into an empty database (no staff user yet). */
export async function seedIfEmpty(db: Db, opts: { mediaDir: string }): Promise<boolean> {
  await seedSettings(db);
  const existing = await db.selectFrom('staff_users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const bank = demoBank();
  copyDemoMedia(bank, opts.mediaDir);
  const { admin, lecturer, candidate } = DEMO_ACCOUNTS;
  const [adminHash, lecturerHash, candidateHash] = await Promise.all([
    hashPassword(admin.password),
    hashPassword(lecturer.password),
    hashPassword(candidate.password),
  ]);
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };
  const day = 24 * 60 * 60 * 1000;
  const mulai = new Date(Date.now() - day).toISOString();
  const selesai = new Date(Date.now() + 30 * day).toISOString();

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('programmes')
      .values([
        { kode_prodi: 'TI', nama_prodi: 'Teknik Informatika', nilai_min_kelulusan: 70, ...stamp },
        { kode_prodi: 'TM', nama_prodi: 'Teknik Mesin', nilai_min_kelulusan: 60, ...stamp },
        { kode_prodi: 'TE', nama_prodi: 'Teknik Elektro', nilai_min_kelulusan: 65, ...stamp },
      ])
      .execute();
    await trx
      .insertInto('staff_users')
      .values({
        id_dosen: '9999',
        nidn: admin.nidn,
        nama_dosen: admin.nama_dosen,
        password_hash: adminHash,
        role: 'admin',
        prodi: 'Admin',
        ...stamp,
      })
      .execute();
    const dosen = await trx
      .insertInto('staff_users')
      .values({
        id_dosen: '1001',
        nidn: lecturer.nidn,
        nama_dosen: lecturer.nama_dosen,
        password_hash: lecturerHash,
        role: 'dosen',
        prodi: 'Teknik Informatika',
        ...stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const school = {
      jenis_sekolah: 'SMA',
      provinsi_sekolah: 'DI YOGYAKARTA',
      jurusan_sekolah: 'IPA',
      nilai: null,
      status_kelulusan: null,
      ANGKATAN: '2026',
      GELOMBANG: 'Gelombang 1',
      PROGDITERIMA: null,
      ...stamp,
    };
    await trx
      .insertInto('candidates')
      .values([
        {
          nisn: candidate.nisn,
          full_name: candidate.full_name,
          email: candidate.email,
          phone: '081234567890',
          password_hash: candidateHash,
          asal_sekolah: 'SMA NEGERI 1 YOGYAKARTA',
          alamat_sekolah1: 'JL. HOS COKROAMINOTO NO. 10',
          alamat_sekolah2: 'YOGYAKARTA',
          email_verified_at: now,
          program_studi: 'TI',
          program_studi2: 'TE',
          ...school,
        },
        {
          // a second candidate who has not verified the e-mail address yet
          nisn: '0059876543',
          full_name: 'SITI AMINAH',
          email: 'belumverifikasi@tryout.test',
          phone: '081298765432',
          password_hash: candidateHash,
          asal_sekolah: 'SMK NEGERI 2 SLEMAN',
          alamat_sekolah1: 'JL. MAGELANG KM 7',
          alamat_sekolah2: 'SLEMAN',
          email_verified_at: null,
          program_studi: 'TM',
          program_studi2: 'TI',
          ...school,
          jenis_sekolah: 'SMK',
          jurusan_sekolah: 'TEKNIK PEMESINAN',
        },
      ])
      .execute();

    // question bank
    const materiRows = await trx
      .insertInto('materi')
      .values(
        bank.map((m) => ({
          kode_ujian: m.kode,
          deskripsi: m.deskripsi,
          waktu: m.waktu,
          urutan: m.urutan,
          is_toefl: m.toefl ? 1 : 0,
          toefl_type: m.toefl,
          ...stamp,
        })),
      )
      .returning(['id', 'kode_ujian'])
      .execute();
    const materiId = new Map(materiRows.map((r) => [r.kode_ujian, r.id]));
    const groupList = bank.flatMap((m) => m.groups.map((g, i) => ({ m, g, urutan: i + 1 })));
    const groupRows = await trx
      .insertInto('question_groups')
      .values(
        groupList.map(({ m, g, urutan }) => ({
          master_materi: materiId.get(m.kode) as number,
          nama_group: g.nama,
          deskripsi: g.deskripsi,
          jumlah_soal_ujian: g.jumlah,
          urutan,
          ...stamp,
        })),
      )
      .returning(['id', 'master_materi', 'urutan'])
      .execute();
    const groupId = new Map(groupRows.map((r) => [`${r.master_materi}:${r.urutan}`, r.id]));
    const questionRows = groupList.flatMap(({ m, g, urutan }) => {
      const id_master_materi = materiId.get(m.kode) as number;
      const group_soal = groupId.get(`${id_master_materi}:${urutan}`) as number;
      return g.soal.map((q) => {
        const opt = (i: number) => q.options[i] ?? { text: '' };
        return {
          group_soal,
          id_master_materi,
          type_soal: q.type,
          type_ujian: 'UTS',
          soal_pg: q.soal,
          soal_gambar: q.gambar ?? null,
          pil_a: opt(0).text,
          pil_b: opt(1).text,
          pil_c: opt(2).text,
          pil_d: opt(3).text,
          pil_e: opt(4).text,
          gambar_pil_a: opt(0).image ?? null,
          gambar_pil_b: opt(1).image ?? null,
          gambar_pil_c: opt(2).image ?? null,
          gambar_pil_d: opt(3).image ?? null,
          gambar_pil_e: opt(4).image ?? null,
          kunci_pg: q.kunci,
          kunci_essay: q.kunciEssay ?? null,
          ...stamp,
        };
      });
    });
    // PostgreSQL allows at most 65535 bind parameters per statement (21 columns per row).
    for (let i = 0; i < questionRows.length; i += 500) {
      await trx
        .insertInto('questions')
        .values(questionRows.slice(i, i + 500))
        .execute();
    }

    // courses and exams
    const courses = await trx
      .insertInto('courses')
      .values([
        {
          nama_matkul: 'Algoritma dan Pemrograman',
          id_dosen: dosen.id,
          kelas: 'A',
          prodi: 'Teknik Informatika',
          ...stamp,
        },
        { nama_matkul: 'Basis Data', id_dosen: dosen.id, kelas: 'B', prodi: 'Teknik Informatika', ...stamp },
      ])
      .returning(['id_matkul', 'nama_matkul'])
      .execute();
    const alproId = courses.find((c) => c.nama_matkul === 'Algoritma dan Pemrograman')?.id_matkul as number;
    const course = {
      kategori: 'matkul' as const,
      id_matkul: alproId,
      master_materi: 'Algoritma dan Pemrograman',
      mulai,
      selesai,
      kelas: 'A',
      created_by: dosen.id,
      ...stamp,
    };
    const exams = await trx
      .insertInto('exams')
      .values([
        {
          kategori: 'tryout',
          id_matkul: null,
          kode_ujian: 'TRYOUT-2026',
          pass_ujian: null,
          nama_ujian: 'Tryout PMB 2026',
          master_materi: 'Tryout PMB',
          type_ujian: 'UTS',
          type_soal: 'PG',
          jumlah_soal_PG: 10,
          jumlah_soal_essay: 0,
          waktu_ujian: 60,
          mulai: null,
          selesai: null,
          kelas: null,
          created_by: null,
          ...stamp,
        },
        {
          ...course,
          kode_ujian: 'ALPRO-UTS-2026',
          pass_ujian: 'ujian123',
          nama_ujian: 'UTS Algoritma dan Pemrograman',
          type_ujian: 'UTS',
          type_soal: 'PG',
          jumlah_soal_PG: 20,
          jumlah_soal_essay: 0,
          waktu_ujian: 90,
        },
        {
          ...course,
          kode_ujian: 'ALPRO-UAS-2026',
          pass_ujian: 'ujian123',
          nama_ujian: 'UAS Algoritma dan Pemrograman',
          type_ujian: 'UAS',
          type_soal: 'Essay',
          jumlah_soal_PG: 0,
          jumlah_soal_essay: 5,
          waktu_ujian: 120,
        },
        {
          ...course,
          kode_ujian: 'ALPRO-QUIZ-2026',
          pass_ujian: 'kuis123',
          nama_ujian: 'Kuis Algoritma dan Pemrograman',
          type_ujian: 'QUIZ',
          type_soal: 'PG Dan Essay',
          jumlah_soal_PG: 10,
          jumlah_soal_essay: 3,
          waktu_ujian: 45,
        },
      ])
      .returning(['id_ujian', 'kode_ujian'])
      .execute();
    const examId = new Map(exams.map((e) => [e.kode_ujian, e.id_ujian]));
    const id = (kode: string) => materiId.get(kode) as number;
    const tryoutMateri = bank.filter((m) => m.kode !== 'ALPRO').map((m) => m.kode);
    await trx
      .insertInto('exam_materi')
      .values([
        ...tryoutMateri.map((k) => ({ id_ujian: examId.get('TRYOUT-2026') as number, materi_id: id(k) })),
        { id_ujian: examId.get('ALPRO-UTS-2026') as number, materi_id: id('ALPRO') },
        { id_ujian: examId.get('ALPRO-UTS-2026') as number, materi_id: id('MTK') },
        { id_ujian: examId.get('ALPRO-UAS-2026') as number, materi_id: id('ALPRO') },
        { id_ujian: examId.get('ALPRO-QUIZ-2026') as number, materi_id: id('ALPRO') },
      ])
      .execute();
  });
  return true;
}
