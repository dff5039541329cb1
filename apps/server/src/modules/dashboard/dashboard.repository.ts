import type { Db } from '../../db';

export async function examCountsByType(db: Db) {
  return db
    .selectFrom('exams')
    .select('type_soal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy('type_soal')
    .execute();
}

/** Distinct people with at least one result: candidates plus course-exam students. */
export async function countParticipants(db: Db): Promise<number> {
  const c = await db
    .selectFrom('results')
    .select((eb) => eb.fn.count<number>('candidate_id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  const s = await db
    .selectFrom('results')
    .select((eb) => eb.fn.count<number>('exam_student_id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  return Number(c.n) + Number(s.n);
}

export async function countPassed(db: Db): Promise<number> {
  const row = await db
    .selectFrom('candidates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status_kelulusan', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
