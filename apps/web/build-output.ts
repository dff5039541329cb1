import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * A build-only plugin that works on what Vite has written: `write` gets the output folder and the
 * bundle (and the plugin context as `this`, for `this.error`).
 */
export function afterWrite(
  name: string,
  write: (this: Rollup.PluginContext, outDir: string, bundle: Rollup.OutputBundle) => void | Promise<void>,
): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      return write.call(this, outDir, bundle);
    },
  };
}
