/** A question group as the draw sees it. */
export interface DrawGroup {
  id: number;
  urutan: number;
  jumlah_soal_ujian: number;
  question_ids: number[];
}

export interface DrawnQuestion {
  question_id: number;
  /** 1-based, consecutive across groups */
  number: number;
}

/** Fisher–Yates on a copy, with an injectable random source in [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Picks `n` random items (all of them, shuffled, when fewer; none when n ≤ 0). */
export function pick<T>(items: readonly T[], n: number, random: () => number = Math.random): T[] {
  if (n <= 0) return [];
  return shuffle(items, random).slice(0, n);
}

/** How many questions the tryout draw takes from a group: jumlah_soal_ujian, or all when 0 or more than it has. */
const groupDrawSize = (g: DrawGroup) =>
  Math.min(g.jumlah_soal_ujian > 0 ? g.jumlah_soal_ujian : g.question_ids.length, g.question_ids.length);

/** The number of questions a tryout draw from these groups holds (shown before the start). */
export const tryoutDrawSize = (groups: DrawGroup[]) => groups.reduce((n, g) => n + groupDrawSize(g), 0);

/**
 * The tryout draw: groups in order of urutan (then id), jumlah_soal_ujian random questions from each
 * (all when the group has fewer), numbered consecutively across groups.
 */
export function drawTryout(groups: DrawGroup[], random: () => number = Math.random): DrawnQuestion[] {
  const ordered = groups.slice().sort((a, b) => a.urutan - b.urutan || a.id - b.id);
  const out: DrawnQuestion[] = [];
  for (const g of ordered) {
    for (const id of pick(g.question_ids, groupDrawSize(g), random)) {
      out.push({ question_id: id, number: out.length + 1 });
    }
  }
  return out;
}

/** The course-exam draw: nPg random PG questions, then nEssay random essays, numbered 1…N. */
export function drawCourse(
  pgIds: number[],
  essayIds: number[],
  nPg: number,
  nEssay: number,
  random: () => number = Math.random,
): DrawnQuestion[] {
  const ids = [...pick(pgIds, nPg, random), ...pick(essayIds, nEssay, random)];
  return ids.map((question_id, i) => ({ question_id, number: i + 1 }));
}

/**
 * Reorders a draw so that questions of the same group stay together (groups by `groupRank`, ties in
 * drawn order) and renumbers 1…N — the sheet shows questions by group, numbered consecutively.
 */
export function groupTogether(
  draw: DrawnQuestion[],
  groupRank: (questionId: number) => number,
): DrawnQuestion[] {
  return draw
    .map((d, i) => ({ d, i, rank: groupRank(d.question_id) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x, i) => ({ question_id: x.d.question_id, number: i + 1 }));
}
