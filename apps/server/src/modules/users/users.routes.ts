import { usersContract as api } from '@tryout/shared/api/users.contract';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './users.service';

export const usersRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.list, async () => ok(await service.listUsers(ctx.db)));
  serve(app, api.add, async (req, reply) => {
    const user = await service.createUser(ctx.db, req.body);
    reply.status(201);
    return ok(user, STAFF_MSG.added, 201);
  });
  serve(app, api.edit, async (req) =>
    ok(
      await service.updateUser(ctx.db, ctx.dialect, req.params.id, requireStaff(req), req.body),
      STAFF_MSG.updated,
    ),
  );
  serve(app, api.remove, async (req) => {
    await service.deleteUser(ctx.db, ctx.dialect, req.params.id, requireStaff(req).staffId);
    return ok(null, STAFF_MSG.userDeleted);
  });
  serve(app, api.profile, async (req) => {
    const user = await service.updateProfile(ctx.db, req.params.nidn, requireStaff(req), req.body);
    return ok(user, STAFF_MSG.profileUpdated);
  });
};
