import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import type { Db } from '../../../db';
import { leftOut, leftOutNote } from '../../../domain/export-left-out';
import { notFound } from '../../../lib/errors';
import type { FileOut } from '../../../lib/reply';
import { nowIso } from '../../../lib/time';
import { type Actor, requireMateri } from '../../materi/access.service';
import * as bank from '../question-bank.repository';
import { stimuliOfGroup } from '../stimulus.repository';
import { buildDocx, buildXlsx, type ExportGroup, withPictures } from './export';
import { buildGift, buildMoodleXml } from './interchange';
import { buildQtiPackage } from './qti.export';

export type { FileOut };
export type ExportKind = 'docx' | 'xlsx' | 'gift' | 'xml' | 'zip';

const safeName = (s: string) =>
  s
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'soal';

/**
 * What the file cannot carry (a question's audio in Word, Excel or Moodle XML; audio and pictures
 * in GIFT): lines for the file and a note for the page. A question is 'Soal n' as numbered in its
 * group, with the group's name when the export holds several.
 */
function leftOutOf(kind: ExportKind, groups: ExportGroup[]) {
  const questions = groups.flatMap((g) =>
    g.questions.map((x, i) => ({
      label: groups.length > 1 ? `Soal ${i + 1} (${g.nama_group.replace(/\s+/g, ' ')})` : `Soal ${i + 1}`,
      files: bank.MEDIA_COLUMNS.map((c) => x.q[c]),
    })),
  );
  return leftOutNote(kind, leftOut(kind, questions));
}

async function write(
  kind: ExportKind,
  title: string,
  groups: ExportGroup[],
  intro: string[] = [],
  mediaDir = '',
  db?: Db,
  notes: string[] = [],
) {
  if (kind === 'zip') {
    // the groups' shared passages, written once each as a QTI stimulus
    const stimuli = new Map<number, { judul: string | null; isi: string }>();
    const groupIds = new Set(groups.flatMap((g) => g.questions.map((x) => x.q.group_soal)));
    if (db) for (const id of groupIds) for (const st of await stimuliOfGroup(db, id)) stimuli.set(st.id, st);
    return buildQtiPackage(
      groups.map((g) => ({ nama_group: g.nama_group, questions: g.questions.map((x) => x.q) })),
      mediaDir,
      title,
      stimuli,
    );
  }
  if (kind === 'gift') return buildGift(groups, notes);
  if (kind === 'xml') return buildMoodleXml(groups, notes);
  return kind === 'docx' ? buildDocx(title, groups, [...notes, ...intro]) : buildXlsx(groups, notes);
}

/** A group's questions in the import template (Word or Excel). */
export async function exportGroup(
  db: Db,
  actor: Actor,
  mediaDir: string,
  groupId: number,
  kind: ExportKind,
): Promise<FileOut> {
  const g = await bank.findGroup(db, groupId);
  if (!g) throw notFound(STAFF_MSG.groupNotFound);
  await requireMateri(db, actor, g.master_materi, 'read');
  const materi = await bank.materiKode(db, g.master_materi);
  const questions = await withPictures(mediaDir, await bank.listQuestions(db, groupId, true));
  const title = `${materi?.kode_ujian ?? ''} — ${g.nama_group}`;
  const groups = [{ nama_group: g.nama_group, questions }];
  const note = leftOutOf(kind, groups);
  return {
    filename: `soal-${safeName(materi?.kode_ujian ?? '')}-${safeName(g.nama_group)}${kind === 'zip' ? '-qti' : ''}.${kind}`,
    body: await write(kind, title, groups, [], mediaDir, db, note.file),
    ...(note.page.length > 0 ? { note: note.page.join('\n') } : {}),
  };
}

/** Every group of a materi, each under its heading (Word) or on its own sheet (Excel). */
export async function exportMateri(
  db: Db,
  actor: Actor,
  mediaDir: string,
  materiId: number,
  kind: ExportKind,
): Promise<FileOut> {
  await requireMateri(db, actor, materiId, 'read');
  const materi = await bank.materiKode(db, materiId);
  if (!materi) throw notFound(STAFF_MSG.materiNotFound);
  const groups: ExportGroup[] = [];
  for (const g of await bank.listGroups(db, materiId, true)) // archived too: the whole bank
    groups.push({
      nama_group: g.nama_group,
      questions: await withPictures(mediaDir, await bank.listQuestions(db, g.id, true)),
    });
  const note = leftOutOf(kind, groups);
  return {
    filename: `soal-${safeName(materi.kode_ujian)}${kind === 'zip' ? '-qti' : ''}.${kind}`,
    body: await write(kind, materi.kode_ujian, groups, [], mediaDir, db, note.file),
    ...(note.page.length > 0 ? { note: note.page.join('\n') } : {}),
  };
}

/**
 * The sample questions: PG with a formula and an explanation, PG with four options, an essay,
 * then one of each UTBK/AKM form with its markers.
 */
function samples(): ExportGroup {
  const now = nowIso();
  const base = {
    id: 0,
    group_soal: 0,
    id_master_materi: 0,
    type_ujian: 'UTS',
    ...(Object.fromEntries(bank.MEDIA_COLUMNS.map((c) => [c, null])) as Record<
      (typeof bank.MEDIA_COLUMNS)[number],
      null
    >),
    kunci_essay: null,
    isi: null,
    kunci: null,
    aturan_skor: null,
    bobot: 1,
    import_batch: null,
    stimulus_id: null,
    archived_at: null,
    created_at: now,
    updated_at: now,
  };
  const rows: bank.QuestionRecord[] = [
    {
      ...base,
      type_soal: 'PG',
      soal_pg: '<p>Hasil dari 2<sup>3</sup> + 4 adalah <strong>…</strong></p>',
      pil_a: '<p>8</p>',
      pil_b: '<p>10</p>',
      pil_c: '<p>12</p>',
      pil_d: '<p>14</p>',
      pil_e: '<p>16</p>',
      kunci_pg: 'C',
      pembahasan: '<p>2<sup>3</sup> = 8, sehingga 8 + 4 = <strong>12</strong>.</p>',
    },
    {
      ...base,
      type_soal: 'PG',
      soal_pg: '<p>Rumus kimia air adalah …</p>',
      pil_a: '<p>H<sub>2</sub>O</p>',
      pil_b: '<p>CO<sub>2</sub></p>',
      pil_c: '<p>NaCl</p>',
      pil_d: '<p>O<sub>2</sub></p>',
      pil_e: '',
      kunci_pg: 'A',
      pembahasan: null,
    },
    {
      ...base,
      type_soal: 'Essay',
      soal_pg: '<p>Jelaskan proses fotosintesis secara <em>singkat</em>.</p>',
      pil_a: '',
      pil_b: '',
      pil_c: '',
      pil_d: '',
      pil_e: '',
      kunci_pg: null,
      kunci_essay:
        '<p>Tumbuhan mengubah air dan karbon dioksida menjadi glukosa dan oksigen dengan bantuan cahaya.</p>',
      pembahasan: '<ul><li>bahan: air dan karbon dioksida</li><li>hasil: glukosa dan oksigen</li></ul>',
    },
  ];
  const form = (
    type_soal: bank.QuestionRecord['type_soal'],
    soal: string,
    isi: object,
    kunci: object,
    more: Partial<bank.QuestionRecord> = {},
  ): bank.QuestionRecord => ({
    ...base,
    type_soal,
    soal_pg: soal,
    pil_a: '',
    pil_b: '',
    pil_c: '',
    pil_d: '',
    pil_e: '',
    kunci_pg: null,
    pembahasan: null,
    isi: JSON.stringify(isi),
    kunci: JSON.stringify(kunci),
    ...more,
  });
  // one question of each UTBK/AKM form, with its markers (form-markers.ts)
  rows.push(
    form(
      'PG Kompleks',
      '<p>Tentukan benar atau salah setiap pernyataan berikut.</p>',
      {
        label: 'Benar/Salah',
        pernyataan: [
          '<p>2 adalah bilangan prima</p>',
          '<p>9 adalah bilangan prima</p>',
          '<p>11 adalah bilangan prima</p>',
        ],
      },
      { jawaban: [true, false, true] },
      { aturan_skor: 'kprim' },
    ),
    form(
      'PG Jawaban Ganda',
      '<p>Pilih semua bilangan genap.</p>',
      {},
      { benar: ['A', 'C'], bobot: { A: 50, B: -50, C: 50 } },
      { pil_a: '<p>2</p>', pil_b: '<p>3</p>', pil_c: '<p>4</p>', aturan_skor: 'berbobot' },
    ),
    form(
      'Isian Angka',
      '<p>Berapakah 17 dibagi 2?</p>',
      {},
      { jawaban: ['8,5', '17/2'], toleransi: 0.01, jenis_toleransi: 'mutlak' },
      { bobot: 2 },
    ),
    form(
      'Isian Singkat',
      '<p>Ibu kota Indonesia sebelum 2024 adalah …</p>',
      {},
      {
        jawaban: [
          { teks: 'Jakarta', nilai: 100 },
          { teks: 'Batavia', nilai: 50 },
        ],
        abaikan_huruf_besar: true,
      },
    ),
    form(
      'Menjodohkan',
      '<p>Pasangkan zat dengan rumus kimianya.</p>',
      { premis: ['<p>Air</p>', '<p>Garam dapur</p>'] },
      { pasangan: ['B', 'A'] },
      {
        pil_a: '<p>NaCl</p>',
        pil_b: '<p>H<sub>2</sub>O</p>',
        pil_c: '<p>CO<sub>2</sub></p>',
        aturan_skor: 'per_pasangan',
      },
    ),
    form('Benar/Salah', '<p>Matahari terbit dari barat.</p>', { label: 'Benar/Salah' }, { jawaban: false }),
  );
  return {
    nama_group: '',
    questions: rows.map((q) => ({ q, soal: null, pil: { A: null, B: null, C: null, D: null, E: null } })),
  };
}

/** The templates the import page offers, made by the same writers as the exports. */
export async function template(kind: 'docx' | 'xlsx'): Promise<FileOut> {
  const intro = [IMPORT_MSG.templateIntro, IMPORT_MSG.guideWord];
  return {
    filename: `template-impor-soal.${kind}`,
    body: await write(kind, 'Template Impor Soal', [samples()], intro),
  };
}
