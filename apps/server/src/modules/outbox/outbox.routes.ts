import { DELIVERY_STATUSES, deliverySchema } from '@tryout/shared/outbox';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { ADMIN, envelopeOf, type ModuleRoutes, routeOf } from '../http';
import * as service from './outbox.service';

const route = routeOf(['pengiriman']);
const STATUSES = DELIVERY_STATUSES;

const listQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(STATUSES, { error: 'Status harus salah satu dari pending, sent, dead' }).optional(),
  ),
  kind: z
    .string()
    .trim()
    .max(40, 'Jenis pesan maksimal 40 karakter')
    .regex(/^[a-z0-9_]*$/, 'Jenis pesan tidak dikenal')
    .optional(),
  page: z.coerce
    .number({ error: 'Halaman harus berupa angka' })
    .int('Halaman harus berupa angka')
    .min(1, 'Halaman minimal 1')
    .max(100_000, 'Halaman maksimal 100000')
    .default(1),
  limit: z.coerce
    .number({ error: 'Jumlah baris harus berupa angka' })
    .int()
    .min(1, 'Jumlah baris minimal 1')
    .max(500, 'Jumlah baris maksimal 500')
    .default(50),
});

const idParams = z.object({
  id: z.coerce
    .number({ error: service.OUTBOX_MSG.notFound })
    .int(service.OUTBOX_MSG.notFound)
    .positive(service.OUTBOX_MSG.notFound)
    .max(2_147_483_647, service.OUTBOX_MSG.notFound),
});

/** Admin view of the outbox (design §6): deliveries, 'kirim ulang' of dead rows, counts. */
export const outboxRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/outbox',
    route(ADMIN, 'Daftar pengiriman pesan (e-mail, WhatsApp, sistem akademik), terbaru dahulu', {
      querystring: listQuery,
      response: {
        200: envelopeOf(
          z.object({
            rows: z.array(deliverySchema),
            total: z.number(),
            page: z.number(),
            limit: z.number(),
          }),
        ),
      },
    }),
    async (req) => {
      const q = req.query;
      return ok(
        await service.list(ctx.db, {
          status: q.status,
          kind: q.kind || undefined,
          page: q.page,
          limit: q.limit,
        }),
      );
    },
  );

  app.get(
    '/outbox/summary',
    route(ADMIN, 'Jumlah pengiriman per status (untuk dasbor admin)', {
      response: {
        200: envelopeOf(
          z.object({
            pending: z.number(),
            dead: z.number(),
            sent: z.number(),
            total: z.number(),
            kinds: z.array(z.string()),
          }),
        ),
      },
    }),
    async () => ok(await service.summary(ctx.db)),
  );

  app.post(
    '/outbox/:id/retry',
    route(ADMIN, 'Kirim ulang sekarang: pengiriman yang gagal (dead) dijadwalkan lagi', {
      params: idParams,
      response: { 200: envelopeOf(deliverySchema) },
    }),
    async (req) => {
      const staff = requireStaff(req);
      const row = await service.retry(ctx.db, req.params.id, { staffId: staff.staffId, nidn: staff.nidn });
      return ok(row, service.OUTBOX_MSG.requeued);
    },
  );
};
