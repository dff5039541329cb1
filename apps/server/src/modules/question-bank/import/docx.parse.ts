import { fillText, IMPORT_MSG } from '@tryout/shared/import-messages';
import type { FormType } from '@tryout/shared/question-forms';
import {
  formOfMarks,
  formTypeOf,
  ITEM_MARK,
  readNumber,
  type Settings,
  settingOf,
  takesSetting,
} from './form-markers';
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
 * A question of a UTBK/AKM form has a 'Jenis: PG Kompleks' (…) line right under its text, then
 * its markers (form-markers.ts: 'Pernyataan 1:', 'Kunci: B, S, B', 'Aturan:', 'Bobot:' …).
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
  | { kind: 'item' }
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
  /** the automatic list its options came from (back into the text if it turns out an essay) */
  optionList: string | null;
  /** a UTBK/AKM form's name ('Jenis:'), its statements or premises, its settings */
  formType?: FormType;
  items: string[];
  settings: Settings;
}

interface ListItem {
  /** the item's own content as a paragraph */
  content: string;
  /** the lists nested in it */
  lists: string[];
}

const innerHtml = (block: string) => block.replace(/^<[^>]*>/, '').replace(/<\/[a-zA-Z0-9]+>\s*$/, '');

/** The items of a list block (`<ol><li>…</li></ol>`), each as its own paragraph and its nested lists. */
function listItems(block: string): ListItem[] {
  return splitBlocks(innerHtml(block))
    .filter((b) => blockTag(b) === 'li')
    .map((li) => {
      const body = innerHtml(li);
      const lists = splitBlocks(body).filter((b) => /^[ou]l$/.test(blockTag(b)));
      let content = body;
      for (const l of lists) content = content.replace(l, '');
      const paragraph = /^\s*<(p|h[1-6]|table)\b/i.test(content) ? content : `<p>${content.trim()}</p>`;
      return { content: paragraph, lists };
    });
}

/** A numbered list that can hold a question's options (one to five items). */
const optionsList = (block: string) => {
  if (blockTag(block) !== 'ol') return null;
  const items = listItems(block);
  return items.length >= 1 && items.length <= LETTERS.length ? items : null;
};

const newDraft = (nomor: number, stem: string[]): Draft => ({
  q: newQuestion(nomor),
  section: { kind: 'stem' },
  stem,
  options: { A: [], B: [], C: [], D: [], E: [] },
  key: [],
  explanation: [],
  nextOption: 0,
  optionList: null,
  items: [],
  settings: {},
});

/** The options of a draft from an automatic list's items. */
function takeOptions(d: Draft, list: string, items: ListItem[]) {
  items.forEach((item, i) => {
    d.options[LETTERS[i]].push(item.content, ...item.lists);
  });
  d.nextOption = items.length;
  d.section = { kind: 'option', letter: LETTERS[items.length - 1] };
  d.optionList = list;
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
  let lastNomor = 0;
  const blocks = splitBlocks(html);
  blocks.forEach((block, index) => {
    const tag = blockTag(block);
    const text = textOf(block);
    if (/^h[1-6]$/.test(tag)) {
      finish();
      return;
    }
    const paragraph = tag === 'p';
    const num = paragraph ? at(NUMBER).exec(text) : null;
    if (num && (!d || Number(num[1]) > d.q.nomor)) {
      finish();
      d = newDraft(Number(num[1]), [stripLeading(block, NUMBER)]);
      lastNomor = d.q.nomor;
      return;
    }
    if (tag === 'ol') {
      const current: Draft | null = d;
      const items = listItems(block);
      const options = typedOptionsFollow(blocks, index) ? null : optionsList(block);
      if (
        current &&
        current.section.kind === 'stem' &&
        current.nextOption === 0 &&
        current.q.type_soal === 'PG' &&
        options
      ) {
        takeOptions(current, block, options);
        return;
      }
      if (
        !current ||
        (current.section.kind !== 'stem' && startsQuestions(current, items, blocks[index + 1]))
      ) {
        for (const item of items) {
          finish();
          const draft = newDraft(++lastNomor, [item.content]);
          for (const list of item.lists) {
            const nested =
              draft.nextOption === 0 && !typedOptionsFollow(blocks, index) ? optionsList(list) : null;
            if (nested) takeOptions(draft, list, nested);
            else draft.stem.push(list);
          }
          d = draft;
        }
        return;
      }
    }
    if (!d) return;
    const draft: Draft = d;
    const inExplanation = draft.section.kind === 'pembahasan';
    if (paragraph && !inExplanation && at(KIND).test(text)) {
      const named = text.replace(at(KIND), '');
      const kind = kindOf(named);
      const form = formTypeOf(named);
      if (kind) draft.q.type_soal = kind;
      else if (form) draft.formType = form;
      else draft.q.jenis_invalid = true;
      return;
    }
    const setting = paragraph && !inExplanation ? settingOf(text) : null;
    if (setting && takesSetting(setting, draft.formType !== undefined)) {
      draft.settings[setting.setting] = setting.value;
      return;
    }
    if (paragraph && !inExplanation && draft.formType && at(ITEM_MARK).test(text)) {
      draft.section = { kind: 'item' };
      draft.items.push(stripLeading(block, ITEM_MARK));
      return;
    }
    if (paragraph && !inExplanation && at(KEY).test(text)) {
      draft.section = { kind: 'key' };
      draft.key.push(stripLeading(block, KEY));
      return;
    }
    if (paragraph && at(EXPLANATION).test(text)) {
      draft.section = { kind: 'pembahasan' };
      draft.explanation.push(stripLeading(block, EXPLANATION));
      return;
    }
    const opt = paragraph && !inExplanation && draft.section.kind !== 'key' ? at(OPTION).exec(text) : null;
    if (opt && draft.q.type_soal === 'PG') {
      const index = LETTERS.indexOf(opt[1] as Letter);
      if (index >= draft.nextOption) {
        draft.nextOption = index + 1;
        draft.section = { kind: 'option', letter: opt[1] as Letter };
        draft.options[opt[1] as Letter].push(stripLeading(block, OPTION));
        return;
      }
    }
    const s = draft.section;
    if (s.kind === 'stem') draft.stem.push(block);
    else if (s.kind === 'option') draft.options[s.letter].push(block);
    else if (s.kind === 'key') draft.key.push(block);
    else if (s.kind === 'item') draft.items[draft.items.length - 1] += block;
    else draft.explanation.push(block);
  });
  finish();
  return out;
}

/** Whether typed options ('A. …') come after blocks[index], before a key or explanation line. */
function typedOptionsFollow(blocks: string[], index: number): boolean {
  for (const block of blocks.slice(index + 1)) {
    const tag = blockTag(block);
    if (/^h[1-6]$/.test(tag)) return false;
    if (tag !== 'p') continue;
    const text = textOf(block);
    if (at(KEY).test(text) || at(EXPLANATION).test(text)) return false;
    if (at(OPTION).test(text)) return true;
  }
  return false;
}

/**
 * Whether a top-level numbered list after a question's options, key or explanation holds the
 * next questions: always after options or a key; in an explanation only when it looks like
 * questions (options nested in it, or a 'Kunci:'/'Jenis:' line right after it).
 */
function startsQuestions(d: Draft, items: ListItem[], next: string | undefined): boolean {
  if (d.section.kind !== 'pembahasan') return true;
  if (items.some((item) => item.lists.some((l) => blockTag(l) === 'ol'))) return true;
  const after = next === undefined ? '' : textOf(next);
  return at(KEY).test(after) || at(KIND).test(after);
}

/** The part's HTML without its images, and its one image (more, or an unknown one: a problem). */
export function takeImage(
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
  if (q.type_soal === 'Essay' && d.optionList) {
    // an essay's automatic list is part of its text, not options
    d.stem.push(d.optionList);
    d.options = { A: [], B: [], C: [], D: [], E: [] };
  }
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
  if (d.settings.bobot !== undefined) q.bobot = readNumber(d.settings.bobot);
  if (d.formType) {
    const read = formOfMarks({
      type: d.formType,
      kunci: q.kunci,
      items: d.items.map((item) => withoutImages(item)),
      settings: d.settings,
    });
    q.form = read.form;
    q.problems.push(...read.problems);
  }
  const explanation = d.explanation.join('');
  if (imageSources(explanation).length > 0) q.problems.push(IMPORT_MSG.imageInPembahasan);
  q.pembahasan = withoutImages(explanation);
  return q;
}
