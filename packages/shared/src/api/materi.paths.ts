import { ADMIN, del, get, post, put, STAFF } from './route';

/** The materi routes (spec §7.4; docs/decisions/0016 archive and sharing). Schemas: materi.contract.ts. */
export const materiPaths = {
  list: get('/getMasterMateri', STAFF),
  detail: post('/getDetailMasterMateri', STAFF),
  add: post('/addMateri', STAFF),
  edit: post('/editMasterMateri', STAFF),
  usage: get('/materi/:id/pemakaian', STAFF),
  archive: put('/materi/:id/arsip', STAFF),
  shares: get('/materi/:id/berbagi', STAFF),
  putShares: put('/materi/:id/berbagi', STAFF),
  bankSettings: get('/pengaturanBankSoal', STAFF),
  putBankSettings: put('/pengaturanBankSoal', ADMIN),
  remove: del('/deleteMasterMateri/:id', STAFF),
  removeLegacy: del('/deleteMasterMateri', STAFF),
} as const;
