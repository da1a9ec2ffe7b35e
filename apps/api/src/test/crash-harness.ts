import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { forwardToServer } from '../cli/admin-socket';
import { type Container, createContainer } from '../container';
import { loadEnv } from '../env';

/**
 * Crash tests: the real server as a child process on a database of its own (embedded PGlite in a
 * temporary DATA_DIR, or a fresh PostgreSQL database with TEST_DATABASE_URL), killed with SIGKILL
 * at a chosen point of its work and started again. Work reaches a point through `CRASH_AT`
 * (see lib/crash-point.ts) or the test kills it whenever it likes (`kill()`). Between runs the
 * test opens the same database in its own process to prepare work and to check the end state.
 */
export interface CrashHarness {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** Runs `work` with a container on the server's database while no server runs (no job workers). */
  withContainer<T>(work: (container: Container) => Promise<T>): Promise<T>;
  /** Starts the server; resolves once /api/health answers (or, with CRASH_AT, the process died). */
  start(env?: Record<string, string>): Promise<ServerProcess>;
  dispose(): Promise<void>;
}

export interface ServerProcess {
  url: string;
  /** Resolves when the process ends, with the signal that ended it (SIGKILL for a crash point). */
  exited: Promise<NodeJS.Signals | null>;
  /** A power cut: SIGKILL, then waits for the end. */
  kill(): Promise<void>;
  /** A clean stop (SIGTERM): running jobs finish or are handed back. */
  stop(): Promise<void>;
  /** Waits until no job is waiting, to be retried or running. */
  waitForIdleJobs(timeoutMs?: number): Promise<void>;
  /**
   * The longest GET /api/health answer (ms) since the last call, beyond what a control process
   * asked at the same moment waited, divided by the machine's slowdown at that moment: every request
   * must stay responsive. The control takes out what the machine's other work costs any process (CI
   * shares two cores among several suites), so what is left is the server's own stall, as it would
   * be on an idle machine. On PGlite, where the database works on the server's thread, it is at most
   * the CPU time the server spent while the probe waited.
   */
  takeSlowestProbe(): number;
}

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The CPU time (user and system, ms) a process has used so far; NaN where /proc cannot tell. */
async function cpuMsOf(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The fields after the command name (which may hold spaces) start at the state, field 3;
  // utime and stime are fields 14 and 15, in clock ticks of 10 ms.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return stat ? (Number(fields[11]) + Number(fields[12])) * 10 : Number.NaN;
}

/** A fresh PostgreSQL database beside TEST_DATABASE_URL's, dropped by dispose. */
async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `crash_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A process that answers every request at once, after spinning for 20 ms of its own CPU time: how
 * long any process waits for its turn now, and the machine's slowdown (the spin's wall time over
 * its CPU time, 1 on an idle machine). Answers `{ spinMs, slowdown }`.
 */
const CONTROL_SOURCE = `
const { performance } = require('node:perf_hooks');
require('node:http').createServer((q, r) => {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  let used = 0;
  while (used < 20) {
    for (let i = 0; i < 10000; i++);
    const u = process.cpuUsage(cpu);
    used = (u.user + u.system) / 1000;
  }
  const spinMs = performance.now() - wall;
  r.end(JSON.stringify({ spinMs, slowdown: Math.max(1, spinMs / used) }));
}).listen(Number(process.argv[1]), '127.0.0.1');`;

async function startControl(running: Set<ChildProcess>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', CONTROL_SOURCE, String(port)], { stdio: 'ignore' });
  running.add(child);
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) return url;
    await sleep(100);
  }
  throw new Error('the control process did not start');
}

/**
 * The database the crash tests run on: the pass's own, as for every other database test. PostgreSQL
 * with TEST_DATABASE_URL, else PGlite (npm test runs a pass of each, so each pass crashes its own).
 */
export const crashDatabaseKind: CrashHarness['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function createCrashHarness(
  kind: 'pglite' | 'postgres',
  options: { postgresUrl?: string; env?: Record<string, string> } = {},
): Promise<CrashHarness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tranche-crash-'));
  const postgres =
    kind === 'postgres'
      ? await createPostgresDatabase(options.postgresUrl ?? process.env.TEST_DATABASE_URL ?? '')
      : null;
  const baseEnv: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    JOB_HEARTBEAT_SECONDS: '1',
    // The verification sandbox decides at once, so a seeded investor is verified in a few steps.
    VERIFICATION_SANDBOX_REVIEW_MS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  };
  const running = new Set<ChildProcess>();
  const controlUrl = await startControl(running);

  async function unfinishedJobs(): Promise<number> {
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query(
          `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and name not like '\\_\\_%' escape '\\'`,
        );
        return (rows[0] as { n: number }).n;
      } finally {
        await client.end();
      }
    }
    // The embedded database is the server's: ask it through its admin socket.
    const lines: string[] = [];
    const code = await forwardToServer(dataDir, ['jobs'], { out: (line) => lines.push(line), err: () => {} });
    const total = lines.map((line) => /^Unfinished jobs: (\d+)$/.exec(line)).find(Boolean);
    if (code !== 0 || !total)
      throw new Error(`the server did not list its jobs (${code}): ${lines.join(' | ')}`);
    return Number(total[1]);
  }

  return {
    kind,
    dataDir,
    async withContainer(work) {
      const container = await createContainer(loadEnv({ ...baseEnv, PORT: '0' }), {
        logger: pino({ level: 'silent' }),
        runWorkers: false,
      });
      try {
        return await work(container);
      } finally {
        await container.close();
      }
    },
    async start(env = {}) {
      const port = await freePort();
      // One process (no tsx wrapper), so SIGKILL reaches the server itself.
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: API_ROOT,
        env: { ...process.env, ...baseEnv, PORT: String(port), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.add(child);
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once('exit', (_code, signal) => {
          running.delete(child);
          resolve(signal);
        }),
      );
      let ended = false;
      void exited.then(() => {
        ended = true;
      });
      const url = `http://127.0.0.1:${port}`;

      // Responsiveness probe: GET /api/health (it asks the database) every 100 ms, beside the control.
      let slowest = 0;
      const timed = async (target: string) => {
        const started = performance.now();
        let body = '';
        try {
          body = await (await fetch(target, { signal: AbortSignal.timeout(10_000) })).text();
        } catch {
          // A request that never came back counts as its whole wait.
        }
        return { ms: performance.now() - started, body };
      };
      const probe = async () => {
        while (!ended) {
          const cpuBefore = await cpuMsOf(child.pid);
          const [server, control] = await Promise.all([timed(`${url}/api/health`), timed(controlUrl)]);
          const cpuUsed = (await cpuMsOf(child.pid)) - cpuBefore;
          const { spinMs, slowdown } = JSON.parse(control.body || '{"spinMs":0,"slowdown":1}') as {
            spinMs: number;
            slowdown: number;
          };
          // The server's own stall: beyond the control's wait for its turn, in CPU time (a stall of
          // 300 ms of work takes 1.2 s while four processes share a core).
          const measured = (server.ms - (control.ms - spinMs)) / slowdown;
          // The embedded database works on the server's own thread, so on PGlite a server that
          // answered cannot have stalled longer than the CPU time it spent meanwhile. That bound
          // holds however the machine's load changes within the probe, which the control's 20 ms
          // spin may miss. A probe with no answer counts whole.
          const bounded = kind === 'pglite' && server.body !== '' && Number.isFinite(cpuUsed);
          const stall = bounded ? Math.min(measured, cpuUsed) : measured;
          if (!ended) slowest = Math.max(slowest, stall);
          await sleep(100);
        }
      };

      const deadline = Date.now() + 120_000;
      for (;;) {
        // A crash point may be reached before the server listens (work resumed at start).
        if (ended && env.CRASH_AT) break;
        if (ended) throw new Error(`the server ended while starting:\n${output}`);
        const ok = await fetch(`${url}/api/health`)
          .then((response) => response.ok)
          .catch(() => false);
        if (ok) break;
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`the server did not start within 120 s:\n${output}`);
        }
        await sleep(200);
      }
      void probe();

      return {
        url,
        exited,
        async kill() {
          if (!ended) child.kill('SIGKILL');
          await exited;
        },
        async stop() {
          if (!ended) child.kill('SIGTERM');
          await exited;
        },
        async waitForIdleJobs(timeoutMs = 120_000) {
          const until = Date.now() + timeoutMs;
          while ((await unfinishedJobs()) > 0) {
            if (ended) throw new Error(`the server ended while jobs were left:\n${output}`);
            if (Date.now() > until) throw new Error(`jobs still unfinished after ${timeoutMs} ms`);
            await sleep(250);
          }
        },
        takeSlowestProbe() {
          const value = slowest;
          slowest = 0;
          return value;
        },
      };
    },
    async dispose() {
      for (const child of running) child.kill('SIGKILL');
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
