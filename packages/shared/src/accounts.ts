import { z } from 'zod';
import { NISN_MAX, PASSWORD_MIN, SCHOOL_TYPES } from './constants';

/** Spec §5 messages, exactly. */
export const ACCOUNT_MSG = {
  nisnRequired: 'NISN harus diisi',
  nisnMax: `NISN maksimal ${NISN_MAX} karakter`,
  nameRequired: 'Nama Lengkap harus diisi',
  emailRequired: 'Email harus diisi',
  emailFormat: 'Format email tidak valid',
  passwordRequired: 'Password harus diisi',
  passwordMin: 'Password harus memiliki minimal 8 karakter',
  passwordMismatch: 'Password tidak sama',
  confirmRequired: 'Konfirmasi password harus diisi',
  phoneRequired: 'Nomor telepon harus diisi',
  phoneDigits: 'Nomor telepon hanya boleh berisi angka',
  schoolRequired: 'Asal Sekolah harus diisi',
  schoolTypeRequired: 'Jenis Sekolah harus diisi',
  addressRequired: 'Alamat Sekolah harus diisi',
  cityRequired: 'Kota Sekolah harus diisi',
  provinceRequired: 'Provinsi harus diisi',
  majorRequired: 'Jurusan harus diisi',
  accessCodeRequired: 'Kode Akses harus diisi',
  // spec §8
  registerSuccessTitle: 'Berhasil Mendaftar',
  registerSuccess: 'Silahkan cek email Anda untuk verifikasi',
  registerFailTitle: 'Gagal Mendaftar',
  registerFail: 'Terjadi kesalahan saat mendaftar, silahkan coba lagi atau hubungi administrator',
  forgotSuccess: 'Silahkan cek email Anda untuk reset password',
  forgotFail: 'Gagal mengirim email',
  verifySuccess: 'Akun Anda berhasil diverifikasi, silahkan login',
  staffLoginFailTitle: 'Gagal Masuk',
  staffLoginFail: 'Kode Akses atau Password Salah',
  // ours
  duplicateNisn: 'NISN sudah terdaftar',
  duplicateEmail: 'Email sudah terdaftar',
  alreadyRegisteredTitle: 'Sudah Terdaftar',
  alreadyRegistered:
    'Jika ini akun Anda, silahkan login. Lupa password? Pilih Lupa Password untuk mengatur ulang.',
  wrongCredentials: 'Email atau password salah',
  notVerified: 'Akun belum diverifikasi, silahkan cek email Anda dan klik tautan verifikasi',
  verifyInvalid: 'Tautan verifikasi tidak valid atau sudah kedaluwarsa',
  /** the verification link opened again after it verified the account (docs/decisions/0036) */
  verifyAgain: 'Akun sudah diverifikasi, silakan login',
  resetInvalid: 'Tautan reset password tidak valid atau sudah kedaluwarsa',
  resetSuccess: 'Password berhasil diubah, silahkan login',
  loggedOut: 'Berhasil keluar',
} as const;

const required = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Maksimal ${max} karakter`);
const upper = (message: string, max = 255) => required(message, max).transform((v) => v.toUpperCase());

export const emailField = z
  .string({ error: ACCOUNT_MSG.emailRequired })
  .trim()
  .min(1, ACCOUNT_MSG.emailRequired)
  .max(254, ACCOUNT_MSG.emailFormat)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, ACCOUNT_MSG.emailFormat)
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string({ error: ACCOUNT_MSG.passwordRequired })
  .min(1, ACCOUNT_MSG.passwordRequired)
  .min(PASSWORD_MIN, ACCOUNT_MSG.passwordMin)
  .max(128, 'Password maksimal 128 karakter');

/** Field order = form order (the first invalid field is scrolled into view). */
export const registerFields = z.object({
  nisn: z
    .string({ error: ACCOUNT_MSG.nisnRequired })
    .trim()
    .min(1, ACCOUNT_MSG.nisnRequired)
    .max(NISN_MAX, ACCOUNT_MSG.nisnMax),
  full_name: upper(ACCOUNT_MSG.nameRequired, 150),
  email: emailField,
  password: passwordField,
  confirm_password: z.string({ error: ACCOUNT_MSG.confirmRequired }).min(1, ACCOUNT_MSG.confirmRequired),
  phone: z
    .string({ error: ACCOUNT_MSG.phoneRequired })
    .trim()
    .min(1, ACCOUNT_MSG.phoneRequired)
    .max(20, 'Nomor telepon maksimal 20 digit')
    .regex(/^[0-9]+$/, ACCOUNT_MSG.phoneDigits),
  asal_sekolah: upper(ACCOUNT_MSG.schoolRequired, 150),
  jenis_sekolah: z.enum(SCHOOL_TYPES, { error: ACCOUNT_MSG.schoolTypeRequired }),
  alamat_sekolah1: upper(ACCOUNT_MSG.addressRequired),
  alamat_sekolah2: upper(ACCOUNT_MSG.cityRequired, 150),
  jurusan_sekolah: upper(ACCOUNT_MSG.majorRequired, 150),
  provinsi_sekolah: upper(ACCOUNT_MSG.provinceRequired, 150),
});

const samePassword = (v: { password: string; confirm_password: string }) => v.password === v.confirm_password;

/**
 * 'Password tidak sama' on confirm_password, reported together with every other field's message:
 * zod skips an object refinement once any field has failed unless `when` lets it run, so it runs
 * whenever both password fields are strings and the confirmation is not empty (an empty one gets
 * 'Konfirmasi password harus diisi' instead).
 */
const passwordsMatch = {
  message: ACCOUNT_MSG.passwordMismatch,
  path: ['confirm_password'],
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirm_password?: unknown } | undefined;
    return (
      typeof v?.password === 'string' && typeof v.confirm_password === 'string' && v.confirm_password !== ''
    );
  },
};

export const registerSchema = registerFields.refine(samePassword, passwordsMatch);
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: ACCOUNT_MSG.passwordRequired }).min(1, ACCOUNT_MSG.passwordRequired).max(128),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const verifyQuerySchema = z.object({
  token: z.string({ error: ACCOUNT_MSG.verifyInvalid }).min(1, ACCOUNT_MSG.verifyInvalid).max(200),
  email: emailField,
});

/** The fields of the reset form (the page adds token and email from the query string). */
export const resetPasswordFields = z
  .object({
    password: passwordField,
    confirm_password: z.string({ error: ACCOUNT_MSG.confirmRequired }).min(1, ACCOUNT_MSG.confirmRequired),
  })
  .refine(samePassword, passwordsMatch);

export const resetPasswordSchema = z
  .object({
    password: passwordField,
    confirm_password: z.string({ error: ACCOUNT_MSG.confirmRequired }).min(1, ACCOUNT_MSG.confirmRequired),
    token: z.string({ error: ACCOUNT_MSG.resetInvalid }).min(1, ACCOUNT_MSG.resetInvalid).max(200),
    email: emailField,
  })
  .refine(samePassword, passwordsMatch);

export const staffLoginSchema = z.object({
  nidn: z
    .string({ error: ACCOUNT_MSG.accessCodeRequired })
    .trim()
    .min(1, ACCOUNT_MSG.accessCodeRequired)
    .max(30),
  password: z.string({ error: ACCOUNT_MSG.passwordRequired }).min(1, ACCOUNT_MSG.passwordRequired).max(128),
});
export type StaffLoginInput = z.input<typeof staffLoginSchema>;

/** A programme as the candidate card shows it. */
export const programmeRefSchema = z.object({
  kode_prodi: z.string(),
  nama_prodi: z.string(),
  nilai_min_kelulusan: z.number(),
});
export type ProgrammeRef = z.infer<typeof programmeRefSchema>;

/** The candidate profile (spec §3) as returned by login and /checknoreg: only these fields, never a hash. */
export const candidateProfileSchema = z.object({
  nisn: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  asal_sekolah: z.string(),
  jenis_sekolah: z.string(),
  alamat_sekolah1: z.string(),
  alamat_sekolah2: z.string(),
  provinsi_sekolah: z.string(),
  jurusan_sekolah: z.string(),
  nilai: z.number().nullable(),
  status_kelulusan: z.number().nullable(),
  ANGKATAN: z.string().nullable(),
  GELOMBANG: z.string().nullable(),
  program_studi: programmeRefSchema.nullable(),
  program_studi2: programmeRefSchema.nullable(),
  PROGDITERIMA: z.string().nullable(),
  NAMAPROGDI: z.string().nullable(),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

/** POST tes-users/tryout/login → data */
export const loginResultSchema = candidateProfileSchema.extend({
  /** the session token; kept in session storage as token_tryout_online and sent to /checknoreg as hash */
  email_token: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

const staffRole = z.enum(['admin', 'dosen']);

/** POST /loginDosen → data (the one response that carries a staff token) */
export const staffLoginResultSchema = z.object({
  api_token: z.string(),
  role: staffRole,
  nidn: z.string(),
  nama_dosen: z.string(),
});
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

/** GET /dosenDetail → data */
export const staffDetailSchema = z.object({
  id: z.number(),
  id_dosen: z.string(),
  nidn: z.string(),
  nama_dosen: z.string(),
  role: staffRole,
  prodi: z.string(),
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;

/** POST tes-users/tryout/register → data (201, message 'Berhasil Mendaftar') */
export const registerResultSchema = z.object({ nisn: z.string(), email: z.string() });
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** POST tes-users/tryout/verify → data (message 'Akun Anda berhasil diverifikasi, silahkan login') */
export const verifyResultSchema = z.object({ status: z.literal(true) });
export type VerifyResult = z.infer<typeof verifyResultSchema>;

/** POST tes-users/tryout/logout → data; revoked is false when no live token was given (still 200) */
export const logoutResultSchema = z.object({ revoked: z.boolean() });
export type LogoutResult = z.infer<typeof logoutResultSchema>;

/** POST tes-users/tryout/logout body: the session token, when it is not the bearer */
export const logoutBodySchema = z
  .object({ email_token: z.string().max(200).optional() })
  .optional()
  .nullable();
