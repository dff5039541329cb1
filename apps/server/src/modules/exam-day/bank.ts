import type { TypeSoal } from '@tryout/shared/exam';
import { QUESTION_KINDS, type QuestionKind } from '@tryout/shared/question-kinds';
import type { CandidateStimulus } from '@tryout/shared/stimulus';
import type { Db } from '../../db';
import type { DrawGroup, DrawnQuestion } from '../../domain/draw';
import type { OptionContent, OptionOrder } from '../../domain/option-order';
import { typeOfQuestions } from '../../domain/scoring';
import { type Caches, heldAtVersion, versionedSlot } from '../../lib/caches';
import { renderFormulas } from '../../lib/math';
import { bankRows } from './answers.repository';
import { type GroupInfo, type QuestionView, questionView, type SheetItem } from './sheet';

/** A question of the bank: what the draw, the attempt's type and the sheet need of it. */
interface BankQuestion {
  type_soal: QuestionView['type_soal'];
  group: GroupInfo;
  view: QuestionView;
}

/**
 * The candidate's view of one materi's question bank (never a key): its groups for the draw, its
 * questions ready for the sheet, and the card's type. Built once per materi and bank_version and
 * shared by every request of the process: the start spike of an exam day draws thousands of
 * sheets from the same few banks.
 */
export interface Bank {
  version: number;
  groups: DrawGroup[];
  questions: Map<number, BankQuestion>;
  /** PG, Essay or Mixed: what the materi's card shows */
  type_soal: TypeSoal;
  /** a question plays audio (the start screen's audio rule) */
  audio: boolean;
  /** the question types it holds, in the order of QUESTION_KINDS (the start screen lists them) */
  kinds: QuestionKind[];
  /** the groups' shared passages (wacana) by id */
  stimuli: Map<number, CandidateStimulus>;
}

async function load(db: Db, materiId: number, version: number): Promise<Bank> {
  const rows = await bankRows(db, materiId);
  const info = new Map<number, GroupInfo>(
    rows.groups.map((g) => [
      g.id,
      { id: g.id, nama_group: g.nama_group, deskripsi: renderFormulas(g.deskripsi) },
    ]),
  );
  const questions = new Map<number, BankQuestion>();
  for (const q of rows.questions) {
    const group = info.get(q.group_soal) as GroupInfo;
    // shared by every sheet drawn from this bank: frozen, so no request can change another's
    const view = questionView(q);
    for (const o of view.options) Object.freeze(o);
    Object.freeze(view.options);
    if (view.media) Object.freeze(view.media);
    questions.set(q.id, { type_soal: q.type_soal, group: Object.freeze(group), view: Object.freeze(view) });
  }
  return {
    version,
    groups: rows.groups.map((g) => ({
      id: g.id,
      urutan: g.urutan,
      jumlah_soal_ujian: g.jumlah_soal_ujian,
      question_ids: rows.questions.filter((q) => q.group_soal === g.id).map((q) => q.id),
    })),
    questions,
    type_soal: typeOfQuestions(rows.questions.map((q) => q.type_soal)),
    audio: [...questions.values()].some((q) => q.view.media?.kind === 'audio'),
    kinds: kindsOf(rows.questions.map((q) => q.type_soal)),
    stimuli: new Map(
      rows.stimuli.map((s) => [s.id, Object.freeze({ id: s.id, isi: renderFormulas(s.isi) })]),
    ),
  };
}

/** The banks this app holds, by materi id (its caches: lib/caches.ts). */
const banks = versionedSlot<Bank>('exam-day banks');

/**
 * The bank of a materi at `version` (materi.bank_version, read with the materi row) or newer. Every
 * write to the materi's groups or questions raises the version (question-bank.repository.ts), so
 * an edit is seen by the next request, in this process and in any other. Concurrent first
 * requests share one load.
 */
export const bankOf = (ctx: { db: Db; caches: Caches }, materiId: number, version: number): Promise<Bank> =>
  heldAtVersion(ctx.caches.of(banks), materiId, version, () => load(ctx.db, materiId, version));

/**
 * The sheet items of a draw from the bank; null when a drawn question is no longer in this
 * materi's bank (moved or deleted since the draw): the caller reads the attempt from the database.
 */
export function itemsOf(
  bank: Bank,
  draw: (DrawnQuestion & { option_order: OptionOrder | null; ragu?: number })[],
): SheetItem[] | null {
  const items: SheetItem[] = [];
  for (const d of draw) {
    const q = bank.questions.get(d.question_id);
    if (!q) return null;
    items.push({
      number: d.number,
      group: q.group,
      view: q.view,
      option_order: d.option_order,
      ragu: d.ragu ?? 0,
      stimulus: q.view.stimulus_id == null ? null : (bank.stimuli.get(q.view.stimulus_id) ?? null),
    });
  }
  return items;
}

/** A question's options as written (none for an essay, or a question no longer in the bank). */
export const optionsIn = (bank: Bank, questionId: number): readonly OptionContent[] =>
  bank.questions.get(questionId)?.view.options ?? [];

/** The distinct question types among these, in the order of QUESTION_KINDS. */
export const kindsOf = (types: readonly string[]): QuestionKind[] =>
  QUESTION_KINDS.filter((k) => types.includes(k));

/** The attempt's type from the types of its drawn questions. */
export const typeOfDraw = (bank: Bank, draw: DrawnQuestion[]): TypeSoal =>
  typeOfQuestions(draw.map((d) => bank.questions.get(d.question_id)?.type_soal ?? 'PG'));
