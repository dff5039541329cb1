// The Node floor of the README (package.json engines, '>=20.19': three dependencies are ES modules
// loaded with require, which an older Node cannot do). npm start and .ci/run stop below it with one
// line instead of a stack trace at boot.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The lowest Node release the project runs on, [major, minor], from package.json's engines.node. */
export function nodeFloor() {
  const engines = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  const m = /^>=\s*(\d+)\.(\d+)/.exec(engines);
  if (!m) throw new Error(`package.json engines.node is not '>=major.minor': ${engines}`);
  return [Number(m[1]), Number(m[2])];
}

/** Whether `version` ('20.19.2') is at or above the floor. */
export function meetsFloor(version, [major, minor] = nodeFloor()) {
  const [a, b] = version.split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

/** Exits 1 with `say(installed, floor)` as its one line when this Node is below the floor. */
export function requireNodeFloor(say) {
  const floor = nodeFloor();
  if (meetsFloor(process.versions.node, floor)) return;
  console.error(say(process.versions.node, floor.join('.')));
  process.exit(1);
}

// `node scripts/node-floor.mjs` (.ci/run): the check alone
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  requireNodeFloor(
    (v, floor) => `Node.js ${v} is older than the README's floor: install Node.js ${floor} or newer.`,
  );
}
