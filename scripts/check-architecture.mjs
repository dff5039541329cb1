// `npm run check:architecture`: the import rules of ARCHITECTURE.md, checked over the import graph
// of apps/ and packages/ (every import, export-from, dynamic import() and import type). Prints each
// broken rule and exits 1 if there is one.
//
//   node scripts/check-architecture.mjs [--root <folder>] [--skip <rule,rule>]
//
// Two rules carry today's exceptions as lists below (module-repository, module-two-way): an
// import not in its list fails, so those counts can only go down. Remove an entry when its import
// goes (the checker names entries no longer used).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The rules, by name: `--skip` takes these names. */
export const RULES = {
  'db-import': 'a value import of apps/server/src/db/ outside repositories, db/, main.ts, cli/ and tests',
  'domain-import': 'apps/server/src/domain/ imports something other than domain/ and packages/shared',
  'feature-import': 'a web feature imports another feature',
  'component-feature': 'apps/web/src/components/ imports a feature',
  'shared-app': 'packages/ imports from apps/',
  'module-repository':
    "a server module imports another module's repository (reach it through that module's service)",
  'module-two-way': 'two server module folders import each other (tests aside)',
  cycle: 'an import loop (type imports included)',
  unresolved: 'a relative or @tryout/shared import that names no file',
};

const SCANNED = ['apps', 'packages'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'demo-assets', 'coverage']);
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const RESOLVE_EXTS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];
const SHARED_ALIAS = '@tryout/shared/';

const DB = 'apps/server/src/db/';
const DOMAIN = 'apps/server/src/domain/';
const SHARED = 'packages/shared/src/';
const FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const COMPONENTS = 'apps/web/src/components/';

/** The module folder a server file lies in (undefined: not in one, e.g. modules/http.ts). */
const moduleOf = (file) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];

/**
 * Today's imports of another module's repository (paths under apps/server/src/modules/): allowed
 * until they move to that module's service; any other such import fails. Entries read
 * "apps/server/src/modules/<a>/<file> → apps/server/src/modules/<b>/<x>.repository.ts"; none today.
 * @type {string[]}
 */
export const REPOSITORY_IMPORTS_TODAY = [];

/**
 * Module folders that import each other today, allowed until one direction goes. (monitor ⇄
 * results went with lib/export.ts, exam-day ⇄ monitor when the token ujian's gate moved to
 * exam-day and the exam targets to exams, outcome ⇄ settings when the pass settings' rule moved to
 * settings, materi ⇄ question-bank when the question media's files moved to lib/media.ts, exams ⇄
 * materi when the code namespace became the codes module and /addMateri moved to exams; any other
 * pair fails.) Entries read 'a ⇄ b' (folder names, sorted); none today.
 * @type {string[]}
 */
export const TWO_WAY_TODAY = [];

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('apps/server/test/');

/** Who may import db/ values: repositories, db/ itself (migrations, seed), the composition roots, tests. */
export function mayImportDb(file) {
  return (
    file.startsWith(DB) ||
    file.endsWith('.repository.ts') ||
    file === 'apps/server/src/main.ts' ||
    file.startsWith('apps/server/src/cli/') ||
    isTest(file)
  );
}

function listSources(root) {
  const out = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (!SKIPPED_DIRS.has(e.name) && !e.name.startsWith('.')) walk(path.join(dir, e.name));
      } else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts') && !e.name.endsWith('.d.mts')) {
        out.push(path.relative(root, path.join(dir, e.name)).split(path.sep).join('/'));
      }
    }
  };
  for (const top of SCANNED) walk(path.join(root, top));
  return out.sort();
}

const allTypeOnly = (elements) => elements.length > 0 && elements.every((e) => e.isTypeOnly);

/** Every module specifier of a file, with `type: true` when the import is erased at run time. */
export function importsOf(text, fileName) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const c = node.importClause;
      const type =
        !!c &&
        (c.isTypeOnly ||
          (!c.name &&
            !!c.namedBindings &&
            ts.isNamedImports(c.namedBindings) &&
            allTypeOnly(c.namedBindings.elements)));
      found.push({ spec: node.moduleSpecifier.text, type });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const type =
        node.isTypeOnly ||
        (!!node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          allTypeOnly(node.exportClause.elements));
      found.push({ spec: node.moduleSpecifier.text, type });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({ spec: node.moduleReference.expression.text, type: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, type: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ spec: node.argument.literal.text, type: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The scanned file a specifier names, `undefined` for a package, or `null` for an unresolved local path. */
function resolve(root, files, from, spec) {
  const bare = spec.split('?')[0];
  let base;
  if (bare.startsWith(SHARED_ALIAS)) base = SHARED + bare.slice(SHARED_ALIAS.length);
  else if (bare.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  else return undefined;
  const candidates = [base, ...RESOLVE_EXTS.map((ext) => base + ext)];
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/js$/, 'ts'));
  return candidates.find((c) => files.has(c)) ?? (fs.existsSync(path.join(root, base)) ? base : null);
}

/** Strongly connected components of more than one file (or a file importing itself): the loops. */
function loops(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || graph.get(v)?.has(v)) out.push(comp.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return out;
}

/** One loop of a component, as a path through it from its first file back to that file. */
function cycleIn(graph, comp) {
  const inComp = new Set(comp);
  const start = comp[0];
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!inComp.has(w)) continue;
      if (w === start) {
        const route = [start];
        for (let u = v; u !== start; u = prev.get(u)) route.splice(1, 0, u);
        return [...route, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/**
 * Every broken rule under `root`, as `{ rule, file, target, message }`; `unused` lists the entries
 * of the two allow-lists that no import needs any more.
 */
export function checkArchitecture(
  root,
  { skip = [], repositoryImports = REPOSITORY_IMPORTS_TODAY, twoWay = TWO_WAY_TODAY, unused = [] } = {},
) {
  const files = new Set(listSources(root));
  const graph = new Map();
  const violations = [];
  const report = (rule, file, target, message) => {
    if (!skip.includes(rule)) violations.push({ rule, file, target, message });
  };
  const allowedRepositoryImports = new Set(repositoryImports);
  const usedRepositoryImports = new Set();
  /** 'a ⇄ b'-keyed first import from each module folder to another: `${from} → ${to}` → [file, target] */
  const moduleEdges = new Map();

  for (const file of files) {
    const edges = new Set();
    graph.set(file, edges);
    for (const { spec, type } of importsOf(fs.readFileSync(path.join(root, file), 'utf8'), file)) {
      const target = resolve(root, files, file, spec);
      if (target === null) {
        report('unresolved', file, spec, `${file}: cannot resolve '${spec}'`);
        continue;
      }
      if (target && files.has(target)) edges.add(target);

      if (!type && target?.startsWith(DB) && !mayImportDb(file)) {
        report('db-import', file, target, `${file} imports ${target} (only repositories use db/)`);
      }
      if (file.startsWith(DOMAIN)) {
        // a package (vitest) only in a test
        const pure = target ? target.startsWith(DOMAIN) || target.startsWith(SHARED) : isTest(file);
        const named = target ?? spec;
        if (!pure) report('domain-import', file, named, `${file} imports ${named} (domain/ is pure)`);
      }
      const from = FEATURE.exec(file)?.[1];
      const to = target && FEATURE.exec(target)?.[1];
      if (from && to && from !== to) {
        report('feature-import', file, target, `${file} imports ${target} (feature ${from} → feature ${to})`);
      }
      if (file.startsWith(COMPONENTS) && to) {
        report('component-feature', file, target, `${file} imports ${target} (components/ knows no feature)`);
      }
      if (file.startsWith('packages/') && target?.startsWith('apps/')) {
        report('shared-app', file, target, `${file} imports ${target} (packages/ knows no app)`);
      }
      const fromModule = moduleOf(file);
      const toModule = target && moduleOf(target);
      if (fromModule && toModule && fromModule !== toModule && !isTest(file)) {
        const edge = `${fromModule} → ${toModule}`;
        if (!moduleEdges.has(edge)) moduleEdges.set(edge, [file, target]);
        if (target.endsWith('.repository.ts')) {
          const pair = `${file} → ${target}`;
          if (allowedRepositoryImports.has(pair)) usedRepositoryImports.add(pair);
          else {
            report(
              'module-repository',
              file,
              target,
              `${file} imports ${target} (another module's repository: use its service)`,
            );
          }
        }
      }
    }
  }
  const usedTwoWay = new Set();
  for (const [edge, [file, target]] of moduleEdges) {
    const [a, b] = edge.split(' → ');
    const back = moduleEdges.get(`${b} → ${a}`);
    if (!back || a > b) continue; // each pair once
    const pair = `${a} ⇄ ${b}`;
    if (twoWay.includes(pair)) usedTwoWay.add(pair);
    else {
      report(
        'module-two-way',
        file,
        target,
        `modules ${pair} import each other: ${file} → ${target} and ${back[0]} → ${back[1]}`,
      );
    }
  }
  for (const pair of repositoryImports) if (!usedRepositoryImports.has(pair)) unused.push(pair);
  for (const pair of twoWay) if (!usedTwoWay.has(pair)) unused.push(pair);
  for (const comp of loops(graph)) {
    const cycle = cycleIn(graph, comp);
    report('cycle', cycle[0], cycle[1], `import loop of ${comp.length} files: ${cycle.join(' → ')}`);
  }
  return violations;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const opt = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const root = path.resolve(opt('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const skip = (opt('--skip') ?? '').split(',').filter(Boolean);
  const unused = [];
  const violations = checkArchitecture(root, { skip, unused });
  for (const v of violations) console.error(`${v.rule}: ${v.message}`);
  for (const entry of unused) {
    console.log(`no longer needed — remove it from the list in scripts/check-architecture.mjs: ${entry}`);
  }
  const on = Object.keys(RULES).filter((r) => !skip.includes(r));
  if (violations.length) {
    console.error(
      `\n${violations.length} import rule(s) broken (see ARCHITECTURE.md). Checked: ${on.join(', ')}`,
    );
    process.exit(1);
  }
  console.log(`Import rules kept (${on.join(', ')}).`);
}
