import { describe, expect, it } from 'vitest';
import { type ExportFormat, leftOut, leftOutNote, mediumOf } from './export-left-out';

const q3 = { label: 'Soal 3', files: ['0123456789abcdef0123456789abcdef.mp3', null] };
const q5 = { label: 'Soal 5', files: [null, '0123456789abcdef0123456789abcdef.png'] };
const q7 = { label: 'Soal 7', files: ['0123456789abcdef0123456789abcdef.wav'] };
const plain = { label: 'Soal 1', files: [null, null] };

describe('what an export leaves out', () => {
  it.each<[ExportFormat, ReturnType<typeof leftOut>]>([
    ['docx', [{ medium: 'audio', soal: ['Soal 3', 'Soal 7'] }]],
    ['xlsx', [{ medium: 'audio', soal: ['Soal 3', 'Soal 7'] }]],
    ['xml', [{ medium: 'audio', soal: ['Soal 3', 'Soal 7'] }]],
    [
      'gift',
      [
        { medium: 'audio', soal: ['Soal 3', 'Soal 7'] },
        { medium: 'gambar', soal: ['Soal 5'] },
      ],
    ],
    ['zip', []],
  ])('%s', (format, expected) => {
    expect(leftOut(format, [plain, q3, q5, q7])).toEqual(expected);
  });

  it('nothing to leave out: no note', () => {
    for (const f of ['docx', 'xlsx', 'gift', 'xml', 'zip'] as const) expect(leftOut(f, [plain])).toEqual([]);
    expect(leftOutNote('docx', [])).toEqual({ file: [], page: [] });
  });

  it.each([
    ['a.mp3', 'audio'],
    ['a.OGG', 'audio'],
    ['a.wav', 'audio'],
    ['a.png', 'gambar'],
    ['a.jpg', 'gambar'],
    ['a.txt', null],
    [null, null],
  ])('%s is %s', (name, medium) => expect(mediumOf(name)).toBe(medium));

  it('says it in the file and on the page', () => {
    expect(leftOutNote('docx', leftOut('docx', [q3, q7]))).toEqual({
      file: [
        'Catatan: audio soal berikut tidak ikut diekspor (Word tidak dapat memuat audio): Soal 3, Soal 7',
      ],
      page: ['Audio 2 soal tidak ikut diekspor ke Word: Soal 3, Soal 7'],
    });
    expect(leftOutNote('gift', leftOut('gift', [q5])).page).toEqual([
      'Gambar 1 soal tidak ikut diekspor ke GIFT: Soal 5',
    ]);
  });
});
