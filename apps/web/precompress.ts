import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterWrite } from './build-output';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` next to every built text file of 1 KiB or more; the server
 * sends them as they are (@fastify/static `preCompressed`), so no request pays for compression.
 */
export function precompress(): Plugin {
  return afterWrite('precompress', async (outDir, bundle) => {
    const jobs: Promise<void>[] = [];
    for (const [file, out] of Object.entries(bundle)) {
      if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
      const data = Buffer.from(out.type === 'chunk' ? out.code : out.source);
      if (data.length < 1024) continue;
      const target = path.join(outDir, file);
      jobs.push(
        br(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }).then((b) => writeFile(`${target}.br`, b)),
        gz(data, { level: 9 }).then((g) => writeFile(`${target}.gz`, g)),
      );
    }
    await Promise.all(jobs);
  });
}
