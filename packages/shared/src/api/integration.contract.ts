import {
  hasilTestBodySchema,
  hasilTestSchema,
  integrationLoginSchema,
  integrationTokenSchema,
  progditerimaBodySchema,
  progditerimaResultSchema,
} from '../integration';
import { contractOf } from './contract';
import { integrationPaths } from './integration.paths';

export const integrationContract = contractOf('sistem akademik', integrationPaths, {
  login: {
    summary: 'Menukar kunci integrasi (header x-integration-key atau body key) dengan token bearer',
    body: integrationLoginSchema,
    response: integrationTokenSchema,
  },
  hasilTest: {
    summary: 'Hasil tryout seorang peserta (nilai per ujian, nilai, status kelulusan, PROGDITERIMA)',
    body: hasilTestBodySchema,
    response: hasilTestSchema,
  },
  progditerima: {
    summary: 'Menetapkan prodi diterima (PROGDITERIMA) seorang peserta',
    body: progditerimaBodySchema,
    response: progditerimaResultSchema,
  },
});
