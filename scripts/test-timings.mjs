// Per test file timing for `npm test`: a vitest reporter that writes each file's time (import,
// setup and tests) with its project to the JSON file named by TRYOUT_TIMINGS, and slowest(), the
// files that took longest across the runs' timing files.
import fs from 'node:fs';
import path from 'node:path';

/** The vitest reporter: `--reporter=./scripts/test-timings.mjs` (with TRYOUT_TIMINGS set). */
export default class TimingsReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const out = process.env.TRYOUT_TIMINGS;
    if (!out) return;
    const files = testModules.map((m) => {
      const d = m.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return {
        project: m.project.name,
        file: path.relative(this.root, m.moduleId).split(path.sep).join('/'),
        seconds: Math.round(ms) / 1000,
      };
    });
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(files, null, 1)}\n`);
  }
}

/** The `n` slowest files in the given timing files (missing files are skipped), slowest first. */
export function slowest(timingFiles, n = 10) {
  const all = timingFiles
    .filter((f) => fs.existsSync(f))
    .flatMap((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
  return all.sort((a, b) => b.seconds - a.seconds).slice(0, n);
}
