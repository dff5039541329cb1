import { normaliseNim } from '@tryout/shared/nim';
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

interface Seat {
  id: number;
  id_ujian: number;
  nim: string;
  attempted: number;
}

/** Which seat of spellings of one NIM keeps it: one with an attempt, spelt as normalised first. */
function keeperOf(seats: Seat[], nim: string): Seat {
  const rank = (s: Seat) => (s.attempted ? 2 : 0) + (s.nim === nim ? 1 : 0);
  return seats.reduce((best, s) =>
    rank(s) > rank(best) || (rank(s) === rank(best) && s.id < best.id) ? s : best,
  );
}

/**
 * Course-exam NIMs normalised (docs/decisions/0009, design §4: trimmed, no spaces, one case), so that two
 * spellings of one NIM are one seat. Seats of one exam whose NIMs normalise alike: the seat with an
 * attempt (or, without one, the earliest) takes the NIM; the others without an attempt go (their
 * sessions with them: nothing was taken on them); another seat with an attempt is kept as it is
 * spelt (an attempt is history; its result carries the name and NIM it was taken with). Results
 * keep the NIM they were recorded with.
 */
export async function up(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('exam_students as s')
    .select(['s.id', 's.id_ujian', 's.nim'])
    .select((eb) =>
      eb
        .selectFrom('attempts as a')
        .whereRef('a.exam_student_id', '=', 's.id')
        .select(eb.fn.countAll().as('n'))
        .as('attempted'),
    )
    .orderBy('s.id')
    .execute();
  const groups = new Map<string, Seat[]>();
  for (const s of rows) {
    const key = `${s.id_ujian} ${normaliseNim(s.nim)}`;
    groups.set(key, [...(groups.get(key) ?? []), { ...s, attempted: Number(s.attempted) }]);
  }
  for (const group of groups.values()) {
    const nim = normaliseNim(group[0].nim);
    const keeper = keeperOf(group, nim);
    const gone = group.filter((s) => s !== keeper && !s.attempted).map((s) => s.id);
    if (gone.length > 0) await db.deleteFrom('exam_students').where('id', 'in', gone).execute();
    // no other seat is spelt as normalised now: one with an attempt would have been the keeper
    if (keeper.nim !== nim)
      await db.updateTable('exam_students').set({ nim }).where('id', '=', keeper.id).execute();
  }
}

/** Nothing to undo: a normalised NIM is a valid NIM. */
export async function down(_db: Db): Promise<void> {}
