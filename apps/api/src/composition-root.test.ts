import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const ROOT = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|bench)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Relative modules a file loads at run time: `import type` and type-only names do not count. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = path.resolve(path.dirname(file), specifier);
      return (
        [`${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) => files.has(candidate)) ?? base
      );
    });
}

const files = new Set(sourceFiles(ROOT));
const graph = new Map([...files].map((file) => [file, runtimeImports(file)]));

/** Every module reachable from `start` by run-time imports. */
function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(graph.get(start) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(graph.get(next) ?? []));
  }
  return seen;
}

const container = path.join(ROOT, 'container.ts');

it('keeps the composition root out of every import circle: what it loads never loads it back', () => {
  expect(reachable(container).has(container)).toBe(false);
});

it('hands jobs narrow dependencies: no job module loads the container, nor loads anything lazily', () => {
  const jobs = [...files].filter((file) => file.startsWith(path.join(ROOT, 'jobs')));
  expect(jobs.length).toBeGreaterThan(3);
  for (const job of jobs) {
    expect(graph.get(job), path.relative(ROOT, job)).not.toContain(container);
    expect(readFileSync(job, 'utf8'), path.relative(ROOT, job)).not.toMatch(/\bimport\(/);
  }
});
