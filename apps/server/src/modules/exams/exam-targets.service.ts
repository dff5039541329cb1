import type { MonitorJenis, MonitorTarget } from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import type { Exec } from '../../db';
import { type Actor, mayManageExam } from '../../domain/ownership';
import { durationMinutes } from '../../domain/timer';
import { forbidden, notFound } from '../../lib/errors';
import * as repo from './exam-targets.repository';

/**
 * The exams staff work on during the exam day (the control room, a rescue file): a tryout materi
 * — any staff — or a course exam — its course's lecturer and admins.
 */

/**
 * The materi or course exam, if the actor may work on it (403 otherwise); 404 when there is no
 * such target.
 */
export async function examTarget(
  db: Exec,
  actor: Actor,
  jenis: MonitorJenis,
  id: number,
): Promise<MonitorTarget> {
  if (jenis === 'materi') {
    const m = await repo.findMateriTarget(db, id);
    if (!m) throw notFound(MONITOR_MSG.targetNotFound);
    return {
      jenis,
      id,
      kode_ujian: m.kode_ujian,
      nama: m.deskripsi,
      nama_matkul: null,
      waktu: durationMinutes(m.waktu, m.waktu_ujian),
    };
  }
  const e = await repo.findCourseTarget(db, id);
  if (!e) throw notFound(MONITOR_MSG.targetNotFound);
  if (!mayManageExam(actor, e)) throw forbidden(MONITOR_MSG.notOwner);
  return courseTarget(e);
}

const courseTarget = (e: NonNullable<Awaited<ReturnType<typeof repo.findCourseTarget>>>): MonitorTarget => ({
  jenis: 'ujian',
  id: e.id_ujian,
  kode_ujian: e.kode_ujian,
  nama: e.nama_ujian,
  nama_matkul: e.nama_matkul ?? null,
  waktu: durationMinutes(null, e.waktu_ujian),
});

/** The course exams the actor may work on, newest first. */
export async function courseTargets(db: Exec, actor: Actor): Promise<MonitorTarget[]> {
  const exams = await repo.listCourseTargets(db);
  return exams.filter((e) => mayManageExam(actor, e)).map(courseTarget);
}
