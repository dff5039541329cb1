import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder (apps/server), found from this module's location so that the same
 * code works from the sources (src/lib/paths.ts) and from the compiled bundle (dist/main.js).
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@tryout/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
