import {
  ANSWER_DETAIL_MSG,
  type ResultAnswers,
  type ResultQuestion,
  scoreText,
} from '@tryout/shared/answer-detail';
import { RESULT_MSG } from '@tryout/shared/results';
import type { Db } from '../../db';
import { buildPdf, buildXlsx, type XlsxColumn } from '../../lib/export';
import { renderFormulas } from '../../lib/math';
import type { FileOut } from '../../lib/reply';
import { plainText } from '../../lib/sanitize';
import { nowIso } from '../../lib/time';
import { formatWibShort } from '../../lib/wib';
import { attemptAnswers } from '../review/attempt-answers.service';
import { resultOf, type Staff } from './results.service';

/**
 * GET /hasilujian/:id/jawaban: each question of the result's attempt with the candidate's answer,
 * the key line by line and the score of its weight — for whoever may see the result.
 */
export async function resultAnswers(db: Db, staff: Staff, id: number): Promise<ResultAnswers> {
  const hasil = await resultOf(db, staff, id);
  const rows = await attemptAnswers(db, hasil.attempt_id);
  return {
    hasil: hasil.row,
    soal: rows.map(
      (r): ResultQuestion => ({
        number: r.number,
        id_soal: r.id,
        type_soal: r.type_soal,
        nama_group: r.nama_group,
        // formulas as MathML for the page (the PDF and Excel read them as their LaTeX: plainText)
        soal_pg: renderFormulas(r.soal_pg ?? ''),
        rincian: r.rincian,
      }),
    ),
  };
}

const SOAL_CHARS = 400;
const shortText = (html: string) => {
  const t = plainText(html);
  return t.length > SOAL_CHARS ? `${t.slice(0, SOAL_CHARS - 1)}…` : t;
};
const verdict = (benar: boolean | null) =>
  benar == null ? '' : benar ? ANSWER_DETAIL_MSG.right : ANSWER_DETAIL_MSG.wrong;
const formName = (q: ResultQuestion) =>
  `${q.type_soal}${q.rincian.aturan ? ` · ${q.rincian.aturan}` : ''}${q.nama_group ? ` · ${q.nama_group}` : ''}`;
const fileName = (a: ResultAnswers) =>
  `jawaban-${(a.hasil.nim || String(a.hasil.id_hasil)).replace(/[^\w.-]+/g, '_').slice(0, 40)}-${a.hasil.id_hasil}`;

function headerLines(a: ResultAnswers): string[] {
  const h = a.hasil;
  const nilai = (v: number | null) => (v == null ? '-' : String(v).replace('.', ','));
  return [
    `${h.nama_mhs} · ${h.nim} · ${h.email}`,
    `${h.nama_materi ?? h.kode_materi ?? ''}${h.ujian_ke ? ` · Ujian ke ${h.ujian_ke}` : ''} · ${formatWibShort(h.mulai)}`,
    `Nilai PG ${nilai(h.nilai_pg)} · Nilai Essay ${nilai(h.nilai_essay)} · Nilai Akhir ${nilai(h.nilai_akhir)}${h.dibatalkan_pada ? ` · ${RESULT_MSG.voided}` : ''}`,
  ];
}

/** The result detail as a PDF: per question its text, form and score, then its lines. */
export async function resultAnswersPdf(db: Db, staff: Staff, id: number): Promise<FileOut> {
  const a = await resultAnswers(db, staff, id);
  const rows: string[][] = [];
  for (const q of a.soal) {
    rows.push([String(q.number), `${shortText(q.soal_pg)}\n[${formName(q)}]`, '', '', scoreText(q.rincian)]);
    for (const b of q.rincian.baris) rows.push(['', b.label, b.jawaban, b.kunci ?? '', verdict(b.benar)]);
  }
  const body = await buildPdf({
    title: ANSWER_DETAIL_MSG.title,
    lines: headerLines(a),
    columns: [
      { header: 'No', width: 30, align: 'center' },
      { header: 'Soal / Pernyataan / Premis', width: 260 },
      { header: 'Jawaban Peserta', width: 150 },
      { header: 'Kunci', width: 170 },
      { header: 'Hasil', width: 152 },
    ],
    rows,
    printedAt: nowIso(),
  });
  return { filename: `${fileName(a)}.pdf`, body };
}

interface ExcelLine {
  q: ResultQuestion;
  first: boolean;
  label: string;
  jawaban: string;
  kunci: string;
  benar: boolean | null;
}

const excelColumns: XlsxColumn<ExcelLine>[] = [
  { header: 'No', width: 6, kind: 'number', value: (l) => l.q.number },
  { header: 'Jenis Soal', width: 26, kind: 'text', value: (l) => formName(l.q) },
  { header: 'Soal', width: 50, kind: 'text', value: (l) => (l.first ? shortText(l.q.soal_pg) : '') },
  { header: 'Pernyataan / Premis / Pilihan', width: 40, kind: 'text', value: (l) => l.label },
  { header: 'Jawaban Peserta', width: 30, kind: 'text', value: (l) => l.jawaban },
  { header: 'Kunci', width: 30, kind: 'text', value: (l) => l.kunci },
  { header: 'Hasil', width: 10, kind: 'text', value: (l) => verdict(l.benar) },
  {
    header: 'Skor',
    width: 10,
    kind: 'number',
    value: (l) =>
      l.first && l.q.rincian.skor != null
        ? Math.round(l.q.rincian.skor * l.q.rincian.bobot * 1000) / 1000
        : null,
  },
  { header: 'Bobot', width: 10, kind: 'number', value: (l) => (l.first ? l.q.rincian.bobot : null) },
];

/** The result detail as Excel: one row per line (statement, premise, option, answer) of each question. */
export async function resultAnswersExcel(db: Db, staff: Staff, id: number): Promise<FileOut> {
  const a = await resultAnswers(db, staff, id);
  const none = [{ label: '', jawaban: ANSWER_DETAIL_MSG.empty, kunci: null, benar: null }];
  const lines = a.soal.flatMap((q) =>
    (q.rincian.baris.length > 0 ? q.rincian.baris : none).map(
      (b, i): ExcelLine => ({
        q,
        first: i === 0,
        label: b.label,
        jawaban: b.jawaban,
        kunci: b.kunci ?? '',
        benar: b.benar,
      }),
    ),
  );
  const body = await buildXlsx('Jawaban', excelColumns, lines);
  return { filename: `${fileName(a)}.xlsx`, body };
}
