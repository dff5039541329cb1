import type { OptionKey } from '@tryout/shared/constants';
import type { Insertable } from 'kysely';
import type { Db } from '../src/db';
import type { QuestionsTable } from '../src/db/schema';
import { tryoutExamRow } from '../src/db/seed/courses';
import { nowIso } from '../src/lib/time';

let seq = 0;
const uniq = () => `${++seq}${Math.floor(Math.random() * 1e6)}`;

export interface QuestionSpec {
  type?: 'PG' | 'Essay';
  kunci?: OptionKey;
  kunci_essay?: string;
  /** soal_gambar file name (image or audio) */
  media?: string;
  /** an option image for A */
  optionImage?: string;
  /** option E left empty (a blank paragraph): the sheet shows four options */
  emptyE?: boolean;
}
export interface GroupSpec {
  nama?: string;
  jumlah: number;
  urutan?: number;
  questions: QuestionSpec[];
}
export interface MateriSpec {
  kode?: string;
  deskripsi?: string;
  waktu?: number;
  urutan?: number;
  toefl_type?: number | null;
  groups?: GroupSpec[];
  /** 'Acak pilihan jawaban' */
  acak_pilihan?: boolean;
}

export interface BuiltQuestion {
  id: number;
  type_soal: 'PG' | 'Essay';
  kunci_pg: OptionKey | null;
  kunci_essay: string | null;
  /** every built question has one: a text no candidate response may carry */
  pembahasan: string;
  media: string | null;
  group_id: number;
}
export interface BuiltMateri {
  id: number;
  kode_ujian: string;
  is_toefl: boolean;
  toefl_type: number | null;
  questions: BuiltQuestion[];
  /** question id → key letter (PG only) */
  keys: Map<number, OptionKey>;
}

const KEYS: OptionKey[] = ['A', 'B', 'C', 'D', 'E'];

/**
 * The default materi: group 1 draws 3 of 5 PG questions (keys A…E); group 2 holds all of: an audio
 * PG question (key B), an image PG question with an option image (key C), and one Essay.
 */
export const defaultGroups = (): GroupSpec[] => [
  { nama: 'Aritmatika', jumlah: 3, urutan: 1, questions: KEYS.map((k) => ({ kunci: k })) },
  {
    nama: 'Campuran',
    jumlah: 3,
    urutan: 2,
    questions: [
      { kunci: 'B', media: 'listening.mp3' },
      { kunci: 'C', media: 'gambar.png', optionImage: 'opsi-a.jpg' },
      { type: 'Essay', kunci_essay: 'Jawaban essay rahasia' },
    ],
  },
];

/** A materi with groups and questions. */
export async function makeMateri(db: Db, spec: MateriSpec = {}): Promise<BuiltMateri> {
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };
  const toefl = spec.toefl_type ?? null;
  const materi = await db
    .insertInto('materi')
    .values({
      kode_ujian: spec.kode ?? `MAT-${uniq()}`,
      deskripsi: spec.deskripsi ?? `Materi ${uniq()}`,
      waktu: spec.waktu ?? 60,
      urutan: spec.urutan ?? 1,
      is_toefl: toefl ? 1 : 0,
      toefl_type: toefl,
      acak_pilihan: spec.acak_pilihan ? 1 : 0,
      ...stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const questions: BuiltQuestion[] = [];
  const keys = new Map<number, OptionKey>();
  let gi = 0;
  for (const g of spec.groups ?? defaultGroups()) {
    gi++;
    const group = await db
      .insertInto('question_groups')
      .values({
        master_materi: materi.id,
        nama_group: g.nama ?? `Group ${gi}`,
        jumlah_soal_ujian: g.jumlah,
        urutan: g.urutan ?? gi,
        deskripsi: `Deskripsi ${g.nama ?? gi}`,
        ...stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    let qi = 0;
    for (const q of g.questions) {
      qi++;
      const type = q.type ?? 'PG';
      const row = await db
        .insertInto('questions')
        .values({
          group_soal: group.id,
          id_master_materi: materi.id,
          type_soal: type,
          type_ujian: 'UTS',
          soal_pg: `<p>Soal ${gi}.${qi} <b>tebal</b></p>`,
          soal_gambar: q.media ?? null,
          pil_a: type === 'PG' ? '<p>Pilihan A</p>' : '',
          pil_b: type === 'PG' ? '<p>Pilihan B</p>' : '',
          pil_c: type === 'PG' ? '<p>Pilihan C</p>' : '',
          pil_d: type === 'PG' ? '<p>Pilihan D</p>' : '',
          pil_e: type === 'PG' && !q.emptyE ? '<p>Pilihan E</p>' : type === 'PG' ? '<p></p>' : '',
          gambar_pil_a: q.optionImage ?? null,
          gambar_pil_b: null,
          gambar_pil_c: null,
          gambar_pil_d: null,
          gambar_pil_e: null,
          kunci_pg: type === 'PG' ? (q.kunci ?? 'A') : null,
          kunci_essay: type === 'Essay' ? (q.kunci_essay ?? 'Kunci essay') : null,
          pembahasan: `<p>Pembahasan rahasia ${materi.id}.${gi}.${qi}</p>`,
          ...stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const kunci = row.kunci_pg as OptionKey | null;
      if (kunci) keys.set(row.id, kunci);
      questions.push({
        id: row.id,
        type_soal: type,
        kunci_pg: kunci,
        kunci_essay: row.kunci_essay,
        pembahasan: `Pembahasan rahasia ${materi.id}.${gi}.${qi}`,
        media: row.soal_gambar,
        group_id: group.id,
      });
    }
  }
  return {
    id: materi.id,
    kode_ujian: materi.kode_ujian,
    is_toefl: !!toefl,
    toefl_type: toefl,
    questions,
    keys,
  };
}

/**
 * A materi with 'Acak pilihan jawaban' (docs/decisions/0031): four PG questions (keys A, E, C with
 * option E empty, B with a picture on option A) and an essay, all drawn.
 */
export const SHUFFLED_MATERI: MateriSpec = {
  acak_pilihan: true,
  groups: [
    {
      nama: 'Acak',
      jumlah: 0,
      questions: [
        { kunci: 'A' },
        { kunci: 'E' },
        { kunci: 'C', emptyE: true },
        { kunci: 'B', optionImage: 'opsi-a.jpg' },
        { type: 'Essay' },
      ],
    },
  ],
};

/** A tryout exam (kategori 'tryout') with the given materi assigned (default: one default materi). */
export async function makeTryout(db: Db, materi: MateriSpec[] = [{}], kode?: string) {
  const now = nowIso();
  const built: BuiltMateri[] = [];
  for (const [i, m] of materi.entries()) built.push(await makeMateri(db, { urutan: i + 1, ...m }));
  const exam = await db
    .insertInto('exams')
    .values(
      tryoutExamRow({
        kode_ujian: kode ?? `TRYOUT-${uniq()}`,
        nama_ujian: 'Tryout PMB',
        master_materi: 'Tryout',
        jumlah_soal_PG: 0,
        waktu_ujian: 90,
        created_at: now,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  if (built.length > 0) {
    await db
      .insertInto('exam_materi')
      .values(built.map((m) => ({ id_ujian: exam.id_ujian, materi_id: m.id })))
      .execute();
  }
  /** every question of every materi by id */
  const byId = new Map<number, BuiltQuestion>();
  for (const m of built) for (const q of m.questions) byId.set(q.id, q);
  return { exam, materi: built, byId };
}

/** A course exam (kategori 'matkul') with code, password and window, its materi assigned. */
export async function makeCourseExam(
  db: Db,
  opts: {
    materi?: MateriSpec[];
    type_soal?: 'PG' | 'Essay' | 'PG Dan Essay';
    jumlah_soal_PG?: number;
    jumlah_soal_essay?: number;
    mulai?: string | null;
    selesai?: string | null;
    pass?: string;
    acak_pilihan?: boolean;
  } = {},
) {
  const now = nowIso();
  const built: BuiltMateri[] = [];
  for (const m of opts.materi ?? [{}]) built.push(await makeMateri(db, m));
  const exam = await db
    .insertInto('exams')
    .values({
      kategori: 'matkul',
      id_matkul: null,
      kode_ujian: `UTS-${uniq()}`,
      pass_ujian: opts.pass ?? 'rahasia',
      nama_ujian: 'UTS Algoritma',
      master_materi: 'Algoritma',
      type_ujian: 'UTS',
      type_soal: opts.type_soal ?? 'PG Dan Essay',
      jumlah_soal_PG: opts.jumlah_soal_PG ?? 4,
      jumlah_soal_essay: opts.jumlah_soal_essay ?? 1,
      waktu_ujian: 45,
      mulai: opts.mulai === undefined ? new Date(Date.now() - 3600_000).toISOString() : opts.mulai,
      selesai: opts.selesai === undefined ? new Date(Date.now() + 3600_000).toISOString() : opts.selesai,
      kelas: 'A',
      created_by: null,
      acak_pilihan: opts.acak_pilihan ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('exam_materi')
    .values(built.map((m) => ({ id_ujian: exam.id_ujian, materi_id: m.id })))
    .execute();
  return { exam, materi: built };
}

/** A programme (study programme with its minimum score). */
export async function makeProgramme(db: Db, nilai_min_kelulusan: number, kode = `P${uniq()}`.slice(0, 20)) {
  const now = nowIso();
  return db
    .insertInto('programmes')
    .values({
      kode_prodi: kode,
      nama_prodi: `Prodi ${kode}`,
      nilai_min_kelulusan,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Puts a course exam under a course of the given lecturer (who then owns the exam). */
export async function giveCourse(db: Db, idUjian: number, idDosen: number) {
  const now = nowIso();
  const matkul = await db
    .insertInto('courses')
    .values({
      nama_matkul: 'Algoritma',
      id_dosen: idDosen,
      kelas: 'A',
      prodi: 'Teknik Informatika',
      created_at: now,
      updated_at: now,
    })
    .returning('id_matkul')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('exams')
    .set({ id_matkul: matkul.id_matkul })
    .where('id_ujian', '=', idUjian)
    .execute();
  return matkul.id_matkul;
}

/** A question row: the columns given, every other one blank (no options, keys, media or pembahasan). */
export function questionRow(
  v: Pick<Insertable<QuestionsTable>, 'group_soal' | 'id_master_materi' | 'type_soal'> &
    Partial<Insertable<QuestionsTable>>,
): Insertable<QuestionsTable> {
  const now = nowIso();
  return {
    type_ujian: 'UTS',
    soal_pg: '<p>Soal</p>',
    soal_gambar: null,
    ...{ pil_a: '', pil_b: '', pil_c: '', pil_d: '', pil_e: '' },
    ...{ gambar_pil_a: null, gambar_pil_b: null, gambar_pil_c: null, gambar_pil_d: null, gambar_pil_e: null },
    kunci_pg: null,
    kunci_essay: null,
    pembahasan: null,
    created_at: now,
    updated_at: now,
    ...v,
  };
}
