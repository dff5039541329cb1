import fs from 'node:fs';
import path from 'node:path';
import { foreignWords } from '@tryout/shared/voice';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web's literal texts (JSX text, string and template literals; import paths and comments
 * left out) hold none of the English words of shared/voice.ts: one Indonesian voice (docs/decisions/0036).
 */
const root = import.meta.dirname;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function literals(file: string): string[] {
  const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      out.push(node.text);
    else if (ts.isJsxText(node) && node.text.trim()) out.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(src);
  return out;
}

const files = sources(root);

describe('the web pages speak Indonesian (docs/decisions/0036)', () => {
  it('reads the pages', () => {
    expect(files.some((f) => f.endsWith('RegisterPage.tsx'))).toBe(true);
    expect(files.length).toBeGreaterThan(50);
  });

  it('has no English word in a literal text of any page or component', () => {
    const bad = files.flatMap((f) =>
      literals(f)
        .filter((t) => foreignWords(t).length > 0)
        .map((t) => `${path.relative(root, f)}: ${t}`),
    );
    expect(bad).toEqual([]);
  });
});
