import type { ExamSheet } from '@tryout/shared/exam';
import { describe, expect, it } from 'vitest';
import { sheetMediaUrls } from './sheetMedia';

const sheet = (groups: ExamSheet['groups']): ExamSheet => ({
  attempt_id: 1,
  kode_ujian: 'TPA',
  nama_ujian: 'Tes Potensi Akademik',
  type_soal: 'PG',
  waktu: 60,
  is_toefl: '0',
  toefl_type: null,
  server_now: '2026-11-25T03:00:00.000Z',
  started_at: '2026-11-25T03:00:00.000Z',
  deadline_at: '2026-11-25T04:00:00.000Z',
  groups,
  answers: {},
  essays: {},
  audio_plays: {},
  ragu: [],
});

const option = (key: 'A' | 'B', html: string, image_url: string | null = null) => ({ key, html, image_url });

describe('sheetMediaUrls', () => {
  it.each([
    ['no media', sheet([{ id: 1, nama_group: 'G', deskripsi: '', questions: [] }]), []],
    [
      'question image and audio, option image, images inside texts, each once',
      sheet([
        {
          id: 1,
          nama_group: 'G',
          deskripsi: '<p><img alt="x" src="/tryout/media/soalPg/g.png"></p>',
          questions: [
            {
              id_soal: 1,
              number: 1,
              type_soal: 'PG',
              soal_pg:
                '<p>Lihat <img src=\'/tryout/media/soalPg/s.png\'> dan <img src="data:image/png;base64,AA"></p>',
              media: { url: '/tryout/media/soalPg/a.mp3', kind: 'audio' },
              options: [
                option('A', 'satu', '/tryout/media/soalPg/o.png'),
                option('B', 'dua', '/tryout/media/soalPg/o.png'),
              ],
            },
            {
              id_soal: 2,
              number: 2,
              type_soal: 'PG',
              soal_pg: 'tanpa gambar',
              media: { url: '/tryout/media/soalPg/x.bin', kind: 'unsupported' },
              options: [option('A', '<img src="/tryout/media/soalPg/p.png">')],
            },
          ],
        },
      ]),
      [
        '/tryout/media/soalPg/g.png',
        '/tryout/media/soalPg/a.mp3',
        '/tryout/media/soalPg/s.png',
        '/tryout/media/soalPg/o.png',
        '/tryout/media/soalPg/p.png',
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(sheetMediaUrls(input).sort()).toEqual([...expected].sort());
  });
});
