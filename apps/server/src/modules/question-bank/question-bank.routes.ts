import {
  addGroupSchema,
  groupRowSchema,
  groupSoalBodySchema,
  groupWithQuestionsSchema,
  idParam,
  questionCountsSchema,
  questionTextSchema,
  STAFF_MSG,
  staffQuestionSchema,
  updateGroupSchema,
} from '@tryout/shared/staff';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { type ModuleRoutes, nullResponse, okResponse, parseWith, STAFF } from '../http';
import * as service from './question-bank.service';

const tags = ['bank soal'];
const group = okResponse(groupRowSchema);
const question = okResponse(staffQuestionSchema);
const questionList = okResponse(z.array(staffQuestionSchema));
const anyBody = z.record(z.string(), z.unknown()).optional();
const optionalId = z.object({ id: z.coerce.number().int().positive().optional() });
const materiParam = z.object({
  id_materi: z.coerce.number({ error: STAFF_MSG.materiNotFound }).int().positive(STAFF_MSG.materiNotFound),
});

export const questionBankRoutes: ModuleRoutes = (app, ctx) => {
  // ---- groups ----
  app.get(
    '/groupSoal/:id_materi',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Daftar group soal sebuah materi',
        params: materiParam,
        response: okResponse(z.array(groupRowSchema)),
      },
    },
    async (req) => ok(await service.listGroups(ctx.db, req.params.id_materi)),
  );
  app.post(
    '/addGroupSoal',
    {
      config: STAFF,
      schema: { tags, summary: 'Tambah group soal', body: addGroupSchema, response: group },
    },
    async (req) => ok(await service.addGroup(ctx.db, req.body), STAFF_MSG.groupAdded),
  );
  app.post(
    '/updategroupSoal/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Ubah group soal',
        params: idParam,
        body: updateGroupSchema,
        response: group,
      },
    },
    async (req) => ok(await service.updateGroup(ctx.db, req.params.id, req.body), STAFF_MSG.groupUpdated),
  );
  app.delete(
    '/deleteGroupSoal/:id',
    {
      config: STAFF,
      schema: { tags, summary: 'Hapus group soal', params: idParam, response: nullResponse },
    },
    async (req) => {
      await service.deleteGroup(ctx.db, ctx.mediaDir, req.params.id);
      return ok(null, STAFF_MSG.groupDeleted);
    },
  );

  // ---- questions ----
  app.post(
    '/addsoalPG',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Tambah soal (multipart)',
        consumes: ['multipart/form-data'],
        body: anyBody,
        response: question,
      },
    },
    async (req) => {
      const body = req.body ?? {};
      const input = parseWith(questionTextSchema, stringsOnly(body));
      const files = await service.readQuestionFiles(body);
      return ok(await service.addQuestion(ctx.db, ctx.mediaDir, input, files), STAFF_MSG.added);
    },
  );
  app.post(
    '/updatesoal/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Ubah soal (multipart)',
        consumes: ['multipart/form-data'],
        params: idParam,
        body: anyBody,
        response: question,
      },
    },
    async (req) => {
      const body = req.body ?? {};
      const input = parseWith(questionTextSchema, stringsOnly(body));
      const files = await service.readQuestionFiles(body);
      return ok(
        await service.updateQuestion(ctx.db, ctx.mediaDir, req.params.id, input, files),
        STAFF_MSG.updated,
      );
    },
  );
  app.get(
    '/detailSoal/:id',
    { config: STAFF, schema: { tags, summary: 'Detail soal', params: idParam, response: question } },
    async (req) => ok(await service.getQuestion(ctx.db, req.params.id)),
  );
  app.get(
    '/detailSoal',
    {
      config: STAFF,
      schema: { tags, summary: 'Detail soal (?id=)', querystring: optionalId, response: question },
    },
    async (req) => {
      if (!req.query.id) throw badRequest(STAFF_MSG.questionNotFound);
      return ok(await service.getQuestion(ctx.db, req.query.id));
    },
  );
  app.post(
    '/detailSoal',
    {
      config: STAFF,
      schema: { tags, summary: 'Detail soal (id di body)', body: idParam, response: question },
    },
    async (req) => ok(await service.getQuestion(ctx.db, req.body.id)),
  );
  app.post(
    '/listSoalPG',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Daftar soal sebuah group',
        body: groupSoalBodySchema,
        response: questionList,
      },
    },
    async (req) => ok(await service.listQuestions(ctx.db, req.body.group_soal)),
  );
  app.post(
    '/listSoalPG/:id_group_soal',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Daftar soal sebuah group (id di path)',
        params: z.object({ id_group_soal: z.coerce.number().int().positive() }),
        body: anyBody,
        response: questionList,
      },
    },
    async (req) => ok(await service.listQuestions(ctx.db, req.params.id_group_soal)),
  );
  app.post(
    '/getAllSoal',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Semua soal sebuah group beserta kunci',
        body: groupSoalBodySchema,
        response: okResponse(groupWithQuestionsSchema),
      },
    },
    async (req) => ok(await service.allOfGroup(ctx.db, req.body.group_soal)),
  );
  app.delete(
    '/deletesoal/:id',
    { config: STAFF, schema: { tags, summary: 'Hapus soal', params: idParam, response: nullResponse } },
    async (req) => {
      await service.deleteQuestion(ctx.db, ctx.mediaDir, req.params.id);
      return ok(null, STAFF_MSG.deleted);
    },
  );
  app.get(
    '/countSoalUjian',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Jumlah soal per tipe dan per materi',
        response: okResponse(questionCountsSchema),
      },
    },
    async () => ok(await service.countQuestions(ctx.db)),
  );
};

/** The text fields of a multipart body (files are Buffers and are read separately). */
function stringsOnly(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (!Buffer.isBuffer(v)) out[k] = v;
  return out;
}
