import { questionBankContract as api } from '@tryout/shared/api/question-bank.contract';
import { BANK_MSG, withArchived } from '@tryout/shared/bank-access';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import { type ModuleRoutes, parseWith } from '../http';
import * as service from './question-bank.service';

/** A multipart body: its text fields are parsed by the contract's schema, its files read apart. */
const multipartBody = { bodyCheckedInHandler: z.record(z.string(), z.unknown()).optional() };

export const questionBankRoutes: ModuleRoutes = (app, ctx) => {
  /** A question from a multipart body: its text fields by the shared schema, its files apart. */
  async function questionInput(body: unknown) {
    const fields = (body ?? {}) as Record<string, unknown>;
    const input = parseWith(api.add.body, stringsOnly(fields));
    return { input, files: await service.readQuestionFiles(fields) };
  }

  // ---- groups ----
  serve(app, api.groups, async (req) =>
    ok(await service.listGroups(ctx.db, requireStaff(req), req.params.id_materi, withArchived(req.query))),
  );
  serve(app, api.archiveGroup, async (req) =>
    ok(
      await service.archiveGroup(ctx.db, requireStaff(req), req.params.id, req.body.arsip),
      req.body.arsip ? BANK_MSG.groupArchived : BANK_MSG.restored,
    ),
  );
  serve(app, api.addGroup, async (req) =>
    ok(await service.addGroup(ctx.db, requireStaff(req), req.body), STAFF_MSG.groupAdded),
  );
  serve(app, api.updateGroup, async (req) =>
    ok(await service.updateGroup(ctx.db, requireStaff(req), req.params.id, req.body), STAFF_MSG.groupUpdated),
  );
  serve(app, api.removeGroup, async (req) => {
    await service.deleteGroup(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id);
    return ok(null, STAFF_MSG.groupDeleted);
  });
  serve(app, api.groupUsage, async (req) =>
    ok(await service.groupUsage(ctx.db, requireStaff(req), req.params.id)),
  );

  // ---- questions ----
  serve(
    app,
    api.add,
    async (req) => {
      const { input, files } = await questionInput(req.body);
      return ok(
        await service.addQuestion(ctx.db, requireStaff(req), ctx.mediaDir, input, files),
        STAFF_MSG.added,
      );
    },
    multipartBody,
  );
  serve(
    app,
    api.update,
    async (req) => {
      const { input, files } = await questionInput(req.body);
      return ok(
        await service.updateQuestion(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id, input, files),
        STAFF_MSG.updated,
      );
    },
    multipartBody,
  );
  serve(app, api.detail, async (req) =>
    ok(await service.getQuestion(ctx.db, requireStaff(req), req.params.id)),
  );
  serve(app, api.detailByQuery, async (req) => {
    if (!req.query.id) throw badRequest(STAFF_MSG.questionNotFound);
    return ok(await service.getQuestion(ctx.db, requireStaff(req), req.query.id));
  });
  serve(app, api.detailByBody, async (req) =>
    ok(await service.getQuestion(ctx.db, requireStaff(req), req.body.id)),
  );
  serve(app, api.list, async (req) =>
    ok(await service.listQuestions(ctx.db, requireStaff(req), req.body.group_soal, withArchived(req.query))),
  );
  serve(app, api.listOfGroup, async (req) =>
    ok(
      await service.listQuestions(
        ctx.db,
        requireStaff(req),
        req.params.id_group_soal,
        withArchived(req.query),
      ),
    ),
  );
  serve(app, api.all, async (req) =>
    ok(await service.allOfGroup(ctx.db, requireStaff(req), req.body.group_soal, withArchived(req.query))),
  );
  serve(app, api.remove, async (req) => {
    await service.deleteQuestion(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id);
    return ok(null, STAFF_MSG.deleted);
  });
  serve(app, api.archive, async (req) =>
    ok(
      await service.archiveQuestion(ctx.db, requireStaff(req), req.params.id, req.body.arsip),
      req.body.arsip ? BANK_MSG.questionArchived : BANK_MSG.restored,
    ),
  );
  serve(app, api.usage, async (req) =>
    ok(await service.questionUsage(ctx.db, requireStaff(req), req.params.id)),
  );
  serve(app, api.counts, async (req) => ok(await service.countQuestions(ctx.db, requireStaff(req))));
};

/** The text fields of a multipart body (files are Buffers and are read separately). */
function stringsOnly(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (!Buffer.isBuffer(v)) out[k] = v;
  return out;
}
