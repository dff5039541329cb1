import type { IntegrityKind, IntegrityReport } from '@tryout/shared/monitor';
import { examSignalsApi } from '../../../api/candidate/examSignals';

/**
 * Integrity signals of the open exam page (a browser can report, not prevent): page hidden,
 * window blur, fullscreen exit, copy / paste / context menu, offline periods. Gathered with the
 * moment they happened and sent every few seconds (the server stamps its own time minus their
 * age). Nothing here blocks the candidate or an answer; a failed report is kept for the next.
 * Loaded after the sheet has shown (ExamRunner's useIntegritySignals), not with the exam page.
 */

const SEND_EVERY_MS = 5000;
const KEEP = 50;

interface Pending {
  jenis: IntegrityKind;
  at: number;
  durasi_s?: number;
}

/** Starts watching the page for exam `kode`; returns the stop (which sends what is left). */
export function watchIntegrity(kode: string): () => void {
  let queue: Pending[] = [];
  let sending = false;
  let offlineSince: number | null = navigator.onLine ? null : Date.now();
  const add = (jenis: IntegrityKind, durasi_s?: number) => {
    queue.push({ jenis, at: Date.now(), durasi_s });
    if (queue.length > KEEP) queue = queue.slice(-KEEP);
  };
  const send = async () => {
    if (sending || queue.length === 0 || !navigator.onLine) return;
    sending = true;
    const batch = queue;
    queue = [];
    const now = Date.now();
    const body: IntegrityReport = {
      kode_ujian: kode,
      sinyal: batch.map((p) => ({
        jenis: p.jenis,
        ago_ms: Math.min(600_000, Math.max(0, now - p.at)),
        ...(p.durasi_s != null ? { durasi_s: p.durasi_s } : {}),
      })),
    };
    try {
      await examSignalsApi.report({ body });
    } catch {
      queue = [...batch.filter((p) => Date.now() - p.at < 600_000), ...queue].slice(-KEEP);
    } finally {
      sending = false;
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') add('hidden');
  };
  const onBlur = () => add('blur');
  let wasFullscreen = !!document.fullscreenElement;
  const onFullscreen = () => {
    if (wasFullscreen && !document.fullscreenElement) add('fullscreen_exit');
    wasFullscreen = !!document.fullscreenElement;
  };
  const onCopy = () => add('copy');
  const onPaste = () => add('paste');
  const onMenu = () => add('contextmenu');
  const onOffline = () => {
    offlineSince ??= Date.now();
  };
  const onOnline = () => {
    if (offlineSince != null) {
      queue.push({
        jenis: 'offline',
        at: offlineSince,
        durasi_s: Math.round((Date.now() - offlineSince) / 1000),
      });
      offlineSince = null;
      void send();
    }
  };
  const listeners: [EventTarget, string, EventListener][] = [
    [document, 'visibilitychange', onVisibility],
    [window, 'blur', onBlur],
    [document, 'fullscreenchange', onFullscreen],
    [document, 'copy', onCopy],
    [document, 'paste', onPaste],
    [document, 'contextmenu', onMenu],
    [window, 'offline', onOffline],
    [window, 'online', onOnline],
  ];
  for (const [target, type, fn] of listeners) target.addEventListener(type, fn);
  const timer = window.setInterval(() => void send(), SEND_EVERY_MS);
  return () => {
    window.clearInterval(timer);
    void send();
    for (const [target, type, fn] of listeners) target.removeEventListener(type, fn);
  };
}
