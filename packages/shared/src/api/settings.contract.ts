import { z } from 'zod';
import {
  passSettingsSchema,
  programmeRowSchema,
  programmeSchema,
  programmeThresholdsSchema,
  settingsSchema,
} from '../results';
import { contractOf } from './contract';
import { settingsPaths } from './settings.paths';

const kode = z.string().trim().min(1).max(20);

export const settingsContract = contractOf('pengaturan kelulusan', settingsPaths, {
  get: { summary: 'KKM dan jumlah percobaan per materi', response: passSettingsSchema },
  put: {
    summary: 'Ubah KKM / jumlah percobaan; alasan wajib (dicatat di audit log)',
    body: settingsSchema,
    response: passSettingsSchema,
  },
  programmes: { summary: 'Daftar prodi dan nilai minimal kelulusan', response: z.array(programmeRowSchema) },
  putProgramme: {
    summary:
      'Ubah nilai minimal kelulusan prodi; alasan wajib (berlaku untuk evaluasi berikutnya; dicatat di audit log)',
    params: z.object({ kode_prodi: kode }),
    body: programmeSchema,
    response: programmeRowSchema,
  },
  thresholds: {
    summary: 'Nilai minimal kelulusan prodi pilihan 1 dan 2 (data.data)',
    params: z.object({ kode, kode2: kode }),
    response: programmeThresholdsSchema,
  },
});
