import { randomInt } from 'node:crypto';
import {
  type CodesMailed,
  ROSTER_MAX_BYTES,
  ROSTER_MSG,
  type RosterEntry,
  type RosterImportResult,
  type RosterList,
} from '@tryout/shared/roster';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import type { Db } from '../../db';
import type { Actor } from '../../domain/ownership';
import { rosterFromTable, tooManyRows } from '../../domain/roster';
import { OUTBOX_KIND } from '../../integrations/outbox/kinds';
import { enqueue } from '../../integrations/outbox/outbox.repository';
import { sameSecret, sha256 } from '../../lib/crypto';
import { readCsv } from '../../lib/csv';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { personalCodeMail } from './roster.mail';
import * as repo from './roster.repository';
import { readSheetRows } from './roster-file';

/** What the exam day and the control room read of a course's list (its queries in roster.repository). */
export { absentFromExam, seatMultiplier } from './roster.repository';

/** The course, if the actor may see and change its list: its lecturer, or an admin (403 otherwise). */
async function ownCourse(db: Db, actor: Actor, idMatkul: number) {
  const c = await repo.findCourse(db, idMatkul);
  if (!c) throw notFound(STAFF_MSG.matkulNotFound);
  if (actor.role !== 'admin' && c.id_dosen !== actor.staffId) throw forbidden(STAFF_MSG.matkulNotYours);
  return c;
}

export async function listRoster(db: Db, actor: Actor, idMatkul: number): Promise<RosterList> {
  const c = await ownCourse(db, actor, idMatkul);
  return {
    matkul: { id_matkul: c.id_matkul, nama_matkul: c.nama_matkul, kelas: c.kelas },
    mahasiswa: await repo.listRoster(db, idMatkul),
  };
}

export async function addStudent(db: Db, actor: Actor, idMatkul: number, entry: RosterEntry) {
  await ownCourse(db, actor, idMatkul);
  return db.transaction().execute(async (trx) => {
    if (await repo.findByNim(trx, idMatkul, entry.nim))
      throw conflict(ROSTER_MSG.nimExists, { nim: ROSTER_MSG.nimExists });
    const now = nowIso();
    const id = await repo.rosterRows.insert(trx, {
      id_matkul: idMatkul,
      nim: entry.nim,
      nama: entry.nama,
      email: entry.email ?? null,
      kode_pribadi: null,
      created_at: now,
      updated_at: now,
    });
    const row = await repo.findStudent(trx, idMatkul, id);
    if (!row) throw notFound(ROSTER_MSG.notFound);
    return row;
  });
}

export async function removeStudent(db: Db, actor: Actor, idMatkul: number, id: number): Promise<void> {
  await ownCourse(db, actor, idMatkul);
  if (!(await repo.findStudent(db, idMatkul, id))) throw notFound(ROSTER_MSG.notFound);
  await repo.rosterRows.remove(db, id);
}

/** The rows of an uploaded .xlsx (its first sheet) or .csv file. */
async function tableOf(bytes: Buffer): Promise<string[][]> {
  if (bytes.length === 0) throw badRequest(ROSTER_MSG.fileEmpty);
  if (bytes.length > ROSTER_MAX_BYTES) throw new AppError(413, ROSTER_MSG.fileUnreadable);
  // a zip (PK): an Excel workbook; anything else is read as CSV text
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readSheetRows(bytes);
  const text = bytes.toString('utf8');
  if (text.includes('\u0000')) throw badRequest(ROSTER_MSG.fileUnreadable);
  const rows = readCsv(text);
  if (!rows) throw badRequest(ROSTER_MSG.fileUnreadable);
  return rows;
}

/**
 * Imports a student list: every readable row is added, or updates the name and e-mail of the NIM
 * already listed; the unreadable rows are said with their number. Nothing is removed.
 */
export async function importRoster(
  db: Db,
  actor: Actor,
  idMatkul: number,
  bytes: Buffer,
): Promise<RosterImportResult> {
  await ownCourse(db, actor, idMatkul);
  const rows = await tableOf(bytes);
  if (tooManyRows(rows)) throw badRequest(ROSTER_MSG.tooMany);
  const read = rosterFromTable(rows);
  if (read.entries.length === 0) throw badRequest(ROSTER_MSG.noRows);
  let ditambah = 0;
  let diperbarui = 0;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const e of read.entries) {
      const found = await repo.findByNim(trx, idMatkul, e.nim);
      if (found) {
        await repo.rosterRows.update(trx, found.id, {
          nama: e.nama,
          email: e.email ?? found.email,
          updated_at: now,
        });
        diperbarui++;
      } else {
        await repo.rosterRows.insert(trx, {
          id_matkul: idMatkul,
          nim: e.nim,
          nama: e.nama,
          email: e.email ?? null,
          kode_pribadi: null,
          created_at: now,
          updated_at: now,
        });
        ditambah++;
      }
    }
  });
  return { ditambah, diperbarui, ditolak: read.ditolak };
}

/** Letters and digits that cannot be mistaken for one another when read from paper. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short personal code: 6 characters, about 30 bits. */
export const newPersonalCode = () =>
  Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Gives every listed student without a personal code one ('Kode Pribadi'); kept codes stay. */
export async function makePersonalCodes(db: Db, actor: Actor, idMatkul: number): Promise<RosterList> {
  await ownCourse(db, actor, idMatkul);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const s of await repo.listRoster(trx, idMatkul))
      if (!s.kode_pribadi)
        await repo.rosterRows.update(trx, s.id, { kode_pribadi: newPersonalCode(), updated_at: now });
  });
  return listRoster(db, actor, idMatkul);
}

/**
 * 'Kirim kode lewat e-mail': each listed student with a personal code and an e-mail gets the code
 * by e-mail (the outbox delivers it). A code is mailed once: sending again mails only the codes
 * made since (or a student's new e-mail). 400 when no student has a code yet.
 */
export async function mailPersonalCodes(db: Db, actor: Actor, idMatkul: number): Promise<CodesMailed> {
  const course = await ownCourse(db, actor, idMatkul);
  return db.transaction().execute(async (trx) => {
    const students = (await repo.listRoster(trx, idMatkul)).filter((s) => s.kode_pribadi);
    if (students.length === 0) throw badRequest(ROSTER_MSG.noCodesToMail);
    const reachable = students.filter((s) => s.email);
    const terkirim = await enqueue(
      trx,
      reachable.map((s) => ({
        kind: OUTBOX_KIND.email,
        payload: personalCodeMail(s.email as string, s.nama, course, s.kode_pribadi as string),
        idempotencyKey: `kode_pribadi:${s.id}:${sha256(`${s.email}:${s.kode_pribadi}`)}`,
      })),
      nowIso(),
    );
    return {
      terkirim,
      tanpa_email: students.length - reachable.length,
      sudah_dikirim: reachable.length - terkirim,
    };
  });
}

/** Whether an exam's course has a student list, and whether it gives personal codes. */
export async function rosterFacts(
  db: Db,
  idMatkul: number | null,
): Promise<{ listed: boolean; codes: boolean }> {
  if (idMatkul == null) return { listed: false, codes: false };
  return repo.rosterFacts(db, idMatkul);
}

/**
 * Who enters a course exam under this NIM (docs/decisions/0018): null when the course has no student list
 * (the identity as typed); else the listed student, their name and e-mail. A NIM not listed: 403;
 * a personal code that does not match the student's: 401.
 */
export async function rosterIdentity(
  db: Db,
  idMatkul: number | null,
  nim: string,
  kodePribadi: string | undefined,
): Promise<{ nama: string; email: string | null } | null> {
  if (idMatkul == null || !(await repo.hasRoster(db, idMatkul))) return null;
  const s = await repo.findByNim(db, idMatkul, nim);
  if (!s) throw forbidden(ROSTER_MSG.notInRoster);
  if (s.kode_pribadi && !sameSecret(s.kode_pribadi, (kodePribadi ?? '').trim().toUpperCase()))
    throw unauthorized(ROSTER_MSG.personalCodeWrong);
  return { nama: s.nama, email: s.email };
}

/** 'Akomodasi' of a listed student: every attempt they start on the course's exams lasts this many times longer. */
export async function setAccommodation(db: Db, actor: Actor, idMatkul: number, id: number, pengali: number) {
  await ownCourse(db, actor, idMatkul);
  if (!(await repo.findStudent(db, idMatkul, id))) throw notFound(ROSTER_MSG.notFound);
  await repo.rosterRows.update(db, id, { time_multiplier: pengali, updated_at: nowIso() });
  const row = await repo.findStudent(db, idMatkul, id);
  if (!row) throw notFound(ROSTER_MSG.notFound);
  return row;
}
