import { outageContract as api } from '@tryout/shared/api/outage.contract';
import { OUTAGE_MSG } from '@tryout/shared/outage';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import type { Proctor } from '../monitor/monitor.service';
import * as service from './outage.service';

const proctorOf = (req: FastifyRequest): Proctor => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role, nidn: p.nidn, nama: p.nama };
};

/** Outage credit (docs/decisions/0011): an exam's setting and the monitor's mass-silence alert. */
export const outageRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.status, async (req) =>
    ok(await service.status(ctx, proctorOf(req), req.params.jenis, req.params.id)),
  );
  serve(app, api.save, async (req) =>
    ok(
      await service.saveSettings(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
      OUTAGE_MSG.saved,
    ),
  );
};
