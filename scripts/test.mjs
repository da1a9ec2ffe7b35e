#!/usr/bin/env node
// `npm test`: every test there is — lint, typecheck, unit/API/database tests (PGlite, and PostgreSQL
// too when TEST_DATABASE_URL is set), then the browser tests against the built app in Chromium.
// After lint and typecheck two lanes run side by side, since the browser tests mostly wait on the
// page while the database tests keep the cores busy: (1) vitest on PGlite; (2) the web build, then
// Playwright, then vitest's database tests on PostgreSQL (the browser tests end well before the
// PGlite pass, so the PostgreSQL pass no longer waits for it). Each lane's output is printed whole
// when the lane ends.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { findChromium } from './find-chromium.mjs';
import { findEspeak } from './find-espeak.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/test-reports');
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Each failed test by name, with the first line of its error, repeated at the very end of the output. */
const failedTests = [];
const started = Date.now();

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs a step in the foreground, its output straight to ours. */
function runNow(title, command, args) {
  console.log(`\n▶ ${title}`);
  const since = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(ok ? `✔ ${title} (${seconds(since)} s)` : `✖ ${title} failed (${seconds(since)} s)`);
  if (!ok) failedSteps.push(title);
  return ok;
}

/** One lane: steps one after another, output collected and printed when the lane ends. */
function lane(name) {
  const lines = [];
  const log = (line) => lines.push(line);
  return {
    run(title, command, args, env = {}) {
      log(`\n▶ ${title}`);
      const since = Date.now();
      return new Promise((resolve) => {
        const child = spawn(command, args, {
          cwd: root,
          env: { ...process.env, FORCE_COLOR: '0', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (chunk) => log(chunk.toString().replace(/\n$/, '')));
        child.stderr.on('data', (chunk) => log(chunk.toString().replace(/\n$/, '')));
        child.on('close', (code) => {
          const ok = code === 0;
          log(ok ? `✔ ${title} (${seconds(since)} s)` : `✖ ${title} failed (${seconds(since)} s)`);
          if (!ok) failedSteps.push(title);
          resolve(ok);
        });
      });
    },
    fail(title, message) {
      log(`\n✖ ${message}`);
      failedSteps.push(title);
    },
    print() {
      console.log(`\n════ lane: ${name} (ended after ${seconds(started)} s) ════`);
      console.log(lines.join('\n'));
    },
  };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // the step's own failure is already recorded
  }
}

function countVitest(file) {
  const report = readJson(file);
  if (!report) return;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const relative = path.relative(root, file.name);
      failedTests.push(`${relative} › ${test.fullName}: ${gist(test.failureMessages?.[0])}`);
    }
  }
}

/**
 * The gist of a failure for the summary at the end (all a CI excerpt may show): the message's first
 * lines, which name the locator and what was expected and received, and where the test stopped.
 */
function gist(message, location) {
  const lines = stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 8)
    .map((line) => line.slice(0, 300));
  if (location) lines.push(`at ${path.relative(root, location.file)}:${location.line}`);
  return lines.join('\n    ');
}

/** Playwright's report nests suites; a spec whose `ok` is false failed on every retry. */
function failedSpecs(suite, file) {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    if (spec.ok) continue;
    const error = spec.tests?.flatMap((test) => test.results ?? []).find((r) => r.error)?.error;
    failedTests.push(`e2e/tests/${here} › ${spec.title}: ${gist(error?.message, error?.location)}`);
  }
  for (const child of suite.suites ?? []) failedSpecs(child, here);
}

function countPlaywright(file) {
  const report = readJson(file);
  const stats = report?.stats;
  if (!stats) return;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  for (const suite of report.suites ?? []) failedSpecs(suite);
}

async function vitest(target, name, extraArgs, env) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  await target.run(
    `vitest: ${name}`,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extraArgs],
    env,
  );
  countVitest(out);
}

/** Vitest over every project on the embedded database (the speech tests need espeak-ng). */
async function pgliteLane() {
  const db = lane('unit, API and database tests on PGlite');
  try {
    findEspeak();
  } catch (error) {
    // The speech tests then fail and say why; the other tests still run.
    db.fail('speech engine (no espeak-ng)', error.message);
  }
  await vitest(db, 'all projects on PGlite', [], { TEST_DATABASE_URL: '' });
  db.print();
}

/**
 * The database-facing tests once more, on PostgreSQL: the API's and the db package's (the other
 * packages are pure and never open a database).
 */
async function postgresLane() {
  if (!process.env.TEST_DATABASE_URL) return;
  const pg = lane('database tests on PostgreSQL');
  await vitest(
    pg,
    'database tests on PostgreSQL',
    ['--project', 'api', '--project', 'packages', 'apps/api/', 'packages/db/'],
    {},
  );
  pg.print();
}

async function browserLane() {
  const browser = lane('browser tests');
  if (await browser.run('build web app', 'npm', ['run', '--silent', 'build'])) {
    let chromium;
    try {
      chromium = findChromium();
    } catch (error) {
      browser.fail('browser tests (no Chromium)', error.message);
    }
    if (chromium) {
      const out = path.join(reports, 'playwright.json');
      await browser.run(
        'browser tests (Playwright + Chromium)',
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
        { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      );
      countPlaywright(out);
    }
  }
  browser.print();
}

runNow('lint (biome)', 'npx', ['biome', 'check', '.']);
runNow('typecheck', 'npm', ['run', '--silent', 'typecheck']);
// The PostgreSQL pass follows the browser tests, which end well before the PGlite pass.
await Promise.all([pgliteLane(), browserLane().then(postgresLane)]);

console.log('');
console.log(`All tests took ${seconds(started)} s.`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join('; ')}`);
for (const test of failedTests) console.log(`✖ ${test}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
