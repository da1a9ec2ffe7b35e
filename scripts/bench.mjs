#!/usr/bin/env node
// `npm run bench`: runs every `*.bench.ts` in the workspaces one after another and prints their
// figures. Benchmarks print; they never pass or fail on time.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

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
if (files.length === 0) console.log('no benchmarks matched');
process.exit(failed ? 1 : 0);
