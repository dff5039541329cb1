import type { ExamSheet } from '@tryout/shared/exam';
import type { SheetFormAnswer } from '@tryout/shared/question-kinds';
import type { RescueEntry } from '@tryout/shared/rescue-format';
import { examKeys, readExam } from '../../../lib/candidate/examStorage';
import type { QueueEntry } from '../session/useSaveQueue';

/** What the page holds: the sheet's (the server's at load) with this tab's changes over it. */
export interface HeldAnswers {
  answers: Record<string, string>;
  essays: Record<string, string>;
  /** the essays as the server held them when the sheet came */
  sheetEssays: Record<string, string>;
  /** the forms' answers (docs/decisions/0025) as shown: the sheet's, the queued saves', this tab's */
  forms: Record<string, SheetFormAnswer | undefined>;
  /** the forms' answers as the server held them when the sheet came */
  sheetForms: Record<string, SheetFormAnswer | undefined>;
  ragu: ReadonlySet<number>;
  /** the saves not yet acknowledged (useSaveQueue), oldest first */
  pending: QueueEntry[];
}

/**
 * The page's answers as its session storage keeps them (useExamSession writes each change there
 * at once: answers, essays as typed, marks, the save queue), over the sheet's. Read when the
 * rescue file is made, so the exam page's own code carries nothing for it.
 */
export function heldAnswers(sheet: ExamSheet): HeldAnswers {
  const keys = examKeys(sheet.kode_ujian);
  const pending = readExam<QueueEntry[]>(keys.queue, []).filter((e) => e.attempt_id === sheet.attempt_id);
  const answers: Record<string, string> = { ...sheet.answers } as Record<string, string>;
  for (const e of pending) if (e.value) answers[e.id_soal] = e.value;
  const ragu = readExam<number[] | null>(keys.ragu, null);
  const forms: Record<string, SheetFormAnswer | undefined> = { ...sheet.jawaban };
  for (const e of pending) if (e.jawaban !== undefined) forms[e.id_soal] = e.jawaban;
  return {
    forms: { ...forms, ...readExam<Record<string, SheetFormAnswer | undefined>>(keys.forms, {}) },
    sheetForms: { ...sheet.jawaban },
    answers: { ...answers, ...readExam<Record<string, string>>(keys.answers, {}) },
    essays: { ...sheet.essays, ...readExam<Record<string, string>>(keys.essays, {}) },
    sheetEssays: sheet.essays,
    ragu: new Set(ragu ?? sheet.ragu),
    pending,
  };
}

/** An essay's save, or a question's other save (its answer, its 'ragu-ragu' mark, or both). */
const kindOf = (e: QueueEntry) => (e.essay !== undefined ? 'e' : 'a');
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The rescue file's answers (docs/decisions/0012): every multiple-choice answer, essay and form's answer
 * (docs/decisions/0025, as /simpanJawaban's `jawaban`) the page shows, and the 'ragu-ragu' mark of every
 * question but an essay (a form's as a multiple-choice question's).
 * A change still waiting in the queue carries its 'urutan' (its time: the urutan is a stamp on the
 * server's clock as the device saw it); an essay or a form's answer changed and not yet queued
 * carries `now`. What the
 * server acknowledged carries none: the server holds it (the upload finds it the same, or keeps
 * the server's newer one). Pure.
 */
export function rescueEntries(
  h: HeldAnswers,
  questions: readonly { id_soal: number; type_soal: string }[],
  now: number,
): RescueEntry[] {
  const newest = new Map<string, QueueEntry>();
  const keep = (k: string, e: QueueEntry) => {
    const cur = newest.get(k);
    if (!cur || e.seq > cur.seq) newest.set(k, e);
  };
  for (const e of h.pending) {
    keep(`${e.id_soal}:${kindOf(e)}`, e);
    // a form's queued answer (a mark alone is not its answer)
    if (e.jawaban !== undefined) keep(`${e.id_soal}:f`, e);
  }
  const stamp = (p: QueueEntry | undefined) => ({ urutan: p?.urutan ?? null, pada: p?.urutan ?? null });
  const out: RescueEntry[] = [];
  for (const q of questions) {
    const id = q.id_soal;
    if (q.type_soal === 'PG') {
      const p = newest.get(`${id}:a`);
      const pilihan = h.answers[id];
      const ragu = h.ragu.has(id);
      if (!pilihan && !ragu && !p) continue;
      out.push({ id_soal: id, ...(pilihan ? { pilihan } : {}), ragu, ...stamp(p) });
    } else if (q.type_soal === 'Essay') {
      const p = newest.get(`${id}:e`);
      const text = h.essays[id] ?? '';
      const typedNotQueued = p ? p.essay !== text : text !== (h.sheetEssays[id] ?? '');
      if (typedNotQueued) {
        out.push({ id_soal: id, essay: text, urutan: Math.max(now, (p?.urutan ?? 0) + 1), pada: now });
      } else if (text !== '' || p) {
        out.push({ id_soal: id, essay: text, ...stamp(p) });
      }
    } else {
      // the newest queued change (answer or mark) stamps the entry; the answer compares with the
      // newest queued answer
      const p = newest.get(`${id}:a`);
      const queued = newest.get(`${id}:f`);
      const jawaban = h.forms[id];
      const ragu = h.ragu.has(id);
      const changedNotQueued = queued ? !same(queued.jawaban, jawaban) : !same(jawaban, h.sheetForms[id]);
      if (changedNotQueued) {
        out.push({ id_soal: id, jawaban, ragu, urutan: Math.max(now, (p?.urutan ?? 0) + 1), pada: now });
      } else if (jawaban !== undefined || queued) {
        out.push({ id_soal: id, jawaban: jawaban ?? null, ragu, ...stamp(p) });
      } else if (ragu || p) {
        out.push({ id_soal: id, ragu, ...stamp(p) });
      }
    }
  }
  return out;
}
