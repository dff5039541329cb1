import { del, get, post, put, STAFF } from './route';

/**
 * The question bank's groups and questions (spec §7.4; docs/decisions/0016 archive and usage).
 * A question is written as a multipart form: its text fields and its media files.
 * Schemas: question-bank.contract.ts.
 */
export const questionBankPaths = {
  // ---- groups ----
  groups: get('/groupSoal/:id_materi', STAFF),
  archiveGroup: put('/groupSoal/:id/arsip', STAFF),
  addGroup: post('/addGroupSoal', STAFF),
  updateGroup: post('/updategroupSoal/:id', STAFF),
  removeGroup: del('/deleteGroupSoal/:id', STAFF),
  groupUsage: get('/groupSoal/:id/pemakaian', STAFF),
  // ---- questions ----
  add: post('/addsoalPG', STAFF, { upload: 'multipart' }),
  update: post('/updatesoal/:id', STAFF, { upload: 'multipart' }),
  detail: get('/detailSoal/:id', STAFF),
  detailByQuery: get('/detailSoal', STAFF),
  detailByBody: post('/detailSoal', STAFF),
  list: post('/listSoalPG', STAFF),
  listOfGroup: post('/listSoalPG/:id_group_soal', STAFF),
  all: post('/getAllSoal', STAFF),
  remove: del('/deletesoal/:id', STAFF),
  archive: put('/soal/:id/arsip', STAFF),
  usage: get('/soal/:id/pemakaian', STAFF),
  counts: get('/countSoalUjian', STAFF),
} as const;
