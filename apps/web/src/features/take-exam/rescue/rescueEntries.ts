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
  /** the forms' answers (issue 35) as shown: the sheet's, the queued saves', this tab's */
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

const kindOf = (e: QueueEntry) => (e.essay !== undefined ? 'e' : e.jawaban !== undefined ? 'f' : 'p');
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The rescue file's answers (issue 38 §2): every multiple-choice answer, essay and form's answer
 * (issue 35, as /simpanJawaban's `jawaban`) the page shows.
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
  for (const e of h.pending) {
    const k = `${e.id_soal}:${kindOf(e)}`;
    const cur = newest.get(k);
    if (!cur || e.seq > cur.seq) newest.set(k, e);
  }
  const stamp = (p: QueueEntry | undefined) => ({ urutan: p?.urutan ?? null, pada: p?.urutan ?? null });
  const out: RescueEntry[] = [];
  for (const q of questions) {
    const id = q.id_soal;
    if (q.type_soal === 'PG') {
      const p = newest.get(`${id}:p`);
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
      const p = newest.get(`${id}:f`);
      const jawaban = h.forms[id];
      const changedNotQueued = p ? !same(p.jawaban, jawaban) : !same(jawaban, h.sheetForms[id]);
      if (changedNotQueued) {
        out.push({ id_soal: id, jawaban, urutan: Math.max(now, (p?.urutan ?? 0) + 1), pada: now });
      } else if (jawaban !== undefined || p) {
        out.push({ id_soal: id, jawaban: jawaban ?? null, ...stamp(p) });
      }
    }
  }
  return out;
}
