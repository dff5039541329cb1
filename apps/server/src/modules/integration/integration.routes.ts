import { ACCOUNT_MSG, emailField } from '@tryout/shared/accounts';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { CANDIDATE, envelopeOf, INTEGRATION, type ModuleRoutes, routeOf } from '../http';
import * as service from './integration.service';

const campusRoute = routeOf(['sistem akademik']);
const candidateRoute = routeOf(['akun peserta']);
/** Text that PostgreSQL can store and compare (no NUL character). */
const hasNoNul = (v: string) => !v.includes(String.fromCharCode(0));
const noNul = 'Data mengandung karakter yang tidak valid';

const noregField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(30, 'Nomor registrasi maksimal 30 karakter')
    .refine(hasNoNul, noNul);
const optionalNoreg = z
  .string()
  .trim()
  .max(30, 'Nomor registrasi maksimal 30 karakter')
  .refine(hasNoNul, noNul)
  .optional();

const loginBody = z.object({ key: z.string().max(500).optional() }).nullish();

const hasilBody = z
  .object({
    noreg: optionalNoreg,
    NOREG: optionalNoreg,
    no_reg: optionalNoreg,
    nisn: optionalNoreg,
  })
  .refine((b) => !!(b.noreg || b.NOREG || b.no_reg || b.nisn), {
    message: 'Nomor registrasi (noreg) harus diisi',
    path: ['noreg'],
  });

const progBody = z.object({
  NOREG: noregField('NOREG harus diisi'),
  PROGDITERIMA: z
    .string({ error: 'PROGDITERIMA harus diisi' })
    .trim()
    .min(1, 'PROGDITERIMA harus diisi')
    .max(20, 'PROGDITERIMA maksimal 20 karakter')
    .refine(hasNoNul, noNul),
});

const passTryoutBody = z.object({
  nisn: noregField(ACCOUNT_MSG.nisnRequired),
  email: emailField,
  full_name: z.string().max(150).optional(),
  phone: z.string().max(30).optional(),
});

const updateResultBody = z.object({
  email: emailField,
  nilai: z.coerce
    .number({ error: 'Nilai harus berupa angka' })
    .min(0, 'Nilai minimal 0')
    .max(100, 'Nilai maksimal 100'),
  status: z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], {
    error: 'Status harus 1 (lulus) atau 0 (tidak lulus)',
  }),
});

const resultItem = z.object({
  id_hasil: z.number(),
  kode_ujian: z.string().nullable(),
  nama_ujian: z.string().nullable(),
  is_toefl: z.enum(['0', '1']),
  ujian_ke: z.number(),
  type_soal: z.string(),
  nilai_pg: z.number().nullable(),
  nilai_essay: z.number().nullable(),
  nilai_akhir: z.number().nullable(),
  mulai: z.string(),
});

/**
 * The campus (admissions / academic) system's calls into us (spec §7.1), protected by the
 * integration key, and the candidate's two calls that enqueue messages for delivery.
 */
export const integrationRoutes: ModuleRoutes = (app, ctx) => {
  const { max, windowMs } = ctx.config.rateLimit;

  app.post(
    '/login/tes',
    campusRoute(
      { access: ['public'], rateLimit: { max, timeWindow: windowMs } },
      'Menukar kunci integrasi (header x-integration-key atau body key) dengan token bearer',
      {
        body: loginBody,
        response: {
          200: envelopeOf(
            z.object({ token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number() }),
          ),
        },
      },
    ),
    async (req) => {
      const header = req.headers['x-integration-key'];
      const key = (Array.isArray(header) ? header[0] : header) || req.body?.key;
      return ok(
        await service.loginWithKey(ctx.db, ctx.config.integrationKey, key),
        service.INTEGRATION_MSG.loggedIn,
      );
    },
  );

  app.post(
    '/get/hasil-test',
    campusRoute(
      INTEGRATION,
      'Hasil tryout seorang peserta (nilai per ujian, nilai, status kelulusan, PROGDITERIMA)',
      {
        body: hasilBody,
        response: {
          200: envelopeOf(
            z.object({
              noreg: z.string(),
              nisn: z.string(),
              full_name: z.string(),
              email: z.string(),
              ANGKATAN: z.string().nullable(),
              GELOMBANG: z.string().nullable(),
              program_studi: z.string().nullable(),
              program_studi2: z.string().nullable(),
              PROGDITERIMA: z.string().nullable(),
              nilai: z.number().nullable(),
              status_kelulusan: z.number().nullable(),
              hasil: z.array(resultItem),
            }),
          ),
        },
      },
    ),
    async (req) => {
      const b = req.body;
      return ok(await service.hasilTest(ctx.db, (b.noreg || b.NOREG || b.no_reg || b.nisn) as string));
    },
  );

  app.post(
    '/update/progditerima',
    campusRoute(INTEGRATION, 'Menetapkan prodi diterima (PROGDITERIMA) seorang peserta', {
      body: progBody,
      response: {
        200: envelopeOf(z.object({ NOREG: z.string(), PROGDITERIMA: z.string(), NAMAPROGDI: z.string() })),
      },
    }),
    async (req) =>
      ok(await service.updateProgditerima(ctx.db, req.body), service.INTEGRATION_MSG.progditerimaSaved),
  );

  app.post(
    '/tes-users/tryout/pass-tryout',
    candidateRoute(CANDIDATE, 'Kirim ulang notifikasi kelulusan ke WhatsApp (akun sendiri, setelah lulus)', {
      body: passTryoutBody,
      response: { 200: envelopeOf(z.object({ queued: z.boolean() })) },
    }),
    async (req) => {
      const me = requireCandidate(req);
      const data = await service.passTryout(ctx.db, ctx.config.publicUrl, me.candidateId, req.body);
      return ok(data, service.INTEGRATION_MSG.whatsappQueued);
    },
  );

  app.post(
    '/tes-users/tryout/update-result',
    candidateRoute(
      CANDIDATE,
      'Kirim nilai dan status ke sistem penerimaan; nilai dihitung ulang di server (angka dari browser diabaikan)',
      {
        body: updateResultBody,
        response: {
          200: envelopeOf(
            z.object({ email: z.string(), nilai: z.number(), status: z.number(), queued: z.boolean() }),
          ),
        },
      },
    ),
    async (req) => {
      const me = requireCandidate(req);
      return ok(
        await service.updateResult(ctx.db, me.candidateId, req.body),
        service.INTEGRATION_MSG.resultQueued,
      );
    },
  );
};
