#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then runs the
// API process, which migrates the database, serves the app and runs the job workers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = ['src', 'index.html', 'vite.config.ts', 'public', 'package.json'].map((p) =>
  path.join(web, p),
);
const stale =
  !existsSync(builtIndex) ||
  Math.max(...sources.map(newestMtime), newestMtime(path.join(root, 'packages/contracts/src'))) >
    statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@tranche/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The API's Node.js flags (apps/api/node-args.json, which the benchmarks' server reads too): young-
// generation semi-spaces of 32 MB instead of V8's 16 MB, so the short-lived objects of a request
// die young and fewer survive into collections of the old generation, which stall every request
// (the list bench's worst p99 ratio fell from 3.5-4.4 to 2.4 in three runs each).
const apiDir = path.join(root, 'apps/api');
const nodeArgs = JSON.parse(readFileSync(path.join(apiDir, 'node-args.json'), 'utf8'));
const api = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
  cwd: apiDir,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
