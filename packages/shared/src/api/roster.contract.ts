import { z } from 'zod';
import {
  codesMailedSchema,
  rosterAccommodationSchema,
  rosterEntrySchema,
  rosterImportResultSchema,
  rosterListSchema,
  rosterParams,
  rosterStudentParams,
  rosterStudentSchema,
} from '../roster';
import { contractOf } from './contract';
import { rosterPaths } from './roster.paths';

export const rosterContract = contractOf('daftar mahasiswa', rosterPaths, {
  list: {
    summary: 'Daftar mahasiswa sebuah matakuliah (dosen pengampu atau admin)',
    params: rosterParams,
    response: rosterListSchema,
  },
  add: {
    summary: 'Tambah satu mahasiswa ke daftar (NIM dinormalkan; NIM yang sudah ada → 409)',
    params: rosterParams,
    body: rosterEntrySchema,
    response: rosterStudentSchema,
  },
  remove: { summary: 'Hapus satu mahasiswa dari daftar', params: rosterStudentParams, response: z.null() },
  accommodation: {
    summary: 'Akomodasi: pengali waktu mahasiswa (×1 sampai ×3) untuk setiap ujian matakuliah ini',
    params: rosterStudentParams,
    body: rosterAccommodationSchema,
    response: rosterStudentSchema,
  },
  makeCodes: {
    summary: 'Buat kode pribadi untuk setiap mahasiswa yang belum memilikinya',
    params: rosterParams,
    response: rosterListSchema,
  },
  mailCodes: {
    summary: 'Kirim kode pribadi setiap mahasiswa lewat e-mail (sekali per kode; yang tanpa e-mail dihitung)',
    params: rosterParams,
    response: codesMailedSchema,
  },
  importFile: {
    summary: 'Impor daftar mahasiswa dari Excel (.xlsx) atau CSV (kolom NIM, Nama, Email) sebagai body',
    params: rosterParams,
    response: rosterImportResultSchema,
  },
});
