import { Alert, Button, Group, TextInput } from '@mantine/core';
import type { UjianDetail } from '@tryout/shared/exam';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { useEffect, useState } from 'react';

/** Whether this browser can show a page in fullscreen (iPhone Safari cannot). */
const canFullscreen = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;

/**
 * 'Wajib layar penuh': asks for fullscreen as the exam starts (inside the click, as browsers
 * require). Never blocks: a refusal, or a browser without fullscreen, starts the exam all the same.
 */
export async function enterFullscreenIfAsked(d: UjianDetail | undefined): Promise<void> {
  if (!d?.wajib_layar_penuh) return;
  // the exam page warns when the candidate leaves fullscreen
  sessionStorage.setItem(fullscreenKey(d.kode_ujian), '1');
  if (!canFullscreen() || document.fullscreenElement) return;
  await document.documentElement.requestFullscreen().catch(() => {});
}

const fullscreenKey = (kode: string) => `wajib_layar_penuh:${kode}`;

/**
 * On the exam page of a materi that asks for fullscreen: a warning while the page is not in
 * fullscreen, with a button back into it (browsers enter fullscreen only on a click). Never blocks.
 */
export function FullscreenWarning({ kode }: { kode: string }) {
  const asked = typeof sessionStorage !== 'undefined' && sessionStorage.getItem(fullscreenKey(kode)) === '1';
  const [outside, setOutside] = useState(false);
  useEffect(() => {
    if (!asked || !canFullscreen()) return;
    const on = () => setOutside(!document.fullscreenElement);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, [asked]);
  if (!outside) return null;
  return (
    <Alert color="orange" role="alert" style={{ position: 'fixed', top: 8, left: 8, right: 8, zIndex: 300 }}>
      <Group justify="space-between" gap="xs">
        <span>{MONITOR_MSG.fullscreenLeft}</span>
        <Button
          size="compact-sm"
          onClick={() => void document.documentElement.requestFullscreen().catch(() => {})}
        >
          Kembali ke layar penuh
        </Button>
      </Group>
    </Alert>
  );
}

/** The start screen's part of the control room: the proctor's token, the fullscreen notice. */
export function StartGate({
  detail,
  token,
  onToken,
}: {
  detail: UjianDetail;
  token: string;
  onToken: (v: string) => void;
}) {
  return (
    <>
      {detail.wajib_layar_penuh && (
        <Alert color="blue" role="status">
          {MONITOR_MSG.fullscreenAsk} {canFullscreen() ? '' : MONITOR_MSG.fullscreenUnsupported}
        </Alert>
      )}
      {detail.token_diperlukan && (
        <TextInput
          label="Token ujian"
          description={MONITOR_MSG.tokenRequired}
          value={token}
          onChange={(e) => onToken(e.currentTarget.value.toUpperCase())}
          maxLength={6}
          autoComplete="off"
          autoCapitalize="characters"
          styles={{ input: { letterSpacing: '0.3em', fontWeight: 700 } }}
          w={220}
        />
      )}
    </>
  );
}
