#!/usr/bin/env node
// `npm run bench`: runs every `*.bench.ts` in the workspaces one after another and prints their
// figures. Benchmarks print; they never pass or fail on time.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2).filter((word) => !word.startsWith('--'));

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return find(full);
    return entry.name.endsWith('.bench.ts') ? [full] : [];
  });
}

const files = ['apps', 'packages']
  .flatMap((dir) => find(path.join(root, dir)))
  .filter((file) => only.length === 0 || only.some((word) => file.includes(word)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n== ${path.relative(root, file)}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
// The web app's download sizes in Chromium: its own module, since it serves the built app.
const webBench = path.join(root, 'scripts/bench/web-js-bytes.ts');
if (only.length === 0 || only.some((word) => 'web-js-bytes'.includes(word) || word === 'web')) {
  files.push(webBench);
  console.log(`\n== ${path.relative(root, webBench)}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', webBench, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
if (files.length === 0) console.log('no benchmarks matched');
process.exit(failed ? 1 : 0);
