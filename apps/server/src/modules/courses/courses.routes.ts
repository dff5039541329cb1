import { coursesContract } from '@tryout/shared/api/courses.contract';
import { ARCHIVE_MSG, archiveListQuerySchema, withArchived } from '@tryout/shared/archive';
import { archivableMatkulSchema } from '@tryout/shared/exam-course-archive';
import { idParam, matkulCountSchema, matkulSchema, STAFF_MSG } from '@tryout/shared/staff';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import { type ModuleRoutes, nullResponse, okResponse, routeOf, STAFF } from '../http';
import * as service from './courses.service';

const route = routeOf(['matakuliah']);
const course = okResponse(archivableMatkulSchema);
const courseList = okResponse(z.array(archivableMatkulSchema));

export const coursesRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/matkul',
    route(STAFF, 'Daftar matakuliah (arsip hanya dengan ?arsip=1)', {
      querystring: archiveListQuerySchema,
      response: courseList,
    }),
    async (req) => ok(await service.listCourses(ctx.db, undefined, withArchived(req.query))),
  );
  app.get(
    '/matkul_dosen',
    route(STAFF, 'Matakuliah dosen yang login (arsip hanya dengan ?arsip=1)', {
      querystring: archiveListQuerySchema,
      response: courseList,
    }),
    async (req) => ok(await service.listCourses(ctx.db, requireStaff(req).staffId, withArchived(req.query))),
  );
  app.get(
    '/matkulCount',
    route(STAFF, 'Jumlah matakuliah', { response: okResponse(matkulCountSchema) }),
    async () => ok({ jumlah_matkul: await service.countCourses(ctx.db) }),
  );
  app.post(
    '/matkul',
    route(STAFF, 'Tambah matakuliah', { body: matkulSchema, response: course }),
    async (req) => ok(await service.createCourse(ctx.db, requireStaff(req), req.body), STAFF_MSG.added),
  );
  app.put(
    '/editMatkul/:id',
    route(STAFF, 'Ubah matakuliah', { params: idParam, body: matkulSchema, response: course }),
    async (req) =>
      ok(await service.updateCourse(ctx.db, requireStaff(req), req.params.id, req.body), STAFF_MSG.updated),
  );
  serve(app, coursesContract.archive, async (req) =>
    ok(
      await service.archiveCourse(ctx.db, requireStaff(req), req.params.id, req.body.arsip),
      req.body.arsip ? ARCHIVE_MSG.courseArchived : ARCHIVE_MSG.restored,
    ),
  );
  app.delete(
    '/deleteMatkul/:id',
    route(STAFF, 'Hapus matakuliah', { params: idParam, response: nullResponse }),
    async (req) => {
      await service.deleteCourse(ctx.db, requireStaff(req), req.params.id);
      return ok(null, STAFF_MSG.removed);
    },
  );
};
