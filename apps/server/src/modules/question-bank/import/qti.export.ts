import fs from 'node:fs/promises';
import path from 'node:path';
import { readNumberAnswer } from '@tryout/shared/number-answer';
import { type FormKey, STATEMENT_LABELS, type StatementLabels } from '@tryout/shared/question-forms';
import temml from 'temml';
import { TEMML_OPTIONS } from '../../../lib/tex';
import type { QuestionRecord } from '../question-bank.repository';
import { escapeHtml, textOf, tokenize } from './html';
import { json } from './interchange';
import { LETTERS, type Letter } from './types';

/**
 * The bank's questions as a QTI 3.0 content package (docs/decisions/0030), read back by qti.package:
 * `imsmanifest.xml`, one item per question under items/, its media under media/, and an
 * assessment test with a section per group whose item refs carry the question's weight
 * (`qti-weight`). PG → choice (match_correct); PG Jawaban Ganda → choice with several answers
 * (its weights as a map_response mapping, else match_correct); Benar/Salah → a choice of the two
 * labels; Isian Singkat → text entry, string, map_response (credits, case); Isian Angka → text
 * entry, float, `qti-equal` with the tolerance; Menjodohkan → match interaction (per pair:
 * map_response); Essay → extended text, its key a scorer's rubric block. The pembahasan is a
 * modal feedback, a formula MathML with its LaTeX as the TeX annotation, a question's shared passage a stimulus (stimulus/, referred to by its items). A form QTI has no plain interaction for (PG Kompleks) is named in a comment of
 * the test, never dropped silently.
 */

const NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const RP = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates';
const VOID = new Set(['img', 'br', 'hr', 'col']);

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xmlAttr = (s: string) => escapeHtml(s);

/** Stored (sanitised) HTML as well-formed XHTML: void elements closed, entities as characters. */
export function xhtml(html: string | null): string {
  const out: string[] = [];
  const open: string[] = [];
  let formula: string | null = null;
  for (const t of tokenize(html ?? '')) {
    // a formula's stored form (nothing inside) as MathML with its LaTeX as the TeX annotation
    if (formula !== null) {
      if (t.type === 'close' && t.tag === formula) formula = null;
      continue;
    }
    if (t.type === 'open' && (t.tag === 'span' || t.tag === 'div') && t.attrs['data-tex'] !== undefined) {
      const math = formulaMathml(t.attrs['data-tex'], t.tag === 'div');
      if (math !== null) {
        out.push(math);
        if (!t.selfClosing) formula = t.tag;
        continue;
      }
    }
    if (t.type === 'text') out.push(xmlText(t.text));
    else if (t.type === 'open') {
      const attrs = Object.entries(t.attrs)
        .filter(([k]) => /^[a-z][a-z0-9-]*$/.test(k))
        .map(([k, v]) => ` ${k}="${xmlAttr(v)}"`)
        .join('');
      const ns = t.tag === 'math' ? ` xmlns="${MATHML}"` : '';
      if (t.selfClosing) out.push(`<${t.tag}${ns}${attrs}/>`);
      else {
        out.push(`<${t.tag}${ns}${attrs}>`);
        open.push(t.tag);
      }
    } else if (!VOID.has(t.tag) && open.includes(t.tag)) {
      while (open.length > 0) {
        const tag = open.pop() as string;
        out.push(`</${tag}>`);
        if (tag === t.tag) break;
      }
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** temml's MathML of a formula, annotated with its LaTeX, in the MathML namespace; null when it does not parse. */
function formulaMathml(source: string, display: boolean): string | null {
  try {
    const math = temml.renderToString(source, { ...TEMML_OPTIONS, displayMode: display, annotate: true });
    return math.replace(/^<math\b/, `<math xmlns="${MATHML}"`);
  } catch {
    return null;
  }
}

/** One media file of a question as stored (image or audio). */
interface Media {
  bytes: Buffer;
  ext: string;
}
const STORED = /^[a-f0-9]{32}\.(png|jpg|mp3|ogg|wav)$/;
async function media(
  mediaDir: string,
  folder: 'soalPg' | 'jawabanPg',
  name: string | null,
): Promise<Media | null> {
  if (!name || !STORED.test(name)) return null;
  const bytes = await fs.readFile(path.join(mediaDir, folder, name)).catch(() => null);
  return bytes ? { bytes, ext: name.split('.')[1] } : null;
}

export interface QtiGroup {
  nama_group: string;
  questions: QuestionRecord[];
}

const optionOf = (q: QuestionRecord, l: Letter) => q[`pil_${l.toLowerCase() as 'a'}`];
const pictureOf = (q: QuestionRecord, l: Letter) => q[`gambar_pil_${l.toLowerCase() as 'a'}`];
const filled = (q: QuestionRecord): Letter[] =>
  LETTERS.filter((l) => textOf(optionOf(q, l)) !== '' || pictureOf(q, l) !== null);

const declaration = (cardinality: string, baseType: string, correct: string[], mapping = '') =>
  `<qti-response-declaration identifier="RESPONSE" cardinality="${cardinality}" base-type="${baseType}">` +
  (correct.length > 0
    ? `<qti-correct-response>${correct.map((v) => `<qti-value>${xmlText(v)}</qti-value>`).join('')}</qti-correct-response>`
    : '') +
  `${mapping}</qti-response-declaration>`;
const template = (name: 'match_correct' | 'map_response') =>
  `<qti-response-processing template="${RP}/${name}.xml"/>`;
const mappingXml = (entries: { key: string; value: number; caseSensitive?: boolean }[]) =>
  `<qti-mapping default-value="0">${entries
    .map(
      (e) =>
        `<qti-map-entry map-key="${xmlAttr(e.key)}" mapped-value="${e.value}"${
          e.caseSensitive === undefined ? '' : ` case-sensitive="${e.caseSensitive}"`
        }/>`,
    )
    .join('')}</qti-mapping>`;

/** The tolerance comparison of Isian Angka: any key within the tolerance scores 1. */
function numberProcessing(k: FormKey<'Isian Angka'>): string {
  const mode = k.toleransi > 0 ? (k.jenis_toleransi === 'relatif' ? 'relative' : 'absolute') : 'exact';
  const tol = mode === 'exact' ? '' : ` tolerance="${k.toleransi} ${k.toleransi}"`;
  const equal = (v: number) =>
    `<qti-equal tolerance-mode="${mode}"${tol}><qti-variable identifier="RESPONSE"/><qti-base-value base-type="float">${v}</qti-base-value></qti-equal>`;
  const values = k.jawaban.flatMap((s) => {
    const v = readNumberAnswer(s);
    return v === null ? [] : [v];
  });
  const test = values.length === 1 ? equal(values[0]) : `<qti-or>${values.map(equal).join('')}</qti-or>`;
  const set = (v: number) =>
    `<qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">${v}</qti-base-value></qti-set-outcome-value>`;
  return `<qti-response-processing><qti-response-condition><qti-response-if>${test}${set(1)}</qti-response-if><qti-response-else>${set(0)}</qti-response-else></qti-response-condition></qti-response-processing>`;
}

const TEXT_ENTRY = '<p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>';
const BLANK = '……';

interface Written {
  xml: string;
  files: { name: string; bytes: Buffer }[];
}

/** One question as a QTI 3.0 item (its stimulus ref before the body); null for a form QTI has no interaction for. */
async function item(
  q: QuestionRecord,
  n: number,
  mediaDir: string,
  stimulusRef = '',
): Promise<Written | null> {
  const files: Written['files'] = [];
  const mediaHtml = async (folder: 'soalPg' | 'jawabanPg', name: string | null, base: string) => {
    const m = await media(mediaDir, folder, name);
    if (!m) return '';
    const file = `${base}.${m.ext}`;
    files.push({ name: `media/${file}`, bytes: m.bytes });
    return /^(png|jpg)$/.test(m.ext)
      ? `<p><img src="../media/${file}" alt=""/></p>`
      : `<audio src="../media/${file}" controls="controls"/>`;
  };
  let stem = `${xhtml(q.soal_pg)}${await mediaHtml('soalPg', q.soal_gambar, `soal-${n}`)}`;
  const choiceOf = async (l: Letter, id: string = l) =>
    `<qti-simple-choice identifier="${id}">${xhtml(optionOf(q, l))}${await mediaHtml('jawabanPg', pictureOf(q, l), `soal-${n}-${l}`)}</qti-simple-choice>`;
  const choices = async (ls: Letter[]) => (await Promise.all(ls.map((l) => choiceOf(l)))).join('');
  const k = json(q.kunci);
  let decl: string;
  let body: string;
  let rp = '';
  switch (q.type_soal) {
    case 'PG':
      decl = declaration('single', 'identifier', q.kunci_pg ? [q.kunci_pg] : []);
      body = `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">${await choices(filled(q))}</qti-choice-interaction>`;
      rp = template('match_correct');
      break;
    case 'PG Jawaban Ganda': {
      const key = k as FormKey<'PG Jawaban Ganda'>;
      const weighted = q.aturan_skor === 'berbobot' && key.bobot;
      decl = declaration(
        'multiple',
        'identifier',
        key.benar,
        weighted
          ? mappingXml(
              Object.entries(key.bobot ?? {}).map(([l, w]) => ({
                key: l,
                value: Number((w / 100).toPrecision(12)),
              })),
            )
          : '',
      );
      body = `<qti-choice-interaction response-identifier="RESPONSE" max-choices="0">${await choices(filled(q))}</qti-choice-interaction>`;
      rp = template(weighted ? 'map_response' : 'match_correct');
      break;
    }
    case 'Benar/Salah': {
      const label = (json(q.isi).label as StatementLabels | undefined) ?? 'Benar/Salah';
      const [yes, no] = STATEMENT_LABELS[label] ?? STATEMENT_LABELS['Benar/Salah'];
      decl = declaration('single', 'identifier', [k.jawaban ? 'BENAR' : 'SALAH']);
      body = `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-simple-choice identifier="BENAR">${xmlText(yes)}</qti-simple-choice><qti-simple-choice identifier="SALAH">${xmlText(no)}</qti-simple-choice></qti-choice-interaction>`;
      rp = template('match_correct');
      break;
    }
    case 'Isian Singkat': {
      const key = k as FormKey<'Isian Singkat'>;
      const caseSensitive = key.abaikan_huruf_besar === false;
      decl = declaration(
        'single',
        'string',
        key.jawaban
          .filter((a) => a.nilai === 100)
          .slice(0, 1)
          .map((a) => a.teks),
        mappingXml(key.jawaban.map((a) => ({ key: a.teks, value: a.nilai / 100, caseSensitive }))),
      );
      body = TEXT_ENTRY;
      rp = template('map_response');
      break;
    }
    case 'Isian Angka': {
      const key = k as FormKey<'Isian Angka'>;
      decl = declaration('single', 'float', []);
      body = TEXT_ENTRY;
      rp = numberProcessing(key);
      break;
    }
    case 'Menjodohkan': {
      const pairs = (k as FormKey<'Menjodohkan'>).pasangan;
      const premis = (json(q.isi).premis as string[] | undefined) ?? [];
      const values = premis.map((_p, i) => `P${i + 1} ${pairs[i]}`);
      const perPair = q.aturan_skor === 'per_pasangan';
      decl = declaration(
        'multiple',
        'directedPair',
        values,
        perPair
          ? mappingXml(values.map((v) => ({ key: v, value: Number((1 / values.length).toPrecision(12)) })))
          : '',
      );
      const responses = await Promise.all(
        filled(q).map(
          async (l) =>
            `<qti-simple-associable-choice identifier="${l}" match-max="0">${xhtml(optionOf(q, l))}${await mediaHtml('jawabanPg', pictureOf(q, l), `soal-${n}-${l}`)}</qti-simple-associable-choice>`,
        ),
      );
      body =
        `<qti-match-interaction response-identifier="RESPONSE" max-associations="${premis.length}">` +
        `<qti-simple-match-set>${premis
          .map(
            (p, i) =>
              `<qti-simple-associable-choice identifier="P${i + 1}" match-max="1">${xhtml(p)}</qti-simple-associable-choice>`,
          )
          .join('')}</qti-simple-match-set>` +
        `<qti-simple-match-set>${responses.join('')}</qti-simple-match-set></qti-match-interaction>`;
      rp = template(perPair ? 'map_response' : 'match_correct');
      break;
    }
    case 'Essay':
      decl = declaration('single', 'string', []);
      body = `${
        q.kunci_essay
          ? `<qti-rubric-block use="scoring" view="scorer"><qti-content-body>${xhtml(q.kunci_essay)}</qti-content-body></qti-rubric-block>`
          : ''
      }<qti-extended-text-interaction response-identifier="RESPONSE"/>`;
      break;
    default:
      return null;
  }
  // a text entry stands in the blank of the question ('……', as the import writes it), else after it
  if (body === TEXT_ENTRY && stem.includes(BLANK)) {
    stem = stem.replace(BLANK, '<qti-text-entry-interaction response-identifier="RESPONSE"/>');
    body = '';
  }
  const feedback = q.pembahasan
    ? `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="PEMBAHASAN" show-hide="show"><qti-content-body>${xhtml(q.pembahasan)}</qti-content-body></qti-modal-feedback>`
    : '';
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<qti-assessment-item xmlns="${NS}" identifier="soal-${n}" title="Soal ${n}" adaptive="false" time-dependent="false">` +
    decl +
    '<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>' +
    (feedback
      ? '<qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>'
      : '') +
    `${stimulusRef}<qti-item-body>${stem}${body}</qti-item-body>${rp}${feedback}</qti-assessment-item>\n`;
  return { xml, files };
}

/** Entries only: no folder entries (a package lists files). */
const FILE = { createFolders: false } as const;

/** Groups as a QTI 3.0 content package (.zip). */
export async function buildQtiPackage(
  groups: QtiGroup[],
  mediaDir: string,
  title: string,
  stimuli: Map<number, { judul: string | null; isi: string }> = new Map(),
): Promise<Buffer> {
  const { default: Zip } = await import('jszip');
  const zip = new Zip();
  const resources: string[] = [];
  const sections: string[] = [];
  let n = 0;
  for (const [gi, g] of groups.entries()) {
    const refs: string[] = [];
    for (const q of g.questions) {
      const stimulus = q.stimulus_id !== null ? stimuli.get(q.stimulus_id) : undefined;
      const sid = `wacana-${q.stimulus_id}`;
      if (stimulus && !zip.file(`stimulus/${sid}.xml`)) {
        zip.file(
          `stimulus/${sid}.xml`,
          `<?xml version="1.0" encoding="UTF-8"?>\n<qti-assessment-stimulus xmlns="${NS}" identifier="${sid}" title="${xmlAttr(stimulus.judul ?? '')}"><qti-stimulus-body>${xhtml(stimulus.isi)}</qti-stimulus-body></qti-assessment-stimulus>\n`,
          FILE,
        );
        resources.push(
          `<resource identifier="${sid}" type="imsqti_stimulus_xmlv3p0" href="stimulus/${sid}.xml"><file href="stimulus/${sid}.xml"/></resource>`,
        );
      }
      const ref = stimulus
        ? `<qti-assessment-stimulus-ref identifier="${sid}" href="../stimulus/${sid}.xml" title="${xmlAttr(stimulus.judul ?? '')}"/>`
        : '';
      const written = await item(q, n + 1, mediaDir, ref);
      if (!written) {
        refs.push(
          `<!-- ${xmlText(q.type_soal)} tidak didukung QTI: ${xmlText(textOf(q.soal_pg).slice(0, 80)).replace(/--/g, '- -')} -->`,
        );
        continue;
      }
      n++;
      const file = `items/soal-${n}.xml`;
      zip.file(file, written.xml, FILE);
      for (const f of written.files) zip.file(f.name, f.bytes, FILE);
      resources.push(
        `<resource identifier="soal-${n}" type="imsqti_item_xmlv3p0" href="${file}"><file href="${file}"/>${written.files
          .map((f) => `<file href="${f.name}"/>`)
          .join('')}${stimulus ? `<dependency identifierref="${sid}"/>` : ''}</resource>`,
      );
      const weight = Number(q.bobot) || 1;
      refs.push(
        `<qti-assessment-item-ref identifier="soal-${n}" href="../${file}">${
          weight === 1 ? '' : `<qti-weight identifier="BOBOT" value="${weight}"/>`
        }</qti-assessment-item-ref>`,
      );
    }
    sections.push(
      `<qti-assessment-section identifier="group-${gi + 1}" title="${xmlAttr(g.nama_group)}" visible="true">${refs.join('')}</qti-assessment-section>`,
    );
  }
  zip.file(
    'tests/tes.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<qti-assessment-test xmlns="${NS}" identifier="tes" title="${xmlAttr(title)}">` +
      `<qti-test-part identifier="bagian" navigation-mode="nonlinear" submission-mode="simultaneous">${sections.join('')}</qti-test-part></qti-assessment-test>\n`,
    FILE,
  );
  zip.file(
    'imsmanifest.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="paket-soal">` +
      '<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata><organizations/><resources>' +
      `<resource identifier="tes" type="imsqti_test_xmlv3p0" href="tests/tes.xml"><file href="tests/tes.xml"/></resource>${resources.join('')}` +
      '</resources></manifest>\n',
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
