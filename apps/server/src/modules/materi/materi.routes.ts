import {
  addMateriSchema,
  assignMateriSchema,
  editMateriSchema,
  idParam,
  materiIdSchema,
  materiRowSchema,
  STAFF_MSG,
  staffUjianSchema,
} from '@tryout/shared/staff';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { assignMateri } from '../exams/exams.service';
import { type ModuleRoutes, nullResponse, okResponse, parseWith, routeOf, STAFF } from '../http';
import * as service from './materi.service';

const route = routeOf(['materi']);
const materi = okResponse(materiRowSchema);

export const materiRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/getMasterMateri',
    route(STAFF, 'Daftar master materi', { response: okResponse(z.array(materiRowSchema)) }),
    async () => ok(await service.listMateri(ctx.db)),
  );

  app.post(
    '/getDetailMasterMateri',
    route(STAFF, 'Detail master materi', { body: materiIdSchema, response: materi }),
    async (req) => ok(await service.getMateri(ctx.db, req.body.id)),
  );

  app.post(
    '/addMateri',
    route(STAFF, 'Tambah materi, atau (dengan id_ujian + master_materi) tetapkan materi sebuah ujian', {
      body: z.record(z.string(), z.unknown()).optional(), // the new materi, or the exam whose materi were assigned
      response: okResponse(z.union([materiRowSchema, staffUjianSchema])),
    }),
    async (req) => {
      const body = req.body ?? {};
      if (body.id_ujian !== undefined && body.id_ujian !== '') {
        const input = parseWith(assignMateriSchema, body);
        return ok(
          await assignMateri(ctx.db, requireStaff(req), input.id_ujian, input.master_materi),
          STAFF_MSG.materiAdded,
        );
      }
      const input = parseWith(addMateriSchema, body);
      return ok(await service.createMateri(ctx.db, input), STAFF_MSG.materiAdded);
    },
  );

  app.post(
    '/editMasterMateri',
    route(STAFF, 'Ubah master materi', { body: editMateriSchema, response: materi }),
    async (req) => ok(await service.editMateri(ctx.db, req.body), STAFF_MSG.updated),
  );

  const remove = async (id: unknown) => {
    const parsed = idParam.safeParse({ id });
    if (!parsed.success) throw badRequest(STAFF_MSG.materiDeleteError);
    await service.deleteMateri(ctx.db, ctx.mediaDir, parsed.data.id);
    return ok(null, STAFF_MSG.removed);
  };
  app.delete(
    '/deleteMasterMateri/:id',
    route(STAFF, 'Hapus master materi', { params: idParam, response: nullResponse }),
    async (req) => remove(req.params.id),
  );
  app.delete(
    '/deleteMasterMateri',
    route(STAFF, 'Hapus master materi (id di body atau query)', {
      querystring: z.object({ id: z.string().optional() }),
      response: nullResponse,
    }),
    async (req) => remove((req.body as { id?: unknown } | undefined)?.id ?? req.query.id),
  );
};
