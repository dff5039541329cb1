import { type RefObject, useCallback, useEffect, useState } from 'react';
import classes from '../exam.module.css';
import { useCurrentQuestion } from './useCurrentQuestion';

/**
 * The navigator's jump (scroll, focus, realign while pictures above load): a chunk of its own,
 * fetched once the page has settled, so the exam page's first paint does not carry it.
 */
const loadJump = () => import('./jumpToQuestion');
const jumpToQuestion = (n: number, focus?: boolean) =>
  void loadJump().then((m) => m.jumpToQuestion(n, focus));

/** Fields where a letter is text (or picks an entry), never a shortcut. */
const TYPING =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable="true"]';

/**
 * Which question the candidate is at and how to go to another, in both views: the whole sheet
 * (the current question is measured from the scroll position; a move scrolls to it) or one question
 * at a time (the current question is the one shown). `go(n, focus)` moves to question n, its card
 * focused unless `focus` is false (Prev / Next keep the focus on themselves). While `shortcuts` is
 * on, keydowns anywhere on the page that holds `area` (the questions) answer and move: A–E choose
 * an option of the question the focus is in (else the current one), N / P go to the next /
 * previous question; never while typing in a field, never inside a dialog, never with Ctrl, Alt or
 * Meta. The question shown is kept in this tab's session
 * storage under `keepAs` (the attempt), so a reload opens the one-question view where it was.
 */
export function useQuestionView(
  total: number,
  single: boolean,
  shortcuts: boolean,
  area: RefObject<HTMLElement | null>,
  keepAs: string,
) {
  const scrolled = useCurrentQuestion(total);
  const [target, setTarget] = useState(() => ({
    n: Math.max(1, Math.min(total, kept(keepAs))),
    focus: false,
    move: false,
  }));
  const current = single ? target.n : scrolled;

  useEffect(() => {
    if (!target.move) return;
    if (!single) return jumpToQuestion(target.n, target.focus);
    const el = document.getElementById(`soal-${target.n}`);
    if (!el) return;
    if (el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
    if (target.focus) el.focus({ preventScroll: true });
  }, [target, single]);
  useEffect(() => {
    const t = window.setTimeout(() => void loadJump().catch(() => {}), 2000);
    return () => window.clearTimeout(t);
  }, []);
  useEffect(() => {
    try {
      sessionStorage.setItem(keepAs, String(target.n));
    } catch {} // no session storage: a reload starts at question 1
  }, [keepAs, target.n]);

  const go = useCallback(
    (n: number, focus = true) => {
      const to = Math.min(total, Math.max(1, n));
      if (single) setTarget({ n: to, focus, move: true });
      else jumpToQuestion(to, focus);
    },
    [total, single],
  );
  /** The view switched: the question the candidate was at stays in sight. */
  const keep = useCallback(() => setTarget({ n: current, focus: false, move: true }), [current]);

  useEffect(() => {
    const doc = area.current?.ownerDocument;
    if (!doc || !shortcuts) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || e.isComposing || e.defaultPrevented || e.key.length !== 1)
        return;
      const t = e.target instanceof Element ? e.target : doc.body;
      // a field takes its letters; an open dialog (the finish confirmation) has its own keys
      if (t.closest(TYPING) || doc.querySelector('[role="dialog"], [aria-modal="true"]')) return;
      const card = t.closest<HTMLElement>(`.${classes.question}`);
      const n = card ? Number(card.id.slice('soal-'.length)) : current;
      const key = e.key.toUpperCase();
      if (key === 'N' || key === 'P') {
        e.preventDefault();
        go(n + (key === 'N' ? 1 : -1));
        return;
      }
      if (!'ABCDE'.includes(key)) return;
      const option = document.getElementById(`soal-${n}-${key}`) as HTMLButtonElement | null;
      if (!option || option.disabled) return;
      e.preventDefault();
      option.click();
      option.focus();
    };
    doc.addEventListener('keydown', onKey);
    return () => doc.removeEventListener('keydown', onKey);
  }, [area, shortcuts, current, go]);

  return { current, go, keep };
}

function kept(key: string): number {
  try {
    return Math.max(1, Math.trunc(Number(sessionStorage.getItem(key))) || 1);
  } catch {
    return 1;
  }
}
