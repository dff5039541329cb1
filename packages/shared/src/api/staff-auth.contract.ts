import { z } from 'zod';
import { staffDetailSchema, staffLoginResultSchema, staffLoginSchema } from '../accounts';
import { contractOf } from './contract';
import { staffAuthPaths } from './staff-auth.paths';

export const staffAuthContract = contractOf('akun staf', staffAuthPaths, {
  login: {
    summary: 'Login dosen/admin dengan kode akses (nidn) dan password',
    body: staffLoginSchema,
    response: staffLoginResultSchema,
  },
  detail: { summary: 'Profil staf pemilik token (pemeriksaan sesi)', response: staffDetailSchema },
  logout: { summary: 'Logout staf: token dicabut di server', response: z.null() },
});
