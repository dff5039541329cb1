import { fillText, IMPORT_MSG } from '@tryout/shared/import-messages';

/**
 * What a question-bank export cannot carry (docs/decisions/0020). QTI carries pictures and audio; Word,
 * Excel and Moodle XML carry pictures but not audio; GIFT carries neither. A question's media
 * field holds a picture (png, jpg) or an audio file (mp3, ogg, wav); the options hold pictures.
 */
export type ExportFormat = 'docx' | 'xlsx' | 'gift' | 'xml' | 'zip';
export type Medium = 'audio' | 'gambar';

const CARRIES: Record<ExportFormat, readonly Medium[]> = {
  docx: ['gambar'],
  xlsx: ['gambar'],
  gift: [],
  xml: ['gambar'],
  zip: ['gambar', 'audio'],
};
export const FORMAT_NAME: Record<ExportFormat, string> = {
  docx: 'Word',
  xlsx: 'Excel',
  gift: 'GIFT',
  xml: 'Moodle XML',
  zip: 'QTI',
};

/** The medium of a stored file name (null: none or not a media file). */
export function mediumOf(name: string | null): Medium | null {
  if (!name) return null;
  if (/\.(mp3|ogg|wav)$/i.test(name)) return 'audio';
  if (/\.(png|jpe?g)$/i.test(name)) return 'gambar';
  return null;
}

/** A question as the rule sees it: its label ('Soal 3') and its stored file names. */
export interface ExportedQuestion {
  label: string;
  files: (string | null)[];
}
export interface LeftOut {
  medium: Medium;
  soal: string[];
}

/** Per medium the format drops, the questions that lose one (none: []). */
export function leftOut(format: ExportFormat, questions: ExportedQuestion[]): LeftOut[] {
  const out: LeftOut[] = [];
  for (const medium of ['audio', 'gambar'] as const) {
    if (CARRIES[format].includes(medium)) continue;
    const soal = questions.filter((q) => q.files.some((f) => mediumOf(f) === medium)).map((q) => q.label);
    if (soal.length > 0) out.push({ medium, soal });
  }
  return out;
}

/** The note in the file (one line per medium) and on the page (the same, as the page says it). */
export function leftOutNote(format: ExportFormat, lost: LeftOut[]): { file: string[]; page: string[] } {
  const name = FORMAT_NAME[format];
  return {
    file: lost.map((l) =>
      fillText(IMPORT_MSG.exportLeftOutFile, { apa: l.medium, format: name, daftar: l.soal.join(', ') }),
    ),
    page: lost.map((l) =>
      fillText(IMPORT_MSG.exportLeftOutPage, {
        Apa: l.medium[0].toUpperCase() + l.medium.slice(1),
        n: l.soal.length,
        format: name,
        daftar: l.soal.join(', '),
      }),
    ),
  };
}
