/**
 * The floor under the list benchmark: the least any HTTP server can do in front of the same SQL.
 * node:http, a pg pool of the API's size, the statement's rows as JSON and nothing else (no
 * caller, no validation, no headers, no log). Its p99 over the raw SQL's says what HTTP itself
 * costs on this machine, where the database, the server and the load generator share the cores.
 *
 * Runs as its own process, as the API does: `startBareSqlServer` spawns this file, which serves
 * `GET /<n>` with the n-th statement it was given.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { POSTGRES_SESSION_OPTIONS } from '@tranche/db';
import pg from 'pg';
import { waitForAnswer } from './load';

export interface Statement {
  sql: string;
  params: unknown[];
}

function serve(): void {
  const statements = JSON.parse(process.env.BARE_STATEMENTS ?? '[]') as Statement[];
  const pool = new pg.Pool({
    connectionString: process.env.BARE_DATABASE_URL,
    max: Number(process.env.BARE_POOL_SIZE ?? 10),
    options: POSTGRES_SESSION_OPTIONS,
  });
  http
    .createServer(async (request, response) => {
      const statement = statements[Number((request.url ?? '').slice(1))];
      if (!statement) {
        response.writeHead(404).end();
        return;
      }
      try {
        const { rows } = await pool.query(statement.sql, statement.params);
        const body = JSON.stringify({ data: rows });
        response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    })
    .listen(Number(process.env.BARE_PORT), '127.0.0.1');
}

/** The bare server as a child process on `port`, serving `statements` in order as /0, /1, … */
export async function startBareSqlServer(options: {
  databaseUrl: string;
  port: number;
  poolSize: number;
  statements: Statement[];
}): Promise<{ url: string; close(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      BARE_SERVE: '1',
      BARE_DATABASE_URL: options.databaseUrl,
      BARE_PORT: String(options.port),
      BARE_POOL_SIZE: String(options.poolSize),
      BARE_STATEMENTS: JSON.stringify(options.statements),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForAnswer(`${url}/0`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.env.BARE_SERVE === '1') serve();
