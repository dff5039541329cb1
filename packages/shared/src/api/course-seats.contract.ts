import { z } from 'zod';
import { courseSeatListSchema, seatListParams, seatParams } from '../presence';
import { contractOf } from './contract';
import { courseSeatsPaths } from './course-seats.paths';

export const courseSeatsContract = contractOf('peserta ujian', courseSeatsPaths, {
  list: {
    summary: 'Peserta ujian mata kuliah: status, terakhir terlihat, online (dosen pengampu atau admin)',
    description:
      "status: 'belum_mulai' | 'mengerjakan' | 'selesai'. online: sesi yang masih berlaku terlihat dalam 2 menit terakhir " +
      '(login dari perangkat lain ditolak selama itu). Dosen lain → 403; bukan ujian mata kuliah → 404.',
    params: seatListParams,
    response: courseSeatListSchema,
  },
  release: {
    summary: 'Buka Sesi: akhiri sesi peserta agar dapat masuk kembali dan melanjutkan ujian yang sama',
    description:
      'Mencabut semua token ujian peserta ini; login berikutnya melanjutkan percobaan yang sama dengan jawaban tersimpan. ' +
      'Peserta yang sudah selesai → 409 (tidak dibuka kembali). Dosen lain → 403.',
    params: seatParams,
    response: z.null(),
  },
});
