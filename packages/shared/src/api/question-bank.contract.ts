import { z } from 'zod';
import { archiveBodySchema, archiveListQuerySchema, bankUsageSchema } from '../bank-access';
import { idParam } from '../staff/form-values';
import {
  addGroupSchema,
  groupRowSchema,
  groupSoalBodySchema,
  groupWithQuestionsSchema,
  questionCountsSchema,
  questionTextSchema,
  staffQuestionSchema,
  updateGroupSchema,
} from '../staff/question-bank';
import { STAFF_MSG } from '../staff-messages';
import { contractOf } from './contract';
import { questionBankPaths } from './question-bank.paths';

const materiParam = z.object({
  id_materi: z.coerce.number({ error: STAFF_MSG.materiNotFound }).int().positive(STAFF_MSG.materiNotFound),
});
const groupParam = z.object({ id_group_soal: z.coerce.number().int().positive() });
/** a body the route does not read */
const anyBody = z.record(z.string(), z.unknown()).optional();

export const questionBankContract = contractOf('bank soal', questionBankPaths, {
  groups: {
    summary: 'Daftar group soal sebuah materi (arsip hanya dengan ?arsip=1)',
    params: materiParam,
    query: archiveListQuerySchema,
    response: z.array(groupRowSchema),
  },
  archiveGroup: {
    summary: 'Arsipkan (arsip: true) atau pulihkan (arsip: false) group soal; dicatat di audit log',
    params: idParam,
    body: archiveBodySchema,
    response: groupRowSchema,
  },
  addGroup: { summary: 'Tambah group soal', body: addGroupSchema, response: groupRowSchema },
  updateGroup: {
    summary: 'Ubah group soal',
    params: idParam,
    body: updateGroupSchema,
    response: groupRowSchema,
  },
  removeGroup: { summary: 'Hapus group soal', params: idParam, response: z.null() },
  groupUsage: {
    summary: 'Yang memakai soal group ini (hasil, peserta) dan yang ikut terhapus bersamanya',
    params: idParam,
    response: bankUsageSchema,
  },
  // the text fields of the multipart body; its files (soal_gambar, gambar_pil_a … e) are read apart
  add: { summary: 'Tambah soal (multipart)', body: questionTextSchema, response: staffQuestionSchema },
  update: {
    summary: 'Ubah soal (multipart)',
    params: idParam,
    body: questionTextSchema,
    response: staffQuestionSchema,
  },
  detail: { summary: 'Detail soal', params: idParam, response: staffQuestionSchema },
  detailByQuery: {
    summary: 'Detail soal (?id=)',
    query: z.object({ id: z.coerce.number().int().positive().optional() }),
    response: staffQuestionSchema,
  },
  detailByBody: { summary: 'Detail soal (id di body)', body: idParam, response: staffQuestionSchema },
  list: {
    summary: 'Daftar soal sebuah group (arsip hanya dengan ?arsip=1)',
    body: groupSoalBodySchema,
    query: archiveListQuerySchema,
    response: z.array(staffQuestionSchema),
  },
  listOfGroup: {
    summary: 'Daftar soal sebuah group (id di path; arsip hanya dengan ?arsip=1)',
    params: groupParam,
    query: archiveListQuerySchema,
    body: anyBody,
    response: z.array(staffQuestionSchema),
  },
  all: {
    summary: 'Semua soal sebuah group beserta kunci (arsip hanya dengan ?arsip=1)',
    body: groupSoalBodySchema,
    query: archiveListQuerySchema,
    response: groupWithQuestionsSchema,
  },
  remove: { summary: 'Hapus soal', params: idParam, response: z.null() },
  archive: {
    summary: 'Arsipkan (arsip: true) atau pulihkan (arsip: false) soal; dicatat di audit log',
    params: idParam,
    body: archiveBodySchema,
    response: staffQuestionSchema,
  },
  usage: {
    summary: 'Yang memakai soal ini (hasil, peserta)',
    params: idParam,
    response: bankUsageSchema,
  },
  counts: { summary: 'Jumlah soal per tipe dan per materi', response: questionCountsSchema },
});
