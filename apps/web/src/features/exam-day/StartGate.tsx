import { Alert, TextInput } from '@mantine/core';
import type { UjianDetail } from '@tryout/shared/exam';
import { MONITOR_MSG } from '@tryout/shared/monitor';

/** Whether this browser can show a page in fullscreen (iPhone Safari cannot). */
const canFullscreen = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;

/**
 * 'Wajib layar penuh': asks for fullscreen as the exam starts (inside the click, as browsers
 * require). Never blocks: a refusal, or a browser without fullscreen, starts the exam all the same.
 */
export async function enterFullscreenIfAsked(d: UjianDetail | undefined): Promise<void> {
  if (!d?.wajib_layar_penuh || !canFullscreen() || document.fullscreenElement) return;
  await document.documentElement.requestFullscreen().catch(() => {});
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
