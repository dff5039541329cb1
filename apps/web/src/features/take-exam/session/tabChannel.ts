import type { OptionKey } from '@tryout/shared/constants';
import type { SheetFormAnswer } from '@tryout/shared/question-kinds';

/** A save one tab of the exam had acknowledged, told to the other tabs of the same browser. */
export interface TabSave {
  attempt_id: number;
  id_soal: number;
  value?: OptionKey;
  essay?: string;
  jawaban?: SheetFormAnswer;
  ragu?: boolean;
}

/**
 * The tabs of one browser on one exam (kode) tell each other every acknowledged save, so a tab left
 * open in the background shows the answer given in another one at once (the server refuses that
 * stale tab's older saves anyway). A browser without BroadcastChannel gets a channel that says nothing.
 */
export function openTabChannel(kode: string, onSave: (s: TabSave) => void) {
  if (typeof BroadcastChannel === 'undefined') return { post: (_: TabSave) => {}, close: () => {} };
  const channel = new BroadcastChannel(`ujian:${kode}`);
  channel.onmessage = (e: MessageEvent<TabSave>) => onSave(e.data);
  return {
    post: (s: TabSave) => channel.postMessage(s),
    close: () => channel.close(),
  };
}
