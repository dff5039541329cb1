import { examsContract } from '@tryout/shared/api/exams.contract';
import { ARCHIVE_MSG } from '@tryout/shared/archive';
import { archivableUjianSchema, ujianArchiveListQuery } from '@tryout/shared/exam-course-archive';
import { idParam, STAFF_MSG, ujianSchema, ujianUpdateSchema } from '@tryout/shared/staff';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import { type ModuleRoutes, nullResponse, okResponse, routeOf, STAFF } from '../http';
import * as service from './exams.service';

const route = routeOf(['ujian']);
const exam = okResponse(archivableUjianSchema);

export const examsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/getDataUjian',
    route(STAFF, 'Daftar ujian (filter type_soal, type_ujian, kategori; arsip hanya dengan ?arsip=1)', {
      querystring: ujianArchiveListQuery,
      response: okResponse(z.array(archivableUjianSchema)),
    }),
    async (req) => ok(await service.listUjian(ctx.db, requireStaff(req), req.query)),
  );
  app.get(
    '/getDetailUjian/:id',
    route(STAFF, 'Detail ujian', { params: idParam, response: exam }),
    async (req) => ok(await service.getUjian(ctx.db, requireStaff(req), req.params.id)),
  );
  app.post('/ujian', route(STAFF, 'Tambah ujian', { body: ujianSchema, response: exam }), async (req) =>
    ok(await service.createUjian(ctx.db, requireStaff(req), req.body), STAFF_MSG.examAdded),
  );
  app.put(
    '/updateujian/:id',
    route(STAFF, 'Ubah ujian: hanya field yang dikirim yang berubah', {
      params: idParam,
      body: ujianUpdateSchema,
      response: exam,
    }),
    async (req) =>
      ok(
        await service.updateUjian(ctx.db, requireStaff(req), req.params.id, req.body),
        STAFF_MSG.examUpdated,
      ),
  );
  serve(app, examsContract.archive, async (req) =>
    ok(
      await service.archiveUjian(ctx.db, requireStaff(req), req.params.id, req.body.arsip),
      req.body.arsip ? ARCHIVE_MSG.examArchived : ARCHIVE_MSG.restored,
    ),
  );
  app.delete(
    '/deleteujian/:id',
    route(STAFF, 'Hapus ujian', { params: idParam, response: nullResponse }),
    async (req) => {
      await service.deleteUjian(ctx.db, requireStaff(req), req.params.id);
      return ok(null, STAFF_MSG.deleted);
    },
  );
};
