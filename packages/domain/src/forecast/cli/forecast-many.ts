import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { forecastWithMembers } from '../forecast';
import type { Forecast } from '../types';

/** Series to forecast with the same options; `members` asks for each member's own point forecasts too. */
export interface ForecastJob {
  series: number[][];
  horizon: number;
  period: number;
  levels: number[];
  members: boolean;
}

/** One series' forecast, with its members' point forecasts when the job asked for them. */
export interface ForecastResult {
  forecast: Forecast;
  members: { name: string; mean: number[] }[];
}

/** Forecasts every series of a job in this thread. */
export function forecastJob(job: ForecastJob): ForecastResult[] {
  return job.series.map((values) => {
    const { forecast, members } = forecastWithMembers(values, job);
    return { forecast, members: job.members ? members.map(({ name, mean }) => ({ name, mean })) : [] };
  });
}

/**
 * A worker's start: registers tsx in the worker (Node 20 does not pass the TypeScript loader on to a
 * worker's entry file), then loads `forecast-worker.ts`.
 */
function workerBootstrap(): string {
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./forecast-worker.ts', import.meta.url).href);
  return `import(${tsx}).then(({ register }) => { register(); return import(${entry}); })`;
}

/** Below this many series one thread is faster than starting workers. */
const MIN_SERIES_FOR_WORKERS = 64;

/**
 * Forecasts many series on up to `threads` worker threads (default: the cores, at most 2 here), in
 * contiguous shares, results in input order. The engine is deterministic, so the split changes
 * nothing but the time. Small jobs run in this thread.
 */
export async function forecastMany(
  job: ForecastJob,
  threads = Math.min(availableParallelism(), 2),
): Promise<ForecastResult[]> {
  if (threads < 2 || job.series.length < MIN_SERIES_FOR_WORKERS) return forecastJob(job);
  const share = Math.ceil(job.series.length / threads);
  const parts = Array.from({ length: threads }, (_, i) => job.series.slice(i * share, (i + 1) * share));
  const results = await Promise.all(
    parts.map(
      (series) =>
        new Promise<ForecastResult[]>((resolve, reject) => {
          const worker = new Worker(workerBootstrap(), { eval: true, workerData: { ...job, series } });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  return results.flat();
}
