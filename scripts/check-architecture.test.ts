import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkArchitecture, importsOf, RULES } from './check-architecture.mjs';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/architecture');
const server = 'apps/server/src';

describe('check-architecture on a tree with one broken rule of each kind', () => {
  const found = checkArchitecture(fixture, { repositoryImports: [], twoWay: [] }).map(
    ({ rule, file, target }) => ({ rule, file, target }),
  );

  it('reports each forbidden import, and nothing else', () => {
    expect(found).toEqual(
      expect.arrayContaining([
        { rule: 'db-import', file: `${server}/modules/a/a.service.ts`, target: `${server}/db/index.ts` },
        { rule: 'domain-import', file: `${server}/domain/rule.ts`, target: `${server}/lib/clock.ts` },
        {
          rule: 'feature-import',
          file: 'apps/web/src/features/one/page.ts',
          target: 'apps/web/src/features/two/api.ts',
        },
        {
          rule: 'component-feature',
          file: 'apps/web/src/components/card.ts',
          target: 'apps/web/src/features/two/api.ts',
        },
        {
          rule: 'shared-app',
          file: 'packages/shared/src/clock-copy.ts',
          target: `${server}/lib/clock.ts`,
        },
        {
          rule: 'module-repository',
          file: `${server}/modules/c/c.service.ts`,
          target: `${server}/modules/a/a.repository.ts`,
        },
        {
          rule: 'module-two-way',
          file: `${server}/modules/a/a.service.ts`,
          target: `${server}/modules/c/c.routes.ts`,
        },
        {
          rule: 'cycle',
          file: `${server}/modules/b/b.context.ts`,
          target: `${server}/modules/b/b.routes.ts`,
        },
      ]),
    );
    expect(found).toHaveLength(8);
  });

  it('allows the listed repository imports and two-way pairs, and names the entries nobody needs', () => {
    const unused: string[] = [];
    const listed = `${server}/modules/c/c.service.ts → ${server}/modules/a/a.repository.ts`;
    const stale = `${server}/modules/c/c.service.ts → ${server}/modules/b/b.repository.ts`;
    const rules = checkArchitecture(fixture, {
      repositoryImports: [listed, stale],
      twoWay: ['a ⇄ c', 'a ⇄ b'],
      unused,
    }).map((v) => v.rule);
    expect(rules).not.toContain('module-repository');
    expect(rules).not.toContain('module-two-way');
    expect(unused).toEqual([stale, 'a ⇄ b']);
  });

  // the whole repository is read: seconds on a busy machine
  it("today's lists are exactly what the repository needs (no stale entry)", { timeout: 60_000 }, () => {
    const unused: string[] = [];
    const rules = checkArchitecture(path.join(fixture, '../../..'), { unused }).map((v) => v.rule);
    expect(rules).not.toContain('module-repository');
    expect(rules).not.toContain('module-two-way');
    expect(unused).toEqual([]);
  });

  it('every rule it knows is exercised by the fixture (except unresolved paths)', () => {
    expect(new Set(found.map((v) => v.rule))).toEqual(
      new Set(Object.keys(RULES).filter((r) => r !== 'unresolved')),
    );
  });

  it('--skip leaves a rule out', () => {
    const rules = checkArchitecture(fixture, { skip: ['cycle', 'feature-import'] }).map((v) => v.rule);
    expect(rules).not.toContain('cycle');
    expect(rules).not.toContain('feature-import');
    expect(rules).toContain('db-import');
  });
});

describe('importsOf', () => {
  it('tells type-only imports from value imports', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B } from './b';",
      "import { type C, d } from './c';",
      "import e from './e';",
      "import './f';",
      "export type { G } from './g';",
      "export { h } from './h';",
      "const i = await import('./i');",
      "type J = import('./j').J;",
    ].join('\n');
    expect(importsOf(text, 'x.ts')).toEqual([
      { spec: './a', type: true },
      { spec: './b', type: true },
      { spec: './c', type: false },
      { spec: './e', type: false },
      { spec: './f', type: false },
      { spec: './g', type: true },
      { spec: './h', type: false },
      { spec: './i', type: false },
      { spec: './j', type: true },
    ]);
  });
});
