import type { BankUsage } from '@tryout/shared/bank-access';
import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import { FORM_MSG, FORMS_WITH_OPTIONS, isFormType, readFormDefinition } from '@tryout/shared/question-forms';
import type {
  addGroupSchema,
  GroupRow,
  GroupWithQuestions,
  QuestionCounts,
  questionTextSchema,
  StaffQuestion,
  updateGroupSchema,
} from '@tryout/shared/staff/question-bank';
import { noQuestionMedia } from '@tryout/shared/staff/question-media';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import type { z } from 'zod';
import type { Db } from '../../db';
import { storedKey } from '../../domain/form-scoring';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { delimitedFormulas, formContentWithFormulas, renderFormulas, withFormulas } from '../../lib/math';
import {
  mediaKind,
  mediaUrl,
  readUpload,
  removeQuestionFiles,
  saveUpload,
  type Upload,
} from '../../lib/media';
import { hasVisibleContent, RICH_TEXT_COLUMNS, sanitizeRichText } from '../../lib/sanitize';
import { nowIso } from '../../lib/time';
import { type Archiver, recordArchive } from '../audit/audit.service';
import { type Actor, accessOf, requireMateri } from '../materi/access.service';
import { bankUsage, refuseInUse } from '../materi/materi.service';
import * as repo from './question-bank.repository';
import { detachIfOtherGroup } from './stimulus.repository';

// ---------- groups ----------

function toGroupRow(g: repo.GroupRecord): GroupRow {
  return {
    id: g.id,
    master_materi: g.master_materi,
    nama_group: g.nama_group,
    jumlah_soal_ujian: g.jumlah_soal_ujian,
    urutan: g.urutan,
    deskripsi: renderFormulas(g.deskripsi),
    jumlah_soal: Number(g.jumlah_soal ?? 0),
    jumlah_pg: Number(g.jumlah_pg ?? 0),
    jumlah_essay: Number(g.jumlah_essay ?? 0),
    diarsipkan_pada: g.archived_at,
    created_at: g.created_at,
    updated_at: g.updated_at,
  };
}

/** A materi's groups; archived ones only with `archived` ('Tampilkan arsip'). */
export async function listGroups(
  db: Db,
  actor: Actor,
  materiId: number,
  archived = false,
): Promise<GroupRow[]> {
  await requireMateri(db, actor, materiId, 'read');
  return (await repo.listGroups(db, materiId, archived)).map(toGroupRow);
}

async function getGroup(db: Db, id: number): Promise<GroupRow> {
  const g = await repo.findGroup(db, id);
  if (!g) throw notFound(STAFF_MSG.groupNotFound);
  return toGroupRow(g);
}

/** A group the actor may `need` (its materi's access): 404 when there is none, else 403. */
async function groupFor(
  db: Db,
  actor: Actor,
  id: number,
  need: 'read' | 'write',
  missing: string = STAFF_MSG.groupNotFound,
) {
  const g = await repo.findGroup(db, id);
  if (!g) throw notFound(missing);
  await requireMateri(db, actor, g.master_materi, need);
  return g;
}

/** A question the actor may `need` (its materi's access): 404 when there is none, else 403. */
async function questionFor(db: Db, actor: Actor, id: number, need: 'read' | 'write') {
  const q = await repo.findQuestion(db, id);
  if (!q) throw notFound(STAFF_MSG.questionNotFound);
  await requireMateri(db, actor, q.id_master_materi, need);
  return q;
}

/**
 * The group's description is shown as HTML (above its questions on the exam sheet), so it is
 * sanitised with the question policy; the group's name is plain text, stored as sent.
 */
function groupColumns<T extends { deskripsi: string }>(input: T): T {
  const deskripsi = sanitizeRichText(input.deskripsi);
  if (!hasVisibleContent(deskripsi)) throw badRequest(STAFF_MSG.empty, { deskripsi: STAFF_MSG.empty });
  return { ...input, deskripsi };
}

export async function addGroup(
  db: Db,
  actor: Actor,
  input: z.output<typeof addGroupSchema>,
): Promise<GroupRow> {
  if (!(await repo.materiKode(db, input.master_materi)))
    throw badRequest(STAFF_MSG.materiNotFound, { master_materi: STAFF_MSG.materiNotFound });
  await requireMateri(db, actor, input.master_materi, 'write');
  const now = nowIso();
  const id = await repo.insertGroup(db, { ...groupColumns(input), created_at: now, updated_at: now });
  return getGroup(db, id);
}

export async function updateGroup(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof updateGroupSchema>,
) {
  await groupFor(db, actor, id, 'write');
  const n = await repo.updateGroup(db, id, { ...groupColumns(input), updated_at: nowIso() });
  if (n === 0) throw notFound(STAFF_MSG.groupNotFound);
  return getGroup(db, id);
}

/** GET /groupSoal/:id/pemakaian */
export async function groupUsage(db: Db, actor: Actor, id: number): Promise<BankUsage> {
  const g = await groupFor(db, actor, id, 'read');
  return bankUsage(db, { group: id }, { jumlah_soal: Number(g.jumlah_soal ?? 0) });
}

/** Deletes a group with its questions; refused (409, saying what uses it) once an attempt drew one. */
export async function deleteGroup(db: Db, actor: Actor, mediaDir: string, id: number): Promise<void> {
  await groupFor(db, actor, id, 'write', STAFF_MSG.groupDeleteError);
  const files = await db.transaction().execute(async (trx) => {
    if (!(await repo.findGroup(trx, id))) throw notFound(STAFF_MSG.groupDeleteError);
    await refuseInUse(trx, { group: id });
    const media = await repo.mediaOfGroup(trx, id);
    await repo.deleteGroup(trx, id);
    return media;
  });
  await removeQuestionFiles(mediaDir, files);
}

// ---------- questions ----------

type Files = Pick<repo.QuestionRecord, (typeof repo.MEDIA_COLUMNS)[number]>;

/** A question as staff read it, its formulas rendered (lib/math.ts; the editor reads data-tex back). */
export function toStaffQuestion(q: repo.QuestionRecord): StaffQuestion {
  const rich = withFormulas(q, RICH_TEXT_COLUMNS.questions);
  const isi = jsonObject(q.isi);
  return {
    id_soalPG: q.id,
    group_soal: q.group_soal,
    id_master_materi: q.id_master_materi,
    type_soal: q.type_soal,
    type_ujian: q.type_ujian,
    soal_pg: rich.soal_pg,
    soal_gambar: mediaUrl('soalPg', q.soal_gambar),
    soal_gambar_kind: mediaKind(q.soal_gambar),
    pil_a: rich.pil_a,
    pil_b: rich.pil_b,
    pil_c: rich.pil_c,
    pil_d: rich.pil_d,
    pil_e: rich.pil_e,
    gambar_pil_a: mediaUrl('jawabanPg', q.gambar_pil_a),
    gambar_pil_b: mediaUrl('jawabanPg', q.gambar_pil_b),
    gambar_pil_c: mediaUrl('jawabanPg', q.gambar_pil_c),
    gambar_pil_d: mediaUrl('jawabanPg', q.gambar_pil_d),
    gambar_pil_e: mediaUrl('jawabanPg', q.gambar_pil_e),
    kunci_pg: (q.kunci_pg as StaffQuestion['kunci_pg']) ?? null,
    kunci_essay: rich.kunci_essay,
    isi: isi && formContentWithFormulas(isi),
    kunci: jsonObject(q.kunci),
    aturan_skor: q.aturan_skor,
    bobot: Number(q.bobot),
    pembahasan: rich.pembahasan,
    stimulus_id: q.stimulus_id ?? null,
    diarsipkan_pada: q.archived_at ?? null,
    created_at: q.created_at,
    updated_at: q.updated_at,
  };
}

/** A stored JSON column (a form's content or key); null when empty. */
const jsonObject = (text: string | null): Record<string, unknown> | null =>
  text ? (JSON.parse(text) as Record<string, unknown>) : null;

const LETTERS = ['a', 'b', 'c', 'd', 'e'] as const;
type Letter = (typeof LETTERS)[number];

interface IncomingFiles {
  soal_gambar: Upload | null;
  pil: Record<Letter, Upload | null>;
}

/** Reads and checks every file of the body before anything is stored. */
export async function readQuestionFiles(body: Record<string, unknown>): Promise<IncomingFiles> {
  const pil = {} as Record<Letter, Upload | null>;
  const soal_gambar = await readUpload(body.soal_gambar, true);
  for (const l of LETTERS) pil[l] = await readUpload(body[`gambar_pil_${l}`], false);
  return { soal_gambar, pil };
}

type QuestionText = z.output<typeof questionTextSchema>;

/** Sanitises the HTML and checks the rules of spec §5 (and of docs/decisions/0025's forms) for the question type. */
function questionColumns(input: QuestionText, hasOptionImage: (l: Letter) => boolean) {
  const soal_pg = sanitizeRichText(input.soal_pg);
  if (!hasVisibleContent(soal_pg))
    throw badRequest(STAFF_MSG.soalRequired, { soal_pg: STAFF_MSG.soalRequired });
  const withOptions = FORMS_WITH_OPTIONS.includes(input.type_soal);
  const pil = {} as Record<`pil_${Letter}`, string>;
  for (const l of LETTERS) pil[`pil_${l}`] = withOptions ? sanitizeRichText(input[`pil_${l}`] ?? '') : '';
  // typed as plain text: its \( … \) become formulas (essayKeyText writes them so)
  const kunci_essay = input.kunci_essay ? sanitizeRichText(delimitedFormulas(input.kunci_essay)) : null;
  const pembahasan = sanitizeRichText(input.pembahasan ?? '');
  if (input.type_soal === 'PG') {
    for (const l of LETTERS) {
      if (!hasVisibleContent(pil[`pil_${l}`]) && !hasOptionImage(l))
        throw badRequest(STAFF_MSG.optionRequired, { [`pil_${l}`]: STAFF_MSG.optionRequired });
    }
    if (!input.kunci_pg || !OPTION_KEYS.includes(input.kunci_pg))
      throw badRequest(STAFF_MSG.keyRequired, { kunci_pg: STAFF_MSG.keyRequired });
  }
  const filled = withOptions
    ? LETTERS.filter((l) => hasVisibleContent(pil[`pil_${l}`]) || hasOptionImage(l)).map(
        (l) => l.toUpperCase() as OptionKey,
      )
    : [];
  return {
    type_soal: input.type_soal,
    type_ujian: input.type_ujian,
    soal_pg,
    ...pil,
    kunci_pg: input.type_soal === 'PG' ? (input.kunci_pg ?? null) : null,
    kunci_essay: input.type_soal === 'Essay' ? kunci_essay || null : null,
    ...formColumns(input, filled),
    bobot: input.bobot,
    pembahasan: hasVisibleContent(pembahasan) ? pembahasan : null,
  };
}

/** A form's content, key and rule (question-forms.ts), its statements sanitised; nulls for PG and Essay. */
function formColumns(input: QuestionText, filled: OptionKey[]) {
  const type = input.type_soal;
  if (!isFormType(type)) return { isi: null, kunci: null, aturan_skor: null };
  const read = readFormDefinition(type, input, filled);
  if (!read.ok) throw badRequest(read.message, { [read.path]: read.message });
  const isi = { ...read.form.isi };
  for (const [field, message] of [
    ['pernyataan', FORM_MSG.statementRequired],
    ['premis', FORM_MSG.premiseRequired],
  ] as const) {
    const list = isi[field];
    if (!Array.isArray(list)) continue;
    isi[field] = list.map((text: string) => {
      const clean = sanitizeRichText(text);
      if (!hasVisibleContent(clean)) throw badRequest(message, { isi: message });
      return clean;
    });
  }
  // 'berbobot' without weights: the default ones, written down with the question (scoring needs no options)
  const kunci = storedKey(type, read.form.aturan_skor, read.form.kunci, filled);
  return { isi: JSON.stringify(isi), kunci: JSON.stringify(kunci), aturan_skor: read.form.aturan_skor };
}

/** The group a question is written into (the actor must be allowed to write its materi). */
async function targetGroup(db: Db, actor: Actor, input: QuestionText) {
  const group = await repo.findGroup(db, input.group_soal);
  if (!group) throw badRequest(STAFF_MSG.groupNotFound, { group_soal: STAFF_MSG.groupNotFound });
  await requireMateri(db, actor, group.master_materi, 'write');
  if (input.id_master_materi !== undefined && input.id_master_materi !== group.master_materi)
    throw badRequest(STAFF_MSG.groupMateriMismatch, { id_master_materi: STAFF_MSG.groupMateriMismatch });
  return group;
}

async function questionOut(db: Db, id: number): Promise<StaffQuestion> {
  const q = await repo.findQuestion(db, id);
  if (!q) throw notFound(STAFF_MSG.questionNotFound);
  return toStaffQuestion(q);
}

export async function getQuestion(db: Db, actor: Actor, id: number): Promise<StaffQuestion> {
  return toStaffQuestion(await questionFor(db, actor, id, 'read'));
}

export async function addQuestion(
  db: Db,
  actor: Actor,
  mediaDir: string,
  input: QuestionText,
  files: IncomingFiles,
) {
  const group = await targetGroup(db, actor, input);
  const cols = questionColumns(input, (l) => files.pil[l] !== null);
  const saved: Files = noQuestionMedia();
  try {
    if (files.soal_gambar) saved.soal_gambar = await saveUpload(mediaDir, 'soalPg', files.soal_gambar);
    for (const l of LETTERS) {
      const f = files.pil[l];
      if (f) saved[`gambar_pil_${l}`] = await saveUpload(mediaDir, 'jawabanPg', f);
    }
    const now = nowIso();
    const id = await repo.insertQuestion(db, {
      ...cols,
      ...saved,
      group_soal: group.id,
      id_master_materi: group.master_materi,
      created_at: now,
      updated_at: now,
    });
    return questionOut(db, id);
  } catch (err) {
    await removeQuestionFiles(mediaDir, [saved]);
    throw err;
  }
}

export async function updateQuestion(
  db: Db,
  actor: Actor,
  mediaDir: string,
  id: number,
  input: QuestionText,
  files: IncomingFiles,
) {
  const current = await questionFor(db, actor, id, 'write');
  if (await repo.questionInLiveAttempt(db, id)) throw conflict(STAFF_MSG.questionInLiveExam);
  const group = await targetGroup(db, actor, input);
  const next: Files = {
    soal_gambar: input.hapus_soal_gambar === 1 ? null : current.soal_gambar,
    gambar_pil_a: input.hapus_gambar_pil_a === 1 ? null : current.gambar_pil_a,
    gambar_pil_b: input.hapus_gambar_pil_b === 1 ? null : current.gambar_pil_b,
    gambar_pil_c: input.hapus_gambar_pil_c === 1 ? null : current.gambar_pil_c,
    gambar_pil_d: input.hapus_gambar_pil_d === 1 ? null : current.gambar_pil_d,
    gambar_pil_e: input.hapus_gambar_pil_e === 1 ? null : current.gambar_pil_e,
  };
  const cols = questionColumns(input, (l) => files.pil[l] !== null || next[`gambar_pil_${l}`] !== null);
  const saved: Partial<Files> = {};
  try {
    if (files.soal_gambar) saved.soal_gambar = await saveUpload(mediaDir, 'soalPg', files.soal_gambar);
    for (const l of LETTERS) {
      const f = files.pil[l];
      if (f) saved[`gambar_pil_${l}`] = await saveUpload(mediaDir, 'jawabanPg', f);
    }
    Object.assign(next, saved);
    const updated = await repo.updateQuestion(db, id, {
      ...cols,
      ...next,
      group_soal: group.id,
      id_master_materi: group.master_materi,
      updated_at: nowIso(),
    });
    // an attempt that drew it started between the check above and the update
    if (updated === 0) throw conflict(STAFF_MSG.questionInLiveExam);
    // moved to another group: it leaves its old group's passage
    if (group.id !== current.group_soal) await detachIfOtherGroup(db, id, group.id);
  } catch (err) {
    await removeQuestionFiles(mediaDir, [saved]);
    throw err;
  }
  // files no longer referenced by the question
  const unused: Partial<Files> = {};
  for (const c of repo.MEDIA_COLUMNS) if (current[c] && current[c] !== next[c]) unused[c] = current[c];
  await removeQuestionFiles(mediaDir, [unused]);
  return questionOut(db, id);
}

/** GET /soal/:id/pemakaian */
export async function questionUsage(db: Db, actor: Actor, id: number): Promise<BankUsage> {
  await questionFor(db, actor, id, 'read');
  return bankUsage(db, { question: id }, { jumlah_soal: 1 });
}

/** Deletes a question; refused (409, saying what uses it) once an attempt drew it. */
export async function deleteQuestion(db: Db, actor: Actor, mediaDir: string, id: number): Promise<void> {
  await questionFor(db, actor, id, 'write');
  const q = await db.transaction().execute(async (trx) => {
    const row = await repo.findQuestion(trx, id);
    if (!row) throw notFound(STAFF_MSG.questionNotFound);
    if (await repo.questionInLiveAttempt(trx, id)) throw conflict(STAFF_MSG.questionInLiveExam);
    await refuseInUse(trx, { question: id });
    await repo.deleteQuestion(trx, id);
    return row;
  });
  await removeQuestionFiles(mediaDir, [q]);
}

/** A group's questions; archived ones only with `archived` ('Tampilkan arsip'). */
export async function listQuestions(
  db: Db,
  actor: Actor,
  groupId: number,
  archived = false,
): Promise<StaffQuestion[]> {
  await groupFor(db, actor, groupId, 'read');
  return (await repo.listQuestions(db, groupId, archived)).map(toStaffQuestion);
}

export async function allOfGroup(
  db: Db,
  actor: Actor,
  groupId: number,
  archived = false,
): Promise<GroupWithQuestions> {
  const g = await groupFor(db, actor, groupId, 'read');
  const materi = await repo.materiKode(db, g.master_materi);
  return {
    group: toGroupRow(g),
    materi: materi ?? null,
    questions: (await repo.listQuestions(db, groupId, archived)).map(toStaffQuestion),
  };
}

// ---------- the archive (docs/decisions/0016) ----------

/** PUT /groupSoal/:id/arsip: archives or restores a group (whoever may edit its materi); audited. */
export async function archiveGroup(db: Db, actor: Archiver, id: number, arsip: boolean): Promise<GroupRow> {
  await groupFor(db, actor, id, 'write');
  await db.transaction().execute(async (trx) => {
    const g = await repo.findGroup(trx, id);
    if (!g) throw notFound(STAFF_MSG.groupNotFound);
    await recordArchive(trx, actor, { entity: 'question_groups', id, before: g.archived_at }, arsip, (at) =>
      repo.setGroupArchived(trx, id, at),
    );
  });
  return getGroup(db, id);
}

/** PUT /soal/:id/arsip: archives or restores a question (whoever may edit its materi); audited. */
export async function archiveQuestion(
  db: Db,
  actor: Archiver,
  id: number,
  arsip: boolean,
): Promise<StaffQuestion> {
  await questionFor(db, actor, id, 'write');
  await db.transaction().execute(async (trx) => {
    const q = await repo.findQuestion(trx, id);
    if (!q) throw notFound(STAFF_MSG.questionNotFound);
    await recordArchive(trx, actor, { entity: 'questions', id, before: q.archived_at }, arsip, (at) =>
      repo.setQuestionArchived(trx, id, at),
    );
  });
  return questionOut(db, id);
}

/** Question counts per type and per materi, over the materi the actor may read. */
export async function countQuestions(db: Db, actor: Actor): Promise<QuestionCounts> {
  const access = await accessOf(db, actor);
  const readable = (id: number) => (access.get(id)?.access ?? 'none') !== 'none';
  const rows = (await repo.countQuestions(db)).filter((r) => readable(r.id_master_materi));
  const out: QuestionCounts = { total: 0, PG: 0, Essay: 0, per_materi: [] };
  const per = new Map<number, QuestionCounts['per_materi'][number]>();
  for (const r of rows) {
    const n = Number(r.n);
    const type = r.type_soal === 'Essay' ? 'Essay' : 'PG';
    out.total += n;
    out[type] += n;
    let m = per.get(r.id_master_materi);
    if (!m) {
      m = { id_master_materi: r.id_master_materi, kode_ujian: r.kode_ujian, PG: 0, Essay: 0, total: 0 };
      per.set(r.id_master_materi, m);
      out.per_materi.push(m);
    }
    m[type] += n;
    m.total += n;
  }
  return out;
}
