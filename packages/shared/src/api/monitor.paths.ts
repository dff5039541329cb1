import { get, post, put, STAFF } from './route';

/** The control room's routes (spec §7.6; docs/decisions/0007 integrity signals). Schemas: monitor.contract.ts. */
export const monitorPaths = {
  targets: get('/monitor/sasaran', STAFF),
  table: get('/monitor/:jenis/:id', STAFF),
  stream: get('/monitor/:jenis/:id/stream', STAFF, { answer: 'stream' }),
  addTime: post('/monitor/:jenis/:id/tambah-waktu', STAFF),
  finish: post('/monitor/:jenis/:id/selesaikan', STAFF),
  release: post('/monitor/:jenis/:id/buka-sesi', STAFF),
  voidLatest: post('/monitor/:jenis/:id/ulang', STAFF),
  multiplier: put('/monitor/akomodasi/:id', STAFF),
  seatMultiplier: put('/monitor/ujian/:id/akomodasi', STAFF),
  controls: get('/monitor/:jenis/:id/opsi', STAFF),
  putControls: put('/monitor/:jenis/:id/opsi', STAFF),
  timeline: get('/monitor/:jenis/:id/sinyal/:peserta', STAFF),
} as const;

/**
 * The exam page's report of its integrity signals (docs/decisions/0007): apart from the control
 * room's routes, so the exam page's code holds only this one. Schemas: monitor.contract.ts.
 */
export const examSignalsPaths = {
  report: post('/sinyalUjian', ['candidate', 'student'] as const),
} as const;
