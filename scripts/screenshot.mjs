#!/usr/bin/env node
// Takes docs/screenshot.png of a running Tranche (`npm start` first): `node scripts/screenshot.mjs [url]`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.argv[2] ?? 'http://localhost:3000/';
const browser = await chromium.launch({
  executablePath: findChromium({ install: false }),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: path.join(root, 'docs/screenshot.png') });
await browser.close();
console.log('wrote docs/screenshot.png');
