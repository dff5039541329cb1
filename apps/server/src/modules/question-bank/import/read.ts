import { IMPORT_MAX_BYTES, IMPORT_MAX_QUESTIONS, type ImportFormat } from '@tryout/shared/bank-import';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import type JSZip from 'jszip';
import { AppError, badRequest } from '../../../lib/errors';
import { checkZipBudget, type InflateBudget, InflateBudgetError } from '../../../lib/inflate';
import { parseAiken } from './aiken.parse';
import { questionsFromHtml } from './docx.parse';
import { markFormulas, restoreFormulas } from './docx-math';
import { looksLikeGift, parseGift } from './gift.parse';
import { looksLikeXml, parseMoodleXml } from './moodle.parse';
import { isQtiPackage, readQtiPackage, unsafeEntryName } from './qti.package';
import { isQtiItemXml, parseQtiItemFile } from './qti.parse';
import type { ParsedQuestion, RawImage } from './types';
import { type CellImage, questionsFromSheet, type Run, type SheetCell } from './xlsx.parse';
import { parseXml } from './xml';

/**
 * What one file may hold once inflated: counted while inflating (lib/inflate), not read from the
 * sizes the zip declares.
 */
export const ZIP_LIMITS: InflateBudget = {
  entries: 5_000,
  entryBytes: 64 * 1024 * 1024,
  totalBytes: 160 * 1024 * 1024,
};

const tooLarge = () => new AppError(413, IMPORT_MSG.zipTooLarge);

const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * The relationships of one package part (a .rels file) read with an XML parser: whatever the
 * quoting, prefixes or entities, an attribute is what the readers will see. null: not XML.
 */
function relationshipsOf(xml: string): { type: string; targetMode: string }[] | null {
  const doc = parseXml(xml);
  if (!doc) return null;
  return Array.from(doc.getElementsByTagNameNS(RELATIONSHIPS_NS, 'Relationship')).map((el) => ({
    type: el.getAttribute('Type') ?? '',
    targetMode: el.getAttribute('TargetMode') ?? '',
  }));
}

/**
 * Checks a .docx/.xlsx before any reader inflates it: a zip (else 400), every entry inflated as a
 * stream within ZIP_LIMITS, whatever sizes it declares (a zip bomb: 413, stopped at the budget),
 * no macros (vbaProject, a macro-enabled content type), no picture linked from outside the file.
 * Answers which format it is.
 */
export async function inspectZip(bytes: Buffer): Promise<{ format: 'docx' | 'xlsx' | 'qti'; zip: JSZip }> {
  const { default: Zip } = await import('jszip');
  let zip: JSZip;
  try {
    zip = await Zip.loadAsync(bytes);
  } catch {
    throw badRequest(IMPORT_MSG.corrupt);
  }
  // jszip drops '../' from a name (unsafeOriginalName keeps it): a name that would leave the folder is hostile
  if (
    Object.values(zip.files).some((f) =>
      unsafeEntryName((f as { unsafeOriginalName?: string }).unsafeOriginalName ?? f.name),
    )
  )
    throw badRequest(IMPORT_MSG.qtiUnsafePath);
  try {
    await checkZipBudget(zip, ZIP_LIMITS);
  } catch (err) {
    throw err instanceof InflateBudgetError ? tooLarge() : badRequest(IMPORT_MSG.corrupt);
  }
  const names = Object.keys(zip.files);
  if (names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n) || /(^|\/)vbaData\.xml$/i.test(n)))
    throw badRequest(IMPORT_MSG.macros);
  const types = await zip.file('[Content_Types].xml')?.async('string');
  if (types && /macroEnabled|vbaProject/i.test(types)) throw badRequest(IMPORT_MSG.macros);
  for (const n of names.filter((x) => x.toLowerCase().endsWith('.rels'))) {
    const rels = relationshipsOf((await zip.file(n)?.async('string')) ?? '');
    if (rels === null) throw badRequest(IMPORT_MSG.corrupt);
    if (rels.some((r) => /^external$/i.test(r.targetMode.trim()) && /\/image$/i.test(r.type.trim())))
      throw badRequest(IMPORT_MSG.externalImage);
  }
  if (zip.file('word/document.xml')) return { format: 'docx', zip };
  if (zip.file('xl/workbook.xml')) return { format: 'xlsx', zip };
  if (isQtiPackage(zip)) return { format: 'qti', zip };
  throw badRequest(IMPORT_MSG.unknownFormat);
}

/**
 * Raised and lowered text as LibreOffice writes it (w:position, a shift in half-points) as the
 * sub/superscript mammoth reads (w:vertAlign); the zip is rewritten only when there is any.
 */
export async function withVertAlign(bytes: Buffer, zip: JSZip): Promise<Buffer> {
  const xml = await zip.file('word/document.xml')?.async('string');
  if (!xml || !/<w:position w:val="-?[1-9]/.test(xml)) return bytes;
  zip.file(
    'word/document.xml',
    xml.replace(/<w:position w:val="(-?)([1-9]\d*)"\/>/g, (_m, minus: string) =>
      minus ? '<w:vertAlign w:val="subscript"/>' : '<w:vertAlign w:val="superscript"/>',
    ),
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function readDocx(raw: Buffer, zip: JSZip): Promise<ParsedQuestion[]> {
  const { default: mammoth } = await import('mammoth');
  // Word equations: marked before mammoth (which drops them), read as LaTeX (docx-math.ts)
  const formulas = await markFormulas(zip);
  const bytes = await withVertAlign(
    formulas.length ? await zip.generateAsync({ type: 'nodebuffer' }) : raw,
    zip,
  );
  const images = new Map<string, RawImage>();
  const result = await mammoth.convertToHtml(
    { buffer: bytes },
    {
      styleMap: ['u => u'],
      convertImage: mammoth.images.imgElement(async (image) => {
        const src = `gambar-impor-${images.size + 1}`;
        images.set(src, { bytes: await image.readAsBuffer() });
        return { src };
      }),
    },
  );
  return restoreFormulas(questionsFromHtml(result.value, images), formulas);
}

/** An exceljs cell value as the parser's cell: text, formatted runs, or null. */
function toCell(value: unknown): SheetCell {
  if (value == null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  const v = value as {
    richText?: {
      text: string;
      font?: { bold?: boolean; italic?: boolean; underline?: unknown; vertAlign?: string };
    }[];
    text?: unknown;
    result?: unknown;
  };
  if (Array.isArray(v.richText))
    return v.richText.map(
      (r): Run => ({
        text: r.text ?? '',
        bold: !!r.font?.bold,
        italic: !!r.font?.italic,
        underline: !!r.font?.underline,
        sub: r.font?.vertAlign === 'subscript',
        sup: r.font?.vertAlign === 'superscript',
      }),
    );
  if (v.text !== undefined) return toCell(v.text);
  if (v.result !== undefined) return toCell(v.result);
  return null;
}

async function readXlsx(bytes: Buffer): Promise<ParsedQuestion[]> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(IMPORT_MSG.corrupt);
  }
  const out: ParsedQuestion[] = [];
  wb.eachSheet((ws) => {
    const rows: SheetCell[][] = [];
    for (let r = 1; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      const cells: SheetCell[] = [];
      for (let c = 1; c <= Math.max(ws.columnCount, row.cellCount); c++)
        cells.push(toCell(row.getCell(c).value));
      rows.push(cells);
    }
    const images: CellImage[] = ws.getImages().flatMap((im) => {
      const media = wb.getImage(Number(im.imageId)) as { buffer?: Buffer } | undefined;
      if (!media?.buffer) return [];
      const tl = im.range.tl as unknown as { nativeRow: number; nativeCol: number };
      return [{ row: tl.nativeRow + 1, col: tl.nativeCol + 1, image: { bytes: Buffer.from(media.buffer) } }];
    });
    out.push(...questionsFromSheet(rows, images));
  });
  return out;
}

/** Text that is valid UTF-8 without NUL bytes: an Aiken file. */
function asText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const AIKEN_ANSWER = /^\s*ANSWER\s*:/im;

/**
 * Which text format a UTF-8 file is in: a QTI item when its root is one; Moodle XML when it begins as XML does (a declaration, a
 * comment or an element); Aiken when it has an 'ANSWER:' line and its name does not
 * end in .gift; else GIFT when its name ends in .gift or it holds an answer block `{…}`; else
 * Aiken (which then finds no question).
 */
export function textFormat(text: string, name: string): 'aiken' | 'gift' | 'moodle' | 'qti' {
  if (isQtiItemXml(text)) return 'qti';
  if (looksLikeXml(text)) return 'moodle';
  const giftName = /\.gift$/i.test(name.trim());
  if (AIKEN_ANSWER.test(text) && !giftName) return 'aiken';
  return giftName || looksLikeGift(text) ? 'gift' : 'aiken';
}

/**
 * Reads an uploaded file into questions: the format is decided by the bytes (a zip holding a Word
 * document or a workbook; else UTF-8 text, by textFormat: Aiken or GIFT), the name only telling
 * GIFT from Aiken. Refuses an empty, oversized, broken or hostile file, a file without questions,
 * and one with more than 500.
 */
export async function readImportFile(
  bytes: Buffer,
  name = '',
): Promise<{ format: ImportFormat; questions: ParsedQuestion[] }> {
  if (bytes.length === 0) throw badRequest(IMPORT_MSG.fileEmpty);
  if (bytes.length > IMPORT_MAX_BYTES) throw new AppError(413, IMPORT_MSG.fileTooLarge);
  let format: ImportFormat;
  let questions: ParsedQuestion[];
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const zip = await inspectZip(bytes);
    format = zip.format;
    try {
      questions =
        format === 'docx'
          ? await readDocx(bytes, zip.zip)
          : format === 'qti'
            ? await readQtiPackage(zip.zip)
            : await readXlsx(bytes);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw badRequest(IMPORT_MSG.corrupt);
    }
  } else {
    const text = asText(bytes);
    if (text === null) throw badRequest(IMPORT_MSG.unknownFormat);
    format = textFormat(text, name);
    questions =
      format === 'qti'
        ? parseQtiItemFile(text)
        : format === 'moodle'
          ? parseMoodleXml(text)
          : format === 'gift'
            ? parseGift(text)
            : parseAiken(text);
  }
  if (questions.length === 0) throw badRequest(IMPORT_MSG.noQuestions);
  if (questions.length > IMPORT_MAX_QUESTIONS) throw badRequest(IMPORT_MSG.tooManyQuestions);
  return { format, questions };
}
