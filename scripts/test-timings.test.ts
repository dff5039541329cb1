import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slowest } from './test-timings.mjs';

describe('slowest test files (npm test)', () => {
  it('takes the slowest across every run, slowest first, the same file per project apart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timings-'));
    const one = path.join(dir, 'one.json');
    const two = path.join(dir, 'two.json');
    fs.writeFileSync(
      one,
      JSON.stringify([
        { project: 'api-sqlite', file: 'a.test.ts', seconds: 3 },
        { project: 'api-postgres', file: 'a.test.ts', seconds: 9 },
        { project: 'unit', file: 'b.test.ts', seconds: 0.2 },
      ]),
    );
    fs.writeFileSync(two, JSON.stringify([{ project: 'api-postgres', file: 'c.test.ts', seconds: 5 }]));
    const top = slowest([one, two, path.join(dir, 'missing.json')], 3);
    expect(top.map((t) => `${t.project} ${t.file}`)).toEqual([
      'api-postgres a.test.ts',
      'api-postgres c.test.ts',
      'api-sqlite a.test.ts',
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});
