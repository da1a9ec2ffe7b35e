import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@tranche/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './job';
import { createJobQueue } from './queue';

const drainJob = defineJob({ name: 'queue-test-drain', payload: z.object({ n: z.number() }) }, async () => {
  await sleep(200);
});

/**
 * The database as the queue sees it: the first statement that `hold` picks waits until stop() is
 * under way (released a second after it began); statements sent or answered after stop() returned
 * are kept. `stop` returns once the held statement was answered.
 */
function holdingExecutor(database: TestDatabase, hold: (text: string, values?: unknown[]) => boolean) {
  let held = false;
  let stopped = false;
  const afterStop: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return {
    afterStop,
    arrived,
    executor: {
      async executeSql(text: string, values?: unknown[]) {
        if (stopped) afterStop.push(text);
        const holding = !held && hold(text, values);
        if (holding) {
          held = true;
          arrive();
          await released;
        }
        try {
          return await database.executeSql(text, values);
        } finally {
          if (stopped) afterStop.push(text);
          if (holding) answer();
        }
      },
    },
    async stop(queue: { stop(): Promise<void> }) {
      setTimeout(release, 1_000);
      await queue.stop();
      stopped = true;
      await answered;
    },
  };
}

describe('the job queue stopping', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('waits for a job that a fetch under way hands its worker after stop began, and its outcome', async () => {
    const db = holdingExecutor(
      database,
      (text, values) => text.includes('SKIP LOCKED') && values?.[0] === drainJob.name,
    );
    const queue = await createJobQueue(db.executor, pino({ level: 'silent' }), [drainJob], {
      heartbeatSeconds: 60,
      soleProcess: false,
    });
    const id = await queue.send(drainJob, { n: 1 });
    await queue.work([drainJob], undefined as never);
    await db.arrived;
    await db.stop(queue);

    expect(db.afterStop).toEqual([]);
    const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
    expect(rows[0]?.state).toBe('completed');
  });

  it('lets a heartbeat under way finish before it returns', async () => {
    // With no job running, a heartbeat looks for dead workers' jobs; work() looked once before.
    let looks = 0;
    const db = holdingExecutor(database, (text) => text.includes("output->>'leaseUntil'") && ++looks === 2);
    const queue = await createJobQueue(db.executor, pino({ level: 'silent' }), [drainJob], {
      heartbeatSeconds: 1,
      soleProcess: false,
    });
    await queue.work([drainJob], undefined as never);
    await db.arrived;
    await db.stop(queue);

    expect(db.afterStop).toEqual([]);
  });
});
