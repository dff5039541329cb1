import { describe, expect, it } from 'vitest';
import { registerFormSchema, resetFormSchema } from './formSchemas';

const valid = {
  nisn: '0051234567',
  full_name: 'budi',
  email: 'Budi@Sekolah.test',
  password: 'rahasia123',
  confirm_password: 'rahasia123',
  phone: '0812',
  asal_sekolah: 'sma 1',
  jenis_sekolah: 'SMA',
  alamat_sekolah1: 'jl. a',
  alamat_sekolah2: 'malang',
  jurusan_sekolah: 'ipa',
  provinsi_sekolah: 'jawa timur',
};

/** The first message per field, as the form shows it (zodResolver keeps the first issue). */
function messages(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('registerFormSchema', () => {
  it('accepts a complete form and upper-cases the free-text fields', () => {
    const r = registerFormSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      full_name: 'BUDI',
      email: 'budi@sekolah.test',
      provinsi_sekolah: 'JAWA TIMUR',
    });
  });

  it('reports the mismatch while other fields are still empty', () => {
    const r = registerFormSchema.safeParse({ password: 'abc', confirm_password: 'abd' });
    expect(messages(r)).toMatchObject({
      nisn: 'NISN harus diisi',
      password: 'Password harus memiliki minimal 8 karakter',
      confirm_password: 'Password tidak sama',
      jenis_sekolah: 'Jenis Sekolah harus diisi',
    });
  });

  it('asks for the confirmation instead of reporting a mismatch when it is empty', () => {
    expect(messages(registerFormSchema.safeParse({ ...valid, confirm_password: '' })).confirm_password).toBe(
      'Konfirmasi password harus diisi',
    );
  });

  it.each([
    ['email', 'a@b', 'Format email tidak valid'],
    ['phone', '08a1', 'Nomor telepon hanya boleh berisi angka'],
    ['nisn', '12345678901', 'NISN maksimal 10 karakter'],
  ])('%s %s → %s', (field, value, message) => {
    expect(messages(registerFormSchema.safeParse({ ...valid, [field]: value }))[field]).toBe(message);
  });
});

describe('resetFormSchema', () => {
  it.each([
    [
      { password: '', confirm_password: '' },
      { password: 'Password harus diisi', confirm_password: 'Konfirmasi password harus diisi' },
    ],
    [{ password: 'pendek', confirm_password: 'lain' }, { confirm_password: 'Password tidak sama' }],
    [{ password: 'rahasia123', confirm_password: 'rahasia124' }, { confirm_password: 'Password tidak sama' }],
  ])('%o → %o', (input, expected) => {
    expect(messages(resetFormSchema.safeParse(input))).toMatchObject(expected);
  });

  it('accepts matching passwords', () => {
    expect(
      resetFormSchema.safeParse({ password: 'rahasia123', confirm_password: 'rahasia123' }).success,
    ).toBe(true);
  });
});
