import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, REPLAN_FIRST, REPLAN_MAX_AGE_MS } from '../src/db';
import { precompile } from '../src/db/precompiled';
import { createTestContext, TEST_DATABASE_URL, TEST_DB, type TestContext } from './context';
import { makeCandidate } from './factories';

describe('precompiled queries', () => {
  let t: TestContext;
  const built: string[] = [];
  const byEmail = precompile(2, (db, shape: 'upper' | 'plain', email: string, minId: number) => {
    built.push(shape);
    return db
      .selectFrom('candidates')
      .select(['id', shape === 'upper' ? sql<string>`upper(email)`.as('email') : 'email'])
      .where('email', '=', email)
      .where('id', '>=', minId);
  });

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('builds each shape once, then only swaps the values', async () => {
    const a = await makeCandidate(t.db);
    const b = await makeCandidate(t.db);
    const cases: [shape: 'upper' | 'plain', email: string, minId: number, expected: unknown[]][] = [
      ['plain', a.candidate.email, 0, [{ id: a.candidate.id, email: a.candidate.email }]],
      ['plain', b.candidate.email, 0, [{ id: b.candidate.id, email: b.candidate.email }]],
      ['plain', a.candidate.email, a.candidate.id + 1, []],
      ['upper', b.candidate.email, 0, [{ id: b.candidate.id, email: b.candidate.email.toUpperCase() }]],
      ['upper', a.candidate.email, 0, [{ id: a.candidate.id, email: a.candidate.email.toUpperCase() }]],
      ['plain', "' OR '1'='1", 0, []],
    ];
    for (const [shape, email, minId, expected] of cases) {
      const res = await byEmail(t.db, shape, email, minId);
      expect(res.rows, `${shape} ${email} ${minId}`).toEqual(expected);
    }
    expect(built).toEqual(['plain', 'upper']);
  });

  it("runs the same SQL inside a transaction, on the transaction's connection", async () => {
    const c = await makeCandidate(t.db);
    await byEmail(t.db, 'plain', c.candidate.email, 0);
    built.length = 0;
    const email = `dalam-transaksi-${c.candidate.id}@tryout.test`;
    const seen: { rows?: unknown[]; prepared?: number } = await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('candidates').set({ email }).where('id', '=', c.candidate.id).execute();
        const rows = (await byEmail(trx, 'plain', email, 0)).rows;
        // on PostgreSQL it ran as a named prepared statement of this connection
        const prepared =
          TEST_DB === 'postgres'
            ? (
                await sql<{
                  name: string;
                }>`select name from pg_prepared_statements where name like 'tryout_%'`.execute(trx)
              ).rows.length
            : undefined;
        throw Object.assign(new Error('rollback'), { rows, prepared });
      })
      .catch((err: { rows?: unknown[]; prepared?: number }) => err);
    if (TEST_DB === 'postgres') expect(seen.prepared).toBeGreaterThan(0);
    // the uncommitted change was visible: the query ran inside the transaction
    expect(seen.rows).toEqual([{ id: c.candidate.id, email }]);
    expect((await byEmail(t.db, 'plain', email, 0)).rows).toEqual([]);
    expect(built).toEqual([]);
  });

  it('refuses a query that does not use every argument as a value', async () => {
    const careless = precompile(2, (db, _shape: 'x', email: string, _unused: number) =>
      db.selectFrom('candidates').select('id').where('email', '=', email),
    );
    await expect(careless(t.db, 'x', 'a@b.c', 1)).rejects.toThrow(/not used as values/);
  });

  if (TEST_DB === 'postgres') {
    it('plans anew as a connection is used more: a plan made while a table was small does not stay as it grows', async () => {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0].s;
      // one connection: the statement below is prepared once, on it
      const one = openDb({ databaseUrl: TEST_DATABASE_URL, pgSchema: schema, poolSize: 1 });
      try {
        const c = await makeCandidate(t.db);
        const email = c.candidate.email;
        const expected = [{ id: c.candidate.id, email }];
        let executions = 0;
        const run = async () => {
          executions++;
          expect((await byEmail(one.db, 'plain', email, 0)).rows).toEqual(expected);
        };
        // analysed while it holds a few rows, as autovacuum does on a new installation
        await sql`analyze candidates`.execute(t.db);
        for (let i = 0; i < 8; i++) await run();
        const [{ name }] = (
          await sql<{
            name: string;
          }>`select name from pg_prepared_statements where name like 'tryout_%'`.execute(one.db)
        ).rows;
        const plan = async () =>
          (
            await sql.raw<{ 'QUERY PLAN': string }>(`explain execute ${name}('${email}', 0)`).execute(one.db)
          ).rows
            .map((r) => r['QUERY PLAN'])
            .join('\n');
        expect(await plan()).toMatch(/Seq Scan on candidates/);
        // the table grows by thousands of rows: the cached plan stays a sequential scan
        const columns = (
          await sql<{ column_name: string }>`select column_name from information_schema.columns
            where table_schema = ${schema} and table_name = 'candidates' and column_name <> 'id'`.execute(
            t.db,
          )
        ).rows.map((r) => r.column_name);
        const copied = columns.map((col) =>
          col === 'email'
            ? `'banyak' || g || '@tryout.test'`
            : col === 'nisn'
              ? `'8' || lpad(g::text, 9, '0')`
              : `"${col}"`,
        );
        await sql
          .raw(
            `insert into candidates (${columns.map((col) => `"${col}"`).join(', ')})
             select ${copied.join(', ')} from candidates, generate_series(1, 3000) g where id = ${c.candidate.id}`,
          )
          .execute(t.db);
        await run();
        expect(await plan()).toMatch(/Seq Scan on candidates/);
        // after 64 executions the connection plans anew, for the table as it is now
        while (executions < REPLAN_FIRST + 8) await run();
        expect(await plan()).toMatch(/Index Scan using candidates_email_key on candidates/);

        // later doublings come seldom; a busy connection's plans are also renewed once they are
        // REPLAN_MAX_AGE_MS old: a table that fills between two doublings is read by its new size
        while (executions < 2 * REPLAN_FIRST + 4) await run(); // the doubling at 128: next at 256
        // no autovacuum on the table meanwhile: its ANALYZE would renew the plan by itself
        await sql`alter table candidates set (autovacuum_enabled = false)`.execute(t.db);
        await sql`delete from candidates where email like 'banyak%'`.execute(t.db);
        await sql`vacuum analyze candidates`.execute(t.db);
        for (let i = 0; i < 8; i++) await run();
        expect(await plan()).toMatch(/Seq Scan on candidates/);
        await sql
          .raw(
            `insert into candidates (${columns.map((col) => `"${col}"`).join(', ')})
             select ${copied.join(', ')} from candidates, generate_series(1, 3000) g where id = ${c.candidate.id}`,
          )
          .execute(t.db);
        const since = executions;
        while (executions < since + REPLAN_FIRST) await run();
        await new Promise((r) => setTimeout(r, REPLAN_MAX_AGE_MS));
        await run();
        expect(executions).toBeLessThan(4 * REPLAN_FIRST);
        expect(await plan()).toMatch(/Index Scan using candidates_email_key on candidates/);
      } finally {
        await sql`alter table candidates reset (autovacuum_enabled)`.execute(t.db);
        await one.close();
      }
    });
  }
});
