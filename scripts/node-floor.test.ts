import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { meetsFloor, nodeFloor } from './node-floor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the Node floor (npm start, .ci/run)', () => {
  it("is the README's 20.19, read from package.json", () => {
    expect(nodeFloor()).toEqual([20, 19]);
  });

  it.each([
    ['18.20.4', false],
    ['20.11.1', false],
    ['20.18.3', false],
    ['20.19.0', true],
    ['20.20.1', true],
    ['21.0.0', true],
    ['22.12.0', true],
  ])('%s meets it: %s', (version, ok) => {
    expect(meetsFloor(version, [20, 19])).toBe(ok);
  });

  // the process believes it is Node 20.18.0: npm start and .ci/run stop with their one line
  const asNode = "data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.18.0'})";
  it.each([
    ['scripts/start.mjs', 'Tryout memerlukan Node.js 20.19 atau yang lebih baru; yang terpasang 20.18.0.\n'],
    [
      'scripts/node-floor.mjs',
      "Node.js 20.18.0 is older than the README's floor: install Node.js 20.19 or newer.\n",
    ],
  ])('%s refuses an older Node with one line', (script, line) => {
    const r = spawnSync(process.execPath, ['--import', asNode, script], { cwd: root, encoding: 'utf8' });
    expect([r.status, r.stdout, r.stderr]).toEqual([1, '', line]);
  });

  it('passes this machine, silently', () => {
    const r = spawnSync(process.execPath, ['scripts/node-floor.mjs'], { cwd: root, encoding: 'utf8' });
    expect([r.status, r.stderr]).toEqual([0, '']);
  });
});
