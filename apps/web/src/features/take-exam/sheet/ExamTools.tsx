import classes from '../exam.module.css';
import { type ExamPrefs, TEXT_SIZES } from './examPrefs';

/**
 * The exam page's reading settings above the questions: the view (whole sheet or one question),
 * the text size (A− / A+) and the keyboard shortcuts with their hint. Plain elements (the exam
 * page's JS budget: route-sizes.ts).
 */
export function ExamTools({
  prefs,
  onChange,
  onView,
}: {
  prefs: ExamPrefs;
  onChange: (change: Partial<ExamPrefs>) => void;
  /** before the view changes: keeps the current question in sight */
  onView: () => void;
}) {
  const view = (single: boolean) => () => {
    if (single === prefs.single) return;
    onView();
    onChange({ single });
  };
  const size = (step: number) => () => onChange({ size: prefs.size + step });
  return (
    <div className={classes.tools}>
      <div role="group" aria-label="Tampilan soal" className={classes.toolGroup}>
        <button type="button" aria-pressed={!prefs.single} onClick={view(false)}>
          Semua soal
        </button>
        <button type="button" aria-pressed={prefs.single} onClick={view(true)}>
          Satu soal
        </button>
      </div>
      <div role="group" aria-label="Ukuran teks soal" className={classes.toolGroup}>
        <button type="button" aria-label="A− perkecil teks" disabled={prefs.size === 0} onClick={size(-1)}>
          A−
        </button>
        <span className={classes.toolValue} aria-live="polite">
          {Math.round(TEXT_SIZES[prefs.size] * 100)}%
        </span>
        <button
          type="button"
          aria-label="A+ perbesar teks"
          disabled={prefs.size === TEXT_SIZES.length - 1}
          onClick={size(1)}
        >
          A+
        </button>
      </div>
      <label className={classes.toolCheck}>
        <input
          type="checkbox"
          checked={prefs.shortcuts}
          onChange={(e) => onChange({ shortcuts: e.currentTarget.checked })}
        />
        Pintasan keyboard
      </label>
      {prefs.shortcuts && (
        <p className={classes.toolHint}>
          <kbd>A</kbd>–<kbd>E</kbd> pilih jawaban · <kbd>N</kbd> soal berikutnya · <kbd>P</kbd> soal
          sebelumnya
        </p>
      )}
    </div>
  );
}

/** One question's Prev / Next below it, and where the candidate is ('Soal 3 dari 40', announced). */
export function StepNav({
  n,
  total,
  go,
}: {
  n: number;
  total: number;
  go: (n: number, focus?: boolean) => void;
}) {
  // at the first or last question its button is disabled: the focus then goes to the question
  return (
    <div className={classes.stepNav}>
      <button type="button" disabled={n === 1} onClick={() => go(n - 1, n === 2)}>
        ‹ Sebelumnya
      </button>
      <span aria-live="polite">
        Soal {n} dari {total}
      </span>
      <button type="button" disabled={n === total} onClick={() => go(n + 1, n === total - 1)}>
        Berikutnya ›
      </button>
    </div>
  );
}
