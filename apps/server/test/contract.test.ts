import { CONTRACTS } from '@tryout/shared/api/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';

const API = '/tryout/api';

/**
 * Every API route is registered from its area's contract (docs/decisions/0042), so its path,
 * access and shapes are the ones the web client is typed by; and every contract route is served.
 */
describe('the typed API contract', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t.close());

  it('registers every API route from a contract', () => {
    const outside = t.app.routeAccess.filter((r) => !r.contract).map((r) => `${r.method} ${r.url}`);
    expect(outside).toEqual([]);
    expect(t.app.routeAccess.length).toBeGreaterThan(150);
  });

  it('serves every route of every contract, with the access the contract declares', () => {
    const served = new Map(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, [...r.access].sort()]));
    const declared = CONTRACTS.flatMap((c) => Object.values(c)).map((r) => ({
      key: `${r.method} ${API}${r.path}`,
      access: [...r.access].sort(),
    }));
    expect(declared.filter((d) => !served.has(d.key)).map((d) => d.key)).toEqual([]);
    expect(declared.filter((d) => served.has(d.key) && `${served.get(d.key)}` !== `${d.access}`)).toEqual([]);
    // one contract route per registered route: none declared twice
    expect(new Set(declared.map((d) => d.key)).size).toBe(declared.length);
    expect(declared.length).toBe(t.app.routeAccess.length);
  });

  it('declares the answer of every JSON route', () => {
    const untyped = CONTRACTS.flatMap((c) => Object.values(c))
      .filter((r) => (r.answer ?? 'json') === 'json' && r.response === undefined)
      .map((r) => `${r.method} ${r.path}`);
    expect(untyped).toEqual([]);
  });
});
