import type { Exec } from '../../db';

/**
 * Whether a kode_ujian is used by a materi or an exam other than `except`: the two share one
 * namespace (a card's code names either, the candidate's and the control room's links use it).
 */
export async function kodeInUse(
  db: Exec,
  kode: string,
  except: { materiId?: number; examId?: number } = {},
): Promise<boolean> {
  let materi = db.selectFrom('materi').select('id').where('kode_ujian', '=', kode);
  if (except.materiId !== undefined) materi = materi.where('id', '!=', except.materiId);
  if ((await materi.executeTakeFirst()) !== undefined) return true;
  let exams = db.selectFrom('exams').select('id_ujian').where('kode_ujian', '=', kode);
  if (except.examId !== undefined) exams = exams.where('id_ujian', '!=', except.examId);
  return (await exams.executeTakeFirst()) !== undefined;
}
