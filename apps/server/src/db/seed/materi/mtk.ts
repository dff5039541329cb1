import { type DemoMateri, type DemoQuestion, essay, near, pg, randInt } from '../questions';

export function mtk(): DemoMateri {
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
