import type { RescueApplyResult, RescuePreview } from '@tryout/shared/rescue';
import { rescueApi } from '../rescue';

/** Where a file is uploaded: an attempt (the monitor) or a result (the result page). */
export type RescueTarget = { attemptId: number } | { idHasil: number };

/**
 * The rescue file's staff endpoints (docs/decisions/0012), used by the monitor and the result page:
 * POST /berkas-jawaban/:attemptId/… or /berkas-jawaban/hasil/:idHasil/… (pratinjau, terapkan),
 * the file as base64.
 */
export async function previewRescueFile(target: RescueTarget, berkas: string): Promise<RescuePreview> {
  const body = { berkas };
  return (
    'attemptId' in target
      ? await rescueApi.previewAttempt({ params: target, body })
      : await rescueApi.previewResult({ params: target, body })
  ).data;
}

export async function applyRescueFile(
  target: RescueTarget,
  body: { berkas: string; selesaikan: boolean; alasan: string },
): Promise<{ data: RescueApplyResult; message?: string }> {
  const r =
    'attemptId' in target
      ? await rescueApi.applyAttempt({ params: target, body })
      : await rescueApi.applyResult({ params: target, body });
  return { data: r.data, message: r.message };
}

/** A file's bytes as base64 (what the endpoints take). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}
