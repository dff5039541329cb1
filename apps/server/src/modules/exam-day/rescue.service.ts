import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { FORM_MSG, type FormType, isFormType, jsonField } from '@tryout/shared/question-forms';
import {
  RESCUE_DECISION,
  RESCUE_MSG,
  type RescueApplyResult,
  type RescueDecision,
  type RescueFilePayload,
  type RescueKey,
  type RescuePreview,
  type RescueRow,
  type rescueApplySchema,
  rescuePayloadSchema,
} from '@tryout/shared/rescue';
import { keyIdOf, openRescueFile, RESCUE_ALGORITHM, RescueFileError } from '@tryout/shared/rescue-format';
import type { z } from 'zod';
import type { Db, Exec } from '../../db';
import { scoreQuestions } from '../../domain/form-scoring';
import { answerToShown, shownLetter } from '../../domain/option-order';
import type { Actor } from '../../domain/ownership';
import { type FileAnswer, formAnswerText, rescueDecision } from '../../domain/rescue';
import { finalScore, weightedNilai } from '../../domain/scoring';
import { type Caches, cacheSlot } from '../../lib/caches';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { recordAudit } from '../audit/audit.service';
import { examTarget } from '../exams/exam-targets.service';
import { applyCandidateOutcome } from '../outcome/outcome.service';
import * as answerRepo from './answers.repository';
import { checkFormAnswer } from './answers.service';
import * as attemptRepo from './attempts.repository';
import * as resultRepo from './finalise.repository';
import { essayRecord, finalize } from './finalise.service';
import * as repo from './rescue.repository';
import type { ExamCtx } from './target';

/**
 * The rescue file ('Unduh jawaban saya' / 'Unggah berkas jawaban', docs/decisions/0012). The server's RSA
 * key pair is made once per database (server_keys; the first start, or the first use) and shared
 * by its instances; candidates get only the public half. Staff upload a file on an attempt: the
 * server opens it, shows what differs from what it holds, and applies only the answers
 * domain/rescue.ts allows — newer than the stored save, made within the attempt's window — then
 * finishes the attempt if asked, or scores a finished one again. Every use is audited.
 */

const KEY_NAME = 'berkas_jawaban';

interface ServerKey {
  spki: Uint8Array;
  pkcs8: Uint8Array;
  kid: Uint8Array;
  public: RescueKey;
}

/** The rescue key this app loaded (its caches: lib/caches.ts). */
const heldKey = cacheSlot('exam-day rescue key', () => ({
  key: undefined as Promise<ServerKey> | undefined,
}));
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
const fromB64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

async function loadKey(db: Db): Promise<ServerKey> {
  let row = await repo.findServerKey(db, KEY_NAME);
  if (!row) {
    const pair = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
    await repo.insertServerKey(db, {
      name: KEY_NAME,
      public_key: b64(pair.publicKey.export({ type: 'spki', format: 'der' })),
      private_key: b64(pair.privateKey.export({ type: 'pkcs8', format: 'der' })),
      created_at: nowIso(),
    });
    row = await repo.findServerKey(db, KEY_NAME);
    if (!row) throw new Error('server_keys: berkas_jawaban tidak tersimpan');
  }
  const spki = fromB64(row.public_key);
  const kid = await keyIdOf(spki);
  return {
    spki,
    pkcs8: fromB64(row.private_key),
    kid,
    public: { spki: row.public_key, kid: Buffer.from(kid).toString('hex'), algoritma: RESCUE_ALGORITHM },
  };
}

/** The server's rescue key (made on the first call for this database; main.ts calls it at start). */
export function rescueKey(ctx: { db: Db; caches: Caches }): Promise<ServerKey> {
  const held = ctx.caches.of(heldKey);
  if (!held.key) {
    const k = loadKey(ctx.db);
    held.key = k;
    k.catch(() => {
      if (held.key === k) held.key = undefined;
    });
  }
  return held.key;
}

/** GET /berkas-jawaban/kunci: the public half, for the exam page. */
export const publicKey = async (ctx: { db: Db; caches: Caches }): Promise<RescueKey> =>
  (await rescueKey(ctx)).public;

// ------------------------------------------------------------------ opening and deciding

type Attempt = NonNullable<Awaited<ReturnType<typeof attemptRepo.attemptById>>>;

/** Where a file is uploaded: an attempt (the monitor) or a result (the result page). */
export type RescueTarget = { attemptId: number } | { idHasil: number };

/** The attempt, if the actor may act on its exam (404 / 403 as the monitor decides). */
async function attemptFor(ctx: ExamCtx, actor: Actor, target: RescueTarget): Promise<Attempt> {
  const attemptId =
    'attemptId' in target ? target.attemptId : await repo.attemptOfResult(ctx.db, target.idHasil);
  if (attemptId == null) throw notFound(RESCUE_MSG.attemptNotFound);
  const a = await attemptRepo.attemptById(ctx.db, attemptId);
  if (!a) throw notFound(RESCUE_MSG.attemptNotFound);
  // a candidate's attempt is on a tryout materi, a student's on a course exam
  if (a.candidate_id != null && a.materi_id != null) await examTarget(ctx.db, actor, 'materi', a.materi_id);
  else if (a.id_ujian != null) await examTarget(ctx.db, actor, 'ujian', a.id_ujian);
  else throw notFound(RESCUE_MSG.attemptNotFound);
  return a;
}

const REFUSAL: Record<RescueFileError['reason'], string> = {
  format: RESCUE_MSG.notRescueFile,
  other_key: RESCUE_MSG.otherServer,
  damaged: RESCUE_MSG.damaged,
};

/** The file's payload, for this attempt (400 / 409 with the reason otherwise; nothing changed). */
async function openFor(ctx: ExamCtx, a: Attempt, berkas: string): Promise<RescueFilePayload> {
  const key = await rescueKey(ctx);
  let raw: unknown;
  try {
    raw = await openRescueFile(fromB64(berkas.trim()), key.pkcs8, key.kid);
  } catch (err) {
    if (err instanceof RescueFileError)
      throw badRequest(REFUSAL[err.reason], { berkas: REFUSAL[err.reason] });
    throw badRequest(RESCUE_MSG.damaged, { berkas: RESCUE_MSG.damaged });
  }
  const parsed = rescuePayloadSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(RESCUE_MSG.badContent, { berkas: RESCUE_MSG.badContent });
  const p = parsed.data;
  if (p.attempt_id !== a.id) {
    const msg = RESCUE_MSG.otherAttempt(p.attempt_id, a.id);
    throw badRequest(msg, { berkas: msg });
  }
  if (a.voided_at) throw conflict(RESCUE_MSG.voided);
  if (a.status !== 'in_progress' && (await repo.reviewed(ctx.db, a))) throw conflict(RESCUE_MSG.reviewed);
  return p;
}

type Stored = Awaited<ReturnType<typeof repo.storedAnswers>>[number];

interface Decided {
  row: RescueRow;
  entry: RescueFilePayload['jawaban'][number];
  stored?: Stored;
  /** a form's answer as a save would store it (checked against the question) */
  form?: { type: FormType; answer: string };
}

const iso = (ms: number | null) => (ms == null || !Number.isFinite(ms) ? null : new Date(ms).toISOString());

const labelOf = (isi: string | null) => {
  const v = jsonField(isi) as { label?: unknown } | null;
  return typeof v?.label === 'string' ? v.label : undefined;
};

/** A form's answer of the file, checked against its question as /simpanJawaban checks `jawaban`. */
function formOf(entry: Decided['entry'], s: Stored | undefined) {
  if (entry.jawaban === undefined || !s || !isFormType(s.type_soal)) return {};
  let out: ReturnType<typeof checkFormAnswer>;
  try {
    out = checkFormAnswer(
      { type_soal: s.type_soal, isi: s.isi_soal, option_order: s.option_order },
      entry.jawaban,
    );
  } catch {
    out = { refusal: FORM_MSG.answerNotForm };
  }
  if ('refusal' in out) return { masalah: out.refusal };
  const label = labelOf(s.isi_soal);
  return { form: out, text: formAnswerText(s.type_soal, out.shown, label) };
}

/** A form's stored answer as the candidate saw it (letters as shown), for the preview. */
function storedFormText(s: Stored): string | null {
  if (s.isi == null) return null;
  const answer = answerToShown(s.type_soal, jsonField(s.isi), s.option_order);
  return formAnswerText(s.type_soal, answer, labelOf(s.isi_soal));
}

/** Each question of the file against what the server holds: the preview's rows. */
function decide(p: RescueFilePayload, a: Attempt, stored: Stored[]): Decided[] {
  const byId = new Map(stored.map((s) => [s.question_id, s]));
  // one entry per question: the file's last one wins
  const entries = new Map(p.jawaban.map((e) => [e.id_soal, e]));
  return [...entries.values()].map((entry) => {
    const s = byId.get(entry.id_soal);
    const pilihan = s?.value ? shownLetter(s.option_order, s.value) : null;
    const seq = s ? (s.type_soal === 'Essay' ? s.essay_seq : s.answer_seq) : null;
    const checked = formOf(entry, s);
    const given: FileAnswer = {
      pilihan: entry.pilihan,
      essay: entry.essay,
      ragu: entry.ragu,
      urutan: entry.urutan,
      pada: entry.pada,
      ...(entry.jawaban !== undefined
        ? checked.form
          ? { isi: checked.form.answer }
          : { masalah: checked.masalah ?? FORM_MSG.answerNotForm }
        : {}),
    };
    const keputusan = rescueDecision(
      given,
      {
        type: s?.type_soal,
        pilihan,
        essay: s?.essay ?? null,
        isi: s?.isi ?? null,
        ragu: s ? s.ragu === 1 : null,
        seq: seq == null ? null : Number(seq),
      },
      a,
    );
    const form = !!s && isFormType(s.type_soal);
    const jenis = s?.type_soal === 'PG' || s?.type_soal === 'Essay' ? s.type_soal : form ? 'Bentuk' : 'lain';
    const diServer = !s ? null : jenis === 'Essay' ? s.essay : form ? storedFormText(s) : pilihan;
    const diBerkas =
      entry.jawaban !== undefined
        ? (checked.text ?? (checked.form ? null : (JSON.stringify(entry.jawaban) ?? null)))
        : (entry.essay ?? entry.pilihan ?? null);
    return {
      entry,
      stored: s,
      form: checked.form,
      row: {
        id_soal: entry.id_soal,
        nomor: s?.number ?? null,
        jenis,
        di_server: diServer ?? null,
        di_berkas: diBerkas,
        ragu_server: s && (jenis === 'PG' || jenis === 'Bentuk') ? s.ragu === 1 : null,
        ragu_berkas: entry.ragu ?? null,
        keputusan,
        masalah: keputusan === 'tidak_sah' ? (given.masalah ?? null) : null,
        pada: iso(entry.pada),
      },
    };
  });
}

function counts(rows: RescueRow[]): Record<RescueDecision, number> {
  const out = Object.fromEntries(RESCUE_DECISION.map((d) => [d, 0])) as Record<RescueDecision, number>;
  for (const r of rows) out[r.keputusan]++;
  return out;
}

function auditRow(
  actor: Actor & { nidn: string },
  action: string,
  a: Attempt,
  value: Record<string, unknown>,
  reason: string | null,
  now: string,
) {
  return {
    staff_user_id: actor.staffId,
    actor: actor.nidn,
    action,
    entity: a.candidate_id != null ? 'candidate' : 'exam_student',
    entity_id: String(a.candidate_id ?? a.exam_student_id),
    old_value: null,
    new_value: JSON.stringify({ attempt_id: a.id, ...value }),
    reason,
    created_at: now,
  };
}

/** A refused file is audited too (who tried what on which attempt, and why it was refused). */
async function audited<T>(
  db: Db,
  actor: Actor & { nidn: string },
  a: Attempt,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500)
      await recordAudit(db, auditRow(actor, 'berkas_jawaban_ditolak', a, {}, err.message, nowIso()));
    throw err;
  }
}

/** POST /berkas-jawaban/:attemptId/pratinjau (or …/hasil/:idHasil/…): what the file would change (nothing is written but the audit). */
export async function preview(
  ctx: ExamCtx,
  actor: Actor & { nidn: string },
  target: RescueTarget,
  berkas: string,
): Promise<RescuePreview> {
  const a = await attemptFor(ctx, actor, target);
  return audited(ctx.db, actor, a, async () => {
    const p = await openFor(ctx, a, berkas);
    const rows = decide(p, a, await repo.storedAnswers(ctx.db, a.id)).map((d) => d.row);
    const who = await repo.takerOfAttempt(ctx.db, a);
    const jumlah = counts(rows);
    const now = nowIso();
    await recordAudit(
      ctx.db,
      auditRow(actor, 'pratinjau_berkas_jawaban', a, { baru: jumlah.terapkan }, null, now),
    );
    return {
      attempt_id: a.id,
      nama: who.nama,
      nomor_peserta: who.nomor,
      status: a.status,
      mulai: a.started_at,
      tenggat: a.deadline_at,
      berkas_dibuat: iso(p.dibuat.server) ?? '',
      jumlah,
      baris: rows.sort((x, y) => (x.nomor ?? 1e9) - (y.nomor ?? 1e9)),
    };
  });
}

/** Writes one applied answer, with the file's 'urutan' (a later save still wins over it). */
async function write(trx: Exec, a: Attempt, d: Decided, now: string): Promise<void> {
  const e = d.entry;
  if (d.form) {
    // as /simpanJawaban stores a form's answer: answers.isi in original letters, with its 'urutan'
    await answerRepo.upsertFormAnswer(trx, a.id, e.id_soal, d.form.type, d.form.answer, now, e.urutan);
    // and its 'ragu-ragu' mark, as a save with both sets it
    if (e.ragu !== undefined) await answerRepo.setRagu(trx, a.id, e.id_soal, e.ragu);
    return;
  }
  if (e.essay !== undefined) {
    await answerRepo.upsertEssay(trx, a.id, e.id_soal, e.essay, now, e.urutan);
    return;
  }
  if (e.pilihan !== undefined) await answerRepo.upsertAnswer(trx, a.id, e.id_soal, e.pilihan, now, e.urutan);
  if (e.ragu !== undefined) await answerRepo.setRagu(trx, a.id, e.id_soal, e.ragu);
}

/** A finished attempt's result scored again from its answers (as finalising scores them). */
async function rescore(trx: Exec, a: Attempt, now: string): Promise<number | null> {
  const rows = await resultRepo.scoringRows(trx, a.id);
  const nilai_pg = weightedNilai(scoreQuestions(rows).scores);
  const nilai_akhir = finalScore(a.type_soal, nilai_pg, null);
  const essays = essayRecord(rows);
  await repo.rescoreResult(trx, a.id, {
    nilai_pg,
    nilai_akhir,
    jawaban_essay: JSON.stringify(essays),
    updated_at: now,
  });
  if (a.candidate_id != null) await applyCandidateOutcome(trx, a.candidate_id, now);
  return nilai_akhir;
}

/**
 * POST /berkas-jawaban/:attemptId/terapkan: applies the answers the rule allows (decided again
 * inside the transaction), then finishes a running attempt when `selesaikan`, or scores a
 * finished one again. One audit entry.
 */
export async function apply(
  ctx: ExamCtx,
  actor: Actor & { nidn: string },
  target: RescueTarget,
  body: z.output<typeof rescueApplySchema>,
): Promise<RescueApplyResult> {
  const a = await attemptFor(ctx, actor, target);
  return audited(ctx.db, actor, a, async () => {
    const p = await openFor(ctx, a, body.berkas);
    const now = nowIso();
    const out = await ctx.db.transaction().execute(async (trx) => {
      await repo.lockAttempt(trx, ctx.dialect, a.id);
      const fresh = (await attemptRepo.attemptById(trx, a.id)) ?? a;
      const decided = decide(p, fresh, await repo.storedAnswers(trx, a.id));
      const apply = decided.filter((d) => d.row.keputusan === 'terapkan');
      for (const d of apply) await write(trx, fresh, d, now);
      const running = fresh.status === 'in_progress';
      const nilai = !running && apply.length > 0 ? await rescore(trx, fresh, now) : null;
      const jumlah = counts(decided.map((d) => d.row));
      await recordAudit(
        trx,
        auditRow(
          actor,
          'berkas_jawaban',
          fresh,
          {
            diterapkan: jumlah.terapkan,
            dipertahankan: jumlah.server_lebih_baru,
            di_luar_waktu: jumlah.di_luar_waktu,
            selesaikan: body.selesaikan && running,
            ...(nilai != null ? { nilai_akhir: nilai } : {}),
          },
          body.alasan,
          now,
        ),
      );
      return { fresh, jumlah, nilai, running };
    });
    let status: string = out.fresh.status;
    let nilai_akhir = out.nilai;
    if (out.running && body.selesaikan) {
      const res = await finalize(ctx, out.fresh, 'submitted', nowIso());
      if (res) {
        status = 'submitted';
        nilai_akhir = res.nilai_akhir;
      }
    }
    if (nilai_akhir == null && status !== 'in_progress') {
      const r = await resultRepo.resultOfAttempt(ctx.db, a.id);
      nilai_akhir = r?.nilai_akhir == null ? null : Number(r.nilai_akhir);
    }
    return {
      diterapkan: out.jumlah.terapkan,
      dipertahankan: out.jumlah.server_lebih_baru,
      status,
      nilai_akhir,
    };
  });
}
