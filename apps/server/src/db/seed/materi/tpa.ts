import { type DemoMateri, type DemoQuestion, near, pg } from '../questions';

export function tpa(): DemoMateri {
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
