/**
 * The per-route floor of the exam-day bench (docs/decisions/0033): a bare Fastify server that, for each hot
 * route, writes the same rows the route writes — with the bare driver (better-sqlite3 / pg), in
 * one transaction, into the same tables of the same database — and sends the same response bytes
 * the route sent. No authentication, validation, rules or query builder: what is left is what
 * any implementation of the route must pay. Run by bench/run.ts as its own process:
 *
 *   FLOOR_PORT=… FLOOR_SQLITE=/path/tryout.sqlite | FLOOR_PG=postgres://…  node --import tsx bench/floor-server.ts
 *
 * Rows: the floor's own candidates (emails floor…@tryout.test, seeded by the bench) take a start
 * (an attempt with a copy of a real attempt's draw), answers and a submit (the attempt closed and
 * scored, a copy of a real result). Autosave on SQLite is group-committed like the real route
 * (every write of one event-loop turn in one transaction); on PostgreSQL each is one statement.
 */
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

type Row = Record<string, unknown>;

interface Store {
  /** the floor candidates' ids, by the bench's index */
  candidates(): Promise<number[]>;
  /** a row of a table to copy (the first), or undefined */
  template(table: string, orderBy: string): Promise<Row | undefined>;
  /** a real attempt's draw as stored (attempt_draws.questions, JSON text) */
  draw(): Promise<string>;
  start(attempt: Row, draw: string): Promise<number>;
  save(attemptId: number, questionId: number, value: string, now: string): Promise<void>;
  submit(attemptId: number, now: string, result: Row): Promise<void>;
  close(): Promise<void>;
}

const cols = (r: Row) => Object.keys(r);
/** the route's upsert: the newest 'urutan' holds the question (answers.repository) */
const ANSWER_UPSERT_TAIL =
  'on conflict (attempt_id, question_id) do update set value = excluded.value, updated_at = excluded.updated_at, seq = excluded.seq ' +
  'where answers.seq is null or excluded.seq is null or excluded.seq >= answers.seq';

function sqliteStore(file: string): Store {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -32768');
  const stmts = new Map<string, SQLite.Statement>();
  const prep = (sql: string) => {
    let s = stmts.get(sql);
    if (!s) {
      s = db.prepare(sql);
      stmts.set(sql, s);
    }
    return s;
  };
  const insert = (table: string, r: Row) =>
    prep(
      `insert into ${table} (${cols(r).join(', ')}) values (${cols(r)
        .map(() => '?')
        .join(', ')}) returning *`,
    ).get(...Object.values(r)) as Row;
  // group commit of autosaves, as db/group-commit.ts does for the real route
  let queue: { args: unknown[]; done: () => void; fail: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    try {
      db.transaction(() => {
        for (const w of batch)
          prep(
            `insert into answers (attempt_id, question_id, value, updated_at, seq) values (?, ?, ?, ?, ?) ${ANSWER_UPSERT_TAIL}`,
          ).run(...w.args);
      }).immediate();
      for (const w of batch) w.done();
    } catch (e) {
      for (const w of batch) w.fail(e);
    }
  };
  return {
    async candidates() {
      return (prep(`select id from candidates where email like 'floor%' order by id`).all() as Row[]).map(
        (r) => r.id as number,
      );
    },
    async template(table, orderBy) {
      return prep(`select * from ${table} order by ${orderBy} limit 1`).get() as Row | undefined;
    },
    async draw() {
      const row = prep(
        'select questions from attempt_draws where attempt_id = (select min(attempt_id) from attempt_draws)',
      ).get() as Row;
      return row.questions as string;
    },
    async start(attempt, draw) {
      return db
        .transaction(() => {
          const id = insert('attempts', attempt).id as number;
          insert('attempt_draws', { attempt_id: id, questions: draw });
          return id;
        })
        .immediate();
    },
    save(attemptId, questionId, value, now) {
      return new Promise((done, fail) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ args: [attemptId, questionId, value, now, Date.now()], done, fail });
      });
    },
    async submit(attemptId, now, result) {
      db.transaction(() => {
        prep(
          `update attempts set status = 'submitted', submitted_at = ?, nilai_pg = ?, nilai_essay = ?, nilai_akhir = ? where id = ? and status = 'in_progress'`,
        ).run(now, result.nilai_pg, result.nilai_essay, result.nilai_akhir, attemptId);
        insert('results', result);
      }).immediate();
    },
    async close() {
      db.close();
    },
  };
}

function pgStore(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  const q = async (text: string, values: unknown[] = [], name?: string) =>
    (await pool.query({ text, values, ...(name ? { name } : {}) })).rows as Row[];
  const placeholders = (n: number, from = 1) =>
    Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');
  return {
    async candidates() {
      return (await q(`select id from candidates where email like 'floor%' order by id`)).map(
        (r) => r.id as number,
      );
    },
    async template(table, orderBy) {
      return (await q(`select * from ${table} order by ${orderBy} limit 1`))[0];
    },
    async draw() {
      const [row] = await q(
        'select questions::text as questions from attempt_draws where attempt_id = (select min(attempt_id) from attempt_draws)',
      );
      return row.questions as string;
    },
    // one statement, atomic on its own: the cheapest way to write an attempt and its draw
    async start(attempt, draw) {
      const c = cols(attempt);
      const rows = await q(
        `with a as (insert into attempts (${c.join(', ')}) values (${placeholders(c.length, 2)}) returning id),
         d as (insert into attempt_draws (attempt_id, questions) select a.id, $1::jsonb from a)
         select id from a`,
        [draw, ...Object.values(attempt)],
        'floor_start',
      );
      return rows[0].id as number;
    },
    async save(attemptId, questionId, value, now) {
      await q(
        `insert into answers (attempt_id, question_id, value, updated_at, seq) values ($1, $2, $3, $4, $5) ${ANSWER_UPSERT_TAIL}`,
        [attemptId, questionId, value, now, Date.now()],
        'floor_save',
      );
    },
    async submit(attemptId, now, result) {
      const c = cols(result);
      await q(
        `with s as (update attempts set status = 'submitted', submitted_at = $1, nilai_pg = $2, nilai_essay = $3, nilai_akhir = $4 where id = $5 and status = 'in_progress')
         insert into results (${c.join(', ')}) values (${placeholders(c.length, 6)})`,
        [now, result.nilai_pg, result.nilai_essay, result.nilai_akhir, attemptId, ...Object.values(result)],
        'floor_submit',
      );
    },
    close: () => pool.end(),
  };
}

const store = process.env.FLOOR_PG
  ? pgStore(process.env.FLOOR_PG)
  : sqliteStore(String(process.env.FLOOR_SQLITE));
const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });

let candidates: number[] = [];
const attempts = new Map<number, number>();
const responses: Record<string, string> = {};
let attemptTemplate: Row | undefined;
let draw = '';
let resultTemplate: Row | undefined;
const json = 'application/json; charset=utf-8';

/** The bench hands over the real routes' responses (the floor sends the same bytes). */
app.post('/floor/setup', async (req) => {
  Object.assign(responses, req.body as Record<string, string>);
  if (candidates.length === 0) candidates = await store.candidates();
  return { candidates: candidates.length };
});

app.post('/floor/start', async (req, reply) => {
  const { i } = req.body as { i: number };
  if (!attemptTemplate) {
    const t = await store.template('attempts', 'id');
    if (!t) throw new Error('no attempt to copy');
    const { id: _id, ...rest } = t;
    attemptTemplate = {
      ...rest,
      status: 'in_progress',
      submitted_at: null,
      nilai_pg: null,
      nilai_essay: null,
      nilai_akhir: null,
    };
    draw = await store.draw();
  }
  const now = new Date().toISOString();
  const id = await store.start(
    {
      ...attemptTemplate,
      candidate_id: candidates[i],
      started_at: now,
      deadline_at: now.replace(/^\d{4}/, '2999'),
      created_at: now,
    },
    draw,
  );
  attempts.set(i, id);
  return reply.type(json).send(responses.start);
});

app.post('/floor/save', async (req, reply) => {
  const { i, q, v } = req.body as { i: number; q: number; v: string };
  await store.save(attempts.get(i) ?? 0, q, v, new Date().toISOString());
  return reply.type(json).send(responses.save);
});

app.post('/floor/submit', async (req, reply) => {
  const { i } = req.body as { i: number };
  if (!resultTemplate) {
    const t = await store.template('results', 'id_hasil');
    if (!t) throw new Error('no result to copy');
    const { id_hasil: _id, ...rest } = t;
    resultTemplate = rest;
  }
  const now = new Date().toISOString();
  await store.submit(attempts.get(i) ?? 0, now, {
    ...resultTemplate,
    attempt_id: attempts.get(i) ?? 0,
    candidate_id: candidates[i],
    created_at: now,
    updated_at: now,
  });
  return reply.type(json).send(responses.submit);
});

app.addHook('onClose', () => store.close());
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
