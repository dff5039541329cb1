import { type DemoMateri, type DemoQuestion, pg } from '../questions';

export function bin(): DemoMateri {
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
