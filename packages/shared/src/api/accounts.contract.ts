import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginResultSchema,
  loginSchema,
  logoutBodySchema,
  logoutResultSchema,
  registerResultSchema,
  registerSchema,
  resetPasswordSchema,
  verifyQuerySchema,
  verifyResultSchema,
} from '../accounts';
import {
  passTryoutBodySchema,
  passTryoutResultSchema,
  updateResultBodySchema,
  updateResultResultSchema,
} from '../integration';
import { accountsPaths } from './accounts.paths';
import { contractOf } from './contract';

export const accountsContract = contractOf('akun peserta', accountsPaths, {
  register: {
    summary: 'Pendaftaran akun tryout (form-data atau JSON); mengirim email verifikasi',
    body: registerSchema,
    response: registerResultSchema,
    status: 201,
  },
  verify: {
    summary:
      'Verifikasi akun dari tautan email (token dan email di query string); sekali pakai, dibuka lagi: akun sudah diverifikasi',
    query: verifyQuerySchema,
    response: verifyResultSchema,
  },
  login: {
    summary: 'Login peserta; email_token adalah token sesi baru (sesi sebelumnya dicabut)',
    body: loginSchema,
    response: loginResultSchema,
  },
  forgotPassword: {
    summary: 'Kirim tautan reset password (jawaban sama apakah email terdaftar atau tidak)',
    body: forgotPasswordSchema,
    response: z.null(),
  },
  resetPassword: {
    summary: 'Simpan password baru dari tautan reset (sekali pakai); semua sesi peserta dicabut',
    body: resetPasswordSchema,
    response: z.null(),
  },
  logout: {
    summary:
      'Logout peserta: mencabut token ujian (bearer) dan/atau token sesi (bearer atau email_token di body)',
    body: logoutBodySchema,
    response: logoutResultSchema,
  },
  passTryout: {
    summary: 'Kirim ulang notifikasi kelulusan ke WhatsApp (akun sendiri, setelah lulus)',
    body: passTryoutBodySchema,
    response: passTryoutResultSchema,
  },
  updateResult: {
    summary:
      'Kirim nilai dan status ke sistem penerimaan; nilai dihitung ulang di server (angka dari browser diabaikan)',
    body: updateResultBodySchema,
    response: updateResultResultSchema,
  },
});
