import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An area's `*.paths.ts` is what the web loads at run time (docs/decisions/0042): it may import
 * only route.ts and other paths files, so no schema (and no zod) reaches the exam pages.
 */
describe('route paths stay free of schemas', () => {
  const dir = import.meta.dirname;
  const files = readdirSync(dir).filter((f) => f.endsWith('.paths.ts'));

  it('each paths file imports only route.ts and other paths files', () => {
    const offenders = files.flatMap((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const specifiers = [...text.matchAll(/^\s*import\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
      return specifiers
        .filter((s) => !(s === './route' || /^\.\/[\w-]+\.paths$/.test(s)))
        .map((s) => `${file}: ${s}`);
    });
    expect(offenders).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  });

  it('each contract joins the paths file of its own area', () => {
    const contracts = readdirSync(dir).filter((f) => f.endsWith('.contract.ts'));
    for (const file of contracts) {
      const area = file.replace(/\.contract\.ts$/, '');
      expect(readFileSync(path.join(dir, file), 'utf8')).toContain(`from './${area}.paths'`);
    }
    expect(contracts.length).toBe(files.length);
  });
});
