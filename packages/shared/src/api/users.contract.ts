import { z } from 'zod';
import { idParam } from '../staff/form-values';
import { createDosenSchema, editDosenSchema, profileSchema, staffUserRowSchema } from '../staff/users';
import { contractOf } from './contract';
import { usersPaths } from './users.paths';

export const usersContract = contractOf('pengguna', usersPaths, {
  list: { summary: 'Daftar dosen dan admin', response: z.array(staffUserRowSchema) },
  add: {
    summary: 'Tambah dosen atau admin',
    body: createDosenSchema,
    response: staffUserRowSchema,
    status: 201,
  },
  edit: {
    summary: 'Ubah dosen atau admin',
    params: idParam,
    body: editDosenSchema,
    response: staffUserRowSchema,
  },
  remove: { summary: 'Hapus dosen atau admin', params: idParam, response: z.null() },
  profile: {
    summary: 'Ubah profil (nama, password) berdasarkan nidn',
    params: z.object({ nidn: z.string().min(1).max(30) }),
    body: profileSchema,
    response: staffUserRowSchema,
  },
});
