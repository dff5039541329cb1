import { fillText, IMPORT_MSG } from '@tryout/shared/import-messages';
import { blockTag, imageSources, splitBlocks, stripLeading, textOf, withoutImages } from './html';
import { kindOf, LETTERS, type Letter, newQuestion, type ParsedQuestion, type RawImage } from './types';

/**
 * The Word template (docs in the import page's guide), read from mammoth's HTML:
 *
 *   1. Question text (more paragraphs, lists, tables and one picture may follow)
 *   A. option (one picture may follow)      … up to E.
 *   Kunci: B
 *   Pembahasan: (optional; everything up to the next question)
 *
 * An essay question has a 'Jenis: Essay' line and no options; its 'Kunci:' text is the essay key.
 * A numbered line starts a new question only when its number is above the previous question's
 * (a '1.' inside a question's text or explanation stays part of it). Headings (a materi export's
 * group names) and anything before the first question are not questions.
 */
const NUMBER = /(\d{1,4})\s*[.)]\s*/;
const OPTION = /([A-E])\s*[.)]\s*/;
const KEY = /Kunci(?:\s+Jawaban)?\s*:\s*/i;
const KIND = /Jenis(?:\s+Soal)?\s*:\s*/i;
const EXPLANATION = /Pembahasan\s*:\s*/i;

const at = (re: RegExp) => new RegExp(`^${re.source}`, re.flags);

type Section =
  | { kind: 'stem' }
  | { kind: 'option'; letter: Letter }
  | { kind: 'key' }
  | { kind: 'pembahasan' };

interface Draft {
  q: ParsedQuestion;
  section: Section;
  stem: string[];
  options: Record<Letter, string[]>;
  key: string[];
  explanation: string[];
  /** the option letter expected next */
  nextOption: number;
}

/**
 * Questions from the HTML of a .docx. `images` maps an `<img src>` (mammoth's images, renamed
 * by the reader) to its bytes; an image the map does not know is reported as unsupported.
 */
export function questionsFromHtml(html: string, images: Map<string, RawImage>): ParsedQuestion[] {
  const out: ParsedQuestion[] = [];
  let d: Draft | null = null;
  const finish = () => {
    if (d) out.push(finishDraft(d, images));
    d = null;
  };
  for (const block of splitBlocks(html)) {
    const tag = blockTag(block);
    const text = textOf(block);
    if (/^h[1-6]$/.test(tag)) {
      finish();
      continue;
    }
    const paragraph = tag === 'p';
    const num = paragraph ? at(NUMBER).exec(text) : null;
    if (num && (!d || Number(num[1]) > d.q.nomor)) {
      finish();
      d = {
        q: newQuestion(Number(num[1])),
        section: { kind: 'stem' },
        stem: [stripLeading(block, NUMBER)],
        options: { A: [], B: [], C: [], D: [], E: [] },
        key: [],
        explanation: [],
        nextOption: 0,
      };
      continue;
    }
    if (!d) continue;
    const draft: Draft = d;
    const inExplanation = draft.section.kind === 'pembahasan';
    if (paragraph && !inExplanation && at(KIND).test(text)) {
      const kind = kindOf(text.replace(at(KIND), ''));
      if (kind) draft.q.type_soal = kind;
      else draft.q.jenis_invalid = true;
      continue;
    }
    if (paragraph && !inExplanation && at(KEY).test(text)) {
      draft.section = { kind: 'key' };
      draft.key.push(stripLeading(block, KEY));
      continue;
    }
    if (paragraph && at(EXPLANATION).test(text)) {
      draft.section = { kind: 'pembahasan' };
      draft.explanation.push(stripLeading(block, EXPLANATION));
      continue;
    }
    const opt = paragraph && !inExplanation && draft.section.kind !== 'key' ? at(OPTION).exec(text) : null;
    if (opt && draft.q.type_soal === 'PG') {
      const index = LETTERS.indexOf(opt[1] as Letter);
      if (index >= draft.nextOption) {
        draft.nextOption = index + 1;
        draft.section = { kind: 'option', letter: opt[1] as Letter };
        draft.options[opt[1] as Letter].push(stripLeading(block, OPTION));
        continue;
      }
    }
    const s = draft.section;
    if (s.kind === 'stem') draft.stem.push(block);
    else if (s.kind === 'option') draft.options[s.letter].push(block);
    else if (s.kind === 'key') draft.key.push(block);
    else draft.explanation.push(block);
  }
  finish();
  return out;
}

/** The part's HTML without its images, and its one image (more, or an unknown one: a problem). */
function takeImage(
  html: string,
  images: Map<string, RawImage>,
  where: string,
  problems: string[],
): { html: string; image: RawImage | null } {
  const srcs = imageSources(html);
  if (srcs.length > 1) problems.push(fillText(IMPORT_MSG.tooManyImages, { bagian: where }));
  const image = srcs.length > 0 ? (images.get(srcs[0]) ?? null) : null;
  if (srcs.length > 0 && !image) problems.push(IMPORT_MSG.imageFormat);
  return { html: withoutImages(html), image };
}

function finishDraft(d: Draft, images: Map<string, RawImage>): ParsedQuestion {
  const q = d.q;
  const stem = takeImage(d.stem.join(''), images, 'soal', q.problems);
  q.soal_pg = stem.html;
  q.soal_gambar = stem.image;
  for (const l of LETTERS) {
    const part = takeImage(d.options[l].join(''), images, `pilihan ${l}`, q.problems);
    q.pil[l] = part.html;
    q.gambar_pil[l] = part.image;
  }
  const key = withoutImages(d.key.join(''));
  if (q.type_soal === 'Essay') q.kunci_essay = key;
  else {
    // the key line itself, then nothing a reader sees
    const [line = '', ...rest] = splitBlocks(key);
    q.kunci = textOf(line);
    if (rest.some((b) => textOf(b) !== '')) q.problems.push(IMPORT_MSG.textAfterKey);
  }
  const explanation = d.explanation.join('');
  if (imageSources(explanation).length > 0) q.problems.push(IMPORT_MSG.imageInPembahasan);
  q.pembahasan = withoutImages(explanation);
  return q;
}
