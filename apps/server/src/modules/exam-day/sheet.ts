import { MEDIA_PREFIX, OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import type {
  CandidateGroup,
  CandidateQuestion,
  ExamSheet,
  QuestionMedia,
  QuestionOption,
  TypeSoal,
} from '@tryout/shared/exam';
import { candidateContent, FORMS_WITH_OPTIONS, isFormType } from '@tryout/shared/question-forms';
import type { SheetFormAnswer } from '@tryout/shared/question-kinds';
import type { CandidateStimulus } from '@tryout/shared/stimulus';
import type { Exec } from '../../db';
import { answerToShown, type OptionOrder, orderedOptions, shownLetter } from '../../domain/option-order';
import { formContentWithFormulas, renderFormulas } from '../../lib/math';
import { type QuestionViewRow, savedWork, sheetQuestions, stimuliById } from './answers.repository';
import type { AttemptRow } from './attempts.repository';

/** The kind of a question's media file, by extension (spec §2.3). */
export function mediaKindOf(file: string): QuestionMedia['kind'] {
  const ext = file.toLowerCase().split('.').pop() ?? '';
  if (ext === 'jpg' || ext === 'jpeg' || ext === 'png') return 'image';
  if (ext === 'mp3' || ext === 'ogg' || ext === 'wav') return 'audio';
  return 'unsupported';
}

const media = (folder: 'soalPg' | 'jawabanPg', file: string) =>
  `${MEDIA_PREFIX}/${folder}/${encodeURIComponent(file)}`;

export interface SheetHeader {
  kode_ujian: string;
  nama_ujian: string;
  type_soal: TypeSoal;
  waktu: number;
  is_toefl: '1' | '0';
  toefl_type: number | null;
}

/** A question as a candidate sees it, before it gets its number in an attempt. */
export type QuestionView = Omit<CandidateQuestion, 'number'>;

/** The group a question is shown under. */
export type GroupInfo = Omit<CandidateGroup, 'questions'>;

/**
 * Its formulas rendered to MathML (lib/math.ts: once per content; the bank holds the view for its
 * version). Only whitelisted fields are copied: no answer key can reach a candidate through this function
 * (a form's `isi` holds no key, and only its known fields are copied: candidateContent).
 */
export function questionView(r: QuestionViewRow): QuestionView {
  const images: Record<OptionKey, string | null> = {
    A: r.gambar_pil_a,
    B: r.gambar_pil_b,
    C: r.gambar_pil_c,
    D: r.gambar_pil_d,
    E: r.gambar_pil_e,
  };
  const texts: Record<OptionKey, string> = { A: r.pil_a, B: r.pil_b, C: r.pil_c, D: r.pil_d, E: r.pil_e };
  const options: QuestionOption[] = FORMS_WITH_OPTIONS.includes(r.type_soal)
    ? OPTION_KEYS.map((key) => ({
        key,
        html: renderFormulas(texts[key] ?? ''),
        image_url: images[key] ? media('jawabanPg', images[key] as string) : null,
      }))
    : [];
  return {
    id_soal: r.id,
    type_soal: r.type_soal,
    soal_pg: renderFormulas(r.soal_pg),
    media: r.soal_gambar ? { url: media('soalPg', r.soal_gambar), kind: mediaKindOf(r.soal_gambar) } : null,
    options,
    ...(isFormType(r.type_soal)
      ? { isi: formContentWithFormulas(candidateContent(r.type_soal, JSON.parse(r.isi ?? '{}'))) }
      : {}),
    stimulus_id: r.stimulus_id ?? null,
  };
}

/** One question of an attempt's draw, in the order of its number. */
export interface SheetItem {
  number: number;
  group: GroupInfo;
  /** as written (the bank's shared view): the sheet shows it in `option_order` */
  view: QuestionView;
  option_order: OptionOrder | null;
  /** the candidate marked it 'ragu-ragu' (1) */
  ragu: number;
  /** the shared passage it is shown with (view.stimulus_id); null: none */
  stimulus?: CandidateStimulus | null;
}

/** A question as this attempt shows it: its options in the attempt's frozen order, under the letters A, B, … */
const shownView = (view: QuestionView, order: OptionOrder | null): QuestionView =>
  order == null ? view : { ...view, options: orderedOptions(view.options, order) };

type SavedWork = Awaited<ReturnType<typeof savedWork>>;

/** No answer, essay or audio play yet: a sheet that has just been drawn. */
export const NOTHING_SAVED: SavedWork = { answers: [], essays: [], plays: [] };

/** The candidate's sheet: the draw's questions under their groups, with the work saved so far. */
export function assembleSheet(
  attempt: Pick<AttemptRow, 'id' | 'type_soal' | 'started_at' | 'deadline_at'>,
  header: SheetHeader,
  now: string,
  items: SheetItem[],
  saved: SavedWork,
): ExamSheet {
  const groups: CandidateGroup[] = [];
  const byGroup = new Map<number, CandidateGroup>();
  const orders = new Map<number, OptionOrder | null>();
  const types = new Map<number, string>();
  const ragu: number[] = [];
  const stimuli = new Map<number, CandidateStimulus>();
  for (const { number, group, view, option_order, ragu: flagged, stimulus } of items) {
    if (stimulus && !stimuli.has(stimulus.id)) stimuli.set(stimulus.id, stimulus);
    let g = byGroup.get(group.id);
    if (!g) {
      g = { ...group, questions: [] };
      byGroup.set(group.id, g);
      groups.push(g);
    }
    g.questions.push({ ...shownView(view, option_order), number });
    orders.set(view.id_soal, option_order);
    types.set(view.id_soal, view.type_soal);
    if (flagged) ragu.push(view.id_soal);
  }
  // stored as the original keys; the candidate sees (and sends) the letters of the attempt's order
  const answers: Record<string, OptionKey> = {};
  const jawaban: Record<string, SheetFormAnswer> = {};
  for (const a of saved.answers) {
    const order = orders.get(a.question_id) ?? null;
    if (a.isi != null) {
      // a form's whole answer, in the letters of the attempt's order
      // checked by the form's schema when saved
      jawaban[String(a.question_id)] = answerToShown(
        types.get(a.question_id) ?? '',
        JSON.parse(a.isi),
        order,
      ) as SheetFormAnswer;
      continue;
    }
    const letter = shownLetter(order, a.value);
    if (letter) answers[String(a.question_id)] = letter;
  }
  const essays: Record<string, string> = {};
  for (const e of saved.essays) essays[String(e.question_id)] = e.answer;
  const audio_plays: Record<string, number> = {};
  for (const p of saved.plays) audio_plays[String(p.question_id)] = Number(p.plays);
  return {
    attempt_id: attempt.id,
    ...header,
    type_soal: attempt.type_soal,
    server_now: now,
    started_at: attempt.started_at,
    deadline_at: attempt.deadline_at,
    groups,
    answers,
    essays,
    jawaban,
    stimuli: [...stimuli.values()],
    audio_plays,
    ragu,
  };
}

/** The sheet of an attempt read from the database (the frozen draw joined with the questions). */
export async function buildSheet(
  db: Exec,
  attempt: Pick<AttemptRow, 'id' | 'type_soal' | 'started_at' | 'deadline_at'>,
  header: SheetHeader,
  now: string,
): Promise<ExamSheet> {
  const [rows, saved] = await Promise.all([sheetQuestions(db, attempt.id), savedWork(db, attempt.id)]);
  const used = [...new Set(rows.map((r) => r.stimulus_id).filter((id): id is number => id != null))];
  const passages = new Map(
    (await stimuliById(db, used)).map((s) => [s.id, { ...s, isi: renderFormulas(s.isi) }]),
  );
  const items = rows.map((r) => ({
    number: r.number,
    group: { id: r.group_soal, nama_group: r.nama_group ?? '', deskripsi: renderFormulas(r.deskripsi ?? '') },
    view: questionView(r),
    option_order: r.option_order,
    ragu: r.ragu,
    stimulus: r.stimulus_id == null ? null : (passages.get(r.stimulus_id) ?? null),
  }));
  return assembleSheet(attempt, header, now, items, saved);
}
