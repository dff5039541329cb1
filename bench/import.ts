/**
 * Question import benchmark (`npm run bench:import`): writes a 500-question Word file with 100
 * embedded pictures (the docx package), then times reading it (mammoth, checks, pictures sniffed)
 * and saving it (pictures stored, one transaction) into an empty group of a fresh SQLite database.
 * docs/decisions/0029's figure: < 10 s on this machine.
 *
 *   node --import tsx bench/import.ts -- [--questions 500] [--pictures 100] [--database sqlite|postgres]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest, openDb } from '../apps/server/src/db';
import { nowIso } from '../apps/server/src/lib/time';
import { preview, save } from '../apps/server/src/modules/question-bank/import/import.service';
import { pngOf } from '../apps/server/test/test-files';

const TARGET_SECONDS = 10;
const { values: args } = parseArgs({
  options: {
    questions: { type: 'string', default: '500' },
    pictures: { type: 'string', default: '100' },
    database: { type: 'string', default: 'sqlite' },
  },
});
const questions = Number(args.questions);
const pictures = Number(args.pictures);

async function wordFile(): Promise<Buffer> {
  const d = await import('docx');
  const p = (...runs: InstanceType<typeof d.TextRun>[]) => new d.Paragraph({ children: runs });
  const t = (text: string, o: { bold?: boolean; subScript?: boolean } = {}) => new d.TextRun({ text, ...o });
  const children: InstanceType<typeof d.Paragraph>[] = [p(t('Bank soal uji'))];
  const every = Math.max(1, Math.floor(questions / Math.max(1, pictures)));
  let placed = 0;
  for (let i = 1; i <= questions; i++) {
    children.push(
      p(
        t(`${i}. Soal nomor ${i}: rumus H`),
        t('2', { subScript: true }),
        t('O dan '),
        t('tebal', { bold: true }),
      ),
    );
    if (placed < pictures && i % every === 0) {
      // a distinct 240×200 picture of random pixels (about 144 KB, as a photograph would weigh)
      const png = pngOf(240, 200, [(i * 37) % 256, (i * 11) % 256, 90], i, true);
      children.push(
        new d.Paragraph({
          children: [new d.ImageRun({ type: 'png', data: png, transformation: { width: 240, height: 200 } })],
        }),
      );
      placed++;
    }
    for (const l of ['A', 'B', 'C', 'D', 'E']) children.push(p(t(`${l}. Pilihan ${l} soal ${i}`)));
    children.push(p(t(`Kunci: ${'ABCDE'[i % 5]}`)));
    children.push(p(t('Pembahasan:')), p(t(`Penjelasan soal ${i}.`)));
  }
  return Buffer.from(await d.Packer.toBuffer(new d.Document({ sections: [{ children }] })));
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-bench-import-'));
const pgSchema = args.database === 'postgres' ? `bench_import_${process.pid}` : undefined;
const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const admin = pgSchema ? openDb({ databaseUrl: url, poolSize: 1 }) : undefined;
if (admin && pgSchema) await admin.db.schema.createSchema(pgSchema).execute();
const handle = pgSchema
  ? openDb({ databaseUrl: url, pgSchema, poolSize: 4 })
  : openDb({ sqliteFile: path.join(dir, 'bench.sqlite') });
try {
  await migrateToLatest(handle.db, pgSchema);
  const now = nowIso();
  const materi = await handle.db
    .insertInto('materi')
    .values({
      kode_ujian: 'BENCH',
      deskripsi: 'Bench',
      waktu: 60,
      urutan: 1,
      is_toefl: 0,
      toefl_type: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = await handle.db
    .insertInto('question_groups')
    .values({
      master_materi: materi.id,
      nama_group: 'Bench',
      jumlah_soal_ujian: 10,
      urutan: 1,
      deskripsi: 'Bench',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // the import is an admin's (the question bank's owners, docs/decisions/0015): any staff member's id will do
  const staff = await handle.db
    .insertInto('staff_users')
    .values({
      id_dosen: 'bench',
      nidn: 'bench',
      nama_dosen: 'Bench',
      password_hash: '-',
      role: 'admin',
      prodi: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = { staffId: staff.id, role: 'admin' as const };
  const bytes = await wordFile();
  const mediaDir = path.join(dir, 'media');

  let started = performance.now();
  const shown = await preview(handle.db, admin, group.id, bytes, 'bench.docx');
  const previewSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const batch = await save(handle.db, admin, mediaDir, group.id, bytes, 'bench.docx');
  const saveSeconds = (performance.now() - started) / 1000;
  const stored = fs.readdirSync(path.join(mediaDir, 'soalPg')).length;
  const met = saveSeconds < TARGET_SECONDS;
  console.log(
    [
      `${questions} questions, ${pictures} pictures: a ${(bytes.length / 1024).toFixed(0)} KiB .docx (${args.database})`,
      `  preview (read, check, pictures as data URLs): ${previewSeconds.toFixed(2)} s, ${shown.jumlah} questions, ${shown.jumlah_bermasalah} with problems`,
      `  save (read, check, ${stored} pictures stored, ${batch.jumlah_soal} rows in one transaction): ${saveSeconds.toFixed(2)} s — target < ${TARGET_SECONDS} s: ${met ? 'met' : 'MISSED'}`,
    ].join('\n'),
  );
  if (!met || batch.jumlah_soal !== questions || stored !== pictures) process.exitCode = 1;
} finally {
  await handle.close();
  if (admin && pgSchema) {
    await admin.db.schema.dropSchema(pgSchema).ifExists().cascade().execute();
    await admin.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
