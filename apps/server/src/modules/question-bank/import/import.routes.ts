import {
  IMPORT_MAX_BYTES,
  importBatchSchema,
  importPreviewSchema,
  importQuerySchema,
} from '@tryout/shared/bank-import';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { idParam } from '@tryout/shared/staff';
import { z } from 'zod';
import { badRequest } from '../../../lib/errors';
import { FILE_TYPES, ok, sendFile } from '../../../lib/reply';
import { requireStaff } from '../../auth/auth.plugin';
import { type App, type ModuleRoutes, nullResponse, okResponse, routeOf, STAFF } from '../../http';
import * as exporter from './export.service';
import * as service from './import.service';

const route = routeOf(['bank soal: impor dan ekspor']);
const groupParam = z.object({ group_soal: z.coerce.number().int().positive() });
/**
 * The file is the request body; a little over the limit still reaches the service's own message.
 * The largest body the server accepts: deploy/nginx.conf's client_max_body_size is not below it.
 */
export const RAW_BODY_LIMIT = IMPORT_MAX_BYTES + 4_000_000;

/** The uploaded file: the raw body (an empty or missing body: 400). */
function parseRaw(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(IMPORT_MSG.fileEmpty);
  return body;
}
const fileName = (q: { nama_file?: string }) =>
  (q.nama_file ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').trim();

/** Import into a group (preview, save, undo), the templates, and the Word/Excel exports (docs/decisions/0029). */
export const importRoutes: ModuleRoutes = async (app, ctx) => {
  await app.register(async (scope) => {
    // only here: the upload is the raw body (application/octet-stream), up to 20 MB
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: RAW_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    const s = scope as unknown as App;
    /** An upload route: the file is the raw body, its name in the query string. */
    const upload = <T extends z.ZodType>(summary: string, data: T) => ({
      ...route(STAFF, summary, {
        consumes: ['application/octet-stream'],
        params: groupParam,
        querystring: importQuerySchema,
        response: okResponse(data),
      }),
      bodyLimit: RAW_BODY_LIMIT,
    });
    s.post(
      '/importSoal/:group_soal/pratinjau',
      upload(
        'Pratinjau impor soal (.docx, .xlsx, Aiken .txt, GIFT .gift, Moodle XML .xml, QTI .zip/.xml sebagai body); tidak menyimpan apa pun',
        importPreviewSchema,
      ),
      async (req) =>
        ok(
          await service.preview(
            ctx.db,
            requireStaff(req),
            req.params.group_soal,
            parseRaw(req.body),
            fileName(req.query),
          ),
        ),
    );
    s.post(
      '/importSoal/:group_soal/simpan',
      upload('Simpan impor soal: semua soal atau tidak sama sekali', importBatchSchema),
      async (req) => {
        const batch = await service.save(
          ctx.db,
          requireStaff(req),
          ctx.mediaDir,
          req.params.group_soal,
          parseRaw(req.body),
          fileName(req.query),
          req.query.lewati_tidak_didukung === '1',
        );
        return ok(batch, IMPORT_MSG.saved);
      },
    );
  });
  app.get(
    '/importSoal/:group_soal/riwayat',
    route(STAFF, 'Riwayat impor sebuah group', {
      params: groupParam,
      response: okResponse(z.array(importBatchSchema)),
    }),
    async (req) => ok(await service.listBatches(ctx.db, requireStaff(req), req.params.group_soal)),
  );
  app.delete(
    '/importSoal/batch/:id',
    route(STAFF, 'Batalkan impor (selama belum ada ujian yang memakai soalnya)', {
      params: idParam,
      response: nullResponse,
    }),
    async (req) => {
      await service.undo(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id);
      return ok(null, IMPORT_MSG.undone);
    },
  );
  // downloads: one route per format (the path says which: …/docx, …/excel)
  for (const kind of ['docx', 'xlsx'] as const)
    app.get(
      `/importSoal/template/${kind === 'xlsx' ? 'excel' : kind}`,
      route(STAFF, `Template impor soal (${kind})`),
      async (_req, reply) => sendFile(reply, FILE_TYPES[kind], await exporter.template(kind)),
    );
  for (const [suffix, kind] of [
    ['docx', 'docx'],
    ['excel', 'xlsx'],
    ['gift', 'gift'],
    ['moodle', 'xml'],
    ['qti', 'zip'],
  ] as const) {
    app.get(
      `/eksporSoal/group/:id/${suffix}`,
      route(STAFF, `Ekspor soal sebuah group (${kind})`, { params: idParam }),
      async (req, reply) =>
        sendFile(
          reply,
          FILE_TYPES[kind],
          await exporter.exportGroup(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id, kind),
        ),
    );
    app.get(
      `/eksporSoal/materi/:id/${suffix}`,
      route(STAFF, `Ekspor soal sebuah materi, per group (${kind})`, { params: idParam }),
      async (req, reply) =>
        sendFile(
          reply,
          FILE_TYPES[kind],
          await exporter.exportMateri(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id, kind),
        ),
    );
  }
};
