import type { IntegrityTimeline } from '@tryout/shared/monitor';
import type {
  EssayAnswer,
  HasilList,
  HasilRow,
  HasilUjianExam,
  MateriRef,
  UjianMahasiswa,
} from '@tryout/shared/results';
import { RESULT_MSG } from '@tryout/shared/results';
import type { Db, Exec } from '../../db';
import { regrade } from '../../domain/final-score';
import { mayManageExam } from '../../domain/ownership';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { buildPdf, buildXlsx, type XlsxColumn } from '../../lib/export';
import { renderFormulas } from '../../lib/math';
import type { FileOut } from '../../lib/reply';
import { nowIso } from '../../lib/time';
import { formatWibShort } from '../../lib/wib';
import { recordAudit } from '../audit/audit.service';
import { scoresOfAttempts } from '../irt/irt.service';
import { attemptTimeline } from '../monitor/integrity.service';
import { voidAttempt } from '../monitor/monitor.service';
import { applyCandidateOutcome } from '../outcome/outcome.service';
import * as repo from './results.repository';

/** A course or tryout exam and its materi, as item analysis reads them (their queries in results.repository). */
export { findExam, materiOfExam } from './results.repository';

/** Who is asking (a staff principal). */
export interface Staff {
  staffId: number;
  role: 'admin' | 'dosen';
  nidn: string;
}

async function examFor(db: Exec, idUjian: number, staff: Staff): Promise<repo.ExamRow> {
  const exam = await repo.findExam(db, idUjian);
  if (!exam) throw notFound(RESULT_MSG.examNotFound);
  if (!mayManageExam(staff, exam)) throw forbidden(RESULT_MSG.notYourExam);
  return exam;
}

async function resultFor(db: Exec, id: number, staff: Staff): Promise<repo.ResultRow> {
  const r = await repo.findResult(db, id);
  if (!r) throw notFound(RESULT_MSG.resultNotFound);
  if (r.id_ujian != null) {
    const exam = await repo.findExam(db, r.id_ujian);
    if (exam && !mayManageExam(staff, exam)) throw forbidden(RESULT_MSG.notYourExam);
  } else if (r.exam_student_id != null && staff.role !== 'admin') {
    throw forbidden(RESULT_MSG.notYourExam);
  }
  return r;
}

function parseEssays(text: string): EssayAnswer[] {
  try {
    const v = JSON.parse(text) as unknown;
    if (!Array.isArray(v)) return [];
    return v.map((e: Partial<EssayAnswer>) => ({
      id_soal: Number(e.id_soal),
      // its formulas as MathML (lib/math.ts), as every page shows them
      soal: renderFormulas(String(e.soal ?? '')),
      answerEssay: String(e.answerEssay ?? ''),
      kunci: renderFormulas(String(e.kunci ?? '')),
      number: Number(e.number ?? 0),
    }));
  } catch {
    return [];
  }
}

const num = (v: number | string | null) => (v == null ? null : Number(v));

export function toHasil(r: repo.ResultRow, irt?: { skor: number; se: number }): HasilRow {
  return {
    id_hasil: r.id_hasil,
    id_ujian: r.id_ujian,
    materi_id: r.materi_id,
    kode_materi: r.kode_materi,
    nama_materi: r.nama_materi,
    nama_mhs: r.nama_mhs,
    nim: r.nim,
    email: r.email,
    kelas: r.kelas,
    type_soal: r.type_soal,
    nilai_pg: num(r.nilai_pg),
    nilai_essay: num(r.nilai_essay),
    nilai_akhir: num(r.nilai_akhir),
    mulai: r.mulai,
    skor_irt: irt?.skor ?? null,
    skor_irt_se: irt?.se ?? null,
    program_studi: r.program_studi,
    ujian_ke: r.ujian_ke,
    dibatalkan_pada: r.voided_at ?? null,
    jawaban_essay: parseEssays(r.jawaban_essay),
  };
}

/** Result rows with the IRT score of their attempt (latest calibration of the materi), when there is one. */
async function withIrt(db: Db, rows: repo.ResultRow[]): Promise<HasilRow[]> {
  const irt = await scoresOfAttempts(
    db,
    rows.map((r) => r.attempt_id),
  );
  return rows.map((r) => toHasil(r, irt.get(r.attempt_id)));
}

/** One result for whoever may see it, with its attempt (the result detail). */
export async function resultOf(
  db: Db,
  staff: Staff,
  id: number,
): Promise<{ row: HasilRow; attempt_id: number }> {
  const r = await resultFor(db, id, staff);
  return { row: toHasil(r), attempt_id: r.attempt_id };
}

// ------------------------------------------------------------------ lists

export async function listTryoutExams(db: Db): Promise<HasilUjianExam[]> {
  const { exams, materi } = await repo.tryoutExams(db);
  return exams.map((e) => ({
    ...e,
    ujians: materi
      .filter((m) => m.id_ujian === e.id_ujian)
      .map((m) => ({ id: m.id, kode_ujian: m.kode_ujian, deskripsi: m.deskripsi })),
    jumlah_hasil: Number(e.jumlah_hasil ?? 0),
  }));
}

export async function listCourseExams(db: Db, staff: Staff): Promise<UjianMahasiswa[]> {
  const rows = await repo.courseExams(db, staff.role === 'admin' ? undefined : staff.staffId);
  return rows.map((e) => ({
    id_ujian: e.id_ujian,
    kode_ujian: e.kode_ujian,
    nama_ujian: e.nama_ujian,
    nama_matkul: e.nama_matkul,
    nama_dosen: e.nama_dosen,
    type_soal: e.type_soal,
    type_ujian: e.type_ujian,
    mulai: e.mulai,
    selesai: e.selesai,
    kelas: e.kelas ?? e.course_kelas,
    jumlah_hasil: Number(e.jumlah_hasil ?? 0),
  }));
}

const examHeader = (e: repo.ExamRow): NonNullable<HasilList['ujian']> => ({
  id_ujian: e.id_ujian,
  kode_ujian: e.kode_ujian,
  nama_ujian: e.nama_ujian,
  kategori: e.kategori,
  type_soal: e.type_soal,
  nama_matkul: e.nama_matkul,
  nama_dosen: e.nama_dosen,
  kelas: e.kelas,
});

export async function resultsOfExam(
  db: Db,
  staff: Staff,
  idUjian: number,
  materiId?: number,
): Promise<HasilList> {
  const exam = await examFor(db, idUjian, staff);
  const [rows, materi] = await Promise.all([
    repo.resultsOfExam(db, idUjian, materiId),
    repo.materiOfExam(db, idUjian),
  ]);
  return {
    ujian: examHeader(exam),
    prodi: null,
    materi: materi.map((m): MateriRef => ({ id: m.id, kode_ujian: m.kode_ujian, deskripsi: m.deskripsi })),
    hasil: await withIrt(db, rows),
  };
}

export async function resultsOfProgramme(db: Db, kode: string): Promise<HasilList> {
  const prodi = await repo.findProgramme(db, kode);
  if (!prodi) throw notFound(RESULT_MSG.prodiNotFound);
  const rows = await repo.resultsOfProgramme(db, kode);
  return {
    ujian: null,
    prodi: { ...prodi, nilai_min_kelulusan: Number(prodi.nilai_min_kelulusan) },
    materi: [],
    hasil: await withIrt(db, rows),
  };
}

/**
 * GET /hasilujian/:id/sinyal: the integrity signals of the result's attempt as a timeline (server
 * time, kind, how long an offline period lasted), for whoever may see the result.
 */
export async function signals(db: Db, staff: Staff, id: number): Promise<IntegrityTimeline> {
  const r = await resultFor(db, id, staff);
  return attemptTimeline(db, r.attempt_id);
}

// ------------------------------------------------------------------ grading and deleting

const scores = (r: { nilai_pg: unknown; nilai_essay: unknown; nilai_akhir: unknown }) =>
  JSON.stringify({ nilai_pg: r.nilai_pg, nilai_essay: r.nilai_essay, nilai_akhir: r.nilai_akhir });

/**
 * Essay grading: stores nilai_essay, recomputes nilai_akhir (design §4), keeps the attempt in
 * step, writes the audit row and re-runs the candidate's pass evaluation — one transaction.
 */
export async function grade(
  db: Db,
  staff: Staff,
  id: number,
  nilaiEssay: number,
  alasan: string,
): Promise<HasilRow> {
  return db.transaction().execute(async (trx) => {
    const r = await resultFor(trx, id, staff);
    const next = regrade(r.type_soal, num(r.nilai_pg), nilaiEssay);
    if (!next.ok) throw badRequest(RESULT_MSG.notGradable, { nilai_essay: RESULT_MSG.notGradable });
    const now = nowIso();
    await repo.updateResultScores(trx, id, {
      nilai_essay: next.nilai_essay,
      nilai_akhir: next.nilai_akhir,
      updated_at: now,
    });
    await repo.updateAttemptScores(trx, r.attempt_id, {
      nilai_essay: next.nilai_essay,
      nilai_akhir: next.nilai_akhir,
    });
    await recordAudit(trx, {
      staff_user_id: staff.staffId,
      actor: staff.nidn,
      action: 'grade_essay',
      entity: 'results',
      entity_id: String(id),
      old_value: scores(r),
      new_value: scores({ nilai_pg: num(r.nilai_pg), ...next }),
      reason: alasan,
      created_at: now,
    });
    if (r.candidate_id != null) await applyCandidateOutcome(trx, r.candidate_id, now);
    const updated = await repo.findResult(trx, id);
    if (!updated) throw notFound(RESULT_MSG.resultNotFound);
    return toHasil(updated);
  });
}

/**
 * Deletes a result, with the reason. Its attempt stays, voided (as 'Ulang ujian' leaves one): no
 * aggregate counts it any more — item analysis, IRT, the pass evaluation (run again here).
 */
export async function remove(db: Db, staff: Staff, id: number, alasan: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const r = await resultFor(trx, id, staff);
    const now = nowIso();
    await repo.deleteResult(trx, id);
    if (r.attempt_id != null) await voidAttempt(trx, r.attempt_id, now);
    await recordAudit(trx, {
      staff_user_id: staff.staffId,
      actor: staff.nidn,
      action: 'delete_result',
      entity: 'results',
      entity_id: String(id),
      old_value: JSON.stringify({
        attempt_id: r.attempt_id,
        id_ujian: r.id_ujian,
        materi_id: r.materi_id,
        nama_mhs: r.nama_mhs,
        nim: r.nim,
        email: r.email,
        type_soal: r.type_soal,
        nilai_pg: r.nilai_pg,
        nilai_essay: r.nilai_essay,
        nilai_akhir: r.nilai_akhir,
        mulai: r.mulai,
      }),
      new_value: null,
      reason: alasan,
      created_at: now,
    });
    // a voided attempt counts for no pass evaluation: the candidate's is run again
    if (r.candidate_id != null) await applyCandidateOutcome(trx, r.candidate_id, now);
  });
}

// ------------------------------------------------------------------ printing and exports

const fmtScore = (v: number | null) => (v == null ? '-' : String(v));

/** The columns of 'List Nilai Tryout' (plus Materi and the attempt number on a tryout exam). */
function tryoutColumns(withMateri: boolean): XlsxColumn<HasilRow>[] {
  return [
    { header: 'Nama', width: 30, kind: 'text', value: (r) => r.nama_mhs },
    { header: 'No. Registrasi', width: 18, kind: 'text', value: (r) => r.nim },
    { header: 'Email', width: 32, kind: 'text', value: (r) => r.email },
    ...(withMateri
      ? [
          {
            header: 'Materi',
            width: 28,
            kind: 'text',
            value: (r) => r.nama_materi ?? r.kode_materi ?? '',
          } as XlsxColumn<HasilRow>,
          { header: 'Ujian Ke', width: 10, kind: 'number', value: (r) => r.ujian_ke } as XlsxColumn<HasilRow>,
        ]
      : []),
    { header: 'Nilai Akhir', width: 12, kind: 'number', value: (r) => r.nilai_akhir },
    { header: 'Tanggal Ujian (WIB)', width: 20, kind: 'date', value: (r) => r.mulai },
    // the IRT score (docs/decisions/0024) beside the nilai, which keeps deciding pass/fail
    ...(withMateri
      ? [{ header: 'Skor IRT', width: 10, kind: 'number', value: (r) => r.skor_irt } as XlsxColumn<HasilRow>]
      : []),
    statusColumn,
  ];
}

/** 'Dibatalkan' on an attempt staff voided ('Ulang ujian'): kept, not counted. */
const statusColumn: XlsxColumn<HasilRow> = {
  header: 'Status',
  width: 14,
  kind: 'text',
  value: (r) => (r.dibatalkan_pada ? RESULT_MSG.voided : ''),
};

/** The columns of 'Daftar Nilai Mahasiswa'. */
const studentColumns: XlsxColumn<HasilRow>[] = [
  { header: 'Nama', width: 30, kind: 'text', value: (r) => r.nama_mhs },
  { header: 'NIM', width: 18, kind: 'text', value: (r) => r.nim },
  { header: 'Email', width: 32, kind: 'text', value: (r) => r.email },
  { header: 'Nilai PG', width: 12, kind: 'number', value: (r) => r.nilai_pg },
  { header: 'Nilai Essay', width: 12, kind: 'number', value: (r) => r.nilai_essay },
  { header: 'Nilai Akhir', width: 12, kind: 'number', value: (r) => r.nilai_akhir },
];

/** People, not result rows: a candidate or student with several attempts counts once. */
const participants = (rows: HasilRow[]) => new Set(rows.map((r) => r.nim || r.email)).size;

const safeName = (s: string) => s.replace(/[^\w.-]+/g, '_').slice(0, 80);

export type { FileOut };

export async function examExcel(db: Db, staff: Staff, idUjian: number, materiId?: number): Promise<FileOut> {
  const list = await resultsOfExam(db, staff, idUjian, materiId);
  const withMateri = list.ujian?.kategori === 'tryout';
  const body = await buildXlsx('Hasil Ujian', tryoutColumns(withMateri), list.hasil);
  return { filename: `hasil-ujian-${safeName(list.ujian?.kode_ujian ?? String(idUjian))}.xlsx`, body };
}

export async function programmeExcel(db: Db, kode: string): Promise<FileOut> {
  const list = await resultsOfProgramme(db, kode);
  const body = await buildXlsx('Hasil Ujian Prodi', tryoutColumns(true), list.hasil);
  return { filename: `hasil-ujian-prodi-${safeName(kode)}.xlsx`, body };
}

export async function studentExcel(db: Db, staff: Staff, idUjian: number): Promise<FileOut> {
  const list = await resultsOfExam(db, staff, idUjian);
  if (list.ujian?.kategori !== 'matkul') throw badRequest(RESULT_MSG.notCourseExam);
  const body = await buildXlsx('Nilai Mahasiswa', studentColumns, list.hasil);
  return { filename: `nilai-mahasiswa-${safeName(list.ujian.kode_ujian)}.xlsx`, body };
}

export async function examPdf(db: Db, staff: Staff, idUjian: number, materiId?: number): Promise<FileOut> {
  const list = await resultsOfExam(db, staff, idUjian, materiId);
  const exam = list.ujian as NonNullable<HasilList['ujian']>;
  const tryout = exam.kategori === 'tryout';
  const materi = materiId != null ? list.materi.find((m) => m.id === materiId) : undefined;
  const lines = [`Ujian: ${exam.nama_ujian} (${exam.kode_ujian})`];
  if (materi) lines.push(`Materi: ${materi.deskripsi} (${materi.kode_ujian})`);
  if (!tryout && exam.nama_matkul) {
    lines.push(
      `Matakuliah: ${exam.nama_matkul}${exam.kelas ? ` — Kelas ${exam.kelas}` : ''}${exam.nama_dosen ? ` — ${exam.nama_dosen}` : ''}`,
    );
  }
  lines.push(`Jumlah peserta: ${participants(list.hasil)} · Jumlah hasil ujian: ${list.hasil.length}`);
  const columns = tryout
    ? [
        { header: 'No', width: 30, align: 'center' as const },
        { header: 'Nama', width: 150 },
        { header: 'No. Registrasi', width: 90 },
        { header: 'Email', width: 150 },
        { header: 'Materi', width: 130 },
        { header: 'Ujian Ke', width: 50, align: 'center' as const },
        { header: 'Nilai Akhir', width: 62, align: 'right' as const },
        { header: 'Tanggal Ujian (WIB)', width: 100 },
      ]
    : [
        { header: 'No', width: 30, align: 'center' as const },
        { header: 'Nama', width: 170 },
        { header: 'NIM', width: 90 },
        { header: 'Email', width: 180 },
        { header: 'Nilai PG', width: 62, align: 'right' as const },
        { header: 'Nilai Essay', width: 62, align: 'right' as const },
        { header: 'Nilai Akhir', width: 62, align: 'right' as const },
        { header: 'Tanggal Ujian (WIB)', width: 106 },
      ];
  const rows = list.hasil.map((r, i) =>
    tryout
      ? [
          String(i + 1),
          r.dibatalkan_pada ? `${r.nama_mhs} (${RESULT_MSG.voided})` : r.nama_mhs,
          r.nim,
          r.email,
          r.nama_materi ?? r.kode_materi ?? '-',
          r.ujian_ke == null ? '-' : String(r.ujian_ke),
          fmtScore(r.nilai_akhir),
          formatWibShort(r.mulai),
        ]
      : [
          String(i + 1),
          r.nama_mhs,
          r.nim,
          r.email,
          fmtScore(r.nilai_pg),
          fmtScore(r.nilai_essay),
          fmtScore(r.nilai_akhir),
          formatWibShort(r.mulai),
        ],
  );
  const body = await buildPdf({ title: 'Laporan Hasil Ujian', lines, columns, rows, printedAt: nowIso() });
  return { filename: `hasil-ujian-${safeName(exam.kode_ujian)}.pdf`, body };
}
