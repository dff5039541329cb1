import type { Exec } from '../../db';
import { examHeaders } from './exams.repository';

/** The control room's targets: a tryout materi, a course exam (who may watch it). */

/** A materi assigned to a tryout exam, with the minutes of its attempts. */
export const findMateriTarget = (db: Exec, id: number) =>
  db
    .selectFrom('materi as m')
    .innerJoin('exam_materi as em', 'em.materi_id', 'm.id')
    .innerJoin('exams as e', 'e.id_ujian', 'em.id_ujian')
    .select(['m.id', 'm.kode_ujian', 'm.deskripsi', 'm.waktu', 'e.waktu_ujian'])
    .where('m.id', '=', id)
    .where('e.kategori', '=', 'tryout')
    .orderBy('e.id_ujian')
    .limit(1)
    .executeTakeFirst();

/** The course exams with what decides who may watch each (domain/ownership) and their minutes. */
const courseExams = (db: Exec) => examHeaders(db).select('e.waktu_ujian').where('e.kategori', '=', 'matkul');

/** A course exam with what decides who may watch it (its course's lecturer). */
export const findCourseTarget = (db: Exec, id: number) =>
  courseExams(db).where('e.id_ujian', '=', id).executeTakeFirst();

export const listCourseTargets = (db: Exec) => courseExams(db).orderBy('e.id_ujian', 'desc').execute();
