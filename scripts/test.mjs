#!/usr/bin/env node
// `npm test`: every test there is — lint, typecheck, unit/API/database tests (PGlite, and PostgreSQL
// too when TEST_DATABASE_URL is set), then the browser tests against the built app in Chromium.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/test-reports');
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`✖ ${title} failed (${seconds} s)`);
    failedSteps.push(title);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } catch {
    /* the step's own failure is already recorded */
  }
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  } catch {
    /* idem */
  }
}

const vitest = (name, extraArgs, env) => {
  const out = path.join(reports, `${name}.json`);
  run(
    `vitest: ${name}`,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extraArgs],
    env,
  );
  countVitest(out);
};

run('lint (biome)', 'npx', ['biome', 'check', '.']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('all projects on PGlite', [], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  // The database-facing tests once more, on PostgreSQL.
  vitest('database tests on PostgreSQL', ['--project', 'api', '--project', 'packages'], {});
}
if (run('build web app', 'npm', ['run', '--silent', 'build'])) {
  let chromium;
  try {
    chromium = findChromium();
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    failedSteps.push('browser tests (no Chromium)');
  }
  if (chromium) {
    const out = path.join(reports, 'playwright.json');
    run(
      'browser tests (Playwright + Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        CHROME_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      },
    );
    countPlaywright(out);
  }
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
