import { monitorParams } from '@tryout/shared/monitor';
import { OUTAGE_MSG, outageSettingsBodySchema, outageStatusSchema } from '@tryout/shared/outage';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, okResponse, routeOf, STAFF } from '../http';
import type { Proctor } from '../monitor/monitor.service';
import * as service from './outage.service';

const route = routeOf(['pengawasan ujian']);

const proctorOf = (req: FastifyRequest): Proctor => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role, nidn: p.nidn, nama: p.nama };
};

/** Outage credit (docs/decisions/0011): an exam's setting and the monitor's mass-silence alert. */
export const outageRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/monitor/:jenis/:id/gangguan',
    route(
      STAFF,
      'Gangguan: pengaturan perpanjangan otomatis dan peringatan banyak peserta terputus bersamaan',
      {
        description:
          'hening: ≥ 50 % dan ≥ 10 peserta yang sedang mengerjakan tidak terdengar sejak menit yang sama selama server sehat ' +
          "(null bila tidak ada). Pengawas mengembalikan waktunya dengan 'Tambah waktu' untuk peserta tersebut.",
        params: monitorParams,
        response: okResponse(outageStatusSchema),
      },
    ),
    async (req) => ok(await service.status(ctx, proctorOf(req), req.params.jenis, req.params.id)),
  );

  app.put(
    '/monitor/:jenis/:id/gangguan',
    route(
      STAFF,
      'Ubah pengaturan gangguan: perpanjangan otomatis, ambang (detik), perpanjangan maksimal (menit)',
      {
        description:
          'Server yang tidak tersedia lebih lama dari ambang memperpanjang tenggat setiap percobaan yang sedang berjalan ' +
          'sebesar lama gangguan, paling banyak maks_menit per percobaan. Dicatat di log audit dengan alasan.',
        params: monitorParams,
        body: outageSettingsBodySchema,
        response: okResponse(outageStatusSchema),
      },
    ),
    async (req) =>
      ok(
        await service.saveSettings(ctx, proctorOf(req), req.params.jenis, req.params.id, req.body),
        OUTAGE_MSG.saved,
      ),
  );
};
