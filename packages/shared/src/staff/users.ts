import { z } from 'zod';
import { PASSWORD_MIN } from '../constants';
import { STAFF_MSG } from '../staff-messages';
import { blank, text } from './form-values';

/* Staff back-office schemas: users (admin) (the routes: src/api/). */

const role = z.enum(['admin', 'dosen'], { error: STAFF_MSG.roleInvalid });
const password = z
  .string({ error: STAFF_MSG.passwordRequired })
  .min(1, STAFF_MSG.passwordRequired)
  .min(PASSWORD_MIN, STAFF_MSG.passwordMin)
  .max(128, 'Password maksimal 128 karakter');
const optionalPassword = z.preprocess((v) => (v === '' || v === null ? undefined : v), password.optional());

/** POST /dosen — creating an admin sets prodi 'Admin' and id_dosen '9999'. */
export const createDosenSchema = z.object({
  nidn: text(STAFF_MSG.nidnRequired, 30),
  nama_dosen: text(STAFF_MSG.namaDosenRequired, 150),
  password,
  role: z.preprocess((v) => blank(v) ?? 'dosen', role),
  prodi: z.preprocess(blank, z.string().trim().max(100).optional()),
  id_dosen: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blank(v)),
    z.string().trim().max(20).optional(),
  ),
});
export type CreateDosenInput = z.input<typeof createDosenSchema>;

/** PUT /editDosen/:id — password optional (blank keeps the old one). */
export const editDosenSchema = z.object({
  nama_dosen: text(STAFF_MSG.namaDosenRequired, 150),
  password: optionalPassword,
  role: z.preprocess((v) => blank(v) ?? 'dosen', role),
  prodi: z.preprocess(blank, z.string().trim().max(100).optional()),
  id_dosen: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blank(v)),
    z.string().trim().max(20).optional(),
  ),
});
export type EditDosenInput = z.input<typeof editDosenSchema>;

/** A staff user as the admin pages see it (never the password hash). */
export const staffUserRowSchema = z.object({
  id: z.number(),
  id_dosen: z.string(),
  nidn: z.string(),
  nama_dosen: z.string(),
  role: z.enum(['admin', 'dosen']),
  prodi: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffUserRow = z.infer<typeof staffUserRowSchema>;

/* Staff back-office schemas: profile (the routes: src/api/). */

/** PUT /profile/:nidn — all optional; blank fields are left unchanged. */
export const profileSchema = z
  .object({
    nama_dosen: z.preprocess(blank, z.string().trim().max(150).optional()),
    password: optionalPassword,
    confirm_password: z.preprocess(blank, z.string().max(128).optional()),
  })
  .refine((v) => v.confirm_password === undefined || v.password === v.confirm_password, {
    message: STAFF_MSG.passwordMismatch,
    path: ['confirm_password'],
  });
export type ProfileInput = z.input<typeof profileSchema>;
