import type { Exec } from '../../db';

/**
 * Every finished result of a candidate, per materi in order, then per attempt; not those of an
 * attempt staff voided ('Ulang ujian': it no longer counts).
 */
export function candidateResults(db: Exec, candidateId: number) {
  return db
    .selectFrom('results as r')
    .leftJoin('materi as m', 'm.id', 'r.materi_id')
    .leftJoin('attempts as a', 'a.id', 'r.attempt_id')
    .where('a.voided_at', 'is', null)
    .select([
      'r.id_hasil',
      'r.materi_id',
      'm.kode_ujian',
      'm.deskripsi',
      'm.urutan',
      'm.is_toefl',
      'r.type_soal',
      'r.nilai_pg',
      'r.nilai_essay',
      'r.nilai_akhir',
      'r.mulai',
    ])
    .where('r.candidate_id', '=', candidateId)
    .orderBy('m.urutan')
    .orderBy('r.materi_id')
    .orderBy('r.id_hasil')
    .execute();
}

/** The campus system's PROGDITERIMA: final, never overwritten by our programme flow. */
export async function setProgditerima(db: Exec, candidateId: number, kode: string, now: string) {
  await db
    .updateTable('candidates')
    .set({ PROGDITERIMA: kode, progditerima_source: 'campus', updated_at: now })
    .where('id', '=', candidateId)
    .execute();
}
