// `npm run bench` (web): the JavaScript the sign-in page and the Home page download, measured in
// Chromium against the built app served by the real API, beside the sign-in page's 150 KB (gzip) budget.
// Byte counts, not timings: the same build gives the same figures on any machine.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import {
  gzipBytesOf,
  kb,
  type ScriptTransfer,
  SIGN_IN_JS_BUDGET_BYTES,
  scriptsLoadedBy,
} from '../../e2e/support/js-transfer';
import { findChromium } from '../find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO_CLIENT = { email: 'client@demo.tranche.local', password: 'Demo-Client-2026!' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(base: string, api: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not become healthy within 2 minutes');
}

async function report(label: string, scripts: ScriptTransfer[]): Promise<number> {
  const gzip = await gzipBytesOf(scripts.map((script) => script.url));
  const transferred = scripts.reduce((sum, script) => sum + script.transferred, 0);
  const encodings = [...new Set(scripts.map((script) => script.encoding))].join('/');
  console.log(
    `${label.padEnd(34)} ${kb(gzip).padStart(9)} gzip   ${kb(transferred).padStart(9)} as transferred (${encodings})   ${scripts.length} files   target ${kb(SIGN_IN_JS_BUDGET_BYTES)}`,
  );
  // `npm run bench -- web --files` lists each script, largest first.
  if (process.argv.includes('--files'))
    for (const script of [...scripts].sort((a, b) => b.transferred - a.transferred))
      console.log(`  ${kb(script.transferred).padStart(9)}  ${new URL(script.url).pathname}`);
  return gzip;
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/sign-in`);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CLIENT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_CLIENT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('building the web app first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The browser first: if it cannot start, no server is left behind.
const browser = await chromium.launch({
  executablePath: findChromium({ install: false }),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'tranche-web-bench-'));
const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/api'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
  },
});
let signInGzip = 0;
try {
  await waitForHealth(base, api);
  const context = await browser.newContext();
  const page = await context.newPage();
  const signInScripts = await scriptsLoadedBy(page, async () => {
    await page.goto(`${base}/sign-in`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
  signInGzip = await report('JavaScript of the sign-in page', signInScripts);

  await signIn(page, base);
  const home = await context.newPage();
  const homeScripts = await scriptsLoadedBy(home, async () => {
    await home.goto(`${base}/`);
    await home.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });
  await report('JavaScript of Home (demo client)', homeScripts);
  console.log(`sign-in JS / 150 KB target: ${(signInGzip / SIGN_IN_JS_BUDGET_BYTES).toFixed(2)}`);
} finally {
  api.kill('SIGTERM');
  await browser.close();
  await new Promise((resolve) => api.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
