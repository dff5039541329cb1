import { courseSeatListSchema, SEAT_MSG, seatListParams, seatParams } from '@tryout/shared/presence';
import type { FastifyRequest } from 'fastify';
import { seatKey, ujianKey } from '../../events/bus';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, nullResponse, okResponse, routeOf, STAFF } from '../http';
import * as service from './course-seats.service';

const route = routeOf(['peserta ujian']);

const actorOf = (req: FastifyRequest) => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role };
};

export const courseSeatsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/ujian/:id_ujian/peserta',
    route(STAFF, 'Peserta ujian mata kuliah: status, terakhir terlihat, online (dosen pengampu atau admin)', {
      description:
        "status: 'belum_mulai' | 'mengerjakan' | 'selesai'. online: sesi yang masih berlaku terlihat dalam 2 menit terakhir " +
        '(login dari perangkat lain ditolak selama itu). Dosen lain → 403; bukan ujian mata kuliah → 404.',
      params: seatListParams,
      response: okResponse(courseSeatListSchema),
    }),
    async (req) => ok(await service.listSeats(ctx.db, actorOf(req), req.params.id_ujian)),
  );

  app.post(
    '/ujian/:id_ujian/peserta/:id/buka-sesi',
    route(STAFF, 'Buka Sesi: akhiri sesi peserta agar dapat masuk kembali dan melanjutkan ujian yang sama', {
      description:
        'Mencabut semua token ujian peserta ini; login berikutnya melanjutkan percobaan yang sama dengan jawaban tersimpan. ' +
        'Peserta yang sudah selesai → 409 (tidak dibuka kembali). Dosen lain → 403.',
      params: seatParams,
      response: nullResponse,
    }),
    async (req) => {
      await service.releaseSeat(ctx.db, actorOf(req), req.params.id_ujian, req.params.id);
      // the old device's open exam page hears it and shows why its saves stop
      ctx.bus.publish([ujianKey(req.params.id_ujian), seatKey(req.params.id)]);
      return ok(null, SEAT_MSG.released);
    },
  );
};
