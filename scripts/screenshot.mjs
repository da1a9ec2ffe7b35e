#!/usr/bin/env node
// Takes docs/screenshot.png of a running Tranche with its demo accounts (`npm start` first):
// signs in as the demo client and photographs the subscriptions. `node scripts/screenshot.mjs [base-url]`
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: findChromium({ install: false }),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 860 } });
await page.goto(`${base}/sign-in`);
await page.getByRole('textbox', { name: 'Email' }).fill('client@demo.tranche.local');
await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-Client-2026!');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
await page.goto(`${base}/subscriptions/all`, { waitUntil: 'networkidle' });
await page.getByRole('table').waitFor();
await page.screenshot({ path: path.join(root, 'docs/screenshot.png') });
await browser.close();
console.log('wrote docs/screenshot.png');
