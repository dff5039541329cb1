import { z } from 'zod';

/* Staff back-office schemas: dashboard (the routes: src/api/). */

/** GET /dashboard → data */
export const dashboardCountsSchema = z.object({
  jumlah_ujian: z.number(),
  /** distinct candidates and course-exam students with at least one result */
  jumlah_peserta: z.number(),
  /** candidates with status_kelulusan = 1 */
  jumlah_lulus: z.number(),
  /** exam counts per type_soal */
  dataPG: z.number(),
  dataEssay: z.number(),
  dataMix: z.number(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
