import { INTEGRATION, PUBLIC, post } from './route';

/**
 * The campus (admissions / academic) system's calls into this server (spec §7.1), with the
 * integration key's token. Schemas: integration.contract.ts.
 */
export const integrationPaths = {
  login: post('/login/tes', PUBLIC),
  hasilTest: post('/get/hasil-test', INTEGRATION),
  progditerima: post('/update/progditerima', INTEGRATION),
} as const;
