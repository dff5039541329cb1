import type { ImportBatch, ImportFormat, ImportPreview, ImportQuestion } from '@tryout/shared/bank-import';
import { MAX_UPLOAD_BYTES } from '@tryout/shared/constants';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import {
  FORMS_WITH_OPTIONS,
  formContentOutSchema,
  formKeyOutSchema,
  readFormDefinition,
} from '@tryout/shared/question-forms';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { STIMULUS_ISI_MAX, STIMULUS_MSG, STIMULUS_TITLE_MAX } from '@tryout/shared/stimulus';
import type { Db } from '../../../db';
import { storedKey } from '../../../domain/form-scoring';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { delimitedFormulas, formContentWithFormulas, renderFormulas } from '../../../lib/math';
import { audioExt, imageExt, removeQuestionFiles, saveUpload, type Upload } from '../../../lib/media';
import { hasVisibleContent, sanitizeRichText } from '../../../lib/sanitize';
import { nowIso } from '../../../lib/time';
import { type Actor, requireMateri } from '../../materi/access.service';
import { type CheckedQuestion, checkAll, fingerprint, labelled } from './check';
import * as repo from './import.repository';
import { readImportFile } from './read';
import { LETTERS, type ParsedQuestion, type RawImage } from './types';

/**
 * An image of the file once checked: its upload (png/jpg, ≤ 2MB; for the question's own media an
 * audio file of a QTI package too, as the upload form allows) or the problem.
 */
async function checkImage(
  image: RawImage | null,
  problems: string[],
  allowAudio = false,
): Promise<Upload | null> {
  if (!image) return null;
  if (image.bytes.length > MAX_UPLOAD_BYTES) {
    problems.push(IMPORT_MSG.imageTooLarge);
    return null;
  }
  if (image.audio && allowAudio) {
    const audio = await audioExt(image.bytes);
    if (audio) return { bytes: image.bytes, ext: audio };
  }
  const ext = await imageExt(image.bytes);
  if (!ext) {
    problems.push(IMPORT_MSG.imageFormat);
    return null;
  }
  return { bytes: image.bytes, ext };
}

interface Ready extends CheckedQuestion {
  soal_gambar: Upload | null;
  gambar_pil: Record<(typeof LETTERS)[number], Upload | null>;
}

/** Every rich-text part through the one policy (lib/sanitize.ts), as any other bank write. */
function sanitizeParsed(q: ParsedQuestion) {
  // a formula written as \( … \) (Moodle, GIFT, a typed one) becomes a formula when it renders
  q.soal_pg = sanitizeRichText(delimitedFormulas(q.soal_pg));
  for (const l of LETTERS) q.pil[l] = sanitizeRichText(delimitedFormulas(q.pil[l]));
  q.kunci_essay = sanitizeRichText(delimitedFormulas(q.kunci_essay));
  q.pembahasan = sanitizeRichText(delimitedFormulas(q.pembahasan));
  // a matching's premises and a table's statements (Word and Excel markers) are shown as HTML too
  for (const field of ['premis', 'pernyataan'] as const) {
    const list = q.form?.isi[field];
    if (q.form && Array.isArray(list))
      q.form.isi = {
        ...q.form.isi,
        [field]: list.map((p) => sanitizeRichText(delimitedFormulas(String(p)))),
      };
  }
  if (q.wacana) q.wacana = { ...q.wacana, html: sanitizeRichText(q.wacana.html) };
}

/** The type a question is stored as: its form's, else PG or Essay. */
const kindOf = (q: ParsedQuestion) => q.form?.type ?? q.type_soal;
/** Whether the question shows options A–E (PG, Jawaban Ganda, Menjodohkan). */
const hasOptions = (q: ParsedQuestion) => FORMS_WITH_OPTIONS.includes(kindOf(q));

/** A checked form's columns as /addsoalPG stores them (the schemas' defaults filled in); nulls otherwise. */
function formColumns(q: ParsedQuestion) {
  if (!q.form) return { isi: null, kunci: null, aturan_skor: null };
  const filled = LETTERS.filter((l) => hasVisibleContent(q.pil[l]) || q.gambar_pil[l] !== null);
  const read = readFormDefinition(q.form.type, q.form, filled);
  const form = read.ok ? read.form : q.form;
  const kunci = storedKey(q.form.type, form.aturan_skor, form.kunci, filled);
  return { isi: JSON.stringify(form.isi), kunci: JSON.stringify(kunci), aturan_skor: form.aturan_skor };
}

/** Reads, sanitises and checks a file against the group: nothing is stored. */
async function prepare(
  db: Db,
  actor: Actor,
  groupId: number,
  bytes: Buffer,
  namaFile: string,
  skipUnsupported = false,
) {
  const group = await repo.findGroup(db, groupId);
  if (!group) throw notFound(STAFF_MSG.groupNotFound);
  await requireMateri(db, actor, group.master_materi, 'write');
  const read = await readImportFile(bytes, namaFile);
  const format = read.format;
  const unsupported = read.questions.filter((q) => q.unsupported !== undefined).length;
  const questions = skipUnsupported
    ? read.questions.filter((q) => q.unsupported === undefined)
    : read.questions;
  if (questions.length === 0) throw badRequest(IMPORT_MSG.noQuestions);
  for (const q of questions) sanitizeParsed(q);
  const existing = new Set((await repo.groupTexts(db, groupId)).map(fingerprint));
  const ready: Ready[] = [];
  for (const c of checkAll(questions, existing)) {
    if (c.q.wacana && c.q.wacana.html.length > STIMULUS_ISI_MAX)
      c.problems.push(lowerFirst(STIMULUS_MSG.isiTooLong));
    if (c.q.wacana && !hasVisibleContent(c.q.wacana.html))
      c.problems.push(lowerFirst(STIMULUS_MSG.isiRequired));
    const soal_gambar = await checkImage(c.q.soal_gambar, c.problems, true);
    const gambar_pil = {} as Ready['gambar_pil'];
    for (const l of LETTERS) gambar_pil[l] = await checkImage(c.q.gambar_pil[l], c.problems);
    ready.push({ ...c, soal_gambar, gambar_pil });
  }
  return { group, format, ready, unsupported };
}

/** A message of the app in the import's voice ('Soal 3: isi wacana …'). */
const lowerFirst = (m: string) => m.charAt(0).toLowerCase() + m.slice(1);

/** The name of a batch whose file came without one. */
const DEFAULT_EXT: Record<ImportFormat, string> = {
  docx: 'docx',
  xlsx: 'xlsx',
  aiken: 'txt',
  gift: 'gift',
  moodle: 'xml',
  qti: 'zip',
};

const MIME: Record<Upload['ext'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};
const dataUrl = (u: Upload | null) => (u ? `data:${MIME[u.ext]};base64,${u.bytes.toString('base64')}` : null);
const orNull = (html: string) => (hasVisibleContent(html) ? html : null);

/** Whether a form's stored shape is one staff can be shown (a key as written, 'B, X', is not). */
const readable = (isi: string, kunci: string) =>
  formContentOutSchema.safeParse(JSON.parse(isi)).success &&
  formKeyOutSchema.safeParse(JSON.parse(kunci)).success;

function toPreviewQuestion(r: Ready): ImportQuestion {
  const q = r.q;
  const pg = kindOf(q) === 'PG';
  const form = formColumns(q);
  return {
    nomor: q.nomor,
    type_soal: kindOf(q),
    soal_pg: renderFormulas(q.soal_pg),
    soal_gambar: dataUrl(r.soal_gambar),
    options: hasOptions(q)
      ? LETTERS.map((key) => ({
          key,
          html: renderFormulas(q.pil[key]),
          gambar: dataUrl(r.gambar_pil[key]),
        })).filter((o) => o.key !== 'E' || hasVisibleContent(o.html) || o.gambar !== null)
      : [],
    kunci_pg: pg ? q.kunci.trim().toUpperCase() || null : null,
    kunci_essay: q.type_soal === 'Essay' ? renderFormulas(orNull(q.kunci_essay)) : null,
    pembahasan: renderFormulas(orNull(q.pembahasan)),
    wacana: q.wacana ? renderFormulas(q.wacana.html) : null,
    // a form whose markers did not read (its problems say why) is not shown as a form
    form:
      form.isi && form.kunci && readable(form.isi, form.kunci)
        ? {
            isi: formContentWithFormulas(JSON.parse(form.isi)),
            kunci: JSON.parse(form.kunci),
            aturan_skor: form.aturan_skor,
          }
        : null,
    problems: r.problems.map((p) => labelled(q.nomor, p)),
    warnings: r.warnings.map((w) => labelled(q.nomor, w)),
  };
}

export async function preview(
  db: Db,
  actor: Actor,
  groupId: number,
  bytes: Buffer,
  namaFile: string,
): Promise<ImportPreview> {
  const { format, ready, unsupported } = await prepare(db, actor, groupId, bytes, namaFile);
  const questions = ready.map(toPreviewQuestion);
  return {
    format,
    nama_file: namaFile,
    jumlah: questions.length,
    jumlah_bermasalah: questions.filter((q) => q.problems.length > 0).length,
    jumlah_duplikat: questions.filter((q) => q.warnings.length > 0).length,
    jumlah_tidak_didukung: unsupported,
    questions,
  };
}

type BatchRow = Awaited<ReturnType<typeof repo.listBatches>>[number];
const toBatch = (b: Omit<BatchRow, 'in_use'> & { in_use?: unknown }): ImportBatch => ({
  id: b.id,
  group_soal: b.group_soal,
  format: b.format,
  nama_file: b.nama_file,
  jumlah_soal: Number(b.jumlah_soal),
  created_at: b.created_at,
  dapat_dibatalkan: !Number(b.in_use ?? 0),
});

/**
 * Saves every question of the file into the group, or none: refused while any question has a
 * problem; the pictures are stored as uploads are (random names), the rows and the batch in one
 * transaction that raises the materi's bank version. A failure removes the stored pictures.
 */
export async function save(
  db: Db,
  actor: Actor,
  mediaDir: string,
  groupId: number,
  bytes: Buffer,
  namaFile: string,
  skipUnsupported = false,
): Promise<ImportBatch> {
  const { group, format, ready } = await prepare(db, actor, groupId, bytes, namaFile, skipUnsupported);
  const errors: Record<string, string> = {};
  for (const r of ready)
    if (r.problems.length > 0) errors[`soal_${r.q.nomor}`] = labelled(r.q.nomor, r.problems[0]);
  if (Object.keys(errors).length > 0) throw badRequest(IMPORT_MSG.hasProblems, errors);
  const stored: Parameters<typeof removeQuestionFiles>[1] = [];
  try {
    const now = nowIso();
    const rows: Parameters<typeof repo.insertImport>[2] = [];
    // one stimulus of the group per passage of the file (a QTI stimulus), made with the questions
    const stimuli = new Map<string, { judul: string | null; isi: string }>();
    for (const r of ready)
      if (r.q.wacana && !stimuli.has(r.q.wacana.key))
        stimuli.set(r.q.wacana.key, {
          judul: r.q.wacana.judul.slice(0, STIMULUS_TITLE_MAX) || null,
          isi: r.q.wacana.html,
        });
    for (const r of ready) {
      const q = r.q;
      const pg = kindOf(q) === 'PG';
      const options = hasOptions(q);
      const files = {
        soal_gambar: r.soal_gambar ? await saveUpload(mediaDir, 'soalPg', r.soal_gambar) : null,
        gambar_pil_a: null as string | null,
        gambar_pil_b: null as string | null,
        gambar_pil_c: null as string | null,
        gambar_pil_d: null as string | null,
        gambar_pil_e: null as string | null,
      };
      stored.push(files);
      for (const l of LETTERS) {
        const u = r.gambar_pil[l];
        if (u) files[`gambar_pil_${l.toLowerCase() as 'a'}`] = await saveUpload(mediaDir, 'jawabanPg', u);
      }
      rows.push({
        group_soal: group.id,
        id_master_materi: group.master_materi,
        type_soal: kindOf(q),
        type_ujian: 'UTS',
        soal_pg: q.soal_pg,
        pil_a: options ? q.pil.A : '',
        pil_b: options ? q.pil.B : '',
        pil_c: options ? q.pil.C : '',
        pil_d: options ? q.pil.D : '',
        pil_e: options ? q.pil.E : '',
        ...files,
        kunci_pg: pg ? q.kunci.trim().toUpperCase().replace(/[.)]$/, '') : null,
        kunci_essay: q.type_soal === 'Essay' ? orNull(q.kunci_essay) : null,
        ...formColumns(q),
        bobot: q.bobot ?? 1,
        pembahasan: orNull(q.pembahasan),
        wacana: q.wacana?.key,
        created_at: now,
        updated_at: now,
      });
    }
    const batch = {
      group_soal: group.id,
      format,
      nama_file: namaFile.slice(0, 255) || `impor.${DEFAULT_EXT[format]}`,
      jumlah_soal: rows.length,
      created_by: actor.staffId,
      created_at: now,
    };
    const id = await db
      .transaction()
      .execute((trx) => repo.insertImport(trx, batch, rows, group.master_materi, stimuli));
    return toBatch({ ...batch, id, in_use: 0 });
  } catch (err) {
    await removeQuestionFiles(mediaDir, stored);
    throw err;
  }
}

export async function listBatches(db: Db, actor: Actor, groupId: number): Promise<ImportBatch[]> {
  const group = await repo.findGroup(db, groupId);
  if (!group) throw notFound(STAFF_MSG.groupNotFound);
  await requireMateri(db, actor, group.master_materi, 'read');
  return (await repo.listBatches(db, groupId)).map(toBatch);
}

/** 'Batalkan impor': removes the batch's questions (and files) while no attempt has drawn one. */
export async function undo(db: Db, actor: Actor, mediaDir: string, batchId: number): Promise<void> {
  const found = await repo.findBatch(db, batchId);
  if (!found) throw notFound(IMPORT_MSG.batchNotFound);
  await requireMateri(db, actor, found.master_materi, 'write');
  const media = await db.transaction().execute(async (trx) => {
    const batch = await repo.findBatch(trx, batchId);
    if (!batch) throw notFound(IMPORT_MSG.batchNotFound);
    if (await repo.batchInUse(trx, batchId)) throw conflict(IMPORT_MSG.undoInUse);
    return repo.deleteBatch(trx, batchId, batch.master_materi);
  });
  await removeQuestionFiles(mediaDir, media);
}
