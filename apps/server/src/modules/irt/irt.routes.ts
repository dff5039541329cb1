import {
  calibrationListQuerySchema,
  IRT_MSG,
  irtCalibrationDetailSchema,
  irtCalibrationSchema,
  irtCandidateScoresSchema,
  irtMateriSchema,
  startCalibrationSchema,
} from '@tryout/shared/irt';
import { idParam } from '@tryout/shared/staff';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireCandidate, requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, okResponse, STAFF } from '../http';
import * as service from './irt.service';

const tags = ['kalibrasi IRT'];
const CANDIDATE = { access: ['candidate'] } as const;

export const irtRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/irt/materi',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Materi beserta kalibrasi IRT terakhirnya',
        response: okResponse(z.array(irtMateriSchema)),
      },
    },
    async () => ok(await service.materiList(ctx.db)),
  );
  app.post(
    '/irt/kalibrasi',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Mulai kalibrasi IRT sebuah materi (dijalankan oleh job server)',
        body: startCalibrationSchema,
        response: okResponse(irtCalibrationSchema),
      },
    },
    async (req) =>
      ok(await service.startCalibration(ctx.db, requireStaff(req).staffId, req.body), IRT_MSG.started),
  );
  app.get(
    '/irt/kalibrasi',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Versi kalibrasi IRT (terbaru dulu)',
        querystring: calibrationListQuerySchema,
        response: okResponse(z.array(irtCalibrationSchema)),
      },
    },
    async (req) => ok(await service.listCalibrations(ctx.db, req.query.materi_id)),
  );
  app.get(
    '/irt/kalibrasi/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Kalibrasi IRT: parameter soal, tanda, informasi tes',
        params: idParam,
        response: okResponse(irtCalibrationDetailSchema),
      },
    },
    async (req) => ok(await service.calibrationDetail(ctx.db, req.params.id)),
  );
  app.get(
    '/skor-irt',
    {
      config: CANDIDATE,
      schema: {
        tags,
        summary: 'Skor IRT (perkiraan) peserta: per materi dan keseluruhan; null sebelum ada kalibrasi',
        response: okResponse(irtCandidateScoresSchema.nullable()),
      },
    },
    async (req) => ok(await service.candidateScores(ctx.db, requireCandidate(req).candidateId)),
  );
};
