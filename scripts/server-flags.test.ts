import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe("the server's node flags (scripts/build-server.mjs SERVER_NODE_FLAGS)", () => {
  it('npm start and the systemd unit start the server with every one of them', () => {
    const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start as string;
    const unit = readFileSync(path.join(root, 'deploy/tryout@.service'), 'utf8');
    const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1] ?? '';
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) {
      expect(start.split(' ')).toContain(flag);
      expect(execStart.split(' ')).toContain(flag);
    }
    expect(start.endsWith('scripts/start.mjs')).toBe(true);
    expect(execStart.endsWith('scripts/start.mjs')).toBe(true);
  });
});
