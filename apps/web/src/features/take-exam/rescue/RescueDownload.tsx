import { Button, Stack, Text } from '@mantine/core';
import type { ExamSheet } from '@tryout/shared/exam';
import type { RescueKey } from '@tryout/shared/rescue';
import { sealRescueFile } from '@tryout/shared/rescue-format';
import { RESCUE_MSG } from '@tryout/shared/rescue-messages';
import { useEffect, useState } from 'react';
import { rescueApi } from '../../../api/rescue';
import { notifyError, notifySuccess } from '../../../components/notify';
import { saveBlob } from '../../../lib/saveBlob';
import { serverNowMs } from '../session/serverClock';
import { heldAnswers, rescueEntries } from './rescueEntries';

/** Without the server this long, the download is offered plainly (docs/decisions/0012). */
export const LONG_OFFLINE_MS = 120_000;
/** The server's public key, kept by the browser once fetched (it is public; a lab PC keeps no answers). */
const KEY_STORE = 'kunci_berkas_jawaban';

function storedKey(): RescueKey | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY_STORE) ?? 'null') as RescueKey | null;
    return v?.spki ? v : null;
  } catch {
    return null;
  }
}

/** The key: the stored one, else fetched now (while the server can be reached) and stored. */
async function serverKey(): Promise<RescueKey | null> {
  const kept = storedKey();
  if (kept) return kept;
  try {
    const key = (await rescueApi.key()).data;
    localStorage.setItem(KEY_STORE, JSON.stringify(key));
    return key;
  } catch {
    return null;
  }
}

/** Whether the page has been without the server for LONG_OFFLINE_MS. */
function useLongOffline(offline: boolean): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    setLong(false);
    if (!offline) return;
    const id = window.setTimeout(() => setLong(true), LONG_OFFLINE_MS);
    return () => window.clearTimeout(id);
  }, [offline]);
  return long;
}

/**
 * 'Unduh jawaban saya' (docs/decisions/0012), a chunk of its own in the exam panel: fetches the server's
 * public key once the page has settled (online), and makes the rescue file — the answers the page
 * holds, sealed to that key (rescue-format.ts, in this chunk: it must work offline) — at any time; after two
 * minutes without the server it says so and offers it plainly.
 */
export default function RescueDownload({ sheet, offline }: { sheet: ExamSheet; offline: boolean }) {
  const long = useLongOffline(offline);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void serverKey();
  }, []);

  async function download() {
    setBusy(true);
    try {
      const key = await serverKey();
      if (!key) {
        notifyError(RESCUE_MSG.downloadFail);
        return;
      }
      const now = serverNowMs();
      const bytes = await sealRescueFile(
        {
          versi: 1,
          attempt_id: sheet.attempt_id,
          kode_ujian: sheet.kode_ujian,
          dibuat: { perangkat: Date.now(), server: now },
          jawaban: rescueEntries(
            heldAnswers(sheet),
            sheet.groups.flatMap((g) => g.questions),
            now,
          ),
        },
        Uint8Array.from(atob(key.spki), (c) => c.charCodeAt(0)),
      );
      const stamp = new Date(now + 7 * 3_600_000).toISOString().slice(0, 16).replace(/[-:T]/g, '');
      saveBlob(
        new Blob([bytes as BlobPart], { type: 'application/octet-stream' }),
        `jawaban-${sheet.kode_ujian}-${sheet.attempt_id}-${stamp}.jwb`,
      );
      notifySuccess(RESCUE_MSG.downloaded, { title: RESCUE_MSG.download });
    } catch (err) {
      notifyError(err, RESCUE_MSG.downloadFail);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={4} data-testid="unduh-jawaban">
      {long && (
        <Text fz="xs" c="orange.9" role="status">
          {RESCUE_MSG.downloadHint}
        </Text>
      )}
      <Button
        size="xs"
        variant={long ? 'filled' : 'default'}
        color={long ? 'orange.9' : undefined}
        fullWidth
        loading={busy}
        onClick={() => void download()}
      >
        {RESCUE_MSG.download}
      </Button>
    </Stack>
  );
}
