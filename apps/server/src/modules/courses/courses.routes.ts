import { idParam, matkulCountSchema, matkulRowSchema, matkulSchema, STAFF_MSG } from '@tryout/shared/staff';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, nullResponse, okResponse, STAFF } from '../http';
import * as service from './courses.service';

const tags = ['matakuliah'];
const course = okResponse(matkulRowSchema);
const courseList = okResponse(z.array(matkulRowSchema));

export const coursesRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/matkul',
    { config: STAFF, schema: { tags, summary: 'Daftar matakuliah', response: courseList } },
    async () => ok(await service.listCourses(ctx.db)),
  );
  app.get(
    '/matkul_dosen',
    { config: STAFF, schema: { tags, summary: 'Matakuliah dosen yang login', response: courseList } },
    async (req) => ok(await service.listCourses(ctx.db, requireStaff(req).staffId)),
  );
  app.get(
    '/matkulCount',
    {
      config: STAFF,
      schema: { tags, summary: 'Jumlah matakuliah', response: okResponse(matkulCountSchema) },
    },
    async () => ok({ jumlah_matkul: await service.countCourses(ctx.db) }),
  );
  app.post(
    '/matkul',
    {
      config: STAFF,
      schema: { tags, summary: 'Tambah matakuliah', body: matkulSchema, response: course },
    },
    async (req) => ok(await service.createCourse(ctx.db, requireStaff(req), req.body), STAFF_MSG.added),
  );
  app.put(
    '/editMatkul/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Ubah matakuliah',
        params: idParam,
        body: matkulSchema,
        response: course,
      },
    },
    async (req) =>
      ok(await service.updateCourse(ctx.db, requireStaff(req), req.params.id, req.body), STAFF_MSG.updated),
  );
  app.delete(
    '/deleteMatkul/:id',
    {
      config: STAFF,
      schema: { tags, summary: 'Hapus matakuliah', params: idParam, response: nullResponse },
    },
    async (req) => {
      await service.deleteCourse(ctx.db, requireStaff(req), req.params.id);
      return ok(null, STAFF_MSG.removed);
    },
  );
};
