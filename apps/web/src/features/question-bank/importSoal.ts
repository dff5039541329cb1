import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  bankImportPaths,
  EXPORT_FORMATS,
  type ExportFormat,
  exportKey,
  TEMPLATE_FORMATS,
  type TemplateFormat,
  templateKey,
} from '@tryout/shared/api/bank-import.paths';
import { EXPORT_NOTE_HEADER } from '@tryout/shared/import-messages';
import { downloadFrom } from '../../api/contract-client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { bankImportApi } from '../../api/staff/question-bank';
import { saveBlob } from '../../lib/saveBlob';

/** POST /importSoal/:group/pratinjau — the file read and checked; nothing is stored. */
export async function previewImport({ groupId, file }: { groupId: number; file: File }) {
  return (
    await bankImportApi.preview({
      params: { group_soal: groupId },
      query: { nama_file: file.name },
      body: file,
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
  return await bankImportApi.save({
    params: { group_soal: groupId },
    query: { nama_file: file.name, ...(skipUnsupported ? { lewati_tidak_didukung: '1' } : {}) },
    body: file,
  });
}
export const useSaveImport = () => useRefreshingMutation(saveImport, [queryKeys.soal, queryKeys.groupSoal]);

/** DELETE /importSoal/batch/:id — 'Batalkan impor'. */
export async function undoImport(id: number) {
  return await bankImportApi.undo({ params: { id } });
}
export const useUndoImport = () => useRefreshingMutation(undoImport, [queryKeys.soal, queryKeys.groupSoal]);

/** GET /importSoal/:group/riwayat */
export const importHistoryQuery = (groupId: number) =>
  queryOptions({
    queryKey: queryKeys.importRiwayat(groupId),
    queryFn: async () => (await bankImportApi.history({ params: { group_soal: groupId } })).data,
  });
export const useImportHistory = (groupId: number) => useQuery(importHistoryQuery(groupId));

export type FileKind = TemplateFormat;
/** The export formats: the templates' two, Moodle's GIFT and XML, and a QTI 3.0 package. */
export type ExportKind = ExportFormat;

/** The template, made by the server (GET /importSoal/template/docx | excel). */
export async function downloadTemplate(kind: FileKind) {
  saveBlob(
    await downloadFrom(bankImportPaths[templateKey(kind)]),
    `template-impor-soal.${TEMPLATE_FORMATS[kind]}`,
  );
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
  const blob = await downloadFrom(bankImportPaths[exportKey(of, kind)], { params: { id } }, (h) => {
    got.note = h.get(EXPORT_NOTE_HEADER);
  });
  saveBlob(blob, `soal-${safe}${kind === 'qti' ? '-qti' : ''}.${EXPORT_FORMATS[kind]}`);
  if (!got.note) return null;
  try {
    return decodeURIComponent(got.note);
  } catch {
    return null;
  }
}
