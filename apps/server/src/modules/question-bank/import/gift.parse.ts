import { fillText, IMPORT_MSG } from '@tryout/shared/import-messages';
import { escapeHtml } from './html';
import { LETTERS, type Letter, newQuestion, type ParsedForm, type ParsedQuestion } from './types';

/**
 * GIFT, Moodle's text format (docs.moodle.org "GIFT format"): one question per block of lines
 * (blank lines between), `//` comment lines, `$CATEGORY:` lines, an optional `::title::`, a format
 * marker `[html]`/`[moodle]`/`[markdown]`/`[plain]`, the text and one answer block `{…}` (text
 * after it: the missing-word form, shown as '_____'). Escapes `\~ \= \# \{ \} \: \\` and `\n`.
 *
 * The answer block gives the type: `{}` Essay; `{T}`/`{TRUE}`/`{F}`/`{FALSE}` Benar/Salah; `{#…}`
 * Isian Angka (`7:0.5` value and tolerance, `1..5` a range); `=a -> b` pairs Menjodohkan (a lone
 * `= -> x` is a distractor response); `=`/`~` choices PG when exactly one is right, else PG Jawaban
 * Ganda with the weights (`~%50%`); only `=` answers Isian Singkat (`=%50%` a credit). `####` after
 * the answers is the general feedback: the pembahasan. Feedback of one answer (`#…`) and the title
 * have no place in the bank and are left out; categories do not change the group.
 */

const ESCAPED: Record<string, string> = {
  '~': '\uE001',
  '=': '\uE002',
  '#': '\uE003',
  '{': '\uE004',
  '}': '\uE005',
  ':': '\uE006',
  '\\': '\uE007',
};
const UNESCAPED = Object.fromEntries(Object.entries(ESCAPED).map(([k, v]) => [v, k]));

/** The escapes as private characters, so the structure can be read with plain searches. */
const protect = (s: string) =>
  s.replace(/\\([~=#{}:\\])/g, (_m, c: string) => ESCAPED[c]).replace(/\\n/g, '\n');
const restore = (s: string) => s.replace(/[\uE001-\uE007]/g, (c) => UNESCAPED[c]);

type TextFormat = 'html' | 'moodle' | 'markdown' | 'plain';
const FORMAT = /^\s*\[(html|moodle|markdown|plain)\]/i;

/** A text of the file as HTML: [html] and [moodle] as written (sanitised later), the others escaped. */
function toHtml(raw: string, format: TextFormat): string {
  const text = restore(raw).trim();
  if (text === '') return '';
  if (format === 'html') return text;
  const body = format === 'moodle' ? text : escapeHtml(text);
  return `<p>${body.replace(/\r?\n/g, '<br>')}</p>`;
}

/** A text of the file as a plain answer (Isian Singkat). */
const plain = (raw: string) => restore(raw).replace(/\s+/g, ' ').trim();

const WEIGHT = /^\s*%(-?\d+(?:\.\d+)?)%/;

interface Answer {
  op: '=' | '~';
  weight: number | null;
  text: string;
}

/** `=x#fb ~%50%y` → its answers (feedback left out); null when text stands outside any answer. */
function answersOf(body: string): Answer[] | null {
  const first = body.search(/[=~]/);
  if (first < 0 || body.slice(0, first).trim() !== '') return null;
  const out: Answer[] = [];
  for (const m of body.slice(first).matchAll(/([=~])([^=~]*)/g)) {
    let rest = m[2];
    const w = WEIGHT.exec(rest);
    if (w) rest = rest.slice(w[0].length);
    const hash = rest.indexOf('#');
    out.push({
      op: m[1] as '=' | '~',
      weight: w ? Number(w[1]) : null,
      text: hash >= 0 ? rest.slice(0, hash) : rest,
    });
  }
  return out;
}

const num = (s: string) => {
  const t = s.trim();
  return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(t) ? Number(t) : null;
};
/** A number as a key of Isian Angka (readNumberAnswer reads it). */
const keyText = (n: number) => String(Number(n.toPrecision(12)));

function numeric(q: ParsedQuestion, body: string): ParsedForm {
  const specs: { weight: number; spec: string }[] = [];
  if (/^\s*=/.test(body)) {
    for (const a of answersOf(body) ?? []) specs.push({ weight: a.weight ?? 100, spec: a.text });
  } else {
    const hash = body.indexOf('#');
    specs.push({ weight: 100, spec: hash >= 0 ? body.slice(0, hash) : body });
  }
  const keys: string[] = [];
  let tolerance = 0;
  let partial = false;
  for (const { weight, spec } of specs) {
    const range = /^(.*)\.\.(.*)$/.exec(spec);
    const [value, tol] = range
      ? (() => {
          const lo = num(range[1]);
          const hi = num(range[2]);
          return lo === null || hi === null ? [null, null] : [(lo + hi) / 2, Math.abs(hi - lo) / 2];
        })()
      : spec.includes(':')
        ? [num(spec.slice(0, spec.indexOf(':'))), num(spec.slice(spec.indexOf(':') + 1))]
        : [num(spec), 0];
    if (value === null || tol === null) {
      q.problems.push(fillText(IMPORT_MSG.giftNumberInvalid, { teks: restore(spec).trim() }));
      continue;
    }
    if (weight < 100) {
      partial = true;
      continue;
    }
    keys.push(keyText(value));
    tolerance = Math.max(tolerance, Math.abs(tol));
  }
  if (partial) q.problems.push(IMPORT_MSG.partialNumber);
  return {
    type: 'Isian Angka',
    isi: {},
    kunci: { jawaban: keys, toleransi: Number(tolerance.toPrecision(12)), jenis_toleransi: 'mutlak' },
    aturan_skor: null,
  };
}

/** Options A–E from texts; more than five is the file's problem. */
function setOptions(q: ParsedQuestion, texts: string[], format: TextFormat) {
  if (texts.length > LETTERS.length) q.problems.push(IMPORT_MSG.tooManyOptions);
  texts.slice(0, LETTERS.length).forEach((t, i) => {
    q.pil[LETTERS[i]] = toHtml(t, format);
  });
}

function matching(q: ParsedQuestion, answers: Answer[], format: TextFormat): ParsedForm {
  const responses: string[] = [];
  const premis: string[] = [];
  const pasangan: Letter[] = [];
  for (const a of answers) {
    const at = a.text.indexOf('->');
    const left = at >= 0 ? a.text.slice(0, at) : a.text;
    const right = at >= 0 ? a.text.slice(at + 2) : '';
    // the same response text (spaces and case aside) is one response
    let index = responses.findIndex((r) => plain(r).toLowerCase() === plain(right).toLowerCase());
    if (index < 0) index = responses.push(right) - 1;
    if (plain(left) === '') continue; // a distractor response
    premis.push(toHtml(left, format));
    if (index < LETTERS.length) pasangan.push(LETTERS[index]);
  }
  setOptions(q, responses, format);
  return { type: 'Menjodohkan', isi: { premis }, kunci: { pasangan }, aturan_skor: 'semua' };
}

function choice(q: ParsedQuestion, answers: Answer[], format: TextFormat): ParsedForm | null {
  setOptions(
    q,
    answers.map((a) => a.text),
    format,
  );
  const rights = answers.filter((a) => a.op === '=').length;
  const weights = answers.map((a) => (a.op === '=' ? 100 / rights : (a.weight ?? 0)));
  const full = weights.filter((w) => w >= 100).length;
  if (full === 1 && weights.every((w) => w >= 100 || w === 0)) {
    q.kunci = LETTERS[weights.findIndex((w) => w >= 100)] ?? '';
    return null;
  }
  const bobot: Partial<Record<Letter, number>> = {};
  const benar: Letter[] = [];
  weights.slice(0, LETTERS.length).forEach((w, i) => {
    if (w !== 0) bobot[LETTERS[i]] = Number(w.toFixed(4));
    if (w > 0) benar.push(LETTERS[i]);
  });
  return { type: 'PG Jawaban Ganda', isi: {}, kunci: { benar, bobot }, aturan_skor: 'berbobot' };
}

function shortAnswer(answers: Answer[]): ParsedForm {
  return {
    type: 'Isian Singkat',
    isi: {},
    kunci: {
      jawaban: answers.map((a) => ({ teks: plain(a.text), nilai: a.weight ?? 100 })),
      abaikan_huruf_besar: true,
    },
    aturan_skor: null,
  };
}

/** The answer block of one question, read into the question. */
function readAnswers(q: ParsedQuestion, raw: string, format: TextFormat) {
  let body = raw;
  const general = body.indexOf('####');
  if (general >= 0) {
    // the writer marks the feedback's format too (`####[html]…`): the question's format holds
    q.pembahasan = toHtml(body.slice(general + 4).replace(FORMAT, ''), format);
    body = body.slice(0, general);
  }
  const t = body.trim();
  if (t === '') {
    q.type_soal = 'Essay';
    return;
  }
  const truth = /^(T|TRUE|F|FALSE)\s*(#|$)/i.exec(t);
  if (truth) {
    q.form = {
      type: 'Benar/Salah',
      isi: { label: 'Benar/Salah' },
      kunci: { jawaban: truth[1].toUpperCase().startsWith('T') },
      aturan_skor: null,
    };
    return;
  }
  if (t.startsWith('#')) {
    q.form = numeric(q, t.slice(1));
    return;
  }
  const answers = answersOf(t);
  if (!answers || answers.length === 0) {
    q.problems.push(fillText(IMPORT_MSG.giftAnswerUnreadable, { teks: restore(t).slice(0, 60) }));
    return;
  }
  if (answers.every((a) => a.op === '=') && answers.some((a) => a.text.includes('->'))) {
    q.form = matching(q, answers, format);
    return;
  }
  if (answers.some((a) => a.op === '~')) {
    q.form = choice(q, answers, format) ?? undefined;
    return;
  }
  q.form = shortAnswer(answers);
}

/** One block of lines (a question) into a question; null for a block with no question (a category). */
function readBlock(block: string, nomor: number): ParsedQuestion | null {
  let text = block.replace(/^\s*\$CATEGORY:.*$/gim, '').trim();
  if (text === '') return null;
  const q = newQuestion(nomor);
  const title = /^::([\s\S]*?)::/.exec(text);
  if (title) text = text.slice(title[0].length);
  const marker = FORMAT.exec(text);
  const format = (marker?.[1].toLowerCase() ?? 'moodle') as TextFormat;
  if (marker) text = text.slice(marker[0].length);
  const open = text.indexOf('{');
  if (open < 0) {
    q.soal_pg = toHtml(text, format);
    q.problems.push(IMPORT_MSG.giftNoAnswers);
    return q;
  }
  const close = text.indexOf('}', open);
  if (close < 0) {
    q.soal_pg = toHtml(text.slice(0, open), format);
    q.problems.push(IMPORT_MSG.giftUnclosed);
    return q;
  }
  const after = text.slice(close + 1).trim();
  const before = text.slice(0, open).trim();
  q.soal_pg = toHtml(after ? `${before} _____ ${after}` : before, format);
  readAnswers(q, text.slice(open + 1, close), format);
  return q;
}

export function parseGift(text: string): ParsedQuestion[] {
  const lines = protect(text.replace(/^\uFEFF/, ''))
    .split(/\r\n|\r|\n/)
    .filter((l) => !l.trimStart().startsWith('//'));
  const blocks: string[] = [];
  let current: string[] = [];
  for (const line of [...lines, '']) {
    if (line.trim() !== '') {
      current.push(line);
      continue;
    }
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
  }
  const out: ParsedQuestion[] = [];
  for (const b of blocks) {
    const q = readBlock(b, out.length + 1);
    if (q) out.push(q);
  }
  return out;
}

/** Whether a text reads as GIFT: it holds an answer block `{…}` (escaped braces aside). */
export const looksLikeGift = (text: string) => /\{[^}]*\}/.test(protect(text));
