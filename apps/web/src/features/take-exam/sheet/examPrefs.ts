import { useCallback, useState } from 'react';

/** The exam page's reading settings, kept on this device for every exam (localStorage). */
export interface ExamPrefs {
  /** one question at a time (as the UTBK computer-based test shows it) instead of the whole sheet */
  single: boolean;
  /** the keys A–E, N and P (WCAG 2.1.4: they can be switched off) */
  shortcuts: boolean;
  /** index into TEXT_SIZES */
  size: number;
}

/** The question text's sizes, A− / A+ (1 = the page's own size). */
export const TEXT_SIZES = [1, 1.15, 1.3, 1.5, 1.75] as const;

const KEY = 'pengaturan_ujian';

export function readPrefs(): ExamPrefs {
  let saved: Partial<ExamPrefs> = {};
  try {
    saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') ?? {};
  } catch {
    // unreadable: the defaults
  }
  const size = Number(saved.size);
  return {
    single: saved.single === true,
    shortcuts: saved.shortcuts !== false,
    size: Number.isInteger(size) && size > 0 && size < TEXT_SIZES.length ? size : 0,
  };
}

/** The settings and their change (saved at once). */
export function useExamPrefs(): [ExamPrefs, (change: Partial<ExamPrefs>) => void] {
  const [prefs, setPrefs] = useState(readPrefs);
  const change = useCallback((c: Partial<ExamPrefs>) => {
    setPrefs((p) => {
      const next = { ...p, ...c };
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // storage full or refused: the setting holds for this visit
      }
      return next;
    });
  }, []);
  return [prefs, change];
}
