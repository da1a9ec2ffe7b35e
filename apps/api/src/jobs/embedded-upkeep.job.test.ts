import { createTestDatabase, testDatabaseKind } from '@tranche/db/testing';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { embeddedUpkeepJob } from './embedded-upkeep.job';
import { allJobs } from './registry';

describe('the embedded-upkeep job', () => {
  it('is one of the workers’ jobs, run every ten minutes', () => {
    expect(allJobs).toContain(embeddedUpkeepJob);
    expect(embeddedUpkeepJob.schedule).toBe('*/10 * * * *');
  });

  // PostgreSQL's own autovacuum comes when it likes; the embedded database's upkeep is this job.
  it.runIf(testDatabaseKind() === 'pglite')(
    'brings the statistics of a table filled since up to date',
    async () => {
      const database = await createTestDatabase();
      try {
        await database.executeSql(
          'create table upkeep_job_probe (id int); insert into upkeep_job_probe select generate_series(1, 1000)',
        );
        await embeddedUpkeepJob.handle({}, { database, logger: pino({ level: 'silent' }) });
        const { rows } = await database.executeSql(
          "select reltuples from pg_class where oid = 'upkeep_job_probe'::regclass",
        );
        expect(Number(rows[0]!.reltuples)).toBe(1000);
      } finally {
        await database.dispose();
      }
    },
  );
});
