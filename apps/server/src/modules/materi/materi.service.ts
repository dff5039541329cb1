import { ARCHIVE_MSG } from '@tryout/shared/archive';
import {
  BANK_MSG,
  type BankUsage,
  contentText,
  deleteRefusal,
  type MateriAccessRow,
  type MateriShares,
  type MateriSharesBody,
} from '@tryout/shared/bank-access';
import {
  type AddMateriInput,
  type addMateriSchema,
  type EditMateriInput,
  type editMateriSchema,
  type MateriRow,
  type ToeflType,
  toeflKode,
} from '@tryout/shared/staff/materi';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import type { z } from 'zod';
import type { Db } from '../../db';
import { allows, mayArchiveMateri } from '../../domain/bank-access';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { removeQuestionFiles } from '../../lib/media';
import { nowIso } from '../../lib/time';
import { type Archiver, recordArchive } from '../audit/audit.service';
import { kodeInUse } from '../codes/codes.service';
import { confirmReopen } from '../review/review.service';
import { type Actor, accessOf, type MateriAccessOf, requireMateri } from './access.service';
import * as repo from './materi.repository';

export type { AddMateriInput, EditMateriInput };

export function toMateriRow(r: repo.MateriRecord): MateriRow {
  return {
    id: r.id,
    kode_ujian: r.kode_ujian,
    deskripsi: r.deskripsi,
    waktu: r.waktu,
    urutan: r.urutan,
    is_toefl: r.is_toefl === 1 ? '1' : '0',
    toefl_type: r.toefl_type,
    acak_pilihan: r.acak_pilihan === 1,
    tampilkan_pembahasan: r.tampilkan_pembahasan,
    ditutup: r.ditutup,
    jumlah_group: Number(r.jumlah_group ?? 0),
    jumlah_soal: Number(r.jumlah_soal ?? 0),
    diarsipkan_pada: r.archived_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** A materi row with what the actor may do with it (docs/decisions/0015). */
const withAccess = (actor: Actor, r: repo.MateriRecord, a: MateriAccessOf): MateriAccessRow => ({
  ...toMateriRow(r),
  boleh_ubah: allows(a.access, 'write'),
  boleh_kelola: allows(a.access, 'manage'),
  boleh_arsip: mayArchiveMateri(actor, a, a.access),
  pemilik: a.pemilik,
});

/** The materi the actor may read (admins: every one); archived ones only with `archived`. */
export async function listMateri(db: Db, actor: Actor, archived = false): Promise<MateriAccessRow[]> {
  const access = await accessOf(db, actor);
  const out: MateriAccessRow[] = [];
  for (const r of await repo.listMateri(db, archived)) {
    const a = access.get(r.id);
    if (a && a.access !== 'none') out.push(withAccess(actor, r, a));
  }
  return out;
}

export async function materiByIds(db: Db, ids: number[]): Promise<MateriRow[]> {
  return (await repo.findMateriByIds(db, ids)).map(toMateriRow);
}

export async function getMateri(db: Db, actor: Actor, id: number): Promise<MateriAccessRow> {
  const access = await requireMateri(db, actor, id, 'read');
  const row = await repo.findMateri(db, id);
  if (!row) throw notFound(STAFF_MSG.materiNotFound);
  return withAccess(actor, row, access);
}

/** A new materi is its lecturer's; an admin's goes to the admins' (tryout) bank. */
export async function createMateri(
  db: Db,
  actor: Actor,
  input: z.output<typeof addMateriSchema>,
): Promise<MateriAccessRow> {
  const isToefl = input.is_toefl === 1;
  const type = isToefl ? (input.toefl_type as ToeflType) : null;
  const kode = type ? toeflKode(input.kode_ujian, type) : input.kode_ujian;
  const id = await db.transaction().execute(async (trx) => {
    if (type && (await repo.toeflTypeTaken(trx, type))) throw conflict(STAFF_MSG.toeflExists);
    if (await kodeInUse(trx, kode))
      throw conflict(STAFF_MSG.kodeMateriExists, { kode_ujian: STAFF_MSG.kodeMateriExists });
    const now = nowIso();
    return repo.materiRows.insert(trx, {
      kode_ujian: kode,
      deskripsi: input.deskripsi,
      waktu: input.waktu,
      urutan: input.urutan,
      is_toefl: isToefl ? 1 : 0,
      toefl_type: type,
      acak_pilihan: input.acak_pilihan ? 1 : 0,
      tampilkan_pembahasan: input.tampilkan_pembahasan ? 1 : 0,
      ditutup: input.ditutup ? 1 : 0,
      owner_id: actor.role === 'dosen' ? actor.staffId : null,
      created_at: now,
      updated_at: now,
    });
  });
  return getMateri(db, actor, id);
}

/** TOEFL sections are fixed (spec §2.6: their rows offer no edit or delete); the server refuses both. */
function refuseToefl(m: { is_toefl: number }) {
  if (m.is_toefl === 1) throw forbidden(STAFF_MSG.toeflMateriLocked);
}

export async function editMateri(
  db: Db,
  actor: Actor,
  input: z.output<typeof editMateriSchema>,
): Promise<MateriAccessRow> {
  await requireMateri(db, actor, input.id, 'write');
  await db.transaction().execute(async (trx) => {
    const current = await repo.findMateri(trx, input.id);
    if (!current) throw notFound(STAFF_MSG.materiNotFound);
    refuseToefl(current);
    if (current.ditutup === 1 && input.ditutup === false)
      await confirmReopen(trx, input.id, input.konfirmasi_pembahasan);
    const kode = input.kode_ujian;
    if (await kodeInUse(trx, kode, { materiId: input.id }))
      throw conflict(STAFF_MSG.kodeMateriExists, { kode_ujian: STAFF_MSG.kodeMateriExists });
    await repo.materiRows.update(trx, input.id, {
      kode_ujian: kode,
      deskripsi: input.deskripsi,
      waktu: input.waktu,
      urutan: input.urutan,
      ...(input.acak_pilihan === undefined ? {} : { acak_pilihan: input.acak_pilihan ? 1 : 0 }),
      ...(input.tampilkan_pembahasan === undefined
        ? {}
        : { tampilkan_pembahasan: input.tampilkan_pembahasan ? 1 : 0 }),
      ...(input.ditutup === undefined ? {} : { ditutup: input.ditutup ? 1 : 0 }),
      updated_at: nowIso(),
    });
  });
  return getMateri(db, actor, input.id);
}

/**
 * What uses a materi, a group or a question (exams it is assigned to, attempts that drew from it)
 * and what a delete would take with it.
 */
export async function bankUsage(
  db: Db,
  scope: repo.BankScope,
  content: { jumlah_soal: number; jumlah_group?: number },
): Promise<BankUsage> {
  const ujian = 'materi' in scope ? await repo.examsUsing(db, scope.materi) : 0;
  const a = await repo.attemptsUsing(db, scope);
  const use = { ujian, hasil: a.hasil, berjalan: a.berjalan, percobaan: a.attempts - a.hasil - a.berjalan };
  return {
    ...use,
    jumlah_soal: content.jumlah_soal,
    jumlah_group: content.jumlah_group ?? 0,
    alasan: deleteRefusal(use),
    ikut_terhapus: contentText(content),
  };
}

/** Refuses (409, saying what uses it) deleting what an exam or an attempt uses. */
export async function refuseInUse(db: Db, scope: repo.BankScope): Promise<void> {
  const u = await bankUsage(db, scope, { jumlah_soal: 0 });
  if (u.alasan) throw conflict(u.alasan);
}

/** GET /materi/:id/pemakaian */
export async function materiUsage(db: Db, actor: Actor, id: number): Promise<BankUsage> {
  const m = await getMateri(db, actor, id);
  return bankUsage(db, { materi: id }, m);
}

/**
 * Deletes a materi with its groups and questions (and their files): only by its owners and
 * admins, refused (409, saying what uses it) while an exam or any attempt uses it.
 */
export async function deleteMateri(db: Db, actor: Actor, mediaDir: string, id: number): Promise<void> {
  await requireMateri(db, actor, id, 'manage', STAFF_MSG.materiDeleteError);
  const files = await db.transaction().execute(async (trx) => {
    const current = await repo.findMateri(trx, id);
    if (!current) throw notFound(STAFF_MSG.materiDeleteError);
    refuseToefl(current);
    await refuseInUse(trx, { materi: id });
    const media = await repo.mediaOfMateri(trx, id);
    await repo.materiRows.remove(trx, id);
    return media;
  });
  await removeQuestionFiles(mediaDir, files);
}

// ---------- the archive (docs/decisions/0016) ----------

/**
 * PUT /materi/:id/arsip: archives or restores a materi (whoever may edit it; one of the admins'
 * tryout bank only an admin, domain/bank-access mayArchiveMateri; not a TOEFL section).
 */
export async function archiveMateri(
  db: Db,
  actor: Archiver,
  id: number,
  arsip: boolean,
): Promise<MateriAccessRow> {
  const access = await requireMateri(db, actor, id, 'write');
  if (!mayArchiveMateri(actor, access, access.access)) throw forbidden(ARCHIVE_MSG.tryoutMateriAdminOnly);
  await db.transaction().execute(async (trx) => {
    const current = await repo.findMateri(trx, id);
    if (!current) throw notFound(STAFF_MSG.materiNotFound);
    refuseToefl(current);
    await recordArchive(trx, actor, { entity: 'materi', id, before: current.archived_at }, arsip, (at) =>
      repo.setMateriArchived(trx, id, at),
    );
  });
  return getMateri(db, actor, id);
}

// ---------- sharing ----------

/** GET /materi/:id/berbagi: its colleagues and the lecturers it may be shared with. */
export async function getShares(db: Db, actor: Actor, id: number): Promise<MateriShares> {
  await requireMateri(db, actor, id, 'manage');
  const rekan = (await repo.sharesOf(db, id)).map((r) => ({
    id: r.id,
    nidn: r.nidn,
    nama_dosen: r.nama_dosen,
    boleh_ubah: r.boleh_ubah === 1,
  }));
  const dosen = (await repo.lecturers(db)).filter((d) => d.id !== actor.staffId);
  return { rekan, dosen };
}

/** PUT /materi/:id/berbagi: replaces the colleagues it is shared with (lecturers only). */
export async function putShares(db: Db, actor: Actor, id: number, body: MateriSharesBody) {
  await requireMateri(db, actor, id, 'manage');
  const ids = new Set((await repo.lecturers(db)).map((d) => d.id));
  for (const r of body.rekan)
    if (!ids.has(r.staff_user_id) || r.staff_user_id === actor.staffId)
      throw badRequest(BANK_MSG.shareLecturersOnly, { rekan: BANK_MSG.shareLecturersOnly });
  await db.transaction().execute((trx) =>
    repo.replaceShares(
      trx,
      id,
      body.rekan.map((r) => ({ staff_user_id: r.staff_user_id, boleh_ubah: r.boleh_ubah ? 1 : 0 })),
      nowIso(),
    ),
  );
  return getShares(db, actor, id);
}
