import { ARCHIVE_MSG, refusedDelete } from './archive';
import { materiRowSchema } from './staff/materi';
import { z } from './zod';

export { type ArchiveBody, archiveBodySchema, archiveListQuerySchema, withArchived } from './archive';

/**
 * Owners of the question bank and deletes that cannot destroy an exam (docs/decisions/0015–2, design §4).
 * A materi is the admins' (the tryout bank: every lecturer reads it, writes it only when the
 * setting BANK_TRYOUT_SETTING is not '0') or a lecturer's (its creator, the lecturers of the courses
 * whose exams use it), shared with named colleagues to read or to edit. Groups and questions
 * follow their materi. Routes (staff):
 *   GET /materi/:id/berbagi → MateriShares      PUT /materi/:id/berbagi {rekan} → MateriShares
 *   GET /materi/:id/pemakaian, /groupSoal/:id/pemakaian, /soal/:id/pemakaian → BankUsage
 *   GET /pengaturanBankSoal → BankSettings      PUT /pengaturanBankSoal BankSettings (admins)
 */

/** The setting that lets lecturers write the tryout bank: on unless it is '0'. */
export const BANK_TRYOUT_SETTING = 'dosen_ubah_bank_tryout';

/** GET /pengaturanBankSoal (staff), PUT (admins): 'Dosen boleh mengubah bank soal tryout'. */
export const bankSettingsSchema = z.object({ [BANK_TRYOUT_SETTING]: z.boolean() });
export type BankSettings = z.infer<typeof bankSettingsSchema>;

export const BANK_MSG = {
  materiNotYours:
    'Materi ini milik dosen lain; hanya pemiliknya, rekan yang diberi akses, dan admin yang dapat membukanya', // ours
  readOnly:
    'Anda hanya dapat melihat materi ini; hanya pemiliknya, rekan dengan akses ubah, dan admin yang dapat mengubahnya', // ours
  tryoutReadOnly: 'Bank soal tryout hanya dapat diubah oleh admin', // ours
  ownerOnly: 'Hanya pemilik materi dan admin yang dapat menghapus atau membagikannya', // ours
  assignOwnerOnly: 'Hanya pemilik materi dan admin yang dapat memakainya dalam ujian', // ours
  shareLecturersOnly: 'Materi hanya dapat dibagikan kepada dosen lain', // ours
  saved: 'Berhasil Menyimpan Data', // ours
  nothingToDelete: 'tidak ada soal', // ours
  cannotDelete: ARCHIVE_MSG.cannotDelete,
  archiveInstead: ARCHIVE_MSG.archiveInstead,
  materiArchived: 'Materi diarsipkan', // ours
  groupArchived: 'Group soal diarsipkan', // ours
  questionArchived: 'Soal diarsipkan', // ours
  restored: ARCHIVE_MSG.restored,
  archiveFlagInvalid: ARCHIVE_MSG.archiveFlagInvalid,
  archivedLabel: ARCHIVE_MSG.archivedLabel,
} as const;

/** What uses a materi, a group or a question. */
export interface BankUse {
  /** exams (tryout or course) the materi is assigned to */
  ujian: number;
  /** results of attempts that drew from it */
  hasil: number;
  /** attempts in progress that drew from it */
  berjalan: number;
  /** other attempts that drew from it (finished without a result) */
  percobaan: number;
}

/** '3 ujian', '3 ujian dan 51 hasil', '3 ujian, 51 hasil dan 4 peserta sedang mengerjakan'. */
function listed(parts: string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} dan ${parts.at(-1)}`;
}

/** 'Dipakai oleh 3 ujian dan 51 hasil', or null when nothing uses it. */
export function usageText(u: BankUse): string | null {
  const parts = [
    u.ujian > 0 ? `${u.ujian} ujian` : '',
    u.hasil > 0 ? `${u.hasil} hasil` : '',
    u.percobaan > 0 ? `${u.percobaan} percobaan` : '',
    u.berjalan > 0 ? `${u.berjalan} peserta yang sedang mengerjakan` : '',
  ].filter(Boolean);
  return parts.length === 0 ? null : `Dipakai oleh ${listed(parts)}`;
}

/**
 * The 409 message of a refused delete, pointing to the archive: 'Dipakai oleh 3 ujian dan 51 hasil,
 * sehingga tidak dapat dihapus. Arsipkan saja …'.
 */
export function deleteRefusal(u: BankUse): string | null {
  const text = usageText(u);
  return text ? refusedDelete(text) : null;
}

// ---------- the archive (docs/decisions/0016; its schemas: archive.ts) ----------
// PUT /materi/:id/arsip, /groupSoal/:id/arsip, /soal/:id/arsip {arsip: true | false} (who may edit
// it; audited 'arsipkan' / 'pulihkan') → the row. The bank's lists (GET /getMasterMateri,
// /groupSoal/:id_materi, POST /listSoalPG, /getAllSoal) leave archived rows out unless ?arsip=1;
// each row carries diarsipkan_pada. Nothing else changes: exams, attempts, results, review, item
// analysis, reports and exports read archived objects as before.

/** What goes with a delete: '12 soal, 2 group', '3 soal', 'tidak ada soal'. */
export function contentText(c: { jumlah_soal: number; jumlah_group?: number }): string {
  const parts = [
    c.jumlah_soal > 0 ? `${c.jumlah_soal} soal` : '',
    c.jumlah_group ? `${c.jumlah_group} group` : '',
  ].filter(Boolean);
  return parts.length === 0 ? BANK_MSG.nothingToDelete : parts.join(', ');
}

/** GET …/pemakaian: what a delete would take with it, or why it is refused. */
export const bankUsageSchema = z.object({
  ujian: z.number(),
  hasil: z.number(),
  berjalan: z.number(),
  percobaan: z.number(),
  jumlah_group: z.number(),
  jumlah_soal: z.number(),
  /** the refusal when it cannot be deleted (deleteRefusal), else null */
  alasan: z.string().nullable(),
  /** what goes with it (contentText) */
  ikut_terhapus: z.string(),
});
export type BankUsage = z.infer<typeof bankUsageSchema>;

/** A materi as a staff member sees it: what they may do with it and whose it is. */
export const materiAccessRowSchema = materiRowSchema.extend({
  /** may write its groups and questions, import into it, edit it */
  boleh_ubah: z.boolean(),
  /** may delete it and share it (its owners and admins) */
  boleh_kelola: z.boolean(),
  /** may archive or restore it: whoever may edit it; a materi of the admins' (tryout) bank admins only */
  boleh_arsip: z.boolean(),
  /** the lecturer it belongs to; null: the admins' (tryout) bank */
  pemilik: z.string().nullable(),
});
export type MateriAccessRow = z.infer<typeof materiAccessRowSchema>;

const staffId = z.coerce
  .number({ error: BANK_MSG.shareLecturersOnly })
  .int()
  .positive(BANK_MSG.shareLecturersOnly);

/** PUT /materi/:id/berbagi: the colleagues it is shared with (replaces the list). */
export const materiSharesBodySchema = z.object({
  rekan: z
    .array(z.object({ staff_user_id: staffId, boleh_ubah: z.boolean() }))
    .max(500)
    .refine((r) => new Set(r.map((x) => x.staff_user_id)).size === r.length, BANK_MSG.shareLecturersOnly),
});
export type MateriSharesBody = z.infer<typeof materiSharesBodySchema>;

const lecturerSchema = z.object({ id: z.number(), nidn: z.string(), nama_dosen: z.string() });

/** GET /materi/:id/berbagi: who it is shared with, and the lecturers it may be shared with. */
export const materiSharesSchema = z.object({
  rekan: z.array(lecturerSchema.extend({ boleh_ubah: z.boolean() })),
  dosen: z.array(lecturerSchema),
});
export type MateriShares = z.infer<typeof materiSharesSchema>;
