// `npm run forecast -- --train FILE --horizon H --out FILE [--levels 80,95] [--period 12]`: forecasts
// every series of a file in the M3 layout (`id,v1,…,vn`) and writes `id,h1,…,hH` to --out; with
// --levels also the interval bounds beside it (`out-lo80.csv`, `out-hi80.csv`, …). Values unrounded.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSeriesCsv } from '../m3-data';
import { forecastMany } from './forecast-many';

function fail(message: string): never {
  console.error(`forecast: ${message}`);
  process.exit(1);
}

function wholeNumber(text: string | undefined, name: string, fallback?: number): number {
  if (text === undefined && fallback !== undefined) return fallback;
  const value = Number(text);
  if (text === undefined || !Number.isInteger(value) || value < 1)
    fail(`--${name} must be a whole number ≥ 1 (got ${text ?? 'nothing'})`);
  return value;
}

/** `out.csv` + `-lo80` → `out-lo80.csv`. */
function withSuffix(file: string, suffix: string): string {
  const extension = path.extname(file);
  return `${file.slice(0, file.length - extension.length)}${suffix}${extension}`;
}

function csv(ids: readonly string[], rows: readonly (readonly number[])[], horizon: number): string {
  const header = ['id', ...Array.from({ length: horizon }, (_, i) => `h${i + 1}`)].join(',');
  return `${[header, ...rows.map((row, i) => [ids[i], ...row.map(String)].join(','))].join('\n')}\n`;
}

async function main() {
  let values: ReturnType<typeof parseArgs>['values'];
  try {
    ({ values } = parseArgs({
      options: {
        train: { type: 'string' },
        horizon: { type: 'string' },
        out: { type: 'string' },
        levels: { type: 'string' },
        period: { type: 'string' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  // npm runs scripts from the repo root; relative paths are meant from where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const train = values.train ? path.resolve(base, values.train as string) : undefined;
  const out = values.out ? path.resolve(base, values.out as string) : undefined;
  if (!train) fail('--train FILE is required');
  if (!out) fail('--out FILE is required');
  if (!existsSync(train)) fail(`no such file: ${train}`);
  const horizon = wholeNumber(values.horizon as string | undefined, 'horizon');
  const period = wholeNumber(values.period as string | undefined, 'period', 12);
  const levelsText = values.levels as string | undefined;
  const levels = levelsText === undefined ? [] : levelsText.split(',').map(Number);
  if (levels.some((level) => !(level > 0 && level < 100)))
    fail(`--levels must be per cents between 0 and 100, e.g. 80,95 (got ${levelsText})`);

  let series: ReturnType<typeof readSeriesCsv>;
  try {
    series = readSeriesCsv(train);
  } catch (error) {
    fail(`${train}: ${(error as Error).message}`);
  }
  const started = performance.now();
  const results = await forecastMany({
    series: series.map((s) => s.values),
    horizon,
    period,
    levels,
    members: false,
  });
  const ids = series.map((s) => s.id);
  writeFileSync(
    out,
    csv(
      ids,
      results.map((r) => r.forecast.mean),
      horizon,
    ),
  );
  levels.forEach((level, k) => {
    writeFileSync(
      withSuffix(out, `-lo${level}`),
      csv(
        ids,
        results.map((r) => r.forecast.intervals[k]!.lower),
        horizon,
      ),
    );
    writeFileSync(
      withSuffix(out, `-hi${level}`),
      csv(
        ids,
        results.map((r) => r.forecast.intervals[k]!.upper),
        horizon,
      ),
    );
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`forecast: ${series.length} series, horizon ${horizon}, written to ${out} in ${seconds} s`);
}

await main();
