import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../lib/paths';
import type { Db } from '../index';
import type { Stamp } from './accounts';
import { alpro } from './materi/alpro';
import { bin } from './materi/bin';
import { ing } from './materi/ing';
import { mtk } from './materi/mtk';
import { toeflListening } from './materi/toefl-listening';
import { toeflReading } from './materi/toefl-reading';
import { toeflStructure } from './materi/toefl-structure';
import { toeflWriting } from './materi/toefl-writing';
import { tpa } from './materi/tpa';
import type { DemoMateri } from './questions';

/** Committed demo media (generated once by demo-assets/generate.mjs). */
export const DEMO_ASSETS_DIR = path.join(serverRoot, 'demo-assets');

/** The demo question bank: 4 regular subjects, the 4 TOEFL sections, and a course subject. */
export function demoBank(): DemoMateri[] {
  return [
    tpa(),
    mtk(),
    bin(),
    ing(),
    toeflListening(),
    toeflStructure(),
    toeflReading(),
    toeflWriting(),
    alpro(),
  ];
}

/** Copies the committed demo media that the bank refers to into mediaDir. */
export function copyDemoMedia(bank: DemoMateri[], mediaDir: string) {
  const wanted = { soalPg: new Set<string>(), jawabanPg: new Set<string>() };
  for (const m of bank)
    for (const g of m.groups)
      for (const q of g.soal) {
        if (q.gambar) wanted.soalPg.add(q.gambar);
        for (const o of q.options) if (o.image) wanted.jawabanPg.add(o.image);
      }
  for (const [folder, names] of Object.entries(wanted)) {
    const dir = path.join(mediaDir, folder);
    fs.mkdirSync(dir, { recursive: true });
    for (const name of names) fs.copyFileSync(path.join(DEMO_ASSETS_DIR, folder, name), path.join(dir, name));
  }
}

/** Writes the bank (materi, groups, questions); returns each materi's id by its kode. */
export async function insertBank(db: Db, bank: DemoMateri[], stamp: Stamp): Promise<Map<string, number>> {
  const materiRows = await db
    .insertInto('materi')
    .values(
      bank.map((m) => ({
        kode_ujian: m.kode,
        deskripsi: m.deskripsi,
        waktu: m.waktu,
        urutan: m.urutan,
        is_toefl: m.toefl ? 1 : 0,
        toefl_type: m.toefl,
        ...stamp,
      })),
    )
    .returning(['id', 'kode_ujian'])
    .execute();
  const materiId = new Map(materiRows.map((r) => [r.kode_ujian, r.id]));
  const groupList = bank.flatMap((m) => m.groups.map((g, i) => ({ m, g, urutan: i + 1 })));
  const groupRows = await db
    .insertInto('question_groups')
    .values(
      groupList.map(({ m, g, urutan }) => ({
        master_materi: materiId.get(m.kode) as number,
        nama_group: g.nama,
        deskripsi: g.deskripsi,
        jumlah_soal_ujian: g.jumlah,
        urutan,
        ...stamp,
      })),
    )
    .returning(['id', 'master_materi', 'urutan'])
    .execute();
  const groupId = new Map(groupRows.map((r) => [`${r.master_materi}:${r.urutan}`, r.id]));
  const questionRows = groupList.flatMap(({ m, g, urutan }) => {
    const id_master_materi = materiId.get(m.kode) as number;
    const group_soal = groupId.get(`${id_master_materi}:${urutan}`) as number;
    return g.soal.map((q) => {
      const opt = (i: number) => q.options[i] ?? { text: '' };
      return {
        group_soal,
        id_master_materi,
        type_soal: q.type,
        type_ujian: 'UTS',
        soal_pg: q.soal,
        soal_gambar: q.gambar ?? null,
        pil_a: opt(0).text,
        pil_b: opt(1).text,
        pil_c: opt(2).text,
        pil_d: opt(3).text,
        pil_e: opt(4).text,
        gambar_pil_a: opt(0).image ?? null,
        gambar_pil_b: opt(1).image ?? null,
        gambar_pil_c: opt(2).image ?? null,
        gambar_pil_d: opt(3).image ?? null,
        gambar_pil_e: opt(4).image ?? null,
        kunci_pg: q.kunci,
        kunci_essay: q.kunciEssay ?? null,
        ...stamp,
      };
    });
  });
  // PostgreSQL allows at most 65535 bind parameters per statement (21 columns per row).
  for (let i = 0; i < questionRows.length; i += 500) {
    await db
      .insertInto('questions')
      .values(questionRows.slice(i, i + 500))
      .execute();
  }

  return materiId;
}
