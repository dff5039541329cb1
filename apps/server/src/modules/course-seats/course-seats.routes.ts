import { courseSeatsContract as api } from '@tryout/shared/api/course-seats.contract';
import { SEAT_MSG } from '@tryout/shared/presence';
import type { FastifyRequest } from 'fastify';
import { seatKey, ujianKey } from '../../events/bus';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './course-seats.service';

const actorOf = (req: FastifyRequest) => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role };
};

export const courseSeatsRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.list, async (req) => ok(await service.listSeats(ctx.db, actorOf(req), req.params.id_ujian)));

  serve(app, api.release, async (req) => {
    await service.releaseSeat(ctx.db, actorOf(req), req.params.id_ujian, req.params.id);
    // the old device's open exam page hears it and shows why its saves stop
    ctx.bus.publish([ujianKey(req.params.id_ujian), seatKey(req.params.id)]);
    return ok(null, SEAT_MSG.released);
  });
};
