import path from 'node:path';
import { fillText, IMPORT_MSG } from '@tryout/shared/import-messages';
import { MATH_MSG } from '@tryout/shared/math';
import { STATEMENT_LABELS, type StatementLabels } from '@tryout/shared/question-forms';
import { badRequest } from '../../../lib/errors';
import { texProblem } from '../../../lib/tex';
import { takeImage } from './docx.parse';
import { escapeHtml, imageSources, textOf, withoutImages } from './html';
import { formulaHtml, mathmlToTex } from './qti.math';
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
 * IMS QTI items (QTI 3.0 `qti-assessment-item`, and QTI 2.1/2.2 `assessmentItem`): element and
 * attribute names are read in one spelling (`qti-choice-interaction`/`choiceInteraction` →
 * choiceInteraction, `response-identifier` → responseIdentifier), so one reader serves both.
 *
 * - choiceInteraction: single cardinality → PG (two choices labelled Benar/Salah, Ya/Tidak … →
 *   Benar/Salah); multiple → PG Jawaban Ganda (match_correct: all or nothing; map_response: the
 *   mapped values as option weights in percent of the right ones' sum).
 * - textEntryInteraction: a string response → Isian Singkat (map_response: each entry's credit and
 *   case sensitivity; match_correct: exact, case counts); integer/float → Isian Angka (a tolerance
 *   read from an `equal` comparison with toleranceMode absolute/relative).
 * - matchInteraction (first set: premises, second: responses) and associateInteraction (the first
 *   choice of each pair its premise) → Menjodohkan (map_response: per pair).
 * - extendedTextInteraction → Essay (a scorer's rubric block or the correct response: the key).
 * - modal feedback and feedback blocks → the pembahasan.
 * Response processing: the templates match_correct and map_response(_point); none at all counts
 * as match_correct; anything else (custom) is a problem of that item, as is any other interaction.
 * MathML is kept as the bank's formula (its TeX annotation, else its presentation read as LaTeX); pictures (png/jpeg) and, for the question itself,
 * audio come from the package by their path relative to the item (`img`, `object`, `audio`).
 */

// ---------- names ----------

/** 'qti-choice-interaction' / 'choiceInteraction' / 'm:math' → 'choiceInteraction' / 'math'. */
export const canonical = (name: string) =>
  name
    .replace(/^[^:]*:/, '')
    .replace(/^qti-/, '')
    .replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

export const nameOf = (el: Element) => canonical(el.localName ?? el.tagName);
export const elements = (el: Node): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
const kids = (el: Element, name: string) => elements(el).filter((e) => nameOf(e) === name);
const kid = (el: Element | undefined, name: string) => (el ? kids(el, name)[0] : undefined);
export function descendants(el: Element, name: string): Element[] {
  const out: Element[] = [];
  const walk = (n: Element) => {
    for (const c of elements(n)) {
      if (nameOf(c) === name) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}
/** An attribute in either spelling ('responseIdentifier' or 'response-identifier'). */
const attr = (el: Element | undefined, name: string): string => {
  if (!el) return '';
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return (el.getAttribute(name) || el.getAttribute(kebab) || '').trim();
};
const valueTexts = (el: Element | undefined) =>
  el ? kids(el, 'value').map((v) => (v.textContent ?? '').trim()) : [];

/** The root of a text when it is a QTI item (by name only: no parsing), else null. */
export const isQtiItemXml = (text: string) =>
  /^<([A-Za-z_][\w.-]*:)?(qti-assessment-item|assessmentItem)[\s>/]/.test(
    /<[A-Za-z_][\s\S]*/.exec(text.replace(/<!--[\s\S]*?-->/g, ''))?.[0] ?? '',
  );

/** Parses XML of a QTI file: a DOCTYPE or entity is refused before parsing (nothing expanded or fetched). */
export function parseQtiXml(text: string): Document {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw badRequest(IMPORT_MSG.qtiDoctype);
  const doc = parseXml(text.replace(/^\uFEFF/, ''));
  if (!doc?.documentElement) throw badRequest(IMPORT_MSG.corrupt);
  return doc;
}

// ---------- media ----------

/** Where an item's media come from: the package's files (by normalised path), or none (a lone item). */
export interface MediaSource {
  /** whether the package holds this path */
  has(p: string): boolean;
  /** a new picture of a path; its bytes are filled in after reading */
  get(p: string): RawImage;
}

/** A package path from an href relative to a file: null when it leaves the package. */
export function resolveHref(from: string, href: string): string | null {
  let h = href.split(/[?#]/)[0];
  try {
    h = decodeURIComponent(h);
  } catch {
    // the href as written
  }
  if (h.startsWith('/') || h.includes('\\')) return null;
  const p = path.posix.normalize(path.posix.join(path.posix.dirname(from), h));
  return p.startsWith('../') || p === '..' || p.startsWith('/') ? null : p;
}

const MATHML = 'http://www.w3.org/1998/Math/MathML';
/** Elements of an item body that are not content: read on their own or left out. */
const NOT_CONTENT = new Set(['rubricBlock', 'modalFeedback', 'feedbackBlock', 'templateBlock', 'prompt']);
const VOID = new Set(['img', 'br', 'hr', 'col']);
const KEPT_ATTRS = new Set([
  'data-tex',
  'href',
  'alt',
  'colspan',
  'rowspan',
  'width',
  'height',
  'display',
  'mathvariant',
]);

/** Turns item content into HTML: interactions out (inline text entry as a blank), media as markers. */
class HtmlWriter {
  /** marker → media of this item */
  readonly media = new Map<string, RawImage>();
  constructor(
    private readonly file: string,
    private readonly source: MediaSource | null,
    private readonly problems: string[],
  ) {}

  private mediaMarker(href: string, audio: boolean): string {
    const note = (m: string) => {
      if (!this.problems.includes(m)) this.problems.push(m);
      return '';
    };
    let image: RawImage | undefined;
    const data = /^data:[^;,]*;base64,(.*)$/is.exec(href.trim());
    if (data) image = { bytes: Buffer.from(data[1].replace(/\s+/g, ''), 'base64') };
    else if (/^[a-z][a-z0-9+.-]*:/i.test(href.trim()))
      return note(fillText(IMPORT_MSG.qtiMediaExternal, { nama: href.slice(0, 120) }));
    else {
      const p = resolveHref(this.file, href);
      if (!p || !this.source?.has(p))
        return note(fillText(IMPORT_MSG.qtiMediaMissing, { nama: href.slice(0, 120) }));
      image = this.source.get(p);
    }
    if (audio) image.audio = true;
    const marker = `qti-media-${this.media.size + 1}`;
    this.media.set(marker, image);
    return `<img src="${marker}">`;
  }

  /** The HTML of an element's children. */
  children(el: Element, mathml = false): string {
    return Array.from(el.childNodes)
      .map((n) => this.node(n, mathml))
      .join('');
  }

  node(n: Node, mathml = false): string {
    if (n.nodeType === 3 || n.nodeType === 4) return escapeHtml(n.nodeValue ?? '');
    if (n.nodeType !== 1) return '';
    const el = n as Element;
    const local = el.localName ?? el.tagName.replace(/^[^:]*:/, '');
    const name = nameOf(el);
    if (mathml || el.namespaceURI === MATHML || local === 'math') return this.math(el);
    if (name === 'textEntryInteraction') return ' …… ';
    if (name.endsWith('Interaction') || NOT_CONTENT.has(name)) return '';
    if (name === 'img') return this.mediaMarker(el.getAttribute('src') ?? '', false);
    if (name === 'audio' || name === 'object') {
      const src =
        el.getAttribute('src') || el.getAttribute('data') || kid(el, 'source')?.getAttribute('src') || '';
      const type = el.getAttribute('type') ?? kid(el, 'source')?.getAttribute('type') ?? '';
      const audio = name === 'audio' || /^audio\//i.test(type) || /\.(mp3|ogg|oga|wav)$/i.test(src);
      return this.mediaMarker(src, audio);
    }
    // qti-* elements without an HTML meaning (qti-content-body, qti-printed-variable …): their content
    if (local.startsWith('qti-')) return this.children(el);
    return this.element(el, local, false);
  }

  /** MathML as the bank's formula (its LaTeX); one that cannot be read stays as its text, a problem. */
  private math(el: Element): string {
    const source = mathmlToTex(el);
    if (source !== null && source !== '' && texProblem(source) === null)
      return formulaHtml(source, el.getAttribute('display') === 'block');
    if (!this.problems.includes(MATH_MSG.unreadable)) this.problems.push(MATH_MSG.unreadable);
    return escapeHtml(el.textContent ?? '');
  }

  private element(el: Element, local: string, mathml: boolean): string {
    const attrs = Array.from(el.attributes)
      .filter((a) => (mathml ? !/^xmlns|:/.test(a.name) : KEPT_ATTRS.has(a.name)))
      .map((a) => ` ${a.name}="${escapeHtml(a.value)}"`)
      .join('');
    if (!mathml && VOID.has(local)) return `<${local}${attrs}>`;
    return `<${local}${attrs}>${this.children(el, mathml)}</${local}>`;
  }
}

// ---------- response declarations and processing ----------

interface Mapping {
  entries: { key: string; value: number; caseSensitive: boolean }[];
}
interface Declaration {
  cardinality: string;
  baseType: string;
  correct: string[];
  mapping: Mapping | null;
}

function declarations(item: Element): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  for (const d of kids(item, 'responseDeclaration')) {
    const mapping = kid(d, 'mapping');
    out.set(attr(d, 'identifier'), {
      cardinality: attr(d, 'cardinality'),
      baseType: attr(d, 'baseType'),
      correct: valueTexts(kid(d, 'correctResponse')),
      mapping: mapping
        ? {
            entries: kids(mapping, 'mapEntry').map((e) => ({
              key: attr(e, 'mapKey'),
              value: Number(attr(e, 'mappedValue')) || 0,
              caseSensitive: /^true$/i.test(attr(e, 'caseSensitive')),
            })),
          }
        : null,
    });
  }
  return out;
}

type Processing =
  | { kind: 'match_correct' }
  | { kind: 'map_response' }
  | { kind: 'equal'; keys: string[]; tolerance: number; mode: 'mutlak' | 'relatif' }
  | { kind: 'custom' };

/** The comparisons of a numeric response processing we can read: `equal` (with a tolerance) joined by `or`. */
const EQUAL_RP = new Set([
  'responseCondition',
  'responseIf',
  'responseElse',
  'or',
  'equal',
  'variable',
  'baseValue',
  'correct',
  'setOutcomeValue',
]);

function processing(item: Element, decl: Declaration | undefined): Processing {
  const rp = kid(item, 'responseProcessing');
  if (!rp) return { kind: 'match_correct' };
  const template = attr(rp, 'template') || attr(rp, 'templateLocation');
  const body = elements(rp);
  if (body.length === 0 && /match_correct(\.xml)?$/i.test(template)) return { kind: 'match_correct' };
  if (body.length === 0 && /map_response(_point)?(\.xml)?$/i.test(template)) return { kind: 'map_response' };
  if (body.length === 0 && template === '') return { kind: 'match_correct' };
  // an equal with a tolerance (what this bank writes for Isian Angka)
  const all = descendants(rp, 'equal');
  const every: Element[] = [];
  const walk = (e: Element) => {
    for (const c of elements(e)) {
      every.push(c);
      walk(c);
    }
  };
  walk(rp);
  if (all.length > 0 && every.every((e) => EQUAL_RP.has(nameOf(e)))) {
    const modes = new Set(all.map((e) => attr(e, 'toleranceMode') || 'exact'));
    const tolerances = new Set(all.map((e) => attr(e, 'tolerance').split(/\s+/)[0] || '0'));
    if (modes.size === 1 && tolerances.size === 1) {
      const mode = [...modes][0];
      const tolerance = Number([...tolerances][0]);
      const keys = all.flatMap((e) =>
        kid(e, 'correct')
          ? (decl?.correct ?? [])
          : kids(e, 'baseValue').map((b) => (b.textContent ?? '').trim()),
      );
      if (['exact', 'absolute', 'relative'].includes(mode) && Number.isFinite(tolerance) && tolerance >= 0)
        return {
          kind: 'equal',
          keys,
          tolerance: mode === 'exact' ? 0 : tolerance,
          mode: mode === 'relative' ? 'relatif' : 'mutlak',
        };
    }
  }
  return { kind: 'custom' };
}

const round4 = (n: number) => Number(n.toFixed(4));

// ---------- interactions ----------

interface ItemContext {
  q: ParsedQuestion;
  html: HtmlWriter;
  decl: Declaration | undefined;
  rp: Processing;
  custom: () => void;
}

/** Options A–E from choices (text and picture); their identifiers → letters. */
function options(c: ItemContext, choices: Element[]): Map<string, Letter> {
  const byId = new Map<string, Letter>();
  if (choices.length > LETTERS.length) c.q.problems.push(IMPORT_MSG.tooManyOptions);
  choices.slice(0, LETTERS.length).forEach((ch, i) => {
    const l = LETTERS[i];
    byId.set(attr(ch, 'identifier'), l);
    const part = takeImage(c.html.children(ch), c.html.media, `pilihan ${l}`, c.q.problems);
    c.q.pil[l] = part.html;
    c.q.gambar_pil[l] = part.image;
  });
  return byId;
}

/** The label pair two choices spell (Benar/Salah, Ya/Tidak, True/False …), first label first. */
function labelPair(a: string, b: string): { label: StatementLabels; firstIsTrue: boolean } | null {
  const t = (s: string) => s.trim().toLowerCase();
  const pairs: [StatementLabels, string, string][] = [
    ...Object.entries(STATEMENT_LABELS).map(
      ([k, [x, y]]) => [k as StatementLabels, x, y] as [StatementLabels, string, string],
    ),
    ['Benar/Salah', 'True', 'False'],
  ];
  for (const [label, x, y] of pairs) {
    if (t(a) === t(x) && t(b) === t(y)) return { label, firstIsTrue: true };
    if (t(a) === t(y) && t(b) === t(x)) return { label, firstIsTrue: false };
  }
  return null;
}

function choice(c: ItemContext, el: Element): ParsedForm | undefined {
  const choices = kids(el, 'simpleChoice');
  const { q, decl, rp } = c;
  const multiple =
    decl?.cardinality === 'multiple' || (attr(el, 'maxChoices') !== '' && attr(el, 'maxChoices') !== '1');
  if (rp.kind !== 'match_correct' && rp.kind !== 'map_response') c.custom();
  const entries = decl?.mapping?.entries ?? [];
  const useMap = rp.kind === 'map_response' && entries.length > 0;
  if (!multiple && choices.length === 2) {
    const texts = choices.map((ch) => textOf(c.html.children(ch)));
    const pair = labelPair(texts[0], texts[1]);
    const hasMedia = choices.some((ch) => /<(img|object|audio)\b/.test(ch.toString()));
    const right = useMap ? entries.filter((e) => e.value > 0).map((e) => e.key) : (decl?.correct ?? []);
    if (pair && !hasMedia && right.length === 1) {
      const rightIndex = choices.findIndex((ch) => attr(ch, 'identifier') === right[0]);
      if (rightIndex >= 0)
        return {
          type: 'Benar/Salah',
          isi: { label: pair.label },
          kunci: { jawaban: (rightIndex === 0) === pair.firstIsTrue },
          aturan_skor: null,
        };
    }
  }
  const letters = options(c, choices);
  const letter = (id: string) => letters.get(id);
  if (!multiple) {
    let right = decl?.correct ?? [];
    if (useMap) {
      const best = Math.max(...entries.map((e) => e.value));
      if (entries.some((e) => e.value > 0 && e.value < best)) q.problems.push(IMPORT_MSG.partialChoice);
      right = entries.filter((e) => e.value === best && best > 0).map((e) => e.key);
    }
    if (right.length > 1) q.problems.push(IMPORT_MSG.partialChoice);
    q.kunci = (right[0] !== undefined && letter(right[0])) || '';
    return undefined;
  }
  if (useMap) {
    const total = entries.filter((e) => e.value > 0).reduce((s, e) => s + e.value, 0);
    const bobot: Partial<Record<Letter, number>> = {};
    const benar: Letter[] = [];
    for (const e of entries) {
      const l = letter(e.key);
      if (!l || e.value === 0 || total <= 0) continue;
      bobot[l] = round4((e.value / total) * 100);
      if (e.value > 0) benar.push(l);
    }
    benar.sort();
    return { type: 'PG Jawaban Ganda', isi: {}, kunci: { benar, bobot }, aturan_skor: 'berbobot' };
  }
  const benar = (decl?.correct ?? []).flatMap((id) => letter(id) ?? []);
  return { type: 'PG Jawaban Ganda', isi: {}, kunci: { benar }, aturan_skor: 'semua' };
}

function textEntry(c: ItemContext): ParsedForm {
  const { decl, rp, q } = c;
  const numeric = decl?.baseType === 'float' || decl?.baseType === 'integer';
  const entries = decl?.mapping?.entries ?? [];
  if (numeric) {
    let keys = decl?.correct ?? [];
    let tolerance = 0;
    let mode: 'mutlak' | 'relatif' = 'mutlak';
    if (rp.kind === 'equal') {
      keys = rp.keys;
      tolerance = rp.tolerance;
      mode = rp.mode;
    } else if (rp.kind === 'map_response' && entries.length > 0) {
      const best = Math.max(...entries.map((e) => e.value));
      if (entries.some((e) => e.value > 0 && e.value < best)) q.problems.push(IMPORT_MSG.partialNumber);
      keys = entries.filter((e) => e.value === best && best > 0).map((e) => e.key);
    } else if (rp.kind === 'custom') c.custom();
    for (const k of keys)
      if (!Number.isFinite(Number(k)) || k === '')
        q.problems.push(fillText(IMPORT_MSG.giftNumberInvalid, { teks: k }));
    return {
      type: 'Isian Angka',
      isi: {},
      kunci: {
        jawaban: keys.filter((k) => k !== '' && Number.isFinite(Number(k))),
        toleransi: tolerance,
        jenis_toleransi: mode,
      },
      aturan_skor: null,
    };
  }
  if (rp.kind !== 'match_correct' && rp.kind !== 'map_response') c.custom();
  if (rp.kind === 'map_response' && entries.length > 0) {
    const best = Math.max(...entries.map((e) => e.value));
    return {
      type: 'Isian Singkat',
      isi: {},
      kunci: {
        jawaban: entries
          .filter((e) => e.value > 0)
          .map((e) => ({ teks: e.key, nilai: Number(((e.value / best) * 100).toFixed(2)) })),
        abaikan_huruf_besar: !entries.some((e) => e.caseSensitive),
      },
      aturan_skor: null,
    };
  }
  return {
    type: 'Isian Singkat',
    isi: {},
    // match_correct compares exactly: case counts
    kunci: {
      jawaban: (decl?.correct ?? []).map((teks) => ({ teks, nilai: 100 })),
      abaikan_huruf_besar: false,
    },
    aturan_skor: null,
  };
}

/** matchInteraction (two sets) or associateInteraction (one set, the first of each pair its premise). */
function matching(c: ItemContext, el: Element, associate: boolean): ParsedForm {
  const { decl, rp, q } = c;
  if (rp.kind !== 'match_correct' && rp.kind !== 'map_response') c.custom();
  const useMap = rp.kind === 'map_response' && (decl?.mapping?.entries.length ?? 0) > 0;
  const pairs = (
    useMap
      ? (decl?.mapping?.entries ?? []).filter((e) => e.value > 0).map((e) => e.key)
      : (decl?.correct ?? [])
  )
    .map((v) => v.split(/\s+/))
    .filter((p) => p.length === 2);
  let sources: Element[];
  let targets: Element[];
  const sets = kids(el, 'simpleMatchSet');
  if (!associate) {
    sources = sets[0] ? kids(sets[0], 'simpleAssociableChoice') : [];
    targets = sets[1] ? kids(sets[1], 'simpleAssociableChoice') : [];
  } else {
    const all = kids(el, 'simpleAssociableChoice');
    const firsts = new Set(pairs.map((p) => p[0]));
    sources = all.filter((ch) => firsts.has(attr(ch, 'identifier')));
    targets = all.filter((ch) => !firsts.has(attr(ch, 'identifier')));
  }
  const letters = options(c, targets);
  const premis: string[] = [];
  const pasangan: Letter[] = [];
  for (const s of sources) {
    const id = attr(s, 'identifier');
    const part = takeImage(c.html.children(s), c.html.media, `premis ${premis.length + 1}`, q.problems);
    if (part.image) q.problems.push(fillText(IMPORT_MSG.tooManyImages, { bagian: 'premis' }));
    premis.push(part.html);
    const pair = pairs.find((p) => p[0] === id) ?? (associate ? pairs.find((p) => p[1] === id) : undefined);
    const other = pair ? (pair[0] === id ? pair[1] : pair[0]) : undefined;
    const l = other !== undefined ? letters.get(other) : undefined;
    if (l) pasangan.push(l);
  }
  return {
    type: 'Menjodohkan',
    isi: { premis },
    kunci: { pasangan },
    aturan_skor: useMap ? 'per_pasangan' : 'semua',
  };
}

const SUPPORTED = new Set([
  'choiceInteraction',
  'textEntryInteraction',
  'matchInteraction',
  'associateInteraction',
  'extendedTextInteraction',
]);

/** One item, for a package (file: its path in the package) or alone. */
export interface ItemInput {
  xml: string;
  file: string;
  nomor: number;
  source: MediaSource | null;
  bobot?: number;
}

/** Reads one QTI item into a question (a file that is no item: 400). */
export function readQtiItem(input: ItemInput): ParsedQuestion {
  const root = parseQtiXml(input.xml).documentElement;
  if (!root || nameOf(root) !== 'assessmentItem') throw badRequest(IMPORT_MSG.qtiNotItem);
  return itemQuestion(root, input);
}

function itemQuestion(item: Element, input: ItemInput): ParsedQuestion {
  const q = newQuestion(input.nomor);
  if (input.bobot !== undefined) q.bobot = input.bobot;
  const html = new HtmlWriter(input.file, input.source, q.problems);
  const body = kid(item, 'itemBody');
  const interactions = body ? allInteractions(body) : [];
  const supported = interactions.filter((i) => SUPPORTED.has(nameOf(i)));
  const interaction = supported[0] ?? interactions[0];
  const decls = declarations(item);
  const decl = interaction ? decls.get(attr(interaction, 'responseIdentifier')) : undefined;
  const rp = processing(item, decl);
  const c: ItemContext = {
    q,
    html,
    decl,
    rp,
    custom: () => {
      if (!q.problems.includes(IMPORT_MSG.qtiCustomProcessing))
        q.problems.push(IMPORT_MSG.qtiCustomProcessing);
    },
  };
  // the question: body (interactions out), the interaction's prompt
  const prompt = interaction ? kid(interaction, 'prompt') : undefined;
  const stemHtml = (body ? html.children(body) : '') + (prompt ? `<p>${html.children(prompt)}</p>` : '');
  const stem = takeImage(stemHtml, html.media, 'soal', q.problems);
  q.soal_pg = stem.html;
  q.soal_gambar = stem.image;
  // pembahasan: modal feedback and feedback blocks
  const feedback = [...kids(item, 'modalFeedback'), ...(body ? descendants(body, 'feedbackBlock') : [])]
    .map((f) => html.children(f))
    .join('');
  if (imageSources(feedback).length > 0) q.problems.push(IMPORT_MSG.imageInPembahasan);
  q.pembahasan = withoutImages(feedback).trim();
  if (interactions.length > 1) q.problems.push(IMPORT_MSG.qtiManyInteractions);
  if (!interaction) {
    q.type_soal = 'Essay';
    q.problems.push(IMPORT_MSG.qtiNoInteraction);
    return q;
  }
  switch (nameOf(interaction)) {
    case 'choiceInteraction':
      q.form = choice(c, interaction);
      break;
    case 'textEntryInteraction':
      q.form = textEntry(c);
      break;
    case 'matchInteraction':
      q.form = matching(c, interaction, false);
      break;
    case 'associateInteraction':
      q.form = matching(c, interaction, true);
      break;
    case 'extendedTextInteraction': {
      q.type_soal = 'Essay';
      const rubric = (body ? descendants(body, 'rubricBlock') : [])
        .filter((r) => /scorer/i.test(attr(r, 'view')))
        .map((r) => html.children(r))
        .join('');
      const key = rubric || (decl?.correct.length ? `<p>${escapeHtml(decl.correct.join(' '))}</p>` : '');
      if (imageSources(key).length > 0) q.problems.push(IMPORT_MSG.imageInPembahasan);
      q.kunci_essay = withoutImages(key).trim();
      break;
    }
    default:
      q.type_soal = 'Essay';
      q.unsupported = nameOf(interaction);
      q.problems.push(fillText(IMPORT_MSG.qtiInteractionUnsupported, { jenis: q.unsupported }));
  }
  return q;
}

/** Every interaction of an item body, in document order. */
function allInteractions(body: Element): Element[] {
  const out: Element[] = [];
  const walk = (e: Element) => {
    for (const c of elements(e)) {
      if (nameOf(c).endsWith('Interaction')) out.push(c);
      else walk(c);
    }
  };
  walk(body);
  return out;
}

/** A stimulus file (qti-assessment-stimulus / assessmentStimulus): its body as HTML and its media. */
export function readStimulus(xml: string, file: string, source: MediaSource | null, problems: string[]) {
  const root = parseQtiXml(xml).documentElement;
  const writer = new HtmlWriter(file, source, problems);
  const body = root ? kid(root, 'stimulusBody') : undefined;
  const html = body ? writer.children(body).trim() : '';
  return { judul: root ? attr(root, 'title') : '', html, media: writer.media };
}

/** The stimulus references of an item (href relative to the item), for the package reader. */
export function stimulusRefs(xml: string): string[] {
  const root = parseQtiXml(xml).documentElement;
  return root ? kids(root, 'assessmentStimulusRef').map((r) => attr(r, 'href')) : [];
}

/** A lone item file (.xml): one question; media only as data: URLs. */
export const parseQtiItemFile = (text: string): ParsedQuestion[] => [
  readQtiItem({ xml: text, file: 'item.xml', nomor: 1, source: null }),
];
