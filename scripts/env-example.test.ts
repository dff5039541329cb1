import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The variables of the server's configuration schema (apps/server/src/config.ts). */
function configVariables(): string[] {
  const source = fs.readFileSync(path.join(root, 'apps/server/src/config.ts'), 'utf8');
  const body = source.slice(source.indexOf('z\n  .object({'), source.indexOf('.superRefine('));
  return [...body.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
}

describe('.env.example', () => {
  it('documents every variable the server reads, and no other', () => {
    const vars = configVariables();
    expect(vars.length).toBeGreaterThan(30);
    const documented = [
      ...fs.readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm),
    ].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...vars].sort());
  });
});
