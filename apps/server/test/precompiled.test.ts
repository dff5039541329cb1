import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Exec, openDb, PLAN_RENEWAL_FIRST } from '../src/db';
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
    it('prepares a statement anew as it is used more, so its plan follows the tables as they grow', async () => {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0].s;
      // one connection: the statements below are all this session's
      const one = openDb({ databaseUrl: TEST_DATABASE_URL, pgSchema: schema, poolSize: 1 });
      try {
        const c = await makeCandidate(t.db);
        const email = c.candidate.email;
        const expected = [{ id: c.candidate.id, email }];
        const prepared = async (db: Exec) =>
          (
            await sql<{
              name: string;
            }>`select name from pg_prepared_statements where name like 'tryout_%' order by name`.execute(db)
          ).rows.map((r) => r.name);
        for (let i = 0; i < PLAN_RENEWAL_FIRST; i++)
          expect((await byEmail(one.db, 'plain', email, 0)).rows).toEqual(expected);
        const [first, ...others] = await prepared(one.db);
        expect(first).toMatch(/^tryout_\d+$/);
        expect(others).toEqual([]);
        // one execution more: prepared (and planned) again under its next name, the old one deallocated
        expect((await byEmail(one.db, 'plain', email, 0)).rows).toEqual(expected);
        expect(await prepared(one.db)).toEqual([`${first}_1`]);
        // twice as many executions later, inside a transaction: the old statement stays until it ends
        for (let i = PLAN_RENEWAL_FIRST + 1; i < 2 * PLAN_RENEWAL_FIRST; i++)
          await byEmail(one.db, 'plain', email, 0);
        await one.db.transaction().execute(async (trx) => {
          expect((await byEmail(trx, 'plain', email, 0)).rows).toEqual(expected);
          expect(await prepared(trx)).toEqual([`${first}_1`, `${first}_2`]);
        });
        expect(await prepared(one.db)).toEqual([`${first}_2`]);
        expect((await byEmail(one.db, 'plain', email, 0)).rows).toEqual(expected);
      } finally {
        await one.close();
      }
    });
  }
});
