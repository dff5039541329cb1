import fs from 'node:fs/promises';
import path from 'node:path';
import { FORMS_WITH_OPTIONS } from '@tryout/shared/question-forms';
import type { QuestionRecord } from '../question-bank.repository';
import { marksOf, weightLine } from './form-markers';
import { ommlOf, texInText } from './formula-export';
import { type Block, blocksToLines, htmlToBlocks, type Span } from './html-model';
import { LETTERS } from './types';
import { SHEET_COLUMNS } from './xlsx.parse';

// docx and exceljs load on the first export, not at boot.

/** A picture of a question as the writers need it (audio is not carried by Word or Excel). */
interface Picture {
  bytes: Buffer;
  type: 'png' | 'jpg';
  width: number;
  height: number;
}

/** The pixel size of a PNG or JPEG (null: neither). */
export function pictureSize(b: Buffer): { width: number; height: number } | null {
  if (b.length > 24 && b.readUInt32BE(0) === 0x89504e47)
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1];
      const len = b.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
      i += 2 + len;
    }
  }
  return null;
}

const MAX_WIDTH = 320;

async function picture(
  mediaDir: string,
  folder: 'soalPg' | 'jawabanPg',
  name: string | null,
): Promise<Picture | null> {
  if (!name || !/^[a-f0-9]{32}\.(png|jpg)$/.test(name)) return null;
  const bytes = await fs.readFile(path.join(mediaDir, folder, name)).catch(() => null);
  const size = bytes && pictureSize(bytes);
  if (!bytes || !size || size.width <= 0 || size.height <= 0) return null;
  const scale = Math.min(1, MAX_WIDTH / size.width);
  return {
    bytes,
    type: name.endsWith('.png') ? 'png' : 'jpg',
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** One question ready for a writer: its HTML parts and its pictures. */
export interface ExportQuestion {
  q: QuestionRecord;
  soal: Picture | null;
  pil: Record<(typeof LETTERS)[number], Picture | null>;
}
export interface ExportGroup {
  nama_group: string;
  questions: ExportQuestion[];
}

export async function withPictures(mediaDir: string, questions: QuestionRecord[]): Promise<ExportQuestion[]> {
  const out: ExportQuestion[] = [];
  for (const q of questions) {
    const pil = {} as ExportQuestion['pil'];
    for (const l of LETTERS)
      pil[l] = await picture(mediaDir, 'jawabanPg', q[`gambar_pil_${l.toLowerCase() as 'a'}`]);
    out.push({ q, soal: await picture(mediaDir, 'soalPg', q.soal_gambar), pil });
  }
  return out;
}

const optionHtml = (q: QuestionRecord, l: (typeof LETTERS)[number]) => q[`pil_${l.toLowerCase() as 'a'}`];
const blank = (html: string | null) => !html || htmlToBlocks(html).length === 0;
/**
 * Option E is written only when it has text or a picture (the spec's option-E rule); a form's
 * options (Jawaban Ganda's choices, Menjodohkan's responses) only when filled.
 */
const optionsOf = (e: ExportQuestion) =>
  e.q.type_soal === 'PG'
    ? LETTERS.filter((l) => l !== 'E' || !blank(optionHtml(e.q, l)) || e.pil.E !== null)
    : FORMS_WITH_OPTIONS.includes(e.q.type_soal)
      ? LETTERS.filter((l) => !blank(optionHtml(e.q, l)) || e.pil[l] !== null)
      : [];

/** A statement or premise as one paragraph at least (a plain stored text has none). */
const itemHtml = (html: string) => (/^\s*<(p|h[1-6]|ul|ol|table)\b/i.test(html) ? html : `<p>${html}</p>`);

/** The marker lines after a question's key: its rule, a form's settings, its weight. */
const afterKey = (q: QuestionRecord): string[] => {
  const marks = marksOf(q);
  const weight = weightLine(q.bobot);
  return [
    ...(marks?.aturan ? [`Aturan: ${marks.aturan}`] : []),
    ...(marks?.settings ?? []),
    ...(weight ? [weight] : []),
  ];
};

// ---------- Word ----------

const ORDERED = 'daftar-angka';

/**
 * The Word template: per question '1. …', the picture, 'A. …' to 'E. …' each with its picture,
 * 'Kunci: B' (an essay: 'Jenis: Essay' and 'Kunci: ' with the essay key), 'Pembahasan:' and the
 * explanation; a UTBK/AKM form its markers (form-markers.ts: 'Jenis: PG Kompleks', its
 * statements, 'Kunci: B, S, B', 'Aturan:' …), any question not weighing 1 'Bobot: 2'. A materi
 * export puts each group under a heading.
 */
export async function buildDocx(title: string, groups: ExportGroup[], intro: string[] = []): Promise<Buffer> {
  const d = await import('docx');
  const text = (s: Span) =>
    new d.TextRun({
      text: s.text,
      bold: s.bold,
      italics: s.italic,
      underline: s.underline ? {} : undefined,
      strike: s.strike,
      subScript: s.sub,
      superScript: s.sup,
      break: s.br ? 1 : undefined,
    });
  // a formula as a Word equation (formula-export.ts), its LaTeX as text if it does not render
  const run = (s: Span) => {
    if (s.tex === undefined) return text(s);
    const omml = ommlOf(s.tex, !!s.display);
    if (!omml) return text({ text: texInText(s.tex, !!s.display) });
    return d.ImportedXmlComponent.fromXmlString(omml) as unknown as InstanceType<typeof d.TextRun>;
  };
  const paragraphs = (
    blocks: Block[],
    lead?: string,
  ): (InstanceType<typeof d.Paragraph> | InstanceType<typeof d.Table>)[] => {
    const out: (InstanceType<typeof d.Paragraph> | InstanceType<typeof d.Table>)[] = [];
    const first = blocks[0];
    if (lead !== undefined && (first?.kind !== 'p' || first.list || first.heading))
      out.push(new d.Paragraph({ children: [new d.TextRun(lead.trimEnd())] }));
    blocks.forEach((b, i) => {
      if (b.kind === 'table') {
        out.push(
          new d.Table({
            width: { size: 100, type: d.WidthType.PERCENTAGE },
            rows: b.rows.map(
              (row) =>
                new d.TableRow({
                  children: row.map(
                    (cell) =>
                      new d.TableCell({
                        children: paragraphs(cell).filter((x) => x instanceof d.Paragraph) as InstanceType<
                          typeof d.Paragraph
                        >[],
                      }),
                  ),
                }),
            ),
          }),
        );
        return;
      }
      const withLead = i === 0 && lead !== undefined && !b.list && !b.heading;
      out.push(
        new d.Paragraph({
          children: [...(withLead ? [new d.TextRun(lead as string)] : []), ...b.spans.map(run)],
          ...(b.list
            ? b.list.ordered
              ? {
                  numbering: {
                    reference: ORDERED,
                    level: Math.min(b.list.level, 2),
                    instance: b.list.instance,
                  },
                }
              : { bullet: { level: Math.min(b.list.level, 2) } }
            : {}),
        }),
      );
    });
    if (out.length > 0 && out[out.length - 1] instanceof d.Table) out.push(new d.Paragraph({ children: [] }));
    return out;
  };
  const image = (p: Picture | null) =>
    p
      ? [
          new d.Paragraph({
            children: [
              new d.ImageRun({
                type: p.type,
                data: p.bytes,
                transformation: { width: p.width, height: p.height },
              }),
            ],
          }),
        ]
      : [];
  const children: (InstanceType<typeof d.Paragraph> | InstanceType<typeof d.Table>)[] = [
    new d.Paragraph({ heading: d.HeadingLevel.TITLE, children: [new d.TextRun(title)] }),
    ...intro.map((line) => new d.Paragraph({ children: [new d.TextRun(line)] })),
  ];
  for (const g of groups) {
    if (groups.length > 1 || g.nama_group)
      children.push(
        new d.Paragraph({
          heading: d.HeadingLevel.HEADING_1,
          children: [new d.TextRun(`Group: ${g.nama_group}`)],
        }),
      );
    g.questions.forEach((e, n) => {
      const q = e.q;
      children.push(...paragraphs(htmlToBlocks(q.soal_pg), `${n + 1}. `));
      children.push(...image(e.soal));
      const line = (text: string) => new d.Paragraph({ children: [new d.TextRun(text)] });
      const marks = marksOf(q);
      if (q.type_soal === 'Essay') children.push(line('Jenis: Essay'));
      if (marks) {
        children.push(line(`Jenis: ${marks.jenis}`));
        if (marks.label) children.push(line(marks.label));
        marks.items.forEach((item, i) => {
          children.push(...paragraphs(htmlToBlocks(itemHtml(item)), `${marks.itemWord} ${i + 1}: `));
        });
      }
      for (const l of optionsOf(e)) {
        children.push(...paragraphs(htmlToBlocks(optionHtml(q, l)), `${l}. `));
        children.push(...image(e.pil[l]));
      }
      if (q.type_soal === 'PG') children.push(line(`Kunci: ${q.kunci_pg ?? ''}`));
      else if (marks) children.push(line(`Kunci: ${marks.kunci}`));
      else if (!blank(q.kunci_essay))
        children.push(...paragraphs(htmlToBlocks(q.kunci_essay ?? ''), 'Kunci: '));
      children.push(...afterKey(q).map(line));
      if (!blank(q.pembahasan)) {
        children.push(new d.Paragraph({ children: [new d.TextRun('Pembahasan:')] }));
        children.push(...paragraphs(htmlToBlocks(q.pembahasan ?? '')));
      }
      children.push(new d.Paragraph({ children: [] }));
    });
  }
  const doc = new d.Document({
    creator: 'Tryout',
    title,
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: [0, 1, 2].map((level) => ({
            level,
            format: d.LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: d.AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children }],
  });
  return Buffer.from(await d.Packer.toBuffer(doc));
}

// ---------- Excel ----------

type RichRun = {
  text: string;
  font?: {
    bold?: boolean;
    italic?: boolean;
    underline?: boolean;
    strike?: boolean;
    vertAlign?: 'subscript' | 'superscript';
  };
};

/** Rich text as an Excel cell value: lines joined by line breaks, formatting as runs. */
function cellValue(html: string | null): string | { richText: RichRun[] } | null {
  if (!html) return null;
  const lines = blocksToLines(htmlToBlocks(html));
  if (lines.length === 0) return null;
  const runs: RichRun[] = [];
  lines.forEach((line, i) => {
    if (i > 0) runs.push({ text: '\n' });
    for (const s of line) {
      const font: RichRun['font'] = {};
      if (s.bold) font.bold = true;
      if (s.italic) font.italic = true;
      if (s.underline) font.underline = true;
      if (s.strike) font.strike = true;
      if (s.sub) font.vertAlign = 'subscript';
      if (s.sup) font.vertAlign = 'superscript';
      if (s.tex !== undefined) {
        runs.push({ text: texInText(s.tex, !!s.display) });
        continue;
      }
      runs.push(
        Object.keys(font).length > 0 ? { text: s.br ? '\n' : s.text, font } : { text: s.br ? '\n' : s.text },
      );
    }
  });
  return runs.every((r) => !r.font) ? runs.map((r) => r.text).join('') : { richText: runs };
}

const COLUMN_WIDTH: Partial<Record<(typeof SHEET_COLUMNS)[number], number>> = {
  No: 5,
  Kunci: 12,
  Jenis: 14,
  Soal: 50,
  Aturan: 12,
  Bobot: 7,
  Pernyataan: 40,
};

/**
 * The Excel template: a header row (No, Soal, A–E, Kunci, Jenis, Pembahasan, and the forms'
 * Pernyataan, Aturan, Bobot, Pengaturan), one row per
 * question, pictures anchored in the Soal cell or the option's cell; a materi export has one sheet
 * per group (the sheet's name is the group's); a first sheet 'Catatan' lists what the file leaves out.
 */
export async function buildXlsx(groups: ExportGroup[], notes: string[] = []): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Tryout';
  const used = new Set<string>();
  // what the file could not carry, on a first sheet 'Catatan' (no header row: the import skips it)
  if (notes.length > 0) {
    const ws = wb.addWorksheet('Catatan');
    ws.getColumn(1).width = 100;
    for (const line of notes) ws.addRow([line]).alignment = { wrapText: true, vertical: 'top' };
    used.add('catatan');
  }
  for (const [gi, g] of groups.entries()) {
    let name =
      (g.nama_group || 'Soal')
        .replace(/[\\/?*[\]:]/g, ' ')
        .slice(0, 28)
        .trim() || 'Soal';
    if (used.has(name.toLowerCase())) name = `${name.slice(0, 25)} ${gi + 1}`;
    used.add(name.toLowerCase());
    const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = SHEET_COLUMNS.map((header) => ({
      header,
      width: COLUMN_WIDTH[header] ?? 28,
      style: { alignment: { wrapText: true, vertical: 'top' } },
    }));
    ws.getRow(1).font = { bold: true };
    g.questions.forEach((e, n) => {
      const q = e.q;
      const pg = q.type_soal === 'PG';
      const options = optionsOf(e);
      const marks = marksOf(q);
      const settings = [...(marks?.label ? [marks.label] : []), ...(marks?.settings ?? [])];
      const row = ws.addRow([
        n + 1,
        cellValue(q.soal_pg),
        ...LETTERS.map((l) => (options.includes(l) ? cellValue(optionHtml(q, l)) : null)),
        pg ? q.kunci_pg : marks ? marks.kunci : cellValue(q.kunci_essay),
        q.type_soal,
        cellValue(q.pembahasan),
        marks && marks.items.length > 0 ? cellValue(marks.items.map(itemHtml).join('')) : null,
        marks?.aturan ?? null,
        Number(q.bobot) !== 1 ? Number(q.bobot) : null,
        settings.length > 0 ? settings.join('\n') : null,
      ]);
      const pictures: [Picture | null, number][] = [
        [e.soal, 2],
        ...LETTERS.map((l, i): [Picture | null, number] => [e.pil[l], 3 + i]),
      ];
      let tallest = 0;
      for (const [p, col] of pictures) {
        if (!p) continue;
        const id = wb.addImage({
          buffer: p.bytes as unknown as ArrayBuffer,
          extension: p.type === 'png' ? 'png' : 'jpeg',
        });
        const w = Math.min(p.width, 180);
        const h = Math.round((p.height * w) / p.width);
        ws.addImage(id, {
          tl: { col: col - 1 + 0.05, row: row.number - 1 + 0.05 },
          ext: { width: w, height: h },
        });
        tallest = Math.max(tallest, h);
      }
      if (tallest > 0) row.height = Math.max(15, tallest * 0.75 + 40);
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
