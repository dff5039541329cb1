import {
  archiveBodySchema,
  archiveListQuerySchema,
  BANK_MSG,
  bankUsageSchema,
  withArchived,
} from '@tryout/shared/bank-access';
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
import { requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, nullResponse, okResponse, parseWith, routeOf, STAFF } from '../http';
import * as service from './question-bank.service';

const route = routeOf(['bank soal']);
const multipart = ['multipart/form-data'];
const group = okResponse(groupRowSchema);
const question = okResponse(staffQuestionSchema);
const questionList = okResponse(z.array(staffQuestionSchema));
const usage = okResponse(bankUsageSchema);
const anyBody = z.record(z.string(), z.unknown()).optional();
const optionalId = z.object({ id: z.coerce.number().int().positive().optional() });
const materiParam = z.object({
  id_materi: z.coerce.number({ error: STAFF_MSG.materiNotFound }).int().positive(STAFF_MSG.materiNotFound),
});

export const questionBankRoutes: ModuleRoutes = (app, ctx) => {
  /** A question from a multipart body: its text fields by the shared schema, its files apart. */
  async function questionInput(body: Record<string, unknown> | undefined) {
    const input = parseWith(questionTextSchema, stringsOnly(body ?? {}));
    return { input, files: await service.readQuestionFiles(body ?? {}) };
  }

  // ---- groups ----
  app.get(
    '/groupSoal/:id_materi',
    route(STAFF, 'Daftar group soal sebuah materi (arsip hanya dengan ?arsip=1)', {
      params: materiParam,
      querystring: archiveListQuerySchema,
      response: okResponse(z.array(groupRowSchema)),
    }),
    async (req) =>
      ok(await service.listGroups(ctx.db, requireStaff(req), req.params.id_materi, withArchived(req.query))),
  );
  app.put(
    '/groupSoal/:id/arsip',
    route(STAFF, 'Arsipkan (arsip: true) atau pulihkan (arsip: false) group soal; dicatat di audit log', {
      params: idParam,
      body: archiveBodySchema,
      response: group,
    }),
    async (req) =>
      ok(
        await service.archiveGroup(ctx.db, requireStaff(req), req.params.id, req.body.arsip),
        req.body.arsip ? BANK_MSG.groupArchived : BANK_MSG.restored,
      ),
  );
  app.post(
    '/addGroupSoal',
    route(STAFF, 'Tambah group soal', { body: addGroupSchema, response: group }),
    async (req) => ok(await service.addGroup(ctx.db, requireStaff(req), req.body), STAFF_MSG.groupAdded),
  );
  app.post(
    '/updategroupSoal/:id',
    route(STAFF, 'Ubah group soal', { params: idParam, body: updateGroupSchema, response: group }),
    async (req) =>
      ok(
        await service.updateGroup(ctx.db, requireStaff(req), req.params.id, req.body),
        STAFF_MSG.groupUpdated,
      ),
  );
  app.delete(
    '/deleteGroupSoal/:id',
    route(STAFF, 'Hapus group soal', { params: idParam, response: nullResponse }),
    async (req) => {
      await service.deleteGroup(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id);
      return ok(null, STAFF_MSG.groupDeleted);
    },
  );
  app.get(
    '/groupSoal/:id/pemakaian',
    route(STAFF, 'Yang memakai soal group ini (hasil, peserta) dan yang ikut terhapus bersamanya', {
      params: idParam,
      response: usage,
    }),
    async (req) => ok(await service.groupUsage(ctx.db, requireStaff(req), req.params.id)),
  );

  // ---- questions ----
  app.post(
    '/addsoalPG',
    route(STAFF, 'Tambah soal (multipart)', { consumes: multipart, body: anyBody, response: question }),
    async (req) => {
      const { input, files } = await questionInput(req.body);
      return ok(
        await service.addQuestion(ctx.db, requireStaff(req), ctx.mediaDir, input, files),
        STAFF_MSG.added,
      );
    },
  );
  app.post(
    '/updatesoal/:id',
    route(STAFF, 'Ubah soal (multipart)', {
      consumes: multipart,
      params: idParam,
      body: anyBody,
      response: question,
    }),
    async (req) => {
      const { input, files } = await questionInput(req.body);
      return ok(
        await service.updateQuestion(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id, input, files),
        STAFF_MSG.updated,
      );
    },
  );
  app.get(
    '/detailSoal/:id',
    route(STAFF, 'Detail soal', { params: idParam, response: question }),
    async (req) => ok(await service.getQuestion(ctx.db, requireStaff(req), req.params.id)),
  );
  app.get(
    '/detailSoal',
    route(STAFF, 'Detail soal (?id=)', { querystring: optionalId, response: question }),
    async (req) => {
      if (!req.query.id) throw badRequest(STAFF_MSG.questionNotFound);
      return ok(await service.getQuestion(ctx.db, requireStaff(req), req.query.id));
    },
  );
  app.post(
    '/detailSoal',
    route(STAFF, 'Detail soal (id di body)', { body: idParam, response: question }),
    async (req) => ok(await service.getQuestion(ctx.db, requireStaff(req), req.body.id)),
  );
  app.post(
    '/listSoalPG',
    route(STAFF, 'Daftar soal sebuah group (arsip hanya dengan ?arsip=1)', {
      body: groupSoalBodySchema,
      querystring: archiveListQuerySchema,
      response: questionList,
    }),
    async (req) =>
      ok(
        await service.listQuestions(ctx.db, requireStaff(req), req.body.group_soal, withArchived(req.query)),
      ),
  );
  app.post(
    '/listSoalPG/:id_group_soal',
    route(STAFF, 'Daftar soal sebuah group (id di path; arsip hanya dengan ?arsip=1)', {
      params: z.object({ id_group_soal: z.coerce.number().int().positive() }),
      querystring: archiveListQuerySchema,
      body: anyBody,
      response: questionList,
    }),
    async (req) =>
      ok(
        await service.listQuestions(
          ctx.db,
          requireStaff(req),
          req.params.id_group_soal,
          withArchived(req.query),
        ),
      ),
  );
  app.post(
    '/getAllSoal',
    route(STAFF, 'Semua soal sebuah group beserta kunci (arsip hanya dengan ?arsip=1)', {
      body: groupSoalBodySchema,
      querystring: archiveListQuerySchema,
      response: okResponse(groupWithQuestionsSchema),
    }),
    async (req) =>
      ok(await service.allOfGroup(ctx.db, requireStaff(req), req.body.group_soal, withArchived(req.query))),
  );
  app.delete(
    '/deletesoal/:id',
    route(STAFF, 'Hapus soal', { params: idParam, response: nullResponse }),
    async (req) => {
      await service.deleteQuestion(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id);
      return ok(null, STAFF_MSG.deleted);
    },
  );
  app.put(
    '/soal/:id/arsip',
    route(STAFF, 'Arsipkan (arsip: true) atau pulihkan (arsip: false) soal; dicatat di audit log', {
      params: idParam,
      body: archiveBodySchema,
      response: question,
    }),
    async (req) =>
      ok(
        await service.archiveQuestion(ctx.db, requireStaff(req), req.params.id, req.body.arsip),
        req.body.arsip ? BANK_MSG.questionArchived : BANK_MSG.restored,
      ),
  );
  app.get(
    '/soal/:id/pemakaian',
    route(STAFF, 'Yang memakai soal ini (hasil, peserta)', { params: idParam, response: usage }),
    async (req) => ok(await service.questionUsage(ctx.db, requireStaff(req), req.params.id)),
  );
  app.get(
    '/countSoalUjian',
    route(STAFF, 'Jumlah soal per tipe dan per materi', { response: okResponse(questionCountsSchema) }),
    async (req) => ok(await service.countQuestions(ctx.db, requireStaff(req))),
  );
};

/** The text fields of a multipart body (files are Buffers and are read separately). */
function stringsOnly(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (!Buffer.isBuffer(v)) out[k] = v;
  return out;
}
