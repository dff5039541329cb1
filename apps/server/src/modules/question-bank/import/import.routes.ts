import { bankImportContract as api } from '@tryout/shared/api/bank-import.contract';
import {
  EXPORT_FORMATS,
  type ExportFormat,
  exportKey,
  TEMPLATE_FORMATS,
  type TemplateFormat,
  templateKey,
} from '@tryout/shared/api/bank-import.paths';
import { IMPORT_MAX_BYTES } from '@tryout/shared/bank-import';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { badRequest } from '../../../lib/errors';
import { FILE_TYPES, ok, sendFile } from '../../../lib/reply';
import { requireStaff } from '../../auth/auth.plugin';
import { serve } from '../../contract-routes';
import type { App, ModuleRoutes } from '../../http';
import * as exporter from './export.service';
import * as service from './import.service';

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
    const upload = { bodyLimit: RAW_BODY_LIMIT };
    serve(
      s,
      api.preview,
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
      upload,
    );
    serve(
      s,
      api.save,
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
      upload,
    );
  });
  serve(app, api.history, async (req) =>
    ok(await service.listBatches(ctx.db, requireStaff(req), req.params.group_soal)),
  );
  serve(app, api.undo, async (req) => {
    await service.undo(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id);
    return ok(null, IMPORT_MSG.undone);
  });
  // downloads: one route per format (the path says which: …/docx, …/excel)
  for (const format of Object.keys(TEMPLATE_FORMATS) as TemplateFormat[]) {
    const kind = TEMPLATE_FORMATS[format];
    serve(app, api[templateKey(format)], async (_req, reply) =>
      sendFile(reply, FILE_TYPES[kind], await exporter.template(kind)),
    );
  }
  for (const format of Object.keys(EXPORT_FORMATS) as ExportFormat[]) {
    const kind = EXPORT_FORMATS[format];
    serve(app, api[exportKey('group', format)], async (req, reply) =>
      sendFile(
        reply,
        FILE_TYPES[kind],
        await exporter.exportGroup(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id, kind),
      ),
    );
    serve(app, api[exportKey('materi', format)], async (req, reply) =>
      sendFile(
        reply,
        FILE_TYPES[kind],
        await exporter.exportMateri(ctx.db, requireStaff(req), ctx.mediaDir, req.params.id, kind),
      ),
    );
  }
};
