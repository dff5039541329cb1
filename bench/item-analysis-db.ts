/**
 * Fills a real database (SQLite file or a fresh PostgreSQL schema) with a simulated tryout — one
 * materi, its questions, candidates, finished attempts with their draws and saved answers — for
 * bench/item-analysis.ts to time the item analysis route's service call on it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DbHandle, migrateToLatest, openDb } from '../apps/server/src/db';
import { drawRows } from '../apps/server/src/db/draws';
import type { AttemptResponses, ItemInfo } from '../apps/server/src/domain/item-analysis';

/** bound variables per INSERT (SQLite allows 32,766) */
const MAX_VARIABLES = 30000;

export interface FilledDb {
  handle: DbHandle;
  materiId: number;
  /** the answer rows written */
  answers: number;
  drop(): Promise<void>;
}

async function inChunks<T extends object>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  const size = rows.length > 0 ? Math.floor(MAX_VARIABLES / Object.keys(rows[0]).length) : 1;
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export async function openBenchDb(kind: 'sqlite' | 'postgres', databaseUrl: string) {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'item-analysis-bench-'));
    const handle = openDb({ sqliteFile: path.join(dir, 'bench.sqlite') });
    await migrateToLatest(handle.db);
    return {
      handle,
      drop: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_ia_${process.pid}`;
  const admin = openDb({ databaseUrl, poolSize: 1 });
  await admin.db.schema.createSchema(schema).execute();
  const handle = openDb({ databaseUrl, pgSchema: schema, poolSize: 4 });
  await migrateToLatest(handle.db, schema);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await admin.close();
    },
  };
}

export async function fillTryout(
  kind: 'sqlite' | 'postgres',
  databaseUrl: string,
  info: readonly ItemInfo[],
  attempts: readonly AttemptResponses[],
): Promise<FilledDb> {
  const { handle, drop } = await openBenchDb(kind, databaseUrl);
  const db = handle.db;
  const now = new Date().toISOString();
  const stamp = { created_at: now, updated_at: now };
  const materi = await db
    .insertInto('materi')
    .values({
      kode_ujian: 'BENCH',
      deskripsi: 'Bench',
      waktu: 90,
      urutan: 1,
      is_toefl: 0,
      toefl_type: null,
      ...stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('question_groups')
    .values({
      master_materi: materi.id,
      nama_group: 'Bench',
      jumlah_soal_ujian: info.length,
      urutan: 1,
      deskripsi: '-',
      ...stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questionIds: number[] = [];
  for (const item of info) {
    const q = await db
      .insertInto('questions')
      .values({
        group_soal: group.id,
        id_master_materi: materi.id,
        type_soal: 'PG',
        type_ujian: 'UTS',
        soal_pg: `<p>Soal ${String(item.id)}</p>`,
        soal_gambar: null,
        pil_a: 'A',
        pil_b: 'B',
        pil_c: 'C',
        pil_d: 'D',
        pil_e: 'E',
        gambar_pil_a: null,
        gambar_pil_b: null,
        gambar_pil_c: null,
        gambar_pil_d: null,
        gambar_pil_e: null,
        kunci_pg: item.key,
        kunci_essay: null,
        ...stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    questionIds.push(q.id);
  }
  const qid = new Map(info.map((item, j) => [item.id, questionIds[j]]));
  const candidates = attempts.map((_, c) => ({
    nisn: String(c + 1).padStart(10, '0'),
    full_name: `PESERTA ${c + 1}`,
    email: `bench${c + 1}@tryout.test`,
    phone: '081234567890',
    password_hash: '-',
    asal_sekolah: '-',
    jenis_sekolah: 'SMA',
    alamat_sekolah1: '-',
    alamat_sekolah2: '-',
    provinsi_sekolah: '-',
    jurusan_sekolah: '-',
    email_verified_at: now,
    nilai: null,
    status_kelulusan: null,
    ANGKATAN: null,
    GELOMBANG: null,
    program_studi: null,
    program_studi2: null,
    PROGDITERIMA: null,
    ...stamp,
  }));
  const candidateIds: number[] = [];
  await inChunks(candidates, async (chunk) => {
    const rows = await db.insertInto('candidates').values(chunk).returning('id').execute();
    candidateIds.push(...rows.map((r) => r.id));
  });
  const attemptIds: number[] = [];
  await inChunks(
    attempts.map((a, c) => ({
      candidate_id: candidateIds[c],
      exam_student_id: null,
      id_ujian: null,
      materi_id: materi.id,
      attempt_no: 1,
      type_soal: 'PG' as const,
      status: 'submitted' as const,
      started_at: now,
      deadline_at: now,
      submitted_at: now,
      nilai_pg: a.score,
      nilai_essay: null,
      nilai_akhir: a.score,
      created_at: now,
    })),
    async (chunk) => {
      const rows = await db.insertInto('attempts').values(chunk).returning('id').execute();
      attemptIds.push(...rows.map((r) => r.id));
    },
  );
  const draws = attempts.flatMap((a, c) =>
    a.answers.map((x, i) => ({ attempt_id: attemptIds[c], question_id: qid.get(x.item)!, number: i + 1 })),
  );
  const answers = attempts.flatMap((a, c) =>
    a.answers
      .filter((x) => x.option !== null)
      .map((x) => ({
        attempt_id: attemptIds[c],
        question_id: qid.get(x.item)!,
        value: x.option!,
        updated_at: now,
      })),
  );
  await db.transaction().execute(async (trx) => {
    await inChunks(drawRows(draws), (chunk) => trx.insertInto('attempt_draws').values(chunk).execute());
    await inChunks(answers, (chunk) => trx.insertInto('answers').values(chunk).execute());
  });
  return { handle, materiId: materi.id, answers: answers.length, drop };
}
