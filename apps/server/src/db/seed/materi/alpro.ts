import { type DemoMateri, type DemoQuestion, essay, near, pg, randInt } from '../questions';

/** Questions for the course exams of the demo lecturer (Algoritma dan Pemrograman). */
export function alpro(): DemoMateri {
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
