// Generates the demo media used by the demo seed (apps/server/src/db/seed/).
// Run once by a developer:  node apps/server/demo-assets/generate.mjs
// Images: a tiny PNG encoder (node:zlib only). Audio: espeak-ng + sox (Ogg Vorbis, 16 kHz mono).
// The generated files are committed; the seed only copies them and needs neither espeak nor sox.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const soalDir = path.join(here, 'soalPg');
const pilDir = path.join(here, 'jawabanPg');
fs.mkdirSync(soalDir, { recursive: true });
fs.mkdirSync(pilDir, { recursive: true });

// ---------------------------------------------------------------- PNG encoder
const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

class Canvas {
  constructor(w, h, bg = [255, 255, 255]) {
    this.w = w;
    this.h = h;
    this.px = Buffer.alloc(w * h * 3);
    this.rect(0, 0, w, h, bg);
  }
  set(x, y, c) {
    x = Math.round(x);
    y = Math.round(y);
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 3;
    this.px[i] = c[0];
    this.px[i + 1] = c[1];
    this.px[i + 2] = c[2];
  }
  rect(x, y, w, h, c) {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) this.set(i, j, c);
  }
  frame(x, y, w, h, c, t = 2) {
    this.rect(x, y, w, t, c);
    this.rect(x, y + h - t, w, t, c);
    this.rect(x, y, t, h, c);
    this.rect(x + w - t, y, t, h, c);
  }
  disc(cx, cy, r, c) {
    for (let j = -r; j <= r; j++) for (let i = -r; i <= r; i++) if (i * i + j * j <= r * r) this.set(cx + i, cy + j, c);
  }
  ring(cx, cy, r, c, t = 2) {
    for (let j = -r - t; j <= r + t; j++)
      for (let i = -r - t; i <= r + t; i++) {
        const d = Math.sqrt(i * i + j * j);
        if (d >= r - t / 2 && d <= r + t / 2) this.set(cx + i, cy + j, c);
      }
  }
  line(x0, y0, x1, y1, c, t = 2) {
    const n = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))) + 1;
    for (let k = 0; k <= n; k++) {
      const x = x0 + ((x1 - x0) * k) / n;
      const y = y0 + ((y1 - y0) * k) / n;
      this.disc(Math.round(x), Math.round(y), Math.floor(t / 2), c);
    }
  }
  text(x, y, s, c, scale = 3) {
    for (const ch of String(s)) {
      const g = FONT[ch] ?? FONT['?'];
      g.forEach((row, j) => {
        for (let i = 0; i < 5; i++) if (row[i] === '#') this.rect(x + i * scale, y + j * scale, scale, scale, c);
      });
      x += 6 * scale;
    }
  }
  png() {
    const raw = Buffer.alloc((this.w * 3 + 1) * this.h);
    for (let y = 0; y < this.h; y++) {
      raw[y * (this.w * 3 + 1)] = 0;
      this.px.copy(raw, y * (this.w * 3 + 1) + 1, y * this.w * 3, (y + 1) * this.w * 3);
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.w, 0);
    ihdr.writeUInt32BE(this.h, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}
const textWidth = (s, scale = 3) => String(s).length * 6 * scale - scale;

// 5x7 bitmap font (digits, a few letters and symbols)
const FONT = {
  0: ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  1: ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  2: ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  3: ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  4: ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  5: ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  6: ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  7: ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  8: ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  9: ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  c: ['.....', '.....', '.###.', '#....', '#....', '#...#', '.###.'],
  m: ['.....', '.....', '##.#.', '#.#.#', '#.#.#', '#.#.#', '#.#.#'],
  '?': ['.###.', '#...#', '....#', '...#.', '..#..', '.....', '..#..'],
  ',': ['.....', '.....', '.....', '.....', '.##..', '..#..', '.#...'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '=': ['.....', '.....', '#####', '.....', '#####', '.....', '.....'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

const INK = [33, 37, 41];
const BLUE = [34, 139, 230];
const TEAL = [18, 184, 134];
const ORANGE = [253, 126, 20];
const GREY = [173, 181, 189];

function save(dir, name, canvas) {
  fs.writeFileSync(path.join(dir, name), canvas.png());
  console.log(`${path.relative(here, path.join(dir, name))}`);
}

// 1. Bar chart: sales 2021–2025 (thousand units)
{
  const c = new Canvas(360, 240);
  const values = [40, 55, 50, 70, 85];
  const years = ['21', '22', '23', '24', '25'];
  c.line(40, 20, 40, 200, INK, 2);
  c.line(40, 200, 345, 200, INK, 2);
  for (let v = 20; v <= 100; v += 20) {
    const y = 200 - v * 1.7;
    c.line(36, y, 345, y, [233, 236, 239], 1);
    c.text(4, y - 6, v, GREY, 2);
  }
  values.forEach((v, i) => {
    const x = 60 + i * 58;
    const h = Math.round(v * 1.7);
    c.rect(x, 200 - h, 36, h, BLUE);
    c.text(x + 18 - textWidth(v, 2) / 2, 200 - h - 18, v, INK, 2);
    c.text(x + 18 - textWidth(years[i], 2) / 2, 210, years[i], INK, 2);
  });
  save(soalDir, 'demo-grafik-penjualan.png', c);
}

// 2. Right triangle with legs 6 and 8
{
  const c = new Canvas(320, 240);
  c.line(60, 40, 60, 200, INK, 3);
  c.line(60, 200, 270, 200, INK, 3);
  c.line(60, 40, 270, 200, BLUE, 3);
  c.frame(60, 182, 18, 18, INK, 2);
  c.text(28, 110, 6, INK, 4);
  c.text(160, 212, 8, INK, 4);
  c.text(172, 96, '?', ORANGE, 4);
  save(soalDir, 'demo-segitiga-siku.png', c);
}

// 3. Circle with radius 7 cm
{
  const c = new Canvas(280, 240);
  c.ring(140, 120, 95, INK, 3);
  c.disc(140, 120, 4, INK);
  c.line(140, 120, 235, 120, ORANGE, 3);
  c.text(160, 92, '7 cm', INK, 3);
  save(soalDir, 'demo-lingkaran.png', c);
}

// 4. Rectangle 12 cm x 5 cm
{
  const c = new Canvas(360, 220);
  c.frame(50, 40, 260, 110, INK, 3);
  c.rect(53, 43, 254, 104, [231, 245, 255]);
  c.text(150, 165, '12 cm', INK, 3);
  c.text(318, 82, '5', INK, 3);
  c.line(50, 40, 310, 150, GREY, 2);
  save(soalDir, 'demo-persegi-panjang.png', c);
}

// 5. Number sequence 3, 6, 12, 24, ?
{
  const c = new Canvas(420, 90);
  const items = ['3', '6', '12', '24', '?'];
  items.forEach((s, i) => {
    const x = 14 + i * 80;
    c.frame(x, 15, 66, 60, i === 4 ? ORANGE : BLUE, 3);
    c.text(x + 33 - textWidth(s, 4) / 2, 31, s, INK, 4);
  });
  save(soalDir, 'demo-deret-angka.png', c);
}

// 6. Figure sequence: boxes with 1, 2, 3, 4 dots, then ?
function dots(c, x, y, size, n, color) {
  const cols = 3;
  const cell = size / 4;
  for (let k = 0; k < n; k++) {
    const cx = x + cell * ((k % cols) + 1);
    const cy = y + cell * (Math.floor(k / cols) + 1);
    c.disc(Math.round(cx), Math.round(cy), Math.round(cell / 3), color);
  }
}
{
  const c = new Canvas(420, 100);
  for (let i = 0; i < 5; i++) {
    const x = 10 + i * 82;
    c.frame(x, 12, 76, 76, i === 4 ? ORANGE : INK, 3);
    if (i < 4) dots(c, x, 12, 76, i + 1, TEAL);
    else c.text(x + 38 - textWidth('?', 5) / 2, 32, '?', ORANGE, 5);
  }
  save(soalDir, 'demo-pola-titik.png', c);
}
for (const n of [2, 3, 4, 5, 6]) {
  const c = new Canvas(100, 100);
  c.frame(8, 8, 84, 84, INK, 3);
  dots(c, 8, 8, 84, n, TEAL);
  save(pilDir, `demo-pil-titik-${n}.png`, c);
}

// 7. Clock hand rotating 45° clockwise each step: 0°, 45°, 90°, 135°, ?
function hand(c, cx, cy, r, deg, color) {
  const a = ((deg - 90) * Math.PI) / 180;
  c.ring(cx, cy, r, GREY, 2);
  c.line(cx, cy, cx + Math.cos(a) * (r - 6), cy + Math.sin(a) * (r - 6), color, 4);
  c.disc(Math.round(cx + Math.cos(a) * (r - 6)), Math.round(cy + Math.sin(a) * (r - 6)), 6, color);
  c.disc(cx, cy, 4, INK);
}
{
  const c = new Canvas(420, 100);
  [0, 45, 90, 135].forEach((deg, i) => hand(c, 50 + i * 82, 50, 36, deg, BLUE));
  c.text(378 - textWidth('?', 5) / 2, 32, '?', ORANGE, 5);
  save(soalDir, 'demo-pola-jarum.png', c);
}
for (const deg of [180, 225, 270, 90, 45]) {
  const c = new Canvas(100, 100);
  hand(c, 50, 50, 40, deg, BLUE);
  save(pilDir, `demo-pil-jarum-${deg}.png`, c);
}

// 8. Letter grid for a TOEFL-style map question is not needed; option letters A–E as images
// are not used either (options are text).

// ---------------------------------------------------------------- audio
/** TOEFL Listening clips: [speaker voice, text] lines; the seed's questions match these scripts. */
export const CLIPS = {
  'toefl-listening-01.ogg': [
    ['m', 'Excuse me, do you know when the library closes today?'],
    ['f', 'Normally it closes at nine, but because of the holiday it closes at five this afternoon.'],
    ['n', 'What does the woman say about the library?'],
  ],
  'toefl-listening-02.ogg': [
    ['f', 'I heard you moved out of the dormitory. How do you like your new apartment?'],
    ['m', 'It is quieter, but it takes me almost an hour to get to campus by bus.'],
    ['n', 'What is the disadvantage of the man\u2019s new apartment?'],
  ],
  'toefl-listening-03.ogg': [
    ['m', 'Have you finished the chemistry report? It is due tomorrow morning.'],
    ['f', 'Not yet. I still need to draw the graphs, so I will be in the lab all evening.'],
    ['n', 'What will the woman probably do tonight?'],
  ],
  'toefl-listening-04.ogg': [
    ['f', 'Professor Lee, could I hand in my essay on Monday instead of Friday?'],
    ['m', 'Only if you bring me a letter from the clinic. Otherwise the usual penalty applies.'],
    ['n', 'What does the professor require?'],
  ],
  'toefl-listening-05.ogg': [
    ['m', 'The coffee shop on the corner has a new menu. Want to try it after class?'],
    ['f', 'I would love to, but I promised to help my roommate move some furniture.'],
    ['n', 'Why can\u2019t the woman go to the coffee shop?'],
  ],
  'toefl-listening-06.ogg': [
    ['n', 'Listen to part of a talk in a biology class.'],
    [
      'f',
      'Honeybees communicate the location of food through a movement called the waggle dance. The angle of the dance shows the direction of the flowers, and the length of the dance shows the distance.',
    ],
  ],
  'toefl-listening-07.ogg': [
    ['n', 'Listen to an announcement on a university radio station.'],
    [
      'm',
      'The registration office will move to the new student center next week. Students who need to change their courses should bring their identity card and a signed form from their adviser.',
    ],
  ],
  'toefl-listening-08.ogg': [
    ['n', 'Listen to part of a lecture in a geography class.'],
    [
      'f',
      'Indonesia has more than seventeen thousand islands. Because it lies on the Pacific Ring of Fire, the country has about one hundred and thirty active volcanoes, and their ash makes the soil very fertile.',
    ],
  ],
  'toefl-listening-09.ogg': [
    ['f', 'The printer in the computer lab is out of paper again.'],
    ['m', 'Don\u2019t worry, I will ask the lab assistant for another box.'],
    ['n', 'What will the man do?'],
  ],
  'toefl-listening-10.ogg': [
    ['m', 'Did you understand the last part of the economics lecture?'],
    ['f', 'Not really. Let\u2019s form a study group and review it together on Thursday.'],
    ['n', 'What does the woman suggest?'],
  ],
};

const VOICES = { m: 'en-us+m3', f: 'en-us+f3', n: 'en-gb+m1' };

function makeAudio() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-audio-'));
  const gap = path.join(tmp, 'gap.wav');
  execFileSync('sox', ['-n', '-r', '22050', '-c', '1', gap, 'trim', '0.0', '0.6']);
  for (const [name, lines] of Object.entries(CLIPS)) {
    const parts = [];
    lines.forEach(([who, text], i) => {
      const wav = path.join(tmp, `${i}.wav`);
      execFileSync('espeak-ng', ['-v', VOICES[who], '-s', '150', '-w', wav, text]);
      const norm = path.join(tmp, `${i}n.wav`);
      execFileSync('sox', [wav, '-r', '22050', '-c', '1', norm]);
      parts.push(norm, gap);
    });
    const out = path.join(soalDir, name);
    execFileSync('sox', [...parts, '-r', '16000', '-c', '1', '-C', '0', out]);
    console.log(`${path.relative(here, out)} ${fs.statSync(out).size} B`);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

if (process.argv.includes('--no-audio')) console.log('audio dilewati (--no-audio)');
else makeAudio();
