import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../../..');
const cli = path.join(here, 'forecast-cli.ts');
const sample = path.join(here, '../testing/m3-sample.csv');

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { cwd: root },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

const rows = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(','));

describe('npm run forecast', () => {
  it('forecasts a file in the M3 layout, with interval files beside it, and explains bad input', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forecast-cli-'));
    const crlf = path.join(dir, 'crlf.csv');
    writeFileSync(crlf, readFileSync(sample, 'utf8').replaceAll('\n', '\r\n'));
    const empty = path.join(dir, 'empty-row.csv');
    writeFileSync(empty, 'id,v1,v2\nA,1,2\nB,,\n');
    const out = path.join(dir, 'out.csv');
    const [ok, fromCrlf, missing, badHorizon, noNumbers] = await Promise.all([
      run('--train', sample, '--horizon', '18', '--out', out, '--levels', '80,95'),
      run('--train', crlf, '--horizon', '18', '--out', path.join(dir, 'crlf-out.csv')),
      run('--train', path.join(dir, 'nope.csv'), '--horizon', '18', '--out', out),
      run('--train', sample, '--horizon', 'ten', '--out', out),
      run('--train', empty, '--horizon', '3', '--out', path.join(dir, 'x.csv')),
    ]);

    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('3 series, horizon 18');
    const mean = rows(out);
    expect(mean[0]).toEqual(['id', ...Array.from({ length: 18 }, (_, i) => `h${i + 1}`)]);
    expect(mean.slice(1).map((row) => row[0])).toEqual(['N1402', 'N1495', 'N2801']);
    for (const row of mean.slice(1))
      expect(
        row
          .slice(1)
          .map(Number)
          .every((v) => Number.isFinite(v) && v > 0),
      ).toBe(true);
    const lo95 = rows(path.join(dir, 'out-lo95.csv'));
    const lo80 = rows(path.join(dir, 'out-lo80.csv'));
    const hi80 = rows(path.join(dir, 'out-hi80.csv'));
    const hi95 = rows(path.join(dir, 'out-hi95.csv'));
    for (let r = 1; r <= 3; r++) {
      for (let h = 1; h <= 18; h++) {
        expect(Number(lo95[r]![h])).toBeLessThanOrEqual(Number(lo80[r]![h]));
        expect(Number(lo80[r]![h])).toBeLessThan(Number(hi80[r]![h]));
        expect(Number(hi80[r]![h])).toBeLessThanOrEqual(Number(hi95[r]![h]));
      }
    }

    expect(fromCrlf.code).toBe(0);
    expect(rows(path.join(dir, 'crlf-out.csv'))).toEqual(mean);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no such file');
    expect(badHorizon.code).toBe(1);
    expect(badHorizon.stderr).toContain('--horizon must be a whole number');
    expect(noNumbers.code).toBe(1);
    expect(noNumbers.stderr).toContain('line 3 (B): the row has no numbers');
  });
});
