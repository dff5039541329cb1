import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchPerTurn, drainGroupCommits, groupCommit } from '../src/db/group-commit';
import { createTestContext, type TestContext } from './context';

describe('group commit', () => {
  let t: TestContext;
  const inTransaction: boolean[] = [];
  const write = groupCommit(async (exec, key: string) => {
    inTransaction.push(exec.isTransaction);
    await exec.insertInto('settings').values({ key, value: 'x', updated_at: 'now' }).execute();
    return key.toUpperCase();
  });
  const stored = async (keys: string[]) =>
    (await t.db.selectFrom('settings').select('key').where('key', 'in', keys).orderBy('key').execute()).map(
      (r) => r.key,
    );

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('runs the writes of one turn in one transaction, each caller getting its own result', async () => {
    inTransaction.length = 0;
    const keys = ['gc-a1', 'gc-a2', 'gc-a3', 'gc-a4', 'gc-a5'];
    const results = await Promise.all(keys.map((k) => write(t.db, k)));
    expect(results).toEqual(keys.map((k) => k.toUpperCase()));
    expect(inTransaction).toEqual([true, true, true, true, true]);
    expect(await stored(keys)).toEqual(keys);
  });

  it('runs a lone write on its own', async () => {
    inTransaction.length = 0;
    expect(await write(t.db, 'gc-b1')).toBe('GC-B1');
    expect(inTransaction).toEqual([false]);
  });

  it('one failing write does not fail the others of its turn', async () => {
    inTransaction.length = 0;
    // 'gc-b1' exists: its insert violates the key
    const keys = ['gc-c1', 'gc-b1', 'gc-c2', 'gc-c3'];
    const settled = await Promise.allSettled(keys.map((k) => write(t.db, k)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(await stored(['gc-c1', 'gc-c2', 'gc-c3'])).toEqual(['gc-c1', 'gc-c2', 'gc-c3']);
    // the shared transaction failed at the second write; then each ran on its own
    expect(inTransaction).toEqual([true, true, false, false, false, false]);
  });

  it("inside a caller's transaction a write joins it (and its rollback)", async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await write(trx, 'gc-d1')).toBe('GC-D1');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await stored(['gc-d1'])).toEqual([]);
  });

  it('drainGroupCommits resolves once the writes queued before it are committed', async () => {
    const keys = ['gc-e1', 'gc-e2', 'gc-e3'];
    const pending = keys.map((k) => write(t.db, k));
    // the batch flushes on the next turn; the drain waits for its commit
    await drainGroupCommits();
    expect(await stored(keys)).toEqual(keys);
    await Promise.all(pending);
  });

  describe('one statement per turn (batchPerTurn)', () => {
    const calls: { items: string[]; inTransaction: boolean }[] = [];
    const writeAll = batchPerTurn(async (exec, keys: string[]) => {
      calls.push({ items: [...keys], inTransaction: exec.isTransaction });
      await exec
        .insertInto('settings')
        .values(keys.map((key) => ({ key, value: 'x', updated_at: 'now' })))
        .execute();
    });

    it('writes the items of one turn with one call, and every caller waits for it', async () => {
      calls.length = 0;
      const keys = ['bt-a1', 'bt-a2', 'bt-a3', 'bt-a4'];
      await Promise.all(keys.map((k) => writeAll(t.db, k)));
      expect(calls).toEqual([{ items: keys, inTransaction: false }]);
      expect(await stored(keys)).toEqual(keys);
      // a later turn is a batch of its own
      await writeAll(t.db, 'bt-a5');
      expect(calls.map((c) => c.items)).toEqual([keys, ['bt-a5']]);
    });

    it('a failing statement fails every caller of its batch, and writes none of it', async () => {
      calls.length = 0;
      // 'bt-a1' exists: the batch's insert violates the key
      const settled = await Promise.allSettled(['bt-b1', 'bt-a1', 'bt-b2'].map((k) => writeAll(t.db, k)));
      expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(await stored(['bt-b1', 'bt-b2'])).toEqual([]);
      expect(calls.length).toBe(1);
    });

    it("inside a caller's transaction a write runs at once and joins it", async () => {
      calls.length = 0;
      await expect(
        t.db.transaction().execute(async (trx) => {
          await writeAll(trx, 'bt-c1');
          expect(calls).toEqual([{ items: ['bt-c1'], inTransaction: true }]);
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      expect(await stored(['bt-c1'])).toEqual([]);
    });

    it('drainGroupCommits waits for a batch queued before it', async () => {
      const pending = ['bt-d1', 'bt-d2'].map((k) => writeAll(t.db, k));
      await drainGroupCommits();
      expect(await stored(['bt-d1', 'bt-d2'])).toEqual(['bt-d1', 'bt-d2']);
      await Promise.all(pending);
    });
  });
});
