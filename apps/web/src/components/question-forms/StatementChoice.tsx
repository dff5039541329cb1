import type { KeyboardEvent } from 'react';
import classes from './forms.module.css';

/**
 * One statement's two labels (Benar / Salah, Ya / Tidak, …) as ONE radio group: a single Tab
 * stop (the chosen label, else the first), the arrow keys move and choose, Space and Enter choose.
 * Each label is named for a screen reader with its statement: 'Pernyataan 2 dari 4: Benar'.
 */
export function StatementChoice({
  id,
  name,
  labels,
  value,
  describedBy,
  readOnly,
  onPick,
}: {
  /** the id prefix of the two buttons */
  id: string;
  /** what the group is: 'Pernyataan 2 dari 4' */
  name: string;
  labels: readonly [string, string] | string[];
  /** true: the first label, false: the second, null: none yet */
  value: boolean | null;
  /** the statement's text element */
  describedBy?: string;
  readOnly?: boolean;
  onPick: (value: boolean) => void;
}) {
  const values = [true, false] as const;
  const tabStop = value === false ? 1 : 0;
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key) || readOnly) return;
    e.preventDefault();
    const next = 1 - i;
    onPick(values[next]);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div className={classes.pair} role="radiogroup" aria-label={name} aria-describedby={describedBy}>
      {values.map((v, i) => (
        <button
          key={String(v)}
          id={`${id}-${i}`}
          type="button"
          role="radio"
          aria-checked={value === v}
          aria-label={`${name}: ${labels[i]}`}
          tabIndex={i === tabStop ? 0 : -1}
          className={classes.choice}
          disabled={readOnly}
          onClick={() => onPick(v)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {labels[i]}
        </button>
      ))}
    </div>
  );
}
