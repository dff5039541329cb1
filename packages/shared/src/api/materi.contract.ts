import { z } from 'zod';
import {
  archiveBodySchema,
  archiveListQuerySchema,
  bankSettingsSchema,
  bankUsageSchema,
  materiAccessRowSchema,
  materiSharesBodySchema,
  materiSharesSchema,
} from '../bank-access';
import { staffUjianSchema } from '../staff/exams';
import { idParam } from '../staff/form-values';
import { addMateriSchema, assignMateriSchema, editMateriSchema, materiIdSchema } from '../staff/materi';
import { contractOf } from './contract';
import { materiPaths } from './materi.paths';

export const materiContract = contractOf('materi', materiPaths, {
  list: {
    summary:
      'Daftar master materi yang boleh dibaca, dengan boleh_ubah / boleh_kelola (arsip hanya dengan ?arsip=1)',
    query: archiveListQuerySchema,
    response: z.array(materiAccessRowSchema),
  },
  detail: { summary: 'Detail master materi', body: materiIdSchema, response: materiAccessRowSchema },
  add: {
    summary: 'Tambah materi, atau (dengan id_ujian + master_materi) tetapkan materi sebuah ujian',
    body: z.union([assignMateriSchema, addMateriSchema]),
    response: z.union([materiAccessRowSchema, staffUjianSchema]),
  },
  edit: { summary: 'Ubah master materi', body: editMateriSchema, response: materiAccessRowSchema },
  usage: {
    summary: 'Yang memakai materi (ujian, hasil) dan yang ikut terhapus bersamanya',
    params: idParam,
    response: bankUsageSchema,
  },
  archive: {
    summary: 'Arsipkan (arsip: true) atau pulihkan (arsip: false) materi; dicatat di audit log',
    params: idParam,
    body: archiveBodySchema,
    response: materiAccessRowSchema,
  },
  shares: {
    summary: 'Rekan yang diberi akses ke materi (pemilik dan admin)',
    params: idParam,
    response: materiSharesSchema,
  },
  putShares: {
    summary: 'Bagikan materi kepada rekan: baca saja atau ubah (mengganti daftar)',
    params: idParam,
    body: materiSharesBodySchema,
    response: materiSharesSchema,
  },
  bankSettings: { summary: 'Apakah dosen boleh mengubah bank soal tryout', response: bankSettingsSchema },
  putBankSettings: {
    summary: 'Dosen boleh mengubah bank soal tryout (dicatat di audit log)',
    body: bankSettingsSchema,
    response: bankSettingsSchema,
  },
  remove: { summary: 'Hapus master materi', params: idParam, response: z.null() },
  removeLegacy: {
    summary: 'Hapus master materi (id di body atau query)',
    query: z.object({ id: z.string().optional() }),
    response: z.null(),
  },
});
