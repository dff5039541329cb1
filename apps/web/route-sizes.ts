import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterWrite } from './build-output';

type Chunk = {
  type: 'chunk';
  code: string;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  moduleIds: string[];
  modules?: Record<string, { renderedLength: number; code?: string | null }>;
  viteMetadata?: { importedCss: Set<string> };
};

/** The features whose pages a candidate opens (their code is what the offline shell precaches). */
const CANDIDATE_FEATURES = new Set([
  'accounts',
  'take-exam',
  'exam-overview',
  'exam-results',
  'exam-review',
  'toefl',
  'course-exam',
]);

/**
 * The files (JS and CSS, relative to the build's base) the candidate pages need, shown and
 * deferred, filled in writeBundle: the service worker's precache list (vite.config.ts).
 */
export const candidateFiles = new Set<string>();

/** The pages a candidate takes an exam on: the tryout, a TOEFL section, a course exam. */
const EXAM_PAGES = ['take-exam/ExamPage', 'take-exam/ToeflExamPage', 'take-exam/CourseExamPage'];
const PAGE = /features\/([^/]+)\/([^/]+Page)\.tsx$/;
const ROUTE = /features\/[^/]+\/([^/]+Page|StaffLayout)\.tsx$/;

/**
 * Prints the gzip JavaScript each page needs to show — the entry, the page's chunk and every chunk
 * they import statically (CSS not counted) — and writes dist/route-sizes.json; `examPages` holds
 * the totals of every page a candidate takes an exam on (the bench's budget). Measured in
 * writeBundle, on the code as written (after Vite has filled in its preload lists). `deferred` is
 * what a page fetches after it has shown (dialogs, toast container: components/deferred.tsx), other
 * routes not included.
 */
export function routeSizes(): Plugin {
  return afterWrite('route-sizes', function (outDir, bundle) {
    const chunks = new Map<string, Chunk>();
    for (const [file, out] of Object.entries(bundle))
      if (out.type === 'chunk') chunks.set(file, out as unknown as Chunk);
    const gz = new Map<string, number>();
    const size = (file: string) => {
      if (!gz.has(file)) gz.set(file, gzipSync(chunks.get(file)?.code ?? '').length);
      return gz.get(file)!;
    };
    const closure = (start: string[]) => {
      const seen = new Set<string>();
      const stack = [...start];
      while (stack.length) {
        const f = stack.pop()!;
        if (seen.has(f) || !chunks.has(f)) continue;
        seen.add(f);
        stack.push(...chunks.get(f)!.imports);
      }
      return seen;
    };
    const kib = (files: Iterable<string>) =>
      Math.round(([...files].reduce((sum, f) => sum + size(f), 0) / 1024) * 10) / 10;
    const isRoute = (file: string) => chunks.get(file)!.moduleIds.some((id) => ROUTE.test(id));
    const entry = [...chunks.entries()].filter(([, c]) => c.isEntry).map(([f]) => f);
    const pages: Record<string, number> = {};
    const deferred: Record<string, number> = {};
    for (const [file, c] of chunks) {
      // by the modules a chunk holds, so a page merged into a shared chunk is still found
      for (const id of c.moduleIds) {
        const m = PAGE.exec(id);
        if (!m) continue;
        const shown = closure([...entry, file]);
        const later = new Set<string>();
        for (const f of shown)
          for (const d of chunks.get(f)!.dynamicImports)
            if (!isRoute(d)) for (const g of closure([d])) if (!shown.has(g)) later.add(g);
        pages[`${m[1]}/${m[2]}`] = kib(shown);
        deferred[`${m[1]}/${m[2]}`] = kib(later);
        if (CANDIDATE_FEATURES.has(m[1]))
          for (const f of [...shown, ...later]) {
            candidateFiles.add(f);
            for (const css of chunks.get(f)!.viteMetadata?.importedCss ?? []) candidateFiles.add(css);
          }
      }
    }
    const examPages: Record<string, number> = {};
    for (const p of EXAM_PAGES) {
      if (pages[p] === undefined) this.error(`route-sizes: no chunk holds features/${p}.tsx`);
      examPages[p] = pages[p];
    }
    // ROUTE_SIZES_DETAIL=1: what each exam page's chunks hold (to find what to trim)
    if (process.env.ROUTE_SIZES_DETAIL) printDetail(chunks, size, closure, entry, EXAM_PAGES);
    const sorted = Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
    const report = {
      pages: sorted,
      examPages,
      examPageDeferred: deferred['take-exam/ExamPage'],
      deferred,
    };
    console.log('\nJavaScript per page (KiB gzip, incl. shared chunks; + fetched after showing):');
    for (const [p, kb] of Object.entries(sorted))
      console.log(
        `  ${p.padEnd(42)} ${kb.toFixed(1).padStart(7)}${deferred[p] ? `  + ${deferred[p].toFixed(1)}` : ''}`,
      );
    fs.writeFileSync(path.join(outDir, 'route-sizes.json'), `${JSON.stringify(report, null, 2)}\n`);
  });
}

/**
 * Prints, per page, its chunks (gzip KiB) and each chunk's largest modules: rendered KiB / KiB
 * gzipped alone (a module's share of its chunk is less: the chunk compresses as a whole).
 */
function printDetail(
  chunks: Map<string, Chunk>,
  size: (file: string) => number,
  closure: (start: string[]) => Set<string>,
  entry: string[],
  pagesToShow: string[],
) {
  for (const page of pagesToShow) {
    const file = [...chunks.entries()].find(([, c]) =>
      c.moduleIds.some((id) => id.includes(`features/${page}.tsx`)),
    )?.[0];
    if (!file) continue;
    console.log(`\n${page}:`);
    const files = [...closure([...entry, file])].sort((a, b) => size(b) - size(a));
    for (const f of files) {
      const mods = Object.entries(chunks.get(f)?.modules ?? {})
        .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
        .slice(0, Number(process.env.ROUTE_SIZES_DETAIL) || 6)
        .map(
          ([id, m]) =>
            `${id.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, '')} ${(m.renderedLength / 1024).toFixed(1)}/${(gzipSync(m.code ?? '').length / 1024).toFixed(2)}`,
        );
      console.log(`  ${(size(f) / 1024).toFixed(1).padStart(6)} ${f}\n         ${mods.join(' · ')}`);
    }
  }
}
