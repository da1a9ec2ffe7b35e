import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A mock of a provider's API that Prism generates from the provider's own OpenAPI document, for
 * the contract tests of the real clients. Prism validates every request against the document and
 * names any breach in the `sl-violations` header of its answer.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const PRISM = resolve(REPO_ROOT, 'node_modules/.bin/prism');

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A provider's document in `packages/providers/openapi/`. */
export const openapiFile = (relative: string) => {
  const file = resolve(REPO_ROOT, 'packages/providers/openapi', relative);
  if (!existsSync(file))
    throw new Error(`The provider's OpenAPI document is missing: expected it at ${file}`);
  return file;
};

/**
 * The document cut to the operations a client calls and the schemas they reach (webhooks left
 * out): Prism needs
 * minutes, or never finishes, to dereference a large provider's whole document.
 */
export function operationsOnly(document: JsonObject, operations: Record<string, string[]>): JsonObject {
  const allPaths = document.paths as Record<string, JsonObject>;
  const paths: JsonObject = {};
  for (const [path, methods] of Object.entries(operations)) {
    const item = allPaths[path];
    if (!item) throw new Error(`The document has no path ${path}`);
    const kept: JsonObject = {};
    for (const method of methods) {
      if (!item[method]) throw new Error(`The document has no ${method} ${path}`);
      kept[method] = structuredClone(item[method]) as Json;
    }
    if (item.parameters) kept.parameters = item.parameters;
    paths[path] = kept;
  }
  const components = (document.components ?? {}) as Record<string, JsonObject>;
  const reachable = new Set<string>();
  const pending: Json[] = [paths, (document.security ?? null) as Json];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (Array.isArray(node)) pending.push(...node);
    else if (isObject(node)) {
      const ref = node.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/components/')) {
        // A reference into a component ("#/components/schemas/Branding/properties/sourceId") keeps
        // the whole component.
        const [, , section, name] = ref.split('/');
        const component = `#/components/${section}/${name}`;
        if (!reachable.has(component)) {
          reachable.add(component);
          pending.push(components[section!]?.[name!] ?? null);
        }
      }
      pending.push(...Object.values(node));
    }
  }
  const cut: JsonObject = {};
  for (const [section, entries] of Object.entries(components)) {
    cut[section] =
      section === 'securitySchemes'
        ? entries
        : Object.fromEntries(
            Object.entries(entries).filter(([name]) => reachable.has(`#/components/${section}/${name}`)),
          );
  }
  // Only what serving needs: OpenAPI 3.1's webhooks (and Apideck's x-webhooks) are not served,
  // tags only group the documentation; their schemas are cut with the rest.
  const kept: JsonObject = {};
  for (const key of ['openapi', 'jsonSchemaDialect', 'info', 'servers', 'security'])
    if (document[key] !== undefined) kept[key] = document[key]!;
  return { ...kept, paths, components: cut };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export interface PrismMock {
  /** http://127.0.0.1:port */
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts Prism on a free port with the document (a file, or a document object written to a
 * temporary file) and waits until it answers. `dynamic`: examples generated from the schemas
 * with a fixed seed, for documents whose static examples are missing or too large.
 */
export async function startPrism(
  spec: string | JsonObject,
  options: { dynamic?: boolean; startupMs?: number } = {},
): Promise<PrismMock> {
  if (!existsSync(PRISM)) throw new Error(`Prism is not installed: expected ${PRISM} (@stoplight/prism-cli)`);
  const workDir = typeof spec === 'string' ? null : mkdtempSync(join(tmpdir(), 'tranche-prism-'));
  const file = workDir === null ? (spec as string) : join(workDir, 'served.json');
  if (workDir !== null) writeFileSync(file, JSON.stringify(spec));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dynamic = options.dynamic ? ['-d', '--seed', 'tranche'] : [];
  const child: ChildProcess = spawn(
    PRISM,
    ['mock', ...dynamic, '-h', '127.0.0.1', '-p', String(port), file],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((wait) => setTimeout(wait, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (workDir !== null) rmSync(workDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.startupMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Prism exited with ${child.exitCode}:\n${output}`);
    }
    // Any HTTP answer, even a 404, means Prism listens.
    const listening = await fetch(`${base}/`).then(
      () => true,
      () => false,
    );
    if (listening) return { base, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prism did not listen in time:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
}
