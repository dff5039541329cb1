import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import {
  type AnalysisTargets,
  ATTEMPT_CHOICE_LABELS,
  type AttemptChoice,
  IA_MSG,
  type ItemAnalysisReport,
  type ItemRow,
} from '@tryout/shared/item-analysis';
import type { Db } from '../../db';
import { analyseTest, type ItemAggregate, type ScoreLevel } from '../../domain/item-analysis';
import { mayManageExam } from '../../domain/ownership';
import { forbidden, notFound } from '../../lib/errors';
import { plainText } from '../../lib/sanitize';
import { requireMateri } from '../materi/access.service';
import * as resultsRepo from '../results/results.service';
import { listCourseExams, type Staff } from '../results/results.service';

import * as repo from './item-analysis.repository';
import { addFormAnswer, type FormItem, formItem, formKeyText, multipleKeys, partTexts } from './item-forms';

export type { Scope } from './item-analysis.repository';
/** A first attempt's standing among the materi's first attempts (the candidate's insight reads it). */
export { firstAttemptStanding } from './item-analysis.repository';

const SOAL_CHARS = 160;

interface Target {
  sasaran: ItemAnalysisReport['sasaran'];
  materiIds: number[];
}

/** The materi or course exam analysed, after the ownership check (course exams: its lecturer and admins). */
async function targetOf(db: Db, staff: Staff, scope: repo.Scope): Promise<Target> {
  if (scope.jenis === 'materi') {
    const m = await repo.findMateri(db, scope.id);
    if (!m) throw notFound(IA_MSG.materiNotFound);
    // its questions and keys are the bank's: read by whoever may read the materi (docs/decisions/0015)
    await requireMateri(db, staff, m.id, 'read');
    return {
      sasaran: { jenis: 'materi', id: m.id, kode_ujian: m.kode_ujian, nama: m.deskripsi },
      materiIds: [m.id],
    };
  }
  const e = await resultsRepo.findExam(db, scope.id);
  if (e?.kategori !== 'matkul') throw notFound(IA_MSG.examNotFound);
  if (!mayManageExam(staff, e)) throw forbidden(IA_MSG.notYourExam);
  const materi = await resultsRepo.materiOfExam(db, e.id_ujian);
  return {
    sasaran: { jenis: 'ujian', id: e.id_ujian, kode_ujian: e.kode_ujian, nama: e.nama_ujian },
    materiIds: materi.map((m) => m.id),
  };
}

const asKey = (k: string | null): OptionKey | null => {
  const v = (k ?? '').trim().toUpperCase();
  return (OPTION_KEYS as readonly string[]).includes(v) ? (v as OptionKey) : null;
};

/**
 * Per auto-scored question its per-nilai levels, from the (question, nilai, answer) counts of the
 * draws: a PG answer right or not by its key, a form's answer scored in [0, 1] by its rule.
 */
function levelsOf(
  answers: Awaited<ReturnType<typeof repo.answerCounts>>,
  keys: ReadonlyMap<number, OptionKey | null>,
  forms: ReadonlyMap<number, FormItem>,
): Map<number, ScoreLevel[]> {
  const byQuestion = new Map<number, Map<number, ScoreLevel>>();
  for (const a of answers) {
    if (!keys.has(a.question_id)) continue; // an essay
    let levels = byQuestion.get(a.question_id);
    if (!levels) {
      levels = new Map();
      byQuestion.set(a.question_id, levels);
    }
    let level = levels.get(a.score);
    if (!level) {
      level = { score: a.score, drawn: 0, correct: 0, empty: 0, options: {} };
      levels.set(a.score, level);
    }
    level.drawn += a.count;
    const form = forms.get(a.question_id);
    if (form) {
      addFormAnswer(level, form, a.isi, a.count);
      continue;
    }
    const value = asKey(a.value);
    if (value === null) level.empty += a.count;
    else {
      level.options[value] = (level.options[value] ?? 0) + a.count;
      if (value === keys.get(a.question_id)) level.correct += a.count;
    }
  }
  return new Map([...byQuestion].map(([id, levels]) => [id, [...levels.values()]]));
}

/**
 * The KR-20 sums when every chosen attempt drew exactly the k common questions: its nilai is
 * 100 × t / k (2 decimals), so t = round(nilai · k / 100) — exact for any k below 10,000.
 */
function sameDrawSums(scores: readonly { score: number; count: number }[], k: number) {
  let n = 0;
  let sumT = 0;
  let sumTT = 0;
  for (const { score, count } of scores) {
    const t = k > 0 ? Math.round((score * k) / 100) : 0;
    n += count;
    sumT += count * t;
    sumTT += count * t * t;
  }
  return { n, sumT, sumTT, minK: k, maxK: k };
}

/**
 * The KR-20 / α sums when a form is among the common questions: per attempt its total of item scores
 * on them (right PG answers from SQL, the forms' answers scored here), summed.
 */
async function formSums(
  db: Db,
  scope: repo.Scope,
  choice: AttemptChoice,
  common: readonly repo.QuestionRow[],
  forms: ReadonlyMap<number, FormItem>,
) {
  const pgIds = common.filter((q) => !forms.has(q.id)).map((q) => q.id);
  const formIds = common.filter((q) => forms.has(q.id)).map((q) => q.id);
  const { pg, forms: answers } = await repo.commonAttemptAnswers(db, scope, choice, pgIds, formIds);
  const total = new Map(pg.map((r) => [r.id, r.t]));
  for (const a of answers) {
    const f = forms.get(a.question_id) as FormItem;
    const level: ScoreLevel = { score: 0, drawn: 1, correct: 0, empty: 0, options: {} };
    addFormAnswer(level, f, a.isi, 1);
    total.set(a.id, (total.get(a.id) ?? 0) + level.correct);
  }
  let sumT = 0;
  let sumTT = 0;
  for (const t of total.values()) {
    sumT += t;
    sumTT += t * t;
  }
  const ks = pg.map((r) => r.k);
  return {
    n: total.size,
    sumT,
    sumTT,
    minK: ks.length ? ks.reduce((a, b) => Math.min(a, b)) : null,
    maxK: ks.length ? ks.reduce((a, b) => Math.max(a, b)) : null,
  };
}

/**
 * The item analysis of a tryout materi or a course exam over the chosen attempt of each taker
 * (first or best): SQL aggregates the answers (repository), domain/item-analysis computes the rest.
 */
export async function analyse(
  db: Db,
  staff: Staff,
  scope: repo.Scope,
  choice: AttemptChoice,
): Promise<ItemAnalysisReport> {
  const target = await targetOf(db, staff, scope);
  const [scores, answers, bank] = await Promise.all([
    repo.scoreCounts(db, scope, choice),
    repo.answerCounts(db, scope, choice),
    repo.questionsOfMateri(db, target.materiIds),
  ]);
  const known = new Set(bank.map((q) => q.id));
  const moved = await repo.questionsById(db, [
    ...new Set(answers.filter((a) => !known.has(a.question_id)).map((a) => a.question_id)),
  ]);
  const questions = [...bank, ...moved];
  const keys = new Map(questions.map((q) => [q.id, asKey(q.kunci_pg)]));
  const forms = new Map<number, FormItem>();
  for (const q of questions) {
    const f = formItem(q);
    if (f) forms.set(q.id, f);
  }
  const levels = levelsOf(answers, keys, forms);

  const n = scores.reduce((s, r) => s + r.count, 0);
  const drawnOf = (id: number) => (levels.get(id) ?? []).reduce((s, l) => s + l.drawn, 0);
  const common = n > 0 ? questions.filter((q) => drawnOf(q.id) === n) : [];
  const drawnRows = questions.reduce((s, q) => s + drawnOf(q.id), 0);
  const sameDraw = common.length * n === drawnRows;
  // nilai = 100 × right ÷ k only when every question is PG of weight 1
  const plain = questions.every((q) => !forms.has(q.id) && Number(q.bobot ?? 1) === 1);
  const sums =
    sameDraw && plain
      ? sameDrawSums(scores, common.length)
      : common.some((q) => forms.has(q.id))
        ? await formSums(db, scope, choice, common, forms)
        : await repo.commonSums(
            db,
            scope,
            choice,
            common.map((q) => q.id),
          );
  const sumOf = (id: number, part: (l: ScoreLevel) => number) =>
    (levels.get(id) ?? []).reduce((s, l) => s + part(l), 0);
  const totalWeight = common.reduce((s, q) => s + Number(q.bobot ?? 1), 0);
  // what one full-credit answer adds to the nilai (the rest score's correction)
  const weightOf = (q: repo.QuestionRow) =>
    sameDraw && totalWeight > 0
      ? (100 * Number(q.bobot ?? 1)) / totalWeight
      : plain && sums.minK != null && sums.minK > 0 && sums.minK === sums.maxK
        ? 100 / sums.minK
        : undefined;
  const items: ItemAggregate[] = questions.map((q) => {
    const f = forms.get(q.id);
    const parts = f ? partTexts(f) : null;
    return {
      id: q.id,
      key: f ? null : (keys.get(q.id) ?? null),
      ...(f
        ? f.type === 'PG Jawaban Ganda'
          ? { keys: multipleKeys(f), options: f.filled }
          : { options: [] }
        : {}),
      ...(parts ? { partCount: parts.length } : {}),
      weight: weightOf(q),
      levels: levels.get(q.id) ?? [],
    };
  });
  const analysis = analyseTest({
    scores,
    items,
    common: {
      attempts: sums.n,
      itemCorrect: common.map((q) => sumOf(q.id, (l) => l.correct)),
      itemSquares: common.map((q) => sumOf(q.id, (l) => l.squares ?? l.correct)),
      totalSum: sums.sumT,
      totalSumSquares: sums.sumTT,
    },
  });
  const rows = analysis.items.map((a, i): ItemRow => {
    const q = questions[i];
    const f = forms.get(q.id);
    const text = plainText(q.soal_pg);
    const texts = f ? partTexts(f) : null;
    return {
      ...a,
      id: q.id,
      nomor: i + 1,
      group_soal: q.group_soal,
      nama_group: q.nama_group,
      id_master_materi: q.id_master_materi,
      soal: text.length > SOAL_CHARS ? `${text.slice(0, SOAL_CHARS - 1)}…` : text,
      type_soal: q.type_soal,
      kunci_pg: f ? formKeyText(f) : asKey(q.kunci_pg),
      parts: a.parts && texts ? a.parts.map((p, j) => ({ teks: texts[j] ?? `${j + 1}`, ...p })) : null,
    };
  });
  return { sasaran: target.sasaran, percobaan: choice, ...analysis, items: rows };
}

/** What the page offers: every tryout materi, and the course exams the staff member may analyse. */
export async function targets(db: Db, staff: Staff): Promise<AnalysisTargets> {
  const [materi, exams] = await Promise.all([repo.materiTargets(db), listCourseExams(db, staff)]);
  return {
    materi: materi.map((m) => ({ ...m, peserta: Number(m.peserta ?? 0) })),
    ujian: exams.map((e) => ({
      id_ujian: e.id_ujian,
      kode_ujian: e.kode_ujian,
      nama_ujian: e.nama_ujian,
      nama_matkul: e.nama_matkul,
      peserta: e.jumlah_hasil,
    })),
  };
}

export const choiceLabel = (choice: AttemptChoice) => ATTEMPT_CHOICE_LABELS[choice];
