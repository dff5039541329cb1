import {
  archiveBodySchema,
  archiveListQuerySchema,
  BANK_MSG,
  bankSettingsSchema,
  bankUsageSchema,
  materiAccessRowSchema,
  materiSharesBodySchema,
  materiSharesSchema,
  withArchived,
} from '@tryout/shared/bank-access';
import {
  addMateriSchema,
  assignMateriSchema,
  editMateriSchema,
  idParam,
  materiIdSchema,
  STAFF_MSG,
  staffUjianSchema,
} from '@tryout/shared/staff';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { assignMateri } from '../exams/exams.service';
import { ADMIN, type ModuleRoutes, nullResponse, okResponse, parseWith, routeOf, STAFF } from '../http';
import { bankSettings, requireAssignable, setBankSettings } from './access.service';
import * as service from './materi.service';

const route = routeOf(['materi']);
const materi = okResponse(materiAccessRowSchema);
const shares = okResponse(materiSharesSchema);

export const materiRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/getMasterMateri',
    route(
      STAFF,
      'Daftar master materi yang boleh dibaca, dengan boleh_ubah / boleh_kelola (arsip hanya dengan ?arsip=1)',
      { querystring: archiveListQuerySchema, response: okResponse(z.array(materiAccessRowSchema)) },
    ),
    async (req) => ok(await service.listMateri(ctx.db, requireStaff(req), withArchived(req.query))),
  );

  app.post(
    '/getDetailMasterMateri',
    route(STAFF, 'Detail master materi', { body: materiIdSchema, response: materi }),
    async (req) => ok(await service.getMateri(ctx.db, requireStaff(req), req.body.id)),
  );

  app.post(
    '/addMateri',
    route(STAFF, 'Tambah materi, atau (dengan id_ujian + master_materi) tetapkan materi sebuah ujian', {
      body: z.record(z.string(), z.unknown()).optional(), // the new materi, or the exam whose materi were assigned
      response: okResponse(z.union([materiAccessRowSchema, staffUjianSchema])),
    }),
    async (req) => {
      const body = req.body ?? {};
      const actor = requireStaff(req);
      if (body.id_ujian !== undefined && body.id_ujian !== '') {
        const input = parseWith(assignMateriSchema, body);
        await requireAssignable(ctx.db, actor, input.master_materi);
        return ok(
          await assignMateri(ctx.db, actor, input.id_ujian, input.master_materi),
          STAFF_MSG.materiAdded,
        );
      }
      const input = parseWith(addMateriSchema, body);
      return ok(await service.createMateri(ctx.db, actor, input), STAFF_MSG.materiAdded);
    },
  );

  app.post(
    '/editMasterMateri',
    route(STAFF, 'Ubah master materi', { body: editMateriSchema, response: materi }),
    async (req) => ok(await service.editMateri(ctx.db, requireStaff(req), req.body), STAFF_MSG.updated),
  );

  app.get(
    '/materi/:id/pemakaian',
    route(STAFF, 'Yang memakai materi (ujian, hasil) dan yang ikut terhapus bersamanya', {
      params: idParam,
      response: okResponse(bankUsageSchema),
    }),
    async (req) => ok(await service.materiUsage(ctx.db, requireStaff(req), req.params.id)),
  );
  app.put(
    '/materi/:id/arsip',
    route(STAFF, 'Arsipkan (arsip: true) atau pulihkan (arsip: false) materi; dicatat di audit log', {
      params: idParam,
      body: archiveBodySchema,
      response: materi,
    }),
    async (req) =>
      ok(
        await service.archiveMateri(ctx.db, requireStaff(req), req.params.id, req.body.arsip),
        req.body.arsip ? BANK_MSG.materiArchived : BANK_MSG.restored,
      ),
  );
  app.get(
    '/materi/:id/berbagi',
    route(STAFF, 'Rekan yang diberi akses ke materi (pemilik dan admin)', {
      params: idParam,
      response: shares,
    }),
    async (req) => ok(await service.getShares(ctx.db, requireStaff(req), req.params.id)),
  );
  app.put(
    '/materi/:id/berbagi',
    route(STAFF, 'Bagikan materi kepada rekan: baca saja atau ubah (mengganti daftar)', {
      params: idParam,
      body: materiSharesBodySchema,
      response: shares,
    }),
    async (req) =>
      ok(await service.putShares(ctx.db, requireStaff(req), req.params.id, req.body), BANK_MSG.saved),
  );

  app.get(
    '/pengaturanBankSoal',
    route(STAFF, 'Apakah dosen boleh mengubah bank soal tryout', {
      response: okResponse(bankSettingsSchema),
    }),
    async () => ok(await bankSettings(ctx.db)),
  );
  app.put(
    '/pengaturanBankSoal',
    route(ADMIN, 'Dosen boleh mengubah bank soal tryout (dicatat di audit log)', {
      body: bankSettingsSchema,
      response: okResponse(bankSettingsSchema),
    }),
    async (req) => {
      const p = requireStaff(req);
      return ok(
        await setBankSettings(ctx.db, { staffId: p.staffId, nidn: p.nidn }, req.body),
        BANK_MSG.saved,
      );
    },
  );

  const remove = async (actor: ReturnType<typeof requireStaff>, id: unknown) => {
    const parsed = idParam.safeParse({ id });
    if (!parsed.success) throw badRequest(STAFF_MSG.materiDeleteError);
    await service.deleteMateri(ctx.db, actor, ctx.mediaDir, parsed.data.id);
    return ok(null, STAFF_MSG.removed);
  };
  app.delete(
    '/deleteMasterMateri/:id',
    route(STAFF, 'Hapus master materi', { params: idParam, response: nullResponse }),
    async (req) => remove(requireStaff(req), req.params.id),
  );
  app.delete(
    '/deleteMasterMateri',
    route(STAFF, 'Hapus master materi (id di body atau query)', {
      querystring: z.object({ id: z.string().optional() }),
      response: nullResponse,
    }),
    async (req) => remove(requireStaff(req), (req.body as { id?: unknown } | undefined)?.id ?? req.query.id),
  );
};
