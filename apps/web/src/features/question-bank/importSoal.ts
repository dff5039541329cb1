import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportBatch, ImportPreview } from '@tryout/shared/bank-import';
import { EXPORT_NOTE_HEADER } from '@tryout/shared/import-messages';
import { download, request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { saveBlob } from '../../lib/saveBlob';

/** POST /importSoal/:group/pratinjau — the file read and checked; nothing is stored. */
export async function previewImport({ groupId, file }: { groupId: number; file: File }) {
  return (
    await request<ImportPreview>(`importSoal/${groupId}/pratinjau`, {
      file,
      query: { nama_file: file.name },
      auth: 'staff',
    })
  ).data;
}

/**
 * POST /importSoal/:group/simpan — every question or none; `skipUnsupported`: the lecturer
 * confirmed leaving out the questions of types the bank does not have.
 */
export async function saveImport({
  groupId,
  file,
  skipUnsupported = false,
}: {
  groupId: number;
  file: File;
  skipUnsupported?: boolean;
}) {
  return await request<ImportBatch>(`importSoal/${groupId}/simpan`, {
    file,
    query: { nama_file: file.name, ...(skipUnsupported ? { lewati_tidak_didukung: '1' } : {}) },
    auth: 'staff',
  });
}
export const useSaveImport = () => useRefreshingMutation(saveImport, [queryKeys.soal, queryKeys.groupSoal]);

/** DELETE /importSoal/batch/:id — 'Batalkan impor'. */
export async function undoImport(id: number) {
  return await request<null>(`importSoal/batch/${id}`, { method: 'DELETE', auth: 'staff' });
}
export const useUndoImport = () => useRefreshingMutation(undoImport, [queryKeys.soal, queryKeys.groupSoal]);

/** GET /importSoal/:group/riwayat */
export const importHistoryQuery = (groupId: number) =>
  queryOptions({
    queryKey: queryKeys.importRiwayat(groupId),
    queryFn: async () =>
      (await request<ImportBatch[]>(`importSoal/${groupId}/riwayat`, { auth: 'staff' })).data,
  });
export const useImportHistory = (groupId: number) => useQuery(importHistoryQuery(groupId));

export type FileKind = 'docx' | 'excel';
/** The export formats: the templates' two, Moodle's GIFT and XML, and a QTI 3.0 package. */
export type ExportKind = FileKind | 'gift' | 'moodle' | 'qti';
const EXT: Record<ExportKind, string> = {
  docx: 'docx',
  excel: 'xlsx',
  gift: 'gift',
  moodle: 'xml',
  qti: 'zip',
};
const ext = (k: ExportKind) => EXT[k];

/** The template, made by the server (GET /importSoal/template/docx | excel). */
export async function downloadTemplate(kind: FileKind) {
  saveBlob(await download(`importSoal/template/${kind}`), `template-impor-soal.${ext(kind)}`);
}

/**
 * A group's or a materi's questions in the template (GET /eksporSoal/group|materi/:id/…); returns
 * the note of what the file could not carry (audio in Word …), null when it carries everything.
 */
export async function downloadExport(
  of: 'group' | 'materi',
  id: number,
  kind: ExportKind,
  name: string,
): Promise<string | null> {
  const safe = name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '') || 'soal';
  const got: { note: string | null } = { note: null };
  const blob = await download(`eksporSoal/${of}/${id}/${kind}`, undefined, 'staff', (h) => {
    got.note = h.get(EXPORT_NOTE_HEADER);
  });
  saveBlob(blob, `soal-${safe}${kind === 'qti' ? '-qti' : ''}.${ext(kind)}`);
  if (!got.note) return null;
  try {
    return decodeURIComponent(got.note);
  } catch {
    return null;
  }
}
