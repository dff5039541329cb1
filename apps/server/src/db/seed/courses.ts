import type { Insertable } from 'kysely';
import type { Db } from '../index';
import type { ExamsTable } from '../schema';
import type { Stamp } from './accounts';
import type { DemoMateri } from './questions';

/** A tryout's exams row: no course, password or window; 10 PG questions in 60 minutes unless told. */
export const tryoutExamRow = (
  row: Pick<Insertable<ExamsTable>, 'kode_ujian' | 'nama_ujian' | 'created_at' | 'updated_at'> &
    Partial<Insertable<ExamsTable>>,
): Insertable<ExamsTable> => ({
  kategori: 'tryout',
  id_matkul: null,
  pass_ujian: null,
  master_materi: 'Tryout PMB',
  type_ujian: 'UTS',
  type_soal: 'PG',
  jumlah_soal_PG: 10,
  jumlah_soal_essay: 0,
  waktu_ujian: 60,
  mulai: null,
  selesai: null,
  kelas: null,
  created_by: null,
  ...row,
});

/**
 * The demo lecturer's courses and the exams: the tryout over every regular and TOEFL materi, and
 * three course exams (open from yesterday for 30 days).
 */
export async function insertCourses(
  db: Db,
  {
    dosenId,
    bank,
    materiId,
    stamp,
  }: { dosenId: number; bank: DemoMateri[]; materiId: Map<string, number>; stamp: Stamp },
): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const mulai = new Date(Date.now() - day).toISOString();
  const selesai = new Date(Date.now() + 30 * day).toISOString();
  const courses = await db
    .insertInto('courses')
    .values([
      {
        nama_matkul: 'Algoritma dan Pemrograman',
        id_dosen: dosenId,
        kelas: 'A',
        prodi: 'Teknik Informatika',
        ...stamp,
      },
      { nama_matkul: 'Basis Data', id_dosen: dosenId, kelas: 'B', prodi: 'Teknik Informatika', ...stamp },
    ])
    .returning(['id_matkul', 'nama_matkul'])
    .execute();
  const alproId = courses.find((c) => c.nama_matkul === 'Algoritma dan Pemrograman')?.id_matkul as number;
  const course = {
    kategori: 'matkul' as const,
    id_matkul: alproId,
    master_materi: 'Algoritma dan Pemrograman',
    mulai,
    selesai,
    kelas: 'A',
    created_by: dosenId,
    ...stamp,
  };
  const exams = await db
    .insertInto('exams')
    .values([
      tryoutExamRow({ kode_ujian: 'TRYOUT-2026', nama_ujian: 'Tryout PMB 2026', ...stamp }),
      {
        ...course,
        kode_ujian: 'ALPRO-UTS-2026',
        pass_ujian: 'ujian123',
        nama_ujian: 'UTS Algoritma dan Pemrograman',
        type_ujian: 'UTS',
        type_soal: 'PG',
        jumlah_soal_PG: 20,
        jumlah_soal_essay: 0,
        waktu_ujian: 90,
      },
      {
        ...course,
        kode_ujian: 'ALPRO-UAS-2026',
        pass_ujian: 'ujian123',
        nama_ujian: 'UAS Algoritma dan Pemrograman',
        type_ujian: 'UAS',
        type_soal: 'Essay',
        jumlah_soal_PG: 0,
        jumlah_soal_essay: 5,
        waktu_ujian: 120,
      },
      {
        ...course,
        kode_ujian: 'ALPRO-QUIZ-2026',
        pass_ujian: 'kuis123',
        nama_ujian: 'Kuis Algoritma dan Pemrograman',
        type_ujian: 'QUIZ',
        type_soal: 'PG Dan Essay',
        jumlah_soal_PG: 10,
        jumlah_soal_essay: 3,
        waktu_ujian: 45,
      },
    ])
    .returning(['id_ujian', 'kode_ujian'])
    .execute();
  const examId = new Map(exams.map((e) => [e.kode_ujian, e.id_ujian]));
  const id = (kode: string) => materiId.get(kode) as number;
  const tryoutMateri = bank.filter((m) => m.kode !== 'ALPRO').map((m) => m.kode);
  await db
    .insertInto('exam_materi')
    .values([
      ...tryoutMateri.map((k) => ({ id_ujian: examId.get('TRYOUT-2026') as number, materi_id: id(k) })),
      { id_ujian: examId.get('ALPRO-UTS-2026') as number, materi_id: id('ALPRO') },
      { id_ujian: examId.get('ALPRO-UTS-2026') as number, materi_id: id('MTK') },
      { id_ujian: examId.get('ALPRO-UAS-2026') as number, materi_id: id('ALPRO') },
      { id_ujian: examId.get('ALPRO-QUIZ-2026') as number, materi_id: id('ALPRO') },
    ])
    .execute();
}
