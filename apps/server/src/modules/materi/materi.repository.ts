import type { Db } from '../../db';
import { rowsOf } from '../../db/rows';

type Exec = Db;

export function selectMateri(db: Exec) {
  return db
    .selectFrom('materi as m')
    .selectAll('m')
    .select((eb) => [
      eb
        .selectFrom('question_groups as g')
        .whereRef('g.master_materi', '=', 'm.id')
        .select(eb.fn.countAll<number>().as('c'))
        .as('jumlah_group'),
      eb
        .selectFrom('questions as q')
        .whereRef('q.id_master_materi', '=', 'm.id')
        .select(eb.fn.countAll<number>().as('c'))
        .as('jumlah_soal'),
    ]);
}

export type MateriRecord = Awaited<ReturnType<ReturnType<typeof selectMateri>['executeTakeFirstOrThrow']>>;

export const listMateri = (db: Exec) => selectMateri(db).orderBy('m.urutan').orderBy('m.id').execute();

export const findMateri = (db: Exec, id: number) =>
  selectMateri(db).where('m.id', '=', id).executeTakeFirst();

export const findMateriByIds = (db: Exec, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : selectMateri(db).where('m.id', 'in', ids).orderBy('m.urutan').orderBy('m.id').execute();

export async function kodeTaken(db: Exec, kode: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('materi').select('id').where('kode_ujian', '=', kode);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function toeflTypeTaken(db: Exec, type: number): Promise<boolean> {
  const row = await db.selectFrom('materi').select('id').where('toefl_type', '=', type).executeTakeFirst();
  return row !== undefined;
}

/** insert, update and remove by id */
export const materiRows = rowsOf('materi', 'id');

/** Attempts or results that point at this materi (deleting it would erase candidates' work). */
export async function materiHasWork(db: Exec, id: number): Promise<boolean> {
  const a = await db.selectFrom('attempts').select('id').where('materi_id', '=', id).executeTakeFirst();
  if (a) return true;
  const r = await db.selectFrom('results').select('id_hasil').where('materi_id', '=', id).executeTakeFirst();
  return r !== undefined;
}

/** File names of every question of a materi (to remove them after the materi is deleted). */
export const mediaOfMateri = (db: Exec, id: number) =>
  db
    .selectFrom('questions')
    .select(['soal_gambar', 'gambar_pil_a', 'gambar_pil_b', 'gambar_pil_c', 'gambar_pil_d', 'gambar_pil_e'])
    .where('id_master_materi', '=', id)
    .execute();
