import type { RescueApplyResult, RescuePreview } from '@tryout/shared/rescue';
import { request } from '../client';

/**
 * The rescue file's staff endpoints (issue 38 §2), used by the monitor and the result page:
 * POST /berkas-jawaban/:attemptId/pratinjau and /terapkan, the file as base64.
 */
export async function previewRescueFile(attemptId: number, berkas: string): Promise<RescuePreview> {
  return (
    await request<RescuePreview>(`berkas-jawaban/${attemptId}/pratinjau`, {
      method: 'POST',
      auth: 'staff',
      json: { berkas },
    })
  ).data;
}

export async function applyRescueFile(
  attemptId: number,
  body: { berkas: string; selesaikan: boolean; alasan: string },
): Promise<{ data: RescueApplyResult; message?: string }> {
  const r = await request<RescueApplyResult>(`berkas-jawaban/${attemptId}/terapkan`, {
    method: 'POST',
    auth: 'staff',
    json: body,
  });
  return { data: r.data, message: r.message };
}

/** A file's bytes as base64 (what the endpoints take). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}
