import { del, get, post, STAFF } from './route';

/**
 * Question import and export (docs/decisions/0029): the file to import is the whole body, its name
 * in ?nama_file=; the templates and the exports are downloads. Schemas: bank-import.contract.ts.
 */
export const bankImportPaths = {
  preview: post('/importSoal/:group_soal/pratinjau', STAFF, { upload: 'file' }),
  save: post('/importSoal/:group_soal/simpan', STAFF, { upload: 'file' }),
  history: get('/importSoal/:group_soal/riwayat', STAFF),
  undo: del('/importSoal/batch/:id', STAFF),
  templateDocx: get('/importSoal/template/docx', STAFF, { answer: 'file' }),
  templateExcel: get('/importSoal/template/excel', STAFF, { answer: 'file' }),
  exportGroupDocx: get('/eksporSoal/group/:id/docx', STAFF, { answer: 'file' }),
  exportMateriDocx: get('/eksporSoal/materi/:id/docx', STAFF, { answer: 'file' }),
  exportGroupExcel: get('/eksporSoal/group/:id/excel', STAFF, { answer: 'file' }),
  exportMateriExcel: get('/eksporSoal/materi/:id/excel', STAFF, { answer: 'file' }),
  exportGroupGift: get('/eksporSoal/group/:id/gift', STAFF, { answer: 'file' }),
  exportMateriGift: get('/eksporSoal/materi/:id/gift', STAFF, { answer: 'file' }),
  exportGroupMoodle: get('/eksporSoal/group/:id/moodle', STAFF, { answer: 'file' }),
  exportMateriMoodle: get('/eksporSoal/materi/:id/moodle', STAFF, { answer: 'file' }),
  exportGroupQti: get('/eksporSoal/group/:id/qti', STAFF, { answer: 'file' }),
  exportMateriQti: get('/eksporSoal/materi/:id/qti', STAFF, { answer: 'file' }),
} as const;

/** The template formats: the path's last part → the file's extension. */
export const TEMPLATE_FORMATS = { docx: 'docx', excel: 'xlsx' } as const;
export type TemplateFormat = keyof typeof TEMPLATE_FORMATS;

/** The export formats: the path's last part → the file's extension (Moodle XML .xml, a QTI package .zip). */
export const EXPORT_FORMATS = { ...TEMPLATE_FORMATS, gift: 'gift', moodle: 'xml', qti: 'zip' } as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

const cap = <S extends string>(s: S) => `${s.charAt(0).toUpperCase()}${s.slice(1)}` as Capitalize<S>;

/** The key of a template's route: templateKey('excel') is 'templateExcel'. */
export const templateKey = <F extends TemplateFormat>(format: F) => `template${cap(format)}` as const;

/** The key of an export's route: exportKey('materi', 'qti') is 'exportMateriQti'. */
export const exportKey = <O extends 'group' | 'materi', F extends ExportFormat>(of: O, format: F) =>
  `export${cap(of)}${cap(format)}` as const;
