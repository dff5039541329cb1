import { archiveListQuerySchema } from './archive';
import { matkulRowSchema } from './staff/courses';
import { staffUjianSchema, ujianListQuery } from './staff/exams';
import { z } from './zod';

/**
 * Exams and courses in the archive (docs/decisions/0016). Routes (staff):
 *   PUT /ujian/:id/arsip {arsip}  → ArchivableUjian (a course exam: its course's lecturer and admins;
 *                                   a tryout exam: admins only)
 *   PUT /matkul/:id/arsip {arsip} → ArchivableMatkul (its lecturer and admins)
 *   GET /getDataUjian?arsip=1, GET /matkul?arsip=1, /matkul_dosen?arsip=1: archived rows too.
 * An archived exam keeps its results, analysis, reports and monitor history; no new attempt starts
 * (EXAM_REFUSAL_MSG.examArchived), one running goes on. No new exam is made on an archived course.
 */

const archivedAt = z.string().nullable();

/** GET /getDataUjian's filters with ?arsip=1. */
export const ujianArchiveListQuery = ujianListQuery.extend({ arsip: archiveListQuerySchema.shape.arsip });

/** An exam as staff lists show it: with when it was archived and whether the reader may archive it. */
export const archivableUjianSchema = staffUjianSchema.extend({
  /** when staff archived it; null: not archived */
  diarsipkan_pada: archivedAt,
  /** may archive or restore it: a course exam's lecturer and admins; a tryout exam admins only */
  boleh_arsip: z.boolean(),
});
export type ArchivableUjian = z.infer<typeof archivableUjianSchema>;

/** A course as staff lists show it: with when it was archived. */
export const archivableMatkulSchema = matkulRowSchema.extend({
  /** when staff archived it; null: not archived */
  diarsipkan_pada: archivedAt,
});
export type ArchivableMatkul = z.infer<typeof archivableMatkulSchema>;
