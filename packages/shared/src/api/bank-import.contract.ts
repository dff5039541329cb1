import { z } from 'zod';
import { importBatchSchema, importPreviewSchema, importQuerySchema } from '../bank-import';
import { idParam } from '../staff/form-values';
import {
  bankImportPaths,
  EXPORT_FORMATS,
  type ExportFormat,
  TEMPLATE_FORMATS,
  type TemplateFormat,
} from './bank-import.paths';
import { contractOf } from './contract';

const groupParam = z.object({ group_soal: z.coerce.number().int().positive() });
const template = (f: TemplateFormat) => ({ summary: `Template impor soal (${TEMPLATE_FORMATS[f]})` });
const ofGroup = (f: ExportFormat) => ({
  summary: `Ekspor soal sebuah group (${EXPORT_FORMATS[f]})`,
  params: idParam,
});
const ofMateri = (f: ExportFormat) => ({
  summary: `Ekspor soal sebuah materi, per group (${EXPORT_FORMATS[f]})`,
  params: idParam,
});

export const bankImportContract = contractOf('bank soal: impor dan ekspor', bankImportPaths, {
  preview: {
    summary:
      'Pratinjau impor soal (.docx, .xlsx, Aiken .txt, GIFT .gift, Moodle XML .xml, QTI .zip/.xml sebagai body); tidak menyimpan apa pun',
    params: groupParam,
    query: importQuerySchema,
    response: importPreviewSchema,
  },
  save: {
    summary: 'Simpan impor soal: semua soal atau tidak sama sekali',
    params: groupParam,
    query: importQuerySchema,
    response: importBatchSchema,
  },
  history: {
    summary: 'Riwayat impor sebuah group',
    params: groupParam,
    response: z.array(importBatchSchema),
  },
  undo: {
    summary: 'Batalkan impor (selama belum ada ujian yang memakai soalnya)',
    params: idParam,
    response: z.null(),
  },
  templateDocx: template('docx'),
  templateExcel: template('excel'),
  exportGroupDocx: ofGroup('docx'),
  exportMateriDocx: ofMateri('docx'),
  exportGroupExcel: ofGroup('excel'),
  exportMateriExcel: ofMateri('excel'),
  exportGroupGift: ofGroup('gift'),
  exportMateriGift: ofMateri('gift'),
  exportGroupMoodle: ofGroup('moodle'),
  exportMateriMoodle: ofMateri('moodle'),
  exportGroupQti: ofGroup('qti'),
  exportMateriQti: ofMateri('qti'),
});
