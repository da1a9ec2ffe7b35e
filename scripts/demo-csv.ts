#!/usr/bin/env -S node --import tsx
// `npm run demo-csv -- [--seed N] [--as-of yyyy-mm-dd] [--out file]`: the generated demo company's
// subscriptions as a CSV file in the import format (spec §3), for trying the import by hand.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { generateDemoCompany, isIsoDate, isoDateOf, toImportCsv } from '@tranche/domain';

const USAGE = 'Usage: npm run demo-csv -- [--seed N] [--as-of yyyy-mm-dd] [--out file]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(64);
}

let values: { seed?: string; 'as-of'?: string; out?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      'as-of': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const seed = /^-?\d+$/.test(values.seed ?? '') ? Number(values.seed) : (values.seed ?? '1');
const asOf = values['as-of'] ?? isoDateOf(new Date());
if (!isIsoDate(asOf)) fail(`--as-of must be a date yyyy-mm-dd, got ${asOf}`);

const demo = generateDemoCompany({ seed, asOf });
// A byte-order mark so spreadsheets open the UTF-8 names correctly; the importer skips it.
const csv = toImportCsv(demo, { bom: true });
if (values.out) {
  await writeFile(values.out, csv);
  console.error(
    `Wrote ${demo.subscriptions.length} subscriptions of ${demo.customers.length} customers to ${values.out}`,
  );
} else {
  process.stdout.write(csv);
}
