import { z } from 'zod';
import { ACCOUNT_MSG, emailField } from './accounts';

/*
 * The campus (admissions / academic) system's calls into this server (spec §7.1) and the
 * candidate's two calls that enqueue messages for it (the routes: src/api/integration.paths.ts,
 * accounts.paths.ts).
 */

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

/** POST /login/tes body: the key, when not in the x-integration-key header */
export const integrationLoginSchema = z.object({ key: z.string().max(500).optional() }).nullish();

/** POST /login/tes → data */
export const integrationTokenSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});

/** POST /get/hasil-test body: the registration number under any of its names */
export const hasilTestBodySchema = z
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

/** POST /update/progditerima body */
export const progditerimaBodySchema = z.object({
  NOREG: noregField('NOREG harus diisi'),
  PROGDITERIMA: z
    .string({ error: 'PROGDITERIMA harus diisi' })
    .trim()
    .min(1, 'PROGDITERIMA harus diisi')
    .max(20, 'PROGDITERIMA maksimal 20 karakter')
    .refine(hasNoNul, noNul),
});

/** POST /update/progditerima → data */
export const progditerimaResultSchema = z.object({
  NOREG: z.string(),
  PROGDITERIMA: z.string(),
  NAMAPROGDI: z.string(),
});

/** POST tes-users/tryout/pass-tryout body (the candidate's own account) */
export const passTryoutBodySchema = z.object({
  nisn: noregField(ACCOUNT_MSG.nisnRequired),
  email: emailField,
  full_name: z.string().max(150).optional(),
  phone: z.string().max(30).optional(),
});

/** POST tes-users/tryout/pass-tryout → data */
export const passTryoutResultSchema = z.object({ queued: z.boolean() });

/** POST tes-users/tryout/update-result body (nilai is computed again on the server) */
export const updateResultBodySchema = z.object({
  email: emailField,
  nilai: z.coerce
    .number({ error: 'Nilai harus berupa angka' })
    .min(0, 'Nilai minimal 0')
    .max(100, 'Nilai maksimal 100'),
  status: z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], {
    error: 'Status harus 1 (lulus) atau 0 (tidak lulus)',
  }),
});

/** POST tes-users/tryout/update-result → data */
export const updateResultResultSchema = z.object({
  email: z.string(),
  nilai: z.number(),
  status: z.number(),
  queued: z.boolean(),
});

const hasilItemSchema = z.object({
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

/** POST /get/hasil-test → data: the candidate's outcome and every result */
export const hasilTestSchema = z.object({
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
  hasil: z.array(hasilItemSchema),
});
