import { idParam, matkulCountSchema, matkulRowSchema, matkulSchema, STAFF_MSG } from '@tryout/shared/staff';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, nullResponse, okResponse, routeOf, STAFF } from '../http';
import * as service from './courses.service';

const route = routeOf(['matakuliah']);
const course = okResponse(matkulRowSchema);
const courseList = okResponse(z.array(matkulRowSchema));

export const coursesRoutes: ModuleRoutes = (app, ctx) => {
  app.get('/matkul', route(STAFF, 'Daftar matakuliah', { response: courseList }), async () =>
    ok(await service.listCourses(ctx.db)),
  );
  app.get(
    '/matkul_dosen',
    route(STAFF, 'Matakuliah dosen yang login', { response: courseList }),
    async (req) => ok(await service.listCourses(ctx.db, requireStaff(req).staffId)),
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
  app.delete(
    '/deleteMatkul/:id',
    route(STAFF, 'Hapus matakuliah', { params: idParam, response: nullResponse }),
    async (req) => {
      await service.deleteCourse(ctx.db, requireStaff(req), req.params.id);
      return ok(null, STAFF_MSG.removed);
    },
  );
};
