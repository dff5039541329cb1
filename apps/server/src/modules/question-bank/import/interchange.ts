import { readNumberAnswer } from '@tryout/shared/number-answer';
import type { FormKey } from '@tryout/shared/question-forms';
import { formulasAsText } from '../../../lib/math';
import type { ExportGroup, ExportQuestion } from './export';
import { escapeHtml, textOf } from './html';
import { LETTERS, type Letter } from './types';

/**
 * The bank's questions in Moodle's two formats (docs/decisions/0030), each read back by gift.parse and
 * moodle.parse. GIFT carries no pictures and no essay key; Moodle XML carries both (pictures as
 * base64 `<file>`s named by `@@PLUGINFILE@@`); neither carries audio, and what a file leaves out is
 * named at its top (domain/export-left-out.ts). A form neither format has (PG Kompleks) is written
 * as a GIFT comment / an XML comment naming it, never dropped silently.
 */

/** A stored JSON column (isi, kunci) as an object; {} when empty or unreadable. */
export const json = (s: string | null): Record<string, unknown> => {
  try {
    const v = JSON.parse(s ?? '{}');
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
};

/** The filled options of a question, A–E in order. */
const filled = (x: ExportQuestion): Letter[] =>
  LETTERS.filter(
    (l) => textOf(formulasAsText(x.q[`pil_${l.toLowerCase() as 'a'}`])) !== '' || x.pil[l] !== null,
  );
const option = (x: ExportQuestion, l: Letter) => x.q[`pil_${l.toLowerCase() as 'a'}`];

/** Each option's weight in percent: the stored ones, else each right option 100 ÷ (right ones). */
function weights(x: ExportQuestion, k: FormKey<'PG Jawaban Ganda'>): Partial<Record<Letter, number>> {
  if (k.bobot) return k.bobot;
  const out: Partial<Record<Letter, number>> = {};
  for (const l of k.benar) out[l] = Number((100 / k.benar.length).toFixed(4));
  for (const l of filled(x)) if (!k.benar.includes(l)) out[l] = -Number((100 / k.benar.length).toFixed(4));
  return out;
}

/** A number key with its absolute tolerance (a relative one made absolute per key). */
function numbers(k: FormKey<'Isian Angka'>): { value: number; tolerance: number }[] {
  return k.jawaban.flatMap((s) => {
    const value = readNumberAnswer(s);
    if (value === null) return [];
    const tolerance = k.jenis_toleransi === 'relatif' ? (Math.abs(value) * k.toleransi) / 100 : k.toleransi;
    return [{ value, tolerance: Number(tolerance.toPrecision(12)) }];
  });
}

/** The responses of a matching not paired with any premise (distractors). */
const distractors = (x: ExportQuestion, pairs: Letter[]) => filled(x).filter((l) => !pairs.includes(l));

// ---------- GIFT ----------

// a formula as its LaTeX between \( \) (Moodle's TeX filter draws it; the import reads it back)
const giftText = (s: string) =>
  formulasAsText(s)
    .replace(/[\\~=#{}:]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, ' ');
const giftHtml = (html: string) => `[html]${giftText(html)}`;

function giftBody(x: ExportQuestion): string | null {
  const q = x.q;
  const k = json(q.kunci);
  switch (q.type_soal) {
    case 'PG':
      return filled(x)
        .map((l) => `${l === q.kunci_pg ? '=' : '~'}${giftText(option(x, l))}`)
        .join('\n');
    case 'Essay':
      return '';
    case 'Benar/Salah':
      return k.jawaban ? 'TRUE' : 'FALSE';
    case 'PG Jawaban Ganda': {
      const w = weights(x, k as FormKey<'PG Jawaban Ganda'>);
      return filled(x)
        .map((l) => `~%${w[l] ?? 0}%${giftText(option(x, l))}`)
        .join('\n');
    }
    case 'Isian Singkat':
      return (k as FormKey<'Isian Singkat'>).jawaban
        .map((a) => `=${a.nilai === 100 ? '' : `%${a.nilai}%`}${giftText(a.teks)}`)
        .join('\n');
    case 'Isian Angka':
      return `#${numbers(k as FormKey<'Isian Angka'>)
        .map((n) => `=${n.value}:${n.tolerance}`)
        .join(' ')}`;
    case 'Menjodohkan': {
      const pairs = (k as FormKey<'Menjodohkan'>).pasangan;
      const premis = (json(q.isi).premis as string[] | undefined) ?? [];
      return [
        ...premis.map((p, i) => `=${giftText(p)} -> ${giftText(textOf(option(x, pairs[i])))}`),
        ...distractors(x, pairs).map((l) => `= -> ${giftText(textOf(option(x, l)))}`),
      ].join('\n');
    }
    default:
      return null;
  }
}

/** Groups as GIFT: the notes as `//` lines, a `$CATEGORY:` per group, one block per question. */
export function buildGift(groups: ExportGroup[], notes: string[] = []): Buffer {
  const blocks: string[] = notes.map((n) => `// ${n.replace(/\r?\n/g, ' ')}`);
  for (const g of groups) {
    blocks.push(`$CATEGORY: ${g.nama_group.replace(/\r?\n/g, ' ')}`);
    for (const x of g.questions) {
      const body = giftBody(x);
      if (body === null) {
        blocks.push(`// ${x.q.type_soal} tidak didukung GIFT: ${textOf(x.q.soal_pg).slice(0, 80)}`);
        continue;
      }
      // no blank line inside a question: it would end the block
      const lines = [body, x.q.pembahasan ? `####${giftHtml(x.q.pembahasan)}` : ''].filter((l) => l !== '');
      blocks.push(`${giftHtml(x.q.soal_pg)} {${lines.length > 0 ? `\n${lines.join('\n')}\n` : ''}}`);
    }
  }
  return Buffer.from(`${blocks.join('\n\n')}\n`, 'utf8');
}

// ---------- Moodle XML ----------

const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** A rich text with its picture: the HTML names the file `@@PLUGINFILE@@/name`, the file follows. */
function richXml(tag: string, html: string, picture: ExportQuestion['soal'], name: string): string {
  const file = picture ? `${name}.${picture.type === 'jpg' ? 'jpg' : 'png'}` : '';
  const text = formulasAsText(html);
  const body = picture ? `${text}<p><img src="@@PLUGINFILE@@/${file}" alt=""></p>` : text;
  const files = picture
    ? `<file name="${file}" path="/" encoding="base64">${picture.bytes.toString('base64')}</file>`
    : '';
  return `<${tag} format="html"><text>${cdata(body)}</text>${files}</${tag}>`;
}
const plainXml = (tag: string, text: string, extra = '') =>
  `<${tag}${extra}><text>${escapeHtml(text)}</text></${tag}>`;

const answerXml = (x: ExportQuestion, l: Letter, fraction: number, n: number) =>
  richXml('answer', option(x, l), x.pil[l], `soal-${n}-${l}`).replace(
    '<answer ',
    `<answer fraction="${fraction}" `,
  );

function moodleQuestion(x: ExportQuestion, n: number): string {
  const q = x.q;
  const k = json(q.kunci);
  const head = (type: string) =>
    `<question type="${type}">${plainXml('name', `Soal ${n}`)}${richXml('questiontext', q.soal_pg, x.soal, `soal-${n}`)}` +
    (q.pembahasan ? richXml('generalfeedback', q.pembahasan, null, '') : '') +
    `<defaultgrade>${Number(q.bobot) || 1}</defaultgrade>`;
  switch (q.type_soal) {
    case 'PG':
      return `${head('multichoice')}<single>true</single>${filled(x)
        .map((l) => answerXml(x, l, l === q.kunci_pg ? 100 : 0, n))
        .join('')}</question>`;
    case 'PG Jawaban Ganda': {
      const w = weights(x, k as FormKey<'PG Jawaban Ganda'>);
      return `${head('multichoice')}<single>false</single>${filled(x)
        .map((l) => answerXml(x, l, w[l] ?? 0, n))
        .join('')}</question>`;
    }
    case 'Benar/Salah':
      return `${head('truefalse')}${plainXml('answer', 'true', ` fraction="${k.jawaban ? 100 : 0}"`)}${plainXml(
        'answer',
        'false',
        ` fraction="${k.jawaban ? 0 : 100}"`,
      )}</question>`;
    case 'Isian Singkat': {
      const s = k as FormKey<'Isian Singkat'>;
      return `${head('shortanswer')}<usecase>${s.abaikan_huruf_besar === false ? 1 : 0}</usecase>${s.jawaban
        .map((a) => plainXml('answer', a.teks, ` fraction="${a.nilai}"`))
        .join('')}</question>`;
    }
    case 'Isian Angka':
      return `${head('numerical')}${numbers(k as FormKey<'Isian Angka'>)
        .map(
          (v) =>
            `<answer fraction="100"><text>${v.value}</text><tolerance>${v.tolerance}</tolerance></answer>`,
        )
        .join('')}</question>`;
    case 'Menjodohkan': {
      const pairs = (k as FormKey<'Menjodohkan'>).pasangan;
      const premis = (json(q.isi).premis as string[] | undefined) ?? [];
      const sub = (html: string, l: Letter) =>
        `<subquestion format="html"><text>${cdata(formulasAsText(html))}</text>${plainXml('answer', textOf(option(x, l)))}</subquestion>`;
      return `${head('matching')}${premis.map((p, i) => sub(p, pairs[i])).join('')}${distractors(x, pairs)
        .map((l) => sub('', l))
        .join('')}</question>`;
    }
    case 'Essay':
      return `${head('essay')}${q.kunci_essay ? richXml('graderinfo', q.kunci_essay, null, '') : ''}</question>`;
    default:
      return `<!-- ${q.type_soal} tidak didukung Moodle XML: soal ${n} -->`;
  }
}

/** Groups as Moodle XML: the notes as comments, a category question per group, then its questions. */
export function buildMoodleXml(groups: ExportGroup[], notes: string[] = []): Buffer {
  // what the file leaves out, as XML comments ('--' may not stand inside one)
  const parts: string[] = notes.map((n) => `<!-- ${n.replace(/-{2,}/g, (m) => m.split('').join(' '))} -->`);
  let n = 0;
  for (const g of groups) {
    parts.push(
      `<question type="category"><category><text>${escapeHtml(`$course$/${g.nama_group}`)}</text></category></question>`,
    );
    for (const x of g.questions) parts.push(moodleQuestion(x, ++n));
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${parts.join('\n')}\n</quiz>\n`,
    'utf8',
  );
}
