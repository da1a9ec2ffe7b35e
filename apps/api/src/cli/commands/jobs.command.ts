import { countUnfinishedJobs } from '../../jobs/job-lease.repo';
import type { CliCommand } from '../cli-command';

/** What the job queues hold that is not finished, so an operator (or a crash test) sees the work left. */
export const jobsCommand: CliCommand = {
  name: 'jobs',
  usage: 'jobs',
  description: 'list background jobs waiting, to be retried or running, per queue',
  async run(_args, context) {
    const rows = await countUnfinishedJobs((await context.container()).database);
    for (const row of rows) context.out(`${row.name.padEnd(24)} ${row.state.padEnd(8)} ${row.count}`);
    context.out(`Unfinished jobs: ${rows.reduce((sum, row) => sum + row.count, 0)}`);
    return 0;
  },
};
