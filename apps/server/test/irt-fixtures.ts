import type { Db } from '../src/db';
import { drawRows } from '../src/db/draws';
import { simulateResponses } from '../src/domain/irt/simulate';
import { nowIso } from '../src/lib/time';
import { makeMateri } from './exam-fixtures';
import { candidateRow } from './factories';

const KEYS = ['A', 'B', 'C', 'D', 'E'] as const;
const wrongOf = (k: string) => (k === 'A' ? 'B' : 'A');
let run = 0;

export interface IrtSeedOptions {
  /** candidates with a first attempt */
  candidates: number;
  /** true item parameters of the materi's multiple-choice questions */
  items: { a: number; b: number }[];
  /** questions drawn per attempt (a random subset: the rest is missing) */
  drawn: number;
  seed?: number;
  /** an extra question drawn only by this many of the first candidates (below the minimum sample) */
  rareTakers?: number;
  /** tryout exam id for the attempts and results */
  id_ujian: number;
}

/**
 * A materi whose candidates answered as the 2PL model with the given parameters says: candidates,
 * their first attempts (submitted, with the frozen draw and the answers; a wrong answer is sometimes
 * left blank), result rows, and a second attempt of every tenth candidate (all wrong) and an attempt
 * in progress of every seventh, neither of which may enter a calibration.
 */
export async function seedIrtMateri(db: Db, o: IrtSeedOptions) {
  const tag = `${Date.now().toString(36)}${++run}`;
  const now = nowIso();
  const materi = await makeMateri(db, {
    kode: `IRT-${tag}`.slice(0, 20),
    deskripsi: `Materi IRT ${tag}`,
    groups: [
      { nama: 'Utama', jumlah: o.drawn, questions: o.items.map((_, j) => ({ kunci: KEYS[j % 5] })) },
      { nama: 'Jarang', jumlah: 0, questions: [{ kunci: 'C' }] },
    ],
  });
  await db.insertInto('exam_materi').values({ id_ujian: o.id_ujian, materi_id: materi.id }).execute();
  const pg = materi.questions.filter((q) => q.type_soal === 'PG');
  const main = pg.slice(0, o.items.length);
  const rare = pg[o.items.length];
  const { rows } = simulateResponses(o.items, {
    candidates: o.candidates,
    itemsPerCandidate: o.drawn,
    seed: o.seed ?? 11,
  });
  const candidates: { id: number; nisn: string; full_name: string; email: string }[] = [];
  for (let start = 0; start < rows.length; start += 500)
    candidates.push(
      ...(await db
        .insertInto('candidates')
        .values(
          rows.slice(start, start + 500).map((_, k) => {
            const i = start + k;
            return {
              ...candidateRow(i, 'x', now),
              nisn: `8${tag.slice(-4)}${String(i).padStart(5, '0')}`.slice(0, 10),
              full_name: `PESERTA IRT ${i}`,
              email: `irt${tag}${i}@tryout.test`,
              nilai: 40 + (i % 50),
              status_kelulusan: i % 3 === 0 ? 1 : 0,
            };
          }),
        )
        .returning(['id', 'nisn', 'full_name', 'email'])
        .execute()),
    );
  const attempt = (candidateId: number, attempt_no: number, nilai: number | null, done = true) => ({
    candidate_id: candidateId,
    exam_student_id: null,
    id_ujian: o.id_ujian,
    materi_id: materi.id,
    attempt_no,
    type_soal: 'PG' as const,
    status: done ? ('submitted' as const) : ('in_progress' as const),
    started_at: now,
    deadline_at: now,
    submitted_at: done ? now : null,
    nilai_pg: nilai,
    nilai_essay: null,
    nilai_akhir: nilai,
    created_at: now,
  });
  const firsts: {
    id: number;
    candidate: (typeof candidates)[number];
    row: (0 | 1 | null)[];
    nilai: number;
  }[] = [];
  for (const [i, c] of candidates.entries()) {
    const row = rows[i];
    const answered = row.filter((y) => y !== null);
    const nilai = Math.round((10000 * answered.filter((y) => y === 1).length) / answered.length) / 100;
    const a = await db
      .insertInto('attempts')
      .values(attempt(c.id, 1, nilai))
      .returning('id')
      .executeTakeFirstOrThrow();
    firsts.push({ id: a.id, candidate: c, row, nilai });
  }
  const draws: { attempt_id: number; question_id: number; number: number }[] = [];
  const answers: { attempt_id: number; question_id: number; value: string; updated_at: string }[] = [];
  firsts.forEach((f, i) => {
    let n = 0;
    f.row.forEach((y, j) => {
      if (y === null) return;
      const q = main[j];
      draws.push({ attempt_id: f.id, question_id: q.id, number: ++n });
      // a wrong answer is a wrong letter, or (every fourth) no answer at all
      if (y === 1)
        answers.push({ attempt_id: f.id, question_id: q.id, value: q.kunci_pg as string, updated_at: now });
      else if ((i + j) % 4 !== 0)
        answers.push({
          attempt_id: f.id,
          question_id: q.id,
          value: wrongOf(q.kunci_pg as string),
          updated_at: now,
        });
    });
    if (i < (o.rareTakers ?? 0)) {
      draws.push({ attempt_id: f.id, question_id: rare.id, number: ++n });
      answers.push({ attempt_id: f.id, question_id: rare.id, value: i % 2 ? 'C' : 'D', updated_at: now });
    }
  });
  // later attempts: all wrong (a second attempt) or unfinished; a calibration must not read them
  for (const [i, f] of firsts.entries()) {
    if (i % 10 !== 0 && i % 7 !== 0) continue;
    const a = await db
      .insertInto('attempts')
      .values(attempt(f.candidate.id, 2, i % 10 === 0 ? 0 : null, i % 10 === 0))
      .returning('id')
      .executeTakeFirstOrThrow();
    main.forEach((q, j) => {
      draws.push({ attempt_id: a.id, question_id: q.id, number: j + 1 });
      answers.push({
        attempt_id: a.id,
        question_id: q.id,
        value: wrongOf(q.kunci_pg as string),
        updated_at: now,
      });
    });
  }
  const drawRowsAll = drawRows(draws);
  for (let i = 0; i < drawRowsAll.length; i += 500)
    await db
      .insertInto('attempt_draws')
      .values(drawRowsAll.slice(i, i + 500))
      .execute();
  for (let i = 0; i < answers.length; i += 500)
    await db
      .insertInto('answers')
      .values(answers.slice(i, i + 500))
      .execute();
  for (let i = 0; i < firsts.length; i += 200)
    await db
      .insertInto('results')
      .values(
        firsts.slice(i, i + 200).map((f) => ({
          attempt_id: f.id,
          id_ujian: o.id_ujian,
          materi_id: materi.id,
          candidate_id: f.candidate.id,
          exam_student_id: null,
          nama_mhs: f.candidate.full_name,
          nim: f.candidate.nisn,
          email: f.candidate.email,
          kelas: null,
          type_soal: 'PG' as const,
          nilai_pg: f.nilai,
          nilai_essay: null,
          nilai_akhir: f.nilai,
          mulai: now,
          jawaban_essay: '[]',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  return { materi, main, rare, firsts };
}
