import { get, post, STAFF } from './route';

/** A course exam's participants and 'Buka Sesi' (spec §7.2). Schemas: course-seats.contract.ts. */
export const courseSeatsPaths = {
  list: get('/ujian/:id_ujian/peserta', STAFF),
  release: post('/ujian/:id_ujian/peserta/:id/buka-sesi', STAFF),
} as const;
