import { fillText, IMPORT_MSG } from '@tryout/shared/import-messages';
import { badRequest } from '../../../lib/errors';
import { takeImage } from './docx.parse';
import { escapeHtml, imageSources, withoutImages } from './html';
import {
  LETTERS,
  type Letter,
  newQuestion,
  type ParsedForm,
  type ParsedQuestion,
  type RawImage,
} from './types';
import { parseXml } from './xml';

/**
 * Moodle XML (docs.moodle.org "Moodle XML format"): `<quiz>` holding `<question type="…">`.
 * multichoice (single: PG when one answer is worth 100 %, else a problem; several: PG Jawaban
 * Ganda with the fractions as weights), truefalse (Benar/Salah), shortanswer (Isian Singkat with
 * credits, `usecase`), numerical (Isian Angka with its tolerance), matching (Menjodohkan; a
 * subquestion without text is a distractor response), essay (`graderinfo` → the essay key).
 * `generalfeedback` is the pembahasan; pictures are the base64 `<file>`s the text names by
 * `@@PLUGINFILE@@/name` (one per part, as the Word import). `category` does not change the
 * group; any other type is a problem naming it. A DOCTYPE (entities, external entities) is refused
 * before parsing: nothing is expanded or fetched.
 */

const children = (el: Element, name: string): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).tagName === name);
const child = (el: Element, name: string): Element | undefined => children(el, name)[0];
/** The `<text>` of a child element (or of the element itself when name is omitted). */
const textIn = (el: Element | undefined, name?: string): string => {
  const holder = el && name ? child(el, name) : el;
  return holder ? (child(holder, 'text')?.textContent ?? '') : '';
};
const plain = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A rich text of the file as HTML: html and Moodle auto-format as written (sanitised later); plain and markdown escaped. */
function richText(el: Element | undefined, name?: string): string {
  const holder = el && name ? child(el, name) : el;
  const text = textIn(holder).trim();
  if (text === '') return '';
  const format = holder?.getAttribute('format') ?? 'html';
  if (format === 'html') return /^\s*</.test(text) ? text : `<p>${text}</p>`;
  const body = format === 'moodle_auto_format' ? text : escapeHtml(text);
  return `<p>${body.replace(/\r?\n/g, '<br>')}</p>`;
}

/** The pictures of one part: its `<file>`s by the `@@PLUGINFILE@@` sources its HTML uses. */
function picturesOf(holder: Element | undefined, html: string): Map<string, RawImage> {
  const files = new Map<string, RawImage>();
  if (!holder) return files;
  for (const f of children(holder, 'file')) {
    const name = `${f.getAttribute('path') ?? '/'}${f.getAttribute('name') ?? ''}`.replace(/^\/+/, '');
    files.set(name, { bytes: Buffer.from((f.textContent ?? '').replace(/\s+/g, ''), 'base64') });
  }
  const out = new Map<string, RawImage>();
  for (const src of imageSources(html)) {
    if (!src.startsWith('@@PLUGINFILE@@/')) continue;
    let name = src.slice('@@PLUGINFILE@@/'.length);
    try {
      name = decodeURIComponent(name);
    } catch {
      // a broken escape: the name as written
    }
    const file = files.get(name.replace(/^\/+/, ''));
    if (file) out.set(src, file);
  }
  return out;
}

/** A part's HTML and its one picture, into the question. */
function part(q: ParsedQuestion, el: Element | undefined, name: string | undefined, where: string) {
  const holder = el && name ? child(el, name) : el;
  const html = richText(holder);
  return takeImage(html, picturesOf(holder, html), where, q.problems);
}

const fraction = (a: Element) => {
  const n = Number(a.getAttribute('fraction') ?? '0');
  return Number.isFinite(n) ? n : 0;
};

/** Options A–E from answer-like elements (their text and picture); more than five is a problem. */
function setOptions(q: ParsedQuestion, els: (Element | undefined)[]) {
  if (els.length > LETTERS.length) q.problems.push(IMPORT_MSG.tooManyOptions);
  els.slice(0, LETTERS.length).forEach((el, i) => {
    const l = LETTERS[i];
    const p = part(q, el, undefined, `pilihan ${l}`);
    q.pil[l] = p.html;
    q.gambar_pil[l] = p.image;
  });
}

function multichoice(q: ParsedQuestion, el: Element): ParsedForm | undefined {
  const answers = children(el, 'answer');
  setOptions(q, answers);
  const single = /^(true|1)$/i.test(child(el, 'single')?.textContent?.trim() ?? 'true');
  const weights = answers.map(fraction);
  if (single) {
    const full = weights.filter((w) => w >= 100).length;
    if (full !== 1 || weights.some((w) => w > 0 && w < 100)) q.problems.push(IMPORT_MSG.partialChoice);
    q.kunci = LETTERS[weights.findIndex((w) => w >= 100)] ?? '';
    return undefined;
  }
  const bobot: Partial<Record<Letter, number>> = {};
  const benar: Letter[] = [];
  weights.slice(0, LETTERS.length).forEach((w, i) => {
    if (w !== 0) bobot[LETTERS[i]] = w;
    if (w > 0) benar.push(LETTERS[i]);
  });
  return { type: 'PG Jawaban Ganda', isi: {}, kunci: { benar, bobot }, aturan_skor: 'berbobot' };
}

function numerical(q: ParsedQuestion, el: Element): ParsedForm {
  const keys: string[] = [];
  let tolerance = 0;
  for (const a of children(el, 'answer')) {
    const w = fraction(a);
    if (w <= 0) continue;
    const value = plain(textIn(a));
    const tol = Number(child(a, 'tolerance')?.textContent?.trim() || '0');
    if (value === '' || !Number.isFinite(Number(value)) || !Number.isFinite(tol)) {
      q.problems.push(fillText(IMPORT_MSG.giftNumberInvalid, { teks: value }));
      continue;
    }
    if (w < 100) {
      if (!q.problems.includes(IMPORT_MSG.partialNumber)) q.problems.push(IMPORT_MSG.partialNumber);
      continue;
    }
    keys.push(value);
    tolerance = Math.max(tolerance, Math.abs(tol));
  }
  return {
    type: 'Isian Angka',
    isi: {},
    kunci: { jawaban: keys, toleransi: tolerance, jenis_toleransi: 'mutlak' },
    aturan_skor: null,
  };
}

function matching(q: ParsedQuestion, el: Element): ParsedForm {
  const responses: string[] = [];
  const responseEls: Element[] = [];
  const premis: string[] = [];
  const pasangan: Letter[] = [];
  for (const sub of children(el, 'subquestion')) {
    const answer = child(sub, 'answer');
    const response = plain(textIn(answer));
    let index = responses.findIndex((r) => r.toLowerCase() === response.toLowerCase());
    if (index < 0 && answer) {
      index = responses.push(response) - 1;
      responseEls.push(answer);
    }
    const premise = part(q, sub, undefined, `premis ${premis.length + 1}`);
    if (premise.image) q.problems.push(fillText(IMPORT_MSG.tooManyImages, { bagian: 'premis' }));
    if (plain(premise.html.replace(/<[^>]*>/g, '')) === '') continue; // a distractor response
    premis.push(premise.html);
    if (index >= 0 && index < LETTERS.length) pasangan.push(LETTERS[index]);
  }
  // responses are plain text in Moodle
  if (responses.length > LETTERS.length) q.problems.push(IMPORT_MSG.tooManyOptions);
  responses.slice(0, LETTERS.length).forEach((r, i) => {
    q.pil[LETTERS[i]] = r === '' ? '' : `<p>${escapeHtml(r)}</p>`;
  });
  return { type: 'Menjodohkan', isi: { premis }, kunci: { pasangan }, aturan_skor: 'semua' };
}

/** One `<question>` into a question; null for a category. */
function readQuestion(el: Element, nomor: number): ParsedQuestion | null {
  const type = el.getAttribute('type') ?? '';
  if (type === 'category') return null;
  const q = newQuestion(nomor);
  const stem = part(q, el, 'questiontext', 'soal');
  q.soal_pg = stem.html;
  q.soal_gambar = stem.image;
  const grade = child(el, 'defaultgrade')?.textContent?.trim();
  if (grade) q.bobot = Number(grade);
  const explanation = richText(el, 'generalfeedback');
  if (imageSources(explanation).length > 0) q.problems.push(IMPORT_MSG.imageInPembahasan);
  q.pembahasan = withoutImages(explanation);
  switch (type) {
    case 'multichoice':
      q.form = multichoice(q, el);
      break;
    case 'truefalse': {
      const right = children(el, 'answer').find((a) => fraction(a) >= 100);
      q.form = {
        type: 'Benar/Salah',
        isi: { label: 'Benar/Salah' },
        kunci: right ? { jawaban: plain(textIn(right)).toLowerCase() === 'true' } : {},
        aturan_skor: null,
      };
      break;
    }
    case 'shortanswer':
      q.form = {
        type: 'Isian Singkat',
        isi: {},
        kunci: {
          jawaban: children(el, 'answer')
            .filter((a) => fraction(a) > 0)
            .map((a) => ({ teks: plain(textIn(a)), nilai: fraction(a) })),
          abaikan_huruf_besar: !/^(1|true)$/i.test(child(el, 'usecase')?.textContent?.trim() ?? '0'),
        },
        aturan_skor: null,
      };
      break;
    case 'numerical':
      q.form = numerical(q, el);
      break;
    case 'matching':
      q.form = matching(q, el);
      break;
    case 'essay': {
      q.type_soal = 'Essay';
      const key = richText(el, 'graderinfo');
      if (imageSources(key).length > 0) q.problems.push(IMPORT_MSG.imageInPembahasan);
      q.kunci_essay = withoutImages(key);
      break;
    }
    default:
      q.type_soal = 'Essay'; // no options or key to check: the type's own problem is the one shown
      q.unsupported = type || '?';
      q.problems.push(fillText(IMPORT_MSG.moodleTypeUnsupported, { jenis: q.unsupported }));
  }
  return q;
}

/**
 * Reads a Moodle XML export. Refuses (400) a DOCTYPE or entity declaration before parsing, XML
 * that does not parse, and XML whose root is not `<quiz>`.
 */
export function parseMoodleXml(text: string): ParsedQuestion[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw badRequest(IMPORT_MSG.xmlDoctype);
  const doc = parseXml(text.replace(/^\uFEFF/, ''));
  if (!doc?.documentElement) throw badRequest(IMPORT_MSG.corrupt);
  if (doc.documentElement.tagName !== 'quiz') throw badRequest(IMPORT_MSG.xmlNotMoodle);
  const out: ParsedQuestion[] = [];
  for (const el of children(doc.documentElement, 'question')) {
    const q = readQuestion(el, out.length + 1);
    if (q) out.push(q);
  }
  return out;
}

/** Whether a text is XML (a declaration, a comment or an element first): read as Moodle XML. */
export const looksLikeXml = (text: string) => /^\s*<(\?xml|!--|[A-Za-z!])/.test(text.replace(/^\uFEFF/, ''));
