import {
  RESCUE_MAX_BYTES,
  RESCUE_MSG,
  rescueApplyResultSchema,
  rescueApplySchema,
  rescueAttemptParams,
  rescueKeySchema,
  rescuePreviewSchema,
  rescueResultParams,
  rescueUploadSchema,
} from '@tryout/shared/rescue';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, okResponse, PUBLIC, routeOf, STAFF } from '../http';
import * as service from './rescue.service';

const route = routeOf(['berkas jawaban']);
/** the file as base64 in JSON, and the reason */
const bodyLimit = Math.ceil((RESCUE_MAX_BYTES * 4) / 3) + 16 * 1024;

const staffOf = (req: FastifyRequest) => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role, nidn: p.nidn };
};

/** The rescue file (docs/decisions/0012): the public key for exam pages; the staff's upload. */
export const rescueRoutes: ModuleRoutes = (app, ctx) => {
  // the key pair is made at the first start (a test makes it on first use)
  if (ctx.config.env !== 'test')
    app.addHook('onReady', async () => {
      await service.rescueKey(ctx).catch((err) => app.log.error({ err }, 'rescue key failed'));
    });
  app.get(
    '/berkas-jawaban/kunci',
    route(PUBLIC, 'Kunci publik server untuk berkas jawaban (Unduh jawaban saya)', {
      description:
        'RSA-OAEP (SPKI, base64). Halaman ujian mengenkripsi berkas jawaban dengan kunci ini; hanya server yang dapat membukanya. ' +
        'Boleh disimpan di cache (tidak berubah selama database yang sama).',
      response: okResponse(rescueKeySchema),
    }),
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(await service.publicKey(ctx));
    },
  );

  /** The upload on an attempt (the monitor) and on a result (the result page). */
  const uploads = <P extends z.ZodType<service.RescueTarget>>(at: string, params: P, where: string) => {
    app.post(
      `/berkas-jawaban/${at}/pratinjau`,
      {
        ...route(
          STAFF,
          `Pratinjau berkas jawaban ${where}: perbedaan dengan jawaban yang tersimpan di server`,
          {
            description:
              'Tidak mengubah jawaban. Berkas rusak/diubah, milik percobaan lain, atau percobaan yang sudah selesai dan diperiksa → 400/409. ' +
              'Ujian mata kuliah: dosen pengampu dan admin. Dicatat di log audit.',
            params,
            body: rescueUploadSchema,
            response: okResponse(rescuePreviewSchema),
          },
        ),
        bodyLimit,
      },
      async (req) =>
        ok(await service.preview(ctx, staffOf(req), req.params as service.RescueTarget, req.body.berkas)),
    );

    app.post(
      `/berkas-jawaban/${at}/terapkan`,
      {
        ...route(STAFF, `Terapkan berkas jawaban ${where} (dan selesaikan bila diminta)`, {
          description:
            'Hanya jawaban yang urutannya lebih baru dari yang tersimpan dan dibuat dalam waktu percobaan (tenggat + perpanjangan + ' +
            'masa tenggang) yang diterapkan. Percobaan yang sudah selesai dinilai ulang. Alasan wajib; dicatat di log audit.',
          params,
          body: rescueApplySchema,
          response: okResponse(rescueApplyResultSchema),
        }),
        bodyLimit,
      },
      async (req) => {
        const res = await service.apply(ctx, staffOf(req), req.params as service.RescueTarget, req.body);
        return ok(res, RESCUE_MSG.applied(res.diterapkan));
      },
    );
  };
  uploads(':attemptId', rescueAttemptParams, 'pada percobaan');
  uploads('hasil/:idHasil', rescueResultParams, 'pada hasil ujian');
};
