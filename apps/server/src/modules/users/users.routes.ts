import {
  createDosenSchema,
  editDosenSchema,
  idParam,
  profileSchema,
  STAFF_MSG,
  staffUserRowSchema,
} from '@tryout/shared/staff';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { ADMIN, envelopeOf, type ModuleRoutes, nullResponse, okResponse, routeOf, STAFF } from '../http';
import * as service from './users.service';

const route = routeOf(['pengguna']);
const user = okResponse(staffUserRowSchema);

export const usersRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/dosen',
    route(ADMIN, 'Daftar dosen dan admin', { response: okResponse(z.array(staffUserRowSchema)) }),
    async () => ok(await service.listUsers(ctx.db)),
  );
  app.post(
    '/dosen',
    route(ADMIN, 'Tambah dosen atau admin', {
      body: createDosenSchema,
      response: { 201: envelopeOf(staffUserRowSchema) },
    }),
    async (req, reply) => {
      const user = await service.createUser(ctx.db, req.body);
      return reply.status(201).send(ok(user, STAFF_MSG.added, 201));
    },
  );
  app.put(
    '/editDosen/:id',
    route(ADMIN, 'Ubah dosen atau admin', { params: idParam, body: editDosenSchema, response: user }),
    async (req) =>
      ok(
        await service.updateUser(ctx.db, ctx.dialect, req.params.id, requireStaff(req), req.body),
        STAFF_MSG.updated,
      ),
  );
  app.delete(
    '/deleteDosen/:id',
    route(ADMIN, 'Hapus dosen atau admin', { params: idParam, response: nullResponse }),
    async (req) => {
      await service.deleteUser(ctx.db, ctx.dialect, req.params.id, requireStaff(req).staffId);
      return ok(null, STAFF_MSG.userDeleted);
    },
  );
  app.put(
    '/profile/:nidn',
    route(STAFF, 'Ubah profil (nama, password) berdasarkan nidn', {
      params: z.object({ nidn: z.string().min(1).max(30) }),
      body: profileSchema,
      response: user,
    }),
    async (req) => {
      const user = await service.updateProfile(ctx.db, req.params.nidn, requireStaff(req), req.body);
      return ok(user, STAFF_MSG.profileUpdated);
    },
  );
};
