import { z } from './zod';

/**
 * The archive (docs/decisions/0016): what has history is archived instead of deleted — bank objects
 * (materi, groups, questions; bank-access.ts), exams and courses. PUT …/arsip {arsip: true | false}
 * archives or restores (audited 'arsipkan' / 'pulihkan'); a staff list leaves archived rows out
 * unless ?arsip=1 ('Tampilkan arsip'), each row carrying diarsipkan_pada. Nothing is removed.
 */

export const ARCHIVE_MSG = {
  archiveInstead: 'Arsipkan saja agar tidak tampil lagi di daftar; ujian dan hasilnya tetap utuh', // ours
  cannotDelete: 'sehingga tidak dapat dihapus', // ours
  restored: 'Berhasil dipulihkan dari arsip', // ours
  archiveFlagInvalid: 'Pilih arsipkan atau pulihkan', // ours
  archivedLabel: 'Diarsipkan', // ours
  examArchived: 'Ujian diarsipkan', // ours
  courseArchived: 'Matakuliah diarsipkan', // ours
  tryoutExamAdminOnly: 'Hanya admin yang dapat mengarsipkan atau memulihkan ujian tryout', // ours
  tryoutMateriAdminOnly: 'Hanya admin yang dapat mengarsipkan atau memulihkan materi bank soal tryout', // ours
  examArchiveTitle: 'Arsipkan Ujian ?', // ours
  examArchiveConfirm:
    'Ujian tidak tampil lagi di daftar dan tidak dapat dimulai peserta baru. Peserta yang sedang mengerjakan tetap dapat menyelesaikan; hasil, analisis butir dan laporan tetap utuh. Ujian dapat dipulihkan kapan saja.', // ours
  courseArchiveTitle: 'Arsipkan Matakuliah ?', // ours
  courseArchiveConfirm:
    'Matakuliah tidak tampil lagi di daftar dan tidak dapat dipilih untuk ujian baru. Ujian, mahasiswa dan hasilnya tetap utuh. Matakuliah dapat dipulihkan kapan saja.', // ours
  courseArchivedPick:
    'Matakuliah ini sudah diarsipkan; pilih matakuliah lain atau pulihkan dulu matakuliahnya', // ours
} as const;

/** PUT …/arsip: true archives ('Arsipkan'), false restores ('Pulihkan'). */
export const archiveBodySchema = z.object({
  arsip: z.boolean({ error: ARCHIVE_MSG.archiveFlagInvalid }),
});
export type ArchiveBody = z.infer<typeof archiveBodySchema>;

/** ?arsip=1 on a staff list: archived rows too ('Tampilkan arsip'); absent or 0: without them. */
export const archiveListQuerySchema = z.object({
  arsip: z.enum(['0', '1'], { error: ARCHIVE_MSG.archiveFlagInvalid }).optional(),
});
export const withArchived = (q: { arsip?: '0' | '1' } | undefined): boolean => q?.arsip === '1';

/** 'Dipakai oleh …, sehingga tidak dapat dihapus. Arsipkan saja …': a refused delete's 409 message. */
export const refusedDelete = (usedBy: string): string =>
  `${usedBy}, ${ARCHIVE_MSG.cannotDelete}. ${ARCHIVE_MSG.archiveInstead}`;
