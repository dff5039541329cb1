import {
  ATTEMPT_CHOICE_LABELS,
  type ItemAnalysisReport,
  type ItemRow,
  RELIABILITY_LABELS,
} from '@tryout/shared/item-analysis';
import { buildWorkbook, type XlsxColumn } from '../../lib/export';

type Line = { label: string; value: string | number | null; format?: string };
type OptionLine = { item: ItemRow; option: ItemRow['options'][number] | null };
type Bin = ItemAnalysisReport['histogram'][number];
type PartLine = { item: ItemRow; nomor: number; part: NonNullable<ItemRow['parts']>[number] };

/** Excel number formats: counts, indices (p, D, r), reliability, shares (p as a percentage). */
const COUNT = '0';
const INDEX = '0.00';
const RELIABILITY = '0.000';
const SHARE = '0%';
/** a sum of item scores in [0, 1] (a form's part credit): whole for PG, its decimals else */
const SUM = 'General';

const text = <T>(header: string, width: number, value: (r: T) => string | number | null): XlsxColumn<T> => ({
  header,
  width,
  kind: 'text',
  value,
});
/** A number column: written as a number with its format, never as text. */
const num = <T>(
  header: string,
  width: number,
  numFmt: string,
  value: (r: T) => number | null,
): XlsxColumn<T> => ({ header, width, kind: 'number', numFmt, value });

const summaryLines = (r: ItemAnalysisReport): Line[] => [
  { label: 'Materi / Ujian', value: `${r.sasaran.kode_ujian} — ${r.sasaran.nama}` },
  { label: 'Percobaan', value: ATTEMPT_CHOICE_LABELS[r.percobaan] },
  { label: 'Peserta', value: r.summary.n, format: COUNT },
  { label: 'Rata-rata', value: r.summary.mean, format: INDEX },
  { label: 'Median', value: r.summary.median, format: INDEX },
  { label: 'Simpangan baku', value: r.summary.sd, format: INDEX },
  { label: 'Simpangan baku sampel', value: r.summary.sd_sample, format: INDEX },
  { label: 'Nilai terendah', value: r.summary.min, format: INDEX },
  { label: 'Nilai tertinggi', value: r.summary.max, format: INDEX },
  { label: 'KR-20', value: r.summary.kr20 ?? r.summary.kr20_reason, format: RELIABILITY },
  { label: 'Soal untuk KR-20', value: r.summary.kr20_items, format: COUNT },
  { label: "Cronbach's α", value: r.summary.alpha, format: RELIABILITY },
  { label: 'Reliabilitas dipakai', value: RELIABILITY_LABELS[r.summary.reliabilitas] },
  { label: 'SEM', value: r.summary.sem, format: INDEX },
];

/** The summary's values: numbers as numbers in their line's format, the rest as text. */
const summaryColumns: XlsxColumn<Line>[] = [
  text('Ukuran', 24, (l) => l.label),
  { header: 'Nilai', width: 60, kind: 'auto', numFmt: (l) => l.format ?? INDEX, value: (l) => l.value },
];

const itemColumns: XlsxColumn<ItemRow>[] = [
  num('No', 6, COUNT, (i) => i.nomor),
  text('Group Soal', 20, (i) => i.nama_group),
  text('Soal', 50, (i) => i.soal),
  text('Kunci', 7, (i) => i.kunci_pg),
  num('Dikerjakan', 11, COUNT, (i) => i.drawn),
  num('Benar', 8, SUM, (i) => i.correct),
  num('p', 8, INDEX, (i) => i.p),
  text('Tingkat Kesukaran', 16, (i) => i.difficulty),
  num('p Atas', 8, INDEX, (i) => i.upper.p),
  num('p Bawah', 8, INDEX, (i) => i.lower.p),
  num('D', 8, INDEX, (i) => i.d),
  text('Daya Beda', 12, (i) => i.discrimination),
  num('r_pb', 8, INDEX, (i) => i.r_pb),
  num('r_pb (sisa)', 10, INDEX, (i) => i.r_pb_rest),
  num('Kosong', 8, SHARE, (i) => i.empty.share),
  text('Revisi', 8, (i) => (i.revisi ? 'revisi' : '')),
  // the forms (docs/decisions/0025): 'Benar' is then the sum of the item scores in [0, 1], p their mean
  text('Jenis Soal', 18, (i) => i.type_soal),
];

/** Per statement (PG Kompleks) or premise (Menjodohkan): how many judged it right, and p. */
const partColumns: XlsxColumn<PartLine>[] = [
  num('No', 6, COUNT, (l) => l.item.nomor),
  text('Jenis Soal', 16, (l) => l.item.type_soal),
  num('Bagian', 8, COUNT, (l) => l.nomor),
  text('Pernyataan / Premis', 50, (l) => l.part.teks),
  num('Benar', 8, COUNT, (l) => l.part.correct),
  num('p', 8, INDEX, (l) => l.part.p),
];

const optionColumns: XlsxColumn<OptionLine>[] = [
  num('No', 6, COUNT, (l) => l.item.nomor),
  text('Opsi', 8, (l) => l.option?.option ?? 'Kosong'),
  text('Kunci', 7, (l) => (l.option?.is_key ? 'kunci' : '')),
  num('Dipilih', 9, COUNT, (l) => l.option?.count ?? l.item.empty.count),
  num('Proporsi', 10, SHARE, (l) => l.option?.share ?? l.item.empty.share),
  num('Kelompok Atas', 14, SHARE, (l) => l.option?.upper_share ?? l.item.empty.upper_share),
  num('Kelompok Bawah', 15, SHARE, (l) => l.option?.lower_share ?? l.item.empty.lower_share),
  text('Pengecoh', 16, (l) => l.option?.distractor ?? null),
];

/**
 * The whole analysis as a workbook: Ringkasan, Butir Soal, Opsi (with the empty share), Pernyataan
 * dan Premis (the forms' parts), Histogram.
 */
export function analysisWorkbook(r: ItemAnalysisReport): Promise<Buffer> {
  const options = r.items.flatMap((item): OptionLine[] => [
    ...item.options.map((option) => ({ item, option })),
    { item, option: null },
  ]);
  return buildWorkbook([
    {
      name: 'Ringkasan',
      columns: summaryColumns,
      rows: summaryLines(r),
    },
    { name: 'Butir Soal', columns: itemColumns, rows: r.items },
    { name: 'Opsi', columns: optionColumns, rows: options },
    {
      name: 'Pernyataan dan Premis',
      columns: partColumns,
      rows: r.items.flatMap((item) => (item.parts ?? []).map((part, j) => ({ item, nomor: j + 1, part }))),
    },
    {
      name: 'Histogram',
      columns: [
        num<Bin>('Dari', 8, COUNT, (b) => b.from),
        num<Bin>('Sampai', 8, COUNT, (b) => b.to),
        num<Bin>('Jumlah', 8, COUNT, (b) => b.count),
      ],
      rows: r.histogram,
    },
  ]);
}
