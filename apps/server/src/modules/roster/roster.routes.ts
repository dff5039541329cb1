import {
  codesMailedSchema,
  ROSTER_MAX_BYTES,
  ROSTER_MSG,
  rosterAccommodationSchema,
  rosterEntrySchema,
  rosterImportResultSchema,
  rosterListSchema,
  rosterParams,
  rosterStudentParams,
  rosterStudentSchema,
} from '@tryout/shared/roster';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { type App, type ModuleRoutes, nullResponse, okResponse, routeOf, STAFF } from '../http';
import * as service from './roster.service';

const route = routeOf(['daftar mahasiswa']);
const list = okResponse(rosterListSchema);

/** A course's student list ('Daftar Mahasiswa', docs/decisions/0018): its lecturer and admins only. */
export const rosterRoutes: ModuleRoutes = async (app, ctx) => {
  app.get(
    '/matkul/:id_matkul/mahasiswa',
    route(STAFF, 'Daftar mahasiswa sebuah matakuliah (dosen pengampu atau admin)', {
      params: rosterParams,
      response: list,
    }),
    async (req) => ok(await service.listRoster(ctx.db, requireStaff(req), req.params.id_matkul)),
  );
  app.post(
    '/matkul/:id_matkul/mahasiswa',
    route(STAFF, 'Tambah satu mahasiswa ke daftar (NIM dinormalkan; NIM yang sudah ada → 409)', {
      params: rosterParams,
      body: rosterEntrySchema,
      response: okResponse(rosterStudentSchema),
    }),
    async (req) =>
      ok(
        await service.addStudent(ctx.db, requireStaff(req), req.params.id_matkul, req.body),
        ROSTER_MSG.added,
      ),
  );
  app.delete(
    '/matkul/:id_matkul/mahasiswa/:id',
    route(STAFF, 'Hapus satu mahasiswa dari daftar', { params: rosterStudentParams, response: nullResponse }),
    async (req) => {
      await service.removeStudent(ctx.db, requireStaff(req), req.params.id_matkul, req.params.id);
      return ok(null, ROSTER_MSG.removed);
    },
  );
  app.put(
    '/matkul/:id_matkul/mahasiswa/:id/akomodasi',
    route(STAFF, 'Akomodasi: pengali waktu mahasiswa (×1 sampai ×3) untuk setiap ujian matakuliah ini', {
      params: rosterStudentParams,
      body: rosterAccommodationSchema,
      response: okResponse(rosterStudentSchema),
    }),
    async (req) =>
      ok(
        await service.setAccommodation(
          ctx.db,
          requireStaff(req),
          req.params.id_matkul,
          req.params.id,
          req.body.pengali,
        ),
        ROSTER_MSG.multiplierSaved,
      ),
  );
  app.post(
    '/matkul/:id_matkul/mahasiswa/kode-pribadi',
    route(STAFF, 'Buat kode pribadi untuk setiap mahasiswa yang belum memilikinya', {
      params: rosterParams,
      response: list,
    }),
    async (req) =>
      ok(
        await service.makePersonalCodes(ctx.db, requireStaff(req), req.params.id_matkul),
        ROSTER_MSG.codesMade,
      ),
  );
  app.post(
    '/matkul/:id_matkul/mahasiswa/kode-pribadi/kirim',
    route(
      STAFF,
      'Kirim kode pribadi setiap mahasiswa lewat e-mail (sekali per kode; yang tanpa e-mail dihitung)',
      {
        params: rosterParams,
        response: okResponse(codesMailedSchema),
      },
    ),
    async (req) => {
      const r = await service.mailPersonalCodes(ctx.db, requireStaff(req), req.params.id_matkul);
      return ok(r, ROSTER_MSG.codesMailed(r.terkirim));
    },
  );
  await app.register(async (scope) => {
    // only here: the file is the raw body
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: ROSTER_MAX_BYTES + 1024 },
      (_req, body, done) => done(null, body),
    );
    (scope as unknown as App).post(
      '/matkul/:id_matkul/mahasiswa/impor',
      {
        ...route(
          STAFF,
          'Impor daftar mahasiswa dari Excel (.xlsx) atau CSV (kolom NIM, Nama, Email) sebagai body',
          {
            consumes: ['application/octet-stream'],
            params: rosterParams,
            response: okResponse(rosterImportResultSchema),
          },
        ),
        bodyLimit: ROSTER_MAX_BYTES + 1024,
      },
      async (req) => {
        if (!Buffer.isBuffer(req.body)) throw badRequest(ROSTER_MSG.fileEmpty);
        return ok(
          await service.importRoster(ctx.db, requireStaff(req), req.params.id_matkul, req.body),
          ROSTER_MSG.imported,
        );
      },
    );
  });
};
