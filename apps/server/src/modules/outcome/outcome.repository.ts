import type { Transaction } from 'kysely';
import type { Db } from '../../db';
import { precompileFixed } from '../../db/precompiled';
import type { Database } from '../../db/schema';

export type Exec = Db | Transaction<Database>;

/** The tryout exam set (each materi assigned to a tryout exam) and a candidate's attempts on it. */

function tryoutMateriQuery(db: Exec) {
  return db
    .selectFrom('exam_materi as em')
    .innerJoin('exams as e', 'e.id_ujian', 'em.id_ujian')
    .innerJoin('materi as m', 'm.id', 'em.materi_id')
    .where('e.kategori', '=', 'tryout')
    .select([
      'm.id as materi_id',
      'm.kode_ujian',
      'm.deskripsi',
      'm.waktu',
      'm.urutan',
      'm.is_toefl',
      'm.toefl_type',
      'm.bank_version',
      'm.acak_pilihan',
      'e.id_ujian',
      'e.nama_ujian',
      'e.master_materi',
      'e.waktu_ujian',
      'e.type_soal as exam_type_soal',
      'e.mulai',
      'e.selesai',
    ]);
}
export type TryoutMateriRow = Awaited<
  ReturnType<ReturnType<typeof tryoutMateriQuery>['executeTakeFirstOrThrow']>
>;

const tryoutMateri = precompileFixed(0, (db) =>
  tryoutMateriQuery(db).orderBy('m.urutan').orderBy('m.id').orderBy('e.id_ujian'),
);

/** Every materi assigned to a tryout exam (a materi in two tryout exams appears twice: dedupe). */
export const listTryoutMateri = async (db: Exec) => (await tryoutMateri(db)).rows;

const tryoutMateriByKode = precompileFixed(1, (db, kode: string) =>
  tryoutMateriQuery(db).where('m.kode_ujian', '=', kode).orderBy('e.id_ujian').limit(1),
);

export const findTryoutMateriByKode = async (db: Exec, kode: string) =>
  (await tryoutMateriByKode(db, kode)).rows[0];

/** The tryout exams with the materi assigned to each. */
export async function listTryoutExams(db: Exec) {
  const exams = await db
    .selectFrom('exams')
    .select([
      'id_ujian',
      'kode_ujian',
      'nama_ujian',
      'master_materi',
      'type_soal',
      'waktu_ujian',
      'mulai',
      'selesai',
    ])
    .where('kategori', '=', 'tryout')
    .orderBy('id_ujian')
    .execute();
  const materi = await listTryoutMateri(db);
  return { exams, materi };
}

/** Attempts with the numbers staff may have changed on their result (r_nilai_*). */
export const attemptsWithResults = (db: Exec) =>
  db
    .selectFrom('attempts as a')
    .leftJoin('results as r', 'r.attempt_id', 'a.id')
    .select([
      'a.id',
      'a.materi_id',
      'a.attempt_no',
      'a.status',
      'a.deadline_at',
      'a.submitted_at',
      'a.nilai_pg',
      'a.nilai_essay',
      'a.nilai_akhir',
      'r.id_hasil',
      'r.nilai_pg as r_nilai_pg',
      'r.nilai_essay as r_nilai_essay',
      'r.nilai_akhir as r_nilai_akhir',
    ]);

const attemptsOfCandidate = precompileFixed(1, (db, candidateId: number) =>
  attemptsWithResults(db)
    .where('a.candidate_id', '=', candidateId)
    .where('a.voided_at', 'is', null)
    .orderBy('a.attempt_no')
    .orderBy('a.id'),
);

/** Every attempt of a candidate (but those staff voided) with the numbers staff may have changed on its result. */
export const candidateAttempts = async (db: Exec, candidateId: number) =>
  (await attemptsOfCandidate(db, candidateId)).rows;
