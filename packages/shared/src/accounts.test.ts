import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MSG,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordFields,
  resetPasswordSchema,
  staffLoginSchema,
  verifyQuerySchema,
} from './accounts';
import './zod';

const valid = {
  nisn: '0051234567',
  full_name: 'Budi Santoso',
  email: 'Budi@Sekolah.Test',
  password: 'rahasia123',
  confirm_password: 'rahasia123',
  phone: '081234567890',
  asal_sekolah: 'sma negeri 1',
  jenis_sekolah: 'SMK',
  alamat_sekolah1: 'jl. merdeka 1',
  alamat_sekolah2: 'bandung',
  jurusan_sekolah: 'ipa',
  provinsi_sekolah: 'jawa barat',
};

/** field → first message, as the server's envelope reports them */
function errorsOf(schema: { safeParse(v: unknown): any }, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) {
    const k = i.path.join('.') || '_';
    if (!(k in out)) out[k] = i.message;
  }
  return out;
}

describe('registerSchema (spec §5)', () => {
  it('accepts a valid registration, upper-cases the named fields, lower-cases the e-mail', () => {
    const r = registerSchema.parse(valid);
    expect(r).toEqual({
      ...valid,
      full_name: 'BUDI SANTOSO',
      email: 'budi@sekolah.test',
      asal_sekolah: 'SMA NEGERI 1',
      alamat_sekolah1: 'JL. MERDEKA 1',
      alamat_sekolah2: 'BANDUNG',
      jurusan_sekolah: 'IPA',
      provinsi_sekolah: 'JAWA BARAT',
    });
  });

  it('accepts exactly the school types SMA, SMK, MA', () => {
    for (const jenis of ['SMA', 'SMK', 'MA'])
      expect(registerSchema.safeParse({ ...valid, jenis_sekolah: jenis }).success).toBe(true);
    for (const jenis of ['SMP', 'sma', '', 'SD']) {
      expect(errorsOf(registerSchema, { ...valid, jenis_sekolah: jenis })).toEqual({
        jenis_sekolah: 'Jenis Sekolah harus diisi',
      });
    }
  });

  const table: [string, Record<string, unknown>, Record<string, string>][] = [
    ['nisn missing', { nisn: undefined }, { nisn: 'NISN harus diisi' }],
    ['nisn empty', { nisn: '' }, { nisn: 'NISN harus diisi' }],
    ['nisn 11 characters', { nisn: '12345678901' }, { nisn: ACCOUNT_MSG.nisnMax }],
    ['full_name empty', { full_name: '' }, { full_name: 'Nama Lengkap harus diisi' }],
    ['email missing', { email: undefined }, { email: 'Email harus diisi' }],
    ['email no domain dot', { email: 'a@b' }, { email: 'Format email tidak valid' }],
    ['email no @', { email: 'ab.c' }, { email: 'Format email tidak valid' }],
    ['password missing', { password: undefined }, { password: 'Password harus diisi' }],
    [
      'password 7 characters',
      { password: '1234567', confirm_password: '1234567' },
      { password: 'Password harus memiliki minimal 8 karakter' },
    ],
    ['confirm differs', { confirm_password: 'rahasia12' }, { confirm_password: 'Password tidak sama' }],
    [
      'confirm missing',
      { confirm_password: undefined },
      { confirm_password: 'Konfirmasi password harus diisi' },
    ],
    ['phone missing', { phone: '' }, { phone: 'Nomor telepon harus diisi' }],
    ['phone with letters', { phone: '08a1' }, { phone: 'Nomor telepon hanya boleh berisi angka' }],
    ['phone with spaces', { phone: '0812 3456' }, { phone: 'Nomor telepon hanya boleh berisi angka' }],
    ['asal_sekolah', { asal_sekolah: '' }, { asal_sekolah: 'Asal Sekolah harus diisi' }],
    ['jenis_sekolah', { jenis_sekolah: undefined }, { jenis_sekolah: 'Jenis Sekolah harus diisi' }],
    ['alamat_sekolah1', { alamat_sekolah1: '' }, { alamat_sekolah1: 'Alamat Sekolah harus diisi' }],
    ['alamat_sekolah2', { alamat_sekolah2: '' }, { alamat_sekolah2: 'Kota Sekolah harus diisi' }],
    ['provinsi_sekolah', { provinsi_sekolah: '' }, { provinsi_sekolah: 'Provinsi harus diisi' }],
    ['jurusan_sekolah', { jurusan_sekolah: '' }, { jurusan_sekolah: 'Jurusan harus diisi' }],
  ];
  it.each(table)('%s', (_name, patch, expected) => {
    expect(errorsOf(registerSchema, { ...valid, ...patch })).toEqual(expected);
  });

  it('reports the mismatch together with every other bad field, not only once they are valid', () => {
    expect(
      errorsOf(registerSchema, {
        ...valid,
        nisn: '',
        email: 'a@b',
        password: 'abc',
        confirm_password: 'abd',
        phone: '08a1',
        jenis_sekolah: undefined,
      }),
    ).toEqual({
      nisn: 'NISN harus diisi',
      email: 'Format email tidak valid',
      password: 'Password harus memiliki minimal 8 karakter',
      confirm_password: 'Password tidak sama',
      phone: 'Nomor telepon hanya boleh berisi angka',
      jenis_sekolah: 'Jenis Sekolah harus diisi',
    });
    // only the password fields filled: every other field's message and the mismatch at once
    expect(errorsOf(registerSchema, { password: 'abc', confirm_password: 'abd' })).toMatchObject({
      nisn: 'NISN harus diisi',
      password: 'Password harus memiliki minimal 8 karakter',
      confirm_password: 'Password tidak sama',
      jenis_sekolah: 'Jenis Sekolah harus diisi',
    });
  });

  it('asks for an empty confirmation instead of reporting a mismatch', () => {
    expect(errorsOf(registerSchema, { ...valid, nisn: '', confirm_password: '' })).toEqual({
      nisn: 'NISN harus diisi',
      confirm_password: 'Konfirmasi password harus diisi',
    });
  });

  it('reports every empty field in form order (the first is scrolled into view)', () => {
    const errors = errorsOf(registerSchema, {});
    expect(Object.keys(errors)).toEqual([
      'nisn',
      'full_name',
      'email',
      'password',
      'confirm_password',
      'phone',
      'asal_sekolah',
      'jenis_sekolah',
      'alamat_sekolah1',
      'alamat_sekolah2',
      'jurusan_sekolah',
      'provinsi_sekolah',
    ]);
  });
});

describe('the other account schemas', () => {
  it('loginSchema: e-mail format and required password', () => {
    expect(loginSchema.parse({ email: ' A@B.CO ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
    expect(errorsOf(loginSchema, { email: 'x', password: '' })).toEqual({
      email: 'Format email tidak valid',
      password: 'Password harus diisi',
    });
  });

  it('forgotPasswordSchema and verifyQuerySchema', () => {
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ email: 'Email harus diisi' });
    expect(errorsOf(verifyQuerySchema, { email: 'a@b.co' })).toEqual({ token: ACCOUNT_MSG.verifyInvalid });
    expect(verifyQuerySchema.parse({ token: 't', email: 'A@B.CO' })).toEqual({ token: 't', email: 'a@b.co' });
  });

  it('reset password: required, confirmation required, mismatch (spec §5 other rules)', () => {
    expect(errorsOf(resetPasswordFields, {})).toEqual({
      password: 'Password harus diisi',
      confirm_password: 'Konfirmasi password harus diisi',
    });
    expect(errorsOf(resetPasswordFields, { password: 'abcdefgh', confirm_password: 'abcdefgx' })).toEqual({
      confirm_password: 'Password tidak sama',
    });
    // a short password and a different confirmation: both messages at once
    expect(errorsOf(resetPasswordFields, { password: 'pendek', confirm_password: 'lain' })).toEqual({
      password: 'Password harus memiliki minimal 8 karakter',
      confirm_password: 'Password tidak sama',
    });
    expect(errorsOf(resetPasswordSchema, { password: 'abcdefgh', confirm_password: 'abcdefgx' })).toEqual({
      confirm_password: 'Password tidak sama',
      token: ACCOUNT_MSG.resetInvalid,
      email: 'Email harus diisi',
    });
    expect(
      errorsOf(resetPasswordSchema, { password: 'abcdefgh', confirm_password: 'abcdefgh', email: 'a@b.co' }),
    ).toEqual({ token: ACCOUNT_MSG.resetInvalid });
    expect(
      resetPasswordSchema.safeParse({
        password: 'abcdefgh',
        confirm_password: 'abcdefgh',
        email: 'a@b.co',
        token: 't',
      }).success,
    ).toBe(true);
  });

  it('staffLoginSchema: access code and password required', () => {
    expect(errorsOf(staffLoginSchema, {})).toEqual({
      nidn: 'Kode Akses harus diisi',
      password: 'Password harus diisi',
    });
    expect(staffLoginSchema.parse({ nidn: ' admin ', password: 'p' })).toEqual({
      nidn: 'admin',
      password: 'p',
    });
  });

  it('the spec §8 texts are exact', () => {
    expect(ACCOUNT_MSG.registerSuccess).toBe('Silahkan cek email Anda untuk verifikasi');
    expect(ACCOUNT_MSG.forgotSuccess).toBe('Silahkan cek email Anda untuk reset password');
    expect(ACCOUNT_MSG.verifySuccess).toBe('Akun Anda berhasil diverifikasi, silahkan login');
    expect(ACCOUNT_MSG.staffLoginFail).toBe('Kode Akses atau Password Salah');
    expect(ACCOUNT_MSG.registerFail).toBe(
      'Terjadi kesalahan saat mendaftar, silahkan coba lagi atau hubungi administrator',
    );
  });
});
