import { z } from 'zod';
import { numeric } from '../numbers';
import { STAFF_MSG } from '../staff-messages';
import { blank, text } from './form-values';

/* Staff back-office schemas: courses (the routes: src/api/). */

/** POST /matkul and PUT /editMatkul/:id */
export const matkulSchema = z.object({
  nama_matkul: text(STAFF_MSG.namaMatkulRequired, 150),
  id_dosen: z.preprocess(
    blank,
    numeric(z.number({ error: STAFF_MSG.namaDosenRequired }).int().positive(STAFF_MSG.namaDosenRequired)),
  ),
  kelas: text(STAFF_MSG.kelasRequired, 50),
  prodi: text(STAFF_MSG.prodiRequired, 100),
});
export type MatkulInput = z.input<typeof matkulSchema>;

export const matkulRowSchema = z.object({
  id_matkul: z.number(),
  nama_matkul: z.string(),
  /** the lecturer's staff user id */
  id_dosen: z.number(),
  kelas: z.string(),
  prodi: z.string(),
  /** shown as 'Kode Dosen' */
  nidn: z.string(),
  nama_dosen: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Matkul = z.infer<typeof matkulRowSchema>;

/** GET /matkulCount → data */
export const matkulCountSchema = z.object({ jumlah_matkul: z.number() });
