import type { OptionKey } from '@tryout/shared/constants';
import type { CandidateQuestion } from '@tryout/shared/exam';
import { NUMBER_ANSWER_MAX, NUMBER_RULE, readNumberAnswer } from '@tryout/shared/number-answer';
import type { SheetFormAnswer } from '@tryout/shared/question-kinds';
import { useEffect, useRef, useState } from 'react';
import { HtmlContent, isBlankHtml, OptionText } from '../HtmlContent';
import classes from './forms.module.css';
import { StatementChoice } from './StatementChoice';

/**
 * The props of every form's answer (docs/decisions/0027): the question as the candidate sees it, the
 * current answer, the change. The staff authoring preview renders the same components (readOnly,
 * or with a local state as onChange).
 */
export interface FormAnswerProps {
  q: Pick<CandidateQuestion, 'id_soal' | 'type_soal' | 'isi' | 'options'>;
  /** the question's number on the page (ids and names: 'soal-3-…') */
  n: number;
  value: SheetFormAnswer | undefined;
  /** a new answer; `keep`: typed, shown and kept but not sent yet (it goes at a pause in the typing) */
  onChange: (value: SheetFormAnswer, keep?: boolean) => void;
  readOnly?: boolean;
}

const DEFAULT_LABELS = ['Benar', 'Salah'];

/** The options a question shows (an empty E is left out, as PG does). */
const visibleOptions = (q: FormAnswerProps['q']) =>
  q.options.filter((o) => o.key !== 'E' || !isBlankHtml(o.html) || o.image_url);

/** A form's answer: one component per form (the dispatcher). Loaded on demand (the exam page's QuestionCard, the authoring preview). */
export default function FormAnswer(props: FormAnswerProps) {
  switch (props.q.type_soal) {
    case 'PG Kompleks':
      return <TableForm {...props} />;
    case 'PG Jawaban Ganda':
      return <MultipleForm {...props} />;
    case 'Isian Angka':
      return <NumberForm {...props} />;
    case 'Isian Singkat':
      return <ShortForm {...props} />;
    case 'Menjodohkan':
      return <MatchingForm {...props} />;
    case 'Benar/Salah':
      return <TrueFalseForm {...props} />;
    default:
      return null;
  }
}

/** Rows as many as the content has: the saved ones, else none chosen. */
function rowsOf<T>(value: SheetFormAnswer | undefined, n: number): (T | null)[] {
  return Array.isArray(value) && value.length === n
    ? (value as (T | null)[])
    : Array.from({ length: n }, () => null);
}

/** PG Kompleks: a table of statements, each one radio group of the two labels. */
export function TableForm({ q, n, value, onChange, readOnly }: FormAnswerProps) {
  const labels = q.isi?.label ?? DEFAULT_LABELS;
  const statements = q.isi?.pernyataan ?? [];
  const rows = rowsOf<boolean>(value, statements.length);
  return (
    <>
      <p className={classes.hint} id={`soal-${n}-petunjuk`}>
        Pilih {labels[0]} atau {labels[1]} untuk setiap pernyataan.
      </p>
      <ol className={classes.table} aria-label={`Pernyataan soal ${n}`}>
        {statements.map((html, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the statements are fixed for the question
          <li key={i} className={classes.row} data-done={rows[i] !== null}>
            <div className={classes.statement} id={`soal-${n}-p${i}`}>
              <span className={classes.num}>{i + 1}.</span>
              <HtmlContent html={html} />
            </div>
            <StatementChoice
              id={`soal-${n}-p${i}-pilih`}
              name={`Pernyataan ${i + 1} dari ${statements.length}`}
              labels={labels}
              value={rows[i]}
              describedBy={`soal-${n}-p${i}`}
              readOnly={readOnly}
              onPick={(v) => {
                const next = [...rows];
                next[i] = v;
                onChange(next);
              }}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

/** Benar/Salah: one statement (the question's text), one radio group. */
export function TrueFalseForm({ q, n, value, onChange, readOnly }: FormAnswerProps) {
  const labels = q.isi?.label ?? DEFAULT_LABELS;
  return (
    <StatementChoice
      id={`soal-${n}-bs`}
      name={`Jawaban soal ${n}`}
      labels={labels}
      value={typeof value === 'boolean' ? value : null}
      readOnly={readOnly}
      onPick={(v) => onChange(v)}
    />
  );
}

/**
 * PG Jawaban Ganda: the options as check boxes (buttons with role checkbox, ids 'soal-n-A' so the
 * A–E shortcut toggles them as it chooses a PG option).
 */
export function MultipleForm({ q, n, value, onChange, readOnly }: FormAnswerProps) {
  const options = visibleOptions(q);
  const chosen = new Set(Array.isArray(value) ? (value as OptionKey[]) : []);
  const toggle = (key: OptionKey) => {
    const next = new Set(chosen);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(options.map((o) => o.key).filter((k) => next.has(k)));
  };
  return (
    <>
      <p className={classes.hint} id={`soal-${n}-petunjuk`}>
        Pilih semua jawaban yang benar (bisa lebih dari satu).
      </p>
      <div className={classes.responses} role="group" aria-label={`Pilihan jawaban soal ${n}`}>
        <span id={`soal-${n}-jawaban`} hidden>
          Jawaban
        </span>
        {options.map((o) => (
          <button
            key={o.key}
            id={`soal-${n}-${o.key}`}
            type="button"
            role="checkbox"
            aria-checked={chosen.has(o.key)}
            aria-labelledby={`soal-${n}-jawaban soal-${n}-${o.key}-huruf soal-${n}-${o.key}-isi`}
            className="qf-option"
            disabled={readOnly}
            onClick={() => toggle(o.key)}
          >
            <span className={classes.check} aria-hidden>
              {chosen.has(o.key) ? '✓' : ''}
            </span>
            <OptionText n={n} o={o} />
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * Isian Angka: a typed number, read by the rule stated beside it. A text that is no number yet stays
 * in the field only (never sent: the server would refuse it) and is said to be unread.
 */
export function NumberForm({ n, value, onChange, readOnly }: FormAnswerProps) {
  const saved = typeof value === 'string' ? value : '';
  const [text, setText] = useState(saved);
  useEffect(() => setText((t) => (readable(t) ? saved : t)), [saved]);
  const ok = readable(text);
  const type = useTyping(onChange);
  return (
    <div>
      <label className={classes.label} htmlFor={`soal-${n}-isian`}>
        Jawaban (angka)
      </label>
      <input
        id={`soal-${n}-isian`}
        className={classes.field}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={NUMBER_ANSWER_MAX}
        aria-describedby={`soal-${n}-aturan soal-${n}-isian-status`}
        aria-invalid={!ok}
        value={text}
        disabled={readOnly}
        onChange={(e) => {
          const t = e.currentTarget.value;
          setText(t);
          if (readable(t)) type(t);
        }}
        onBlur={type.now}
      />
      <p className={classes.hint} id={`soal-${n}-aturan`}>
        {NUMBER_RULE}
      </p>
      <p className={ok ? classes.hint : classes.warn} id={`soal-${n}-isian-status`} aria-live="polite">
        {ok ? '' : 'Belum terbaca sebagai bilangan; jawaban ini belum disimpan.'}
      </p>
    </div>
  );
}

/** Milliseconds after the last keystroke before a typed answer is sent (as an essay's draft). */
export const TYPING_MS = 1500;

/**
 * A typed answer: each keystroke shown and kept at once (`keep`), sent a while after the typing
 * stops, and at once when the field is left or goes (another question in the one-question view).
 */
function useTyping(onChange: FormAnswerProps['onChange']) {
  const timer = useRef<number | undefined>(undefined);
  const last = useRef<string | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const send = useRef(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (last.current !== null) change.current(last.current);
    last.current = null;
  });
  useEffect(() => () => send.current(), []);
  const type = (t: string) => {
    last.current = t;
    change.current(t, true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(send.current, TYPING_MS);
  };
  type.now = () => send.current();
  return type;
}

/** A blank text (no answer) or one the number rule reads. */
const readable = (t: string) => t.trim() === '' || readNumberAnswer(t) !== null;

/** Isian Singkat: a short typed text. */
export function ShortForm({ n, value, onChange, readOnly }: FormAnswerProps) {
  const type = useTyping(onChange);
  return (
    <div>
      <label className={classes.label} htmlFor={`soal-${n}-isian`}>
        Jawaban singkat
      </label>
      <input
        id={`soal-${n}-isian`}
        className={classes.field}
        type="text"
        autoComplete="off"
        maxLength={500}
        value={typeof value === 'string' ? value : ''}
        disabled={readOnly}
        onChange={(e) => type(e.currentTarget.value)}
        onBlur={type.now}
      />
    </div>
  );
}

/** The text of sanitised HTML (for a select's options, which show no markup). */
function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const t = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
}

/** Menjodohkan: the responses listed with their letters, each premise matched by a select. */
export function MatchingForm({ q, n, value, onChange, readOnly }: FormAnswerProps) {
  const responses = visibleOptions(q);
  const premises = q.isi?.premis ?? [];
  const pairs = rowsOf<OptionKey>(value, premises.length);
  return (
    <>
      <p className={classes.hint} id={`soal-${n}-petunjuk`}>
        Pasangkan setiap premis dengan salah satu respons.
      </p>
      <ul className={classes.responses} aria-label={`Respons soal ${n}`}>
        {responses.map((o) => (
          <li key={o.key}>
            <OptionText n={n} o={o} />
          </li>
        ))}
      </ul>
      <ol className={classes.table} aria-label={`Premis soal ${n}`}>
        {premises.map((html, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the premises are fixed for the question
          <li key={i} className={classes.row} data-done={pairs[i] !== null}>
            <div className={classes.statement} id={`soal-${n}-m${i}`}>
              <span className={classes.num}>{i + 1}.</span>
              <HtmlContent html={html} />
            </div>
            <select
              className={classes.select}
              aria-label={`Premis ${i + 1} dari ${premises.length}`}
              aria-describedby={`soal-${n}-m${i}`}
              value={pairs[i] ?? ''}
              disabled={readOnly}
              onChange={(e) => {
                const next = [...pairs];
                next[i] = (e.currentTarget.value || null) as OptionKey | null;
                onChange(next);
              }}
            >
              <option value="">— pilih respons —</option>
              {responses.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.key}
                  {isBlankHtml(o.html) ? '' : `. ${textOf(o.html)}`}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ol>
    </>
  );
}
