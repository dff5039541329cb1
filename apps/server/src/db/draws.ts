import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Exec } from './index';
import type { Database, Dialect, DrawMap, StoredDraw } from './schema';

/**
 * The frozen draw's one row per attempt (attempt_draws, 0029, docs/decisions/0043) for the
 * repositories: `questions` = {"<question id>": [number, option order | null]}. A question's entry
 * is read by its key (`d.questions -> '<id>'`, the same operators on SQLite and PostgreSQL); the
 * draw as rows — one per drawn question, as attempt_questions had — by `drawItems`.
 */

/** One drawn question: its number on the sheet and its frozen option order (null: as written). */
export interface DrawnItem {
  question_id: number;
  number: number;
  option_order: string | null;
}

/** The dialect of a database or transaction (by its adapter). */
export const dialectOfDb = (db: Pick<Kysely<Database>, 'getExecutor'>): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** The stored form of a draw (the JSON text both databases take). */
export const drawJson = (draw: readonly DrawnItem[]): string =>
  JSON.stringify(Object.fromEntries(draw.map((d) => [String(d.question_id), [d.number, d.option_order]])));

/** A stored draw (text on SQLite, parsed jsonb on PostgreSQL) as its questions in sheet order. */
export function drawnItems(stored: StoredDraw): DrawnItem[] {
  const map: DrawMap = typeof stored === 'string' ? JSON.parse(stored) : stored;
  return Object.entries(map)
    .map(([id, [number, option_order]]) => ({ question_id: Number(id), number, option_order }))
    .sort((a, b) => a.number - b.number);
}

/** The SQL of `drawItems` on each database (also the browser tests' reads of the SQLite file). */
const itemsFrom = (source: string) =>
  `(select d.attempt_id, cast(j.key as integer) as question_id, cast(j.value ->> 0 as integer) as number,
     j.value ->> 1 as option_order from ${source} as j)`;
export const DRAW_ITEMS_SQL: Record<Dialect, string> = {
  postgres: itemsFrom('attempt_draws d cross join lateral jsonb_each(d.questions)'),
  sqlite: itemsFrom('attempt_draws d, json_each(d.questions)'),
};

/**
 * The draws as rows, one per drawn question (attempt_id, question_id, number, option_order),
 * aliased `aq`: a subquery over attempt_draws and its JSON (json_each / jsonb_each) that both
 * planners flatten into the outer query, so a condition on aq.attempt_id reads that attempt's row
 * by its key. Reading every draw expands each attempt's row (measured in docs/decisions/0043).
 */
export const drawItems = (dialect: Dialect) =>
  sql.raw<DrawnItem & { attempt_id: number }>(DRAW_ITEMS_SQL[dialect]).as('aq');

/** `drawItems` for the database or transaction `db` runs on. */
export const drawItemsOf = (db: Exec) => drawItems(dialectOfDb(db));

const questionIds = (db: Exec) => db.selectFrom('questions as q').select('q.id');
type QuestionIds = ReturnType<typeof questionIds>;

/**
 * The draw rows `aq` of the questions `which` picks from `questions as q` (a materi's, a group's, a
 * batch's): every draw expanded once, the picked ids looked up (the usage guards; its cost is in
 * docs/decisions/0043).
 */
export const drawsOfQuestions = (db: Exec, which: (q: QuestionIds) => QuestionIds) =>
  db.selectFrom(drawItemsOf(db)).where('aq.question_id', 'in', which(questionIds(db)));

/**
 * The entry of question `questionId` in the draw row aliased `d` (null: not drawn): one lookup by
 * key in the attempt's row (the same SQL on both databases: a text key, `->`; the id cast to an
 * integer first, as SQLite binds a number as REAL and would write '5.0').
 */
export const drawEntry = (questionId: number | unknown): RawBuilder<unknown> =>
  sql`(${sql.ref('d.questions')} -> cast(cast(${questionId} as integer) as text))`;

/** Question `questionId` is in the draw row aliased `d`. */
export const isDrawn = (questionId: number | unknown) => sql<boolean>`${drawEntry(questionId)} is not null`;

/** The frozen option order of question `questionId` in the draw row aliased `d` (null: as written or not drawn). */
export const drawnOrder = (questionId: number | unknown) =>
  sql<string | null>`(${drawEntry(questionId)} ->> 1)`;

/** attempt_draws rows of drawn questions given one by one (fixtures, bench): one row per attempt. */
export function drawRows(
  items: readonly { attempt_id: number; question_id: number; number: number; option_order?: string | null }[],
): { attempt_id: number; questions: string }[] {
  const byAttempt = new Map<number, DrawnItem[]>();
  for (const { attempt_id, question_id, number, option_order = null } of items) {
    const draw = byAttempt.get(attempt_id) ?? [];
    draw.push({ question_id, number, option_order });
    byAttempt.set(attempt_id, draw);
  }
  return [...byAttempt].map(([attempt_id, draw]) => ({ attempt_id, questions: drawJson(draw) }));
}
