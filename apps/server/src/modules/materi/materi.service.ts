import {
  type AddMateriInput,
  type addMateriSchema,
  type EditMateriInput,
  type editMateriSchema,
  type MateriRow,
  STAFF_MSG,
  type ToeflType,
  toeflKode,
} from '@tryout/shared/staff';
import type { z } from 'zod';
import type { Db } from '../../db';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { examKodeTaken } from '../exams/exams.repository';
import { removeQuestionFiles } from '../question-bank/media';
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
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export const listMateri = async (db: Db) => (await repo.listMateri(db)).map(toMateriRow);

export async function materiByIds(db: Db, ids: number[]): Promise<MateriRow[]> {
  return (await repo.findMateriByIds(db, ids)).map(toMateriRow);
}

export async function getMateri(db: Db, id: number): Promise<MateriRow> {
  const row = await repo.findMateri(db, id);
  if (!row) throw notFound(STAFF_MSG.materiNotFound);
  return toMateriRow(row);
}

export async function createMateri(db: Db, input: z.output<typeof addMateriSchema>): Promise<MateriRow> {
  const isToefl = input.is_toefl === 1;
  const type = isToefl ? (input.toefl_type as ToeflType) : null;
  const kode = type ? toeflKode(input.kode_ujian, type) : input.kode_ujian;
  const id = await db.transaction().execute(async (trx) => {
    if (type && (await repo.toeflTypeTaken(trx, type))) throw conflict(STAFF_MSG.toeflExists);
    if ((await repo.kodeTaken(trx, kode)) || (await examKodeTaken(trx, kode)))
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
      created_at: now,
      updated_at: now,
    });
  });
  return getMateri(db, id);
}

/** TOEFL sections are fixed (spec §2.6: their rows offer no edit or delete); the server refuses both. */
function refuseToefl(m: { is_toefl: number }) {
  if (m.is_toefl === 1) throw forbidden(STAFF_MSG.toeflMateriLocked);
}

export async function editMateri(db: Db, input: z.output<typeof editMateriSchema>): Promise<MateriRow> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.findMateri(trx, input.id);
    if (!current) throw notFound(STAFF_MSG.materiNotFound);
    refuseToefl(current);
    const kode = input.kode_ujian;
    if ((await repo.kodeTaken(trx, kode, input.id)) || (await examKodeTaken(trx, kode)))
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
  return getMateri(db, input.id);
}

/** Deletes a materi with its groups and questions (and their files); refused once candidates used it. */
export async function deleteMateri(db: Db, mediaDir: string, id: number): Promise<void> {
  const files = await db.transaction().execute(async (trx) => {
    const current = await repo.findMateri(trx, id);
    if (!current) throw notFound(STAFF_MSG.materiDeleteError);
    refuseToefl(current);
    if (await repo.materiHasWork(trx, id)) throw conflict(STAFF_MSG.materiHasResults);
    const media = await repo.mediaOfMateri(trx, id);
    await repo.materiRows.remove(trx, id);
    return media;
  });
  await removeQuestionFiles(mediaDir, files);
}
