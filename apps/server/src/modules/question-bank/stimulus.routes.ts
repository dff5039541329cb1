import { idParam } from '@tryout/shared/staff';
import {
  STIMULUS_MSG,
  stimulusCreateSchema,
  stimulusQuestionsSchema,
  stimulusSchema,
  stimulusUpdateSchema,
} from '@tryout/shared/stimulus';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, nullResponse, okResponse, routeOf, STAFF } from '../http';
import * as service from './stimulus.service';

const route = routeOf(['bank soal']);
const one = okResponse(stimulusSchema);

/** Shared passages (wacana) of a question group: shared/stimulus.ts describes the API. */
export const stimulusRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/groupSoal/:id/stimulus',
    route(STAFF, 'Wacana sebuah group soal beserta soal yang memakainya', {
      params: idParam,
      response: okResponse(z.array(stimulusSchema)),
    }),
    async (req) => ok(await service.listOfGroup(ctx.db, requireStaff(req), req.params.id)),
  );
  app.post(
    '/stimulus',
    route(STAFF, 'Tambah wacana di sebuah group soal', { body: stimulusCreateSchema, response: one }),
    async (req) => ok(await service.create(ctx.db, requireStaff(req), req.body), STIMULUS_MSG.added),
  );
  app.post(
    '/stimulus/:id',
    route(STAFF, 'Ubah wacana', { params: idParam, body: stimulusUpdateSchema, response: one }),
    async (req) =>
      ok(await service.update(ctx.db, requireStaff(req), req.params.id, req.body), STIMULUS_MSG.updated),
  );
  app.delete(
    '/stimulus/:id',
    route(STAFF, 'Hapus wacana (ditolak selama ada soal yang memakainya)', {
      params: idParam,
      response: nullResponse,
    }),
    async (req) => {
      await service.remove(ctx.db, requireStaff(req), req.params.id);
      return ok(null, STIMULUS_MSG.deleted);
    },
  );
  app.post(
    '/stimulus/:id/soal',
    route(STAFF, 'Tetapkan soal yang memakai wacana ini (yang tidak disebut dilepas)', {
      params: idParam,
      body: stimulusQuestionsSchema,
      response: one,
    }),
    async (req) =>
      ok(
        await service.setQuestions(ctx.db, requireStaff(req), req.params.id, req.body),
        STIMULUS_MSG.attached,
      ),
  );
};
