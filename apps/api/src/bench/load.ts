/** Closed- and open-loop load over HTTP (undici) and latency summaries for the benchmarks. */
import type { ChildProcess } from 'node:child_process';
import { Pool } from 'undici';

export interface Summary {
  count: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
}

export function summarise(latencies: number[], errors: number, seconds: number): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
  return { count: sorted.length, errors, seconds, p50: at(0.5), p99: at(0.99) };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Sample {
  latencies: number[];
  errors: number;
  seconds: number;
}

async function sample(total: number, concurrency: number, work: () => Promise<boolean>): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < total) {
        started++;
        const t0 = performance.now();
        const ok = await work().catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - begin) / 1000 };
}

/** `concurrency` callers each running `work` back to back until `total` calls are done. */
export async function closedLoop(
  total: number,
  concurrency: number,
  work: () => Promise<boolean>,
): Promise<Summary> {
  const { latencies, errors, seconds } = await sample(total, concurrency, work);
  return summarise(latencies, errors, seconds);
}

/**
 * Closed loops over several ways of doing the same work, compared: `rounds` rounds, each running
 * every way for `total / rounds` calls in turn, the order rotating from round to round. A slow
 * spell of the machine (autovacuum, a checkpoint, another process) then falls on every way alike
 * instead of on whichever happened to run then. Each way's latencies are pooled over the rounds.
 */
export async function comparedClosedLoops<K extends string>(
  ways: Record<K, () => Promise<boolean>>,
  options: { total: number; rounds: number; concurrency: number },
): Promise<Record<K, Summary>> {
  const keys = Object.keys(ways) as K[];
  const pooled = new Map<K, Sample>(keys.map((key) => [key, { latencies: [], errors: 0, seconds: 0 }]));
  const perRound = Math.ceil(options.total / options.rounds);
  for (let round = 0; round < options.rounds; round++) {
    for (let turn = 0; turn < keys.length; turn++) {
      const key = keys[(round + turn) % keys.length]!;
      const { latencies, errors, seconds } = await sample(perRound, options.concurrency, ways[key]);
      const into = pooled.get(key)!;
      into.latencies.push(...latencies);
      into.errors += errors;
      into.seconds += seconds;
    }
  }
  return Object.fromEntries(
    keys.map((key) => {
      const { latencies, errors, seconds } = pooled.get(key)!;
      return [key, summarise(latencies, errors, seconds)];
    }),
  ) as Record<K, Summary>;
}

export interface HttpCall {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
}

/** An HTTP client for one server with a bearer token; a call is ok on any 2xx. */
export function httpClient(url: string, token: string, connections: number) {
  const pool = new Pool(url, { connections, pipelining: 1 });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    async send(call: HttpCall): Promise<boolean> {
      const response = await pool.request({ method: call.method, path: call.path, headers, body: call.body });
      await response.body.arrayBuffer();
      return response.statusCode >= 200 && response.statusCode < 300;
    },
    close: () => pool.close(),
  };
}

/**
 * Open loop: call i is sent at start + i / rate whatever the earlier calls are doing, and its
 * latency counts from that scheduled moment, so a server that falls behind shows it.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  next: (index: number) => () => Promise<boolean>,
): Promise<Summary & { completedPerSecond: number }> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  const begin = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = begin + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const work = next(index);
    inFlight.push(
      work()
        .catch(() => false)
        .then((ok) => {
          latencies.push(performance.now() - due);
          if (!ok) errors++;
        }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - begin) / 1000;
  return { ...summarise(latencies, errors, elapsed), completedPerSecond: total / elapsed };
}

/** Waits until `probe` answers 2xx from the server `child` runs (30 s at most, or until it exits). */
export async function waitForAnswer(probe: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answered = await fetch(probe).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${probe} did not answer`);
}
