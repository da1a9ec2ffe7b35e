import { isEmptyDatabase, seedDemoAccounts } from '../../modules/demo/demo-seed';
import type { CliCommand } from '../cli-command';

/** `npm run seed`: the demo accounts on demand, e.g. on PostgreSQL where start-up never seeds. */
export const seedDemoCommand: CliCommand = {
  name: 'seed-demo',
  usage: 'seed-demo',
  description: 'create the demo client, investor and admin (only into an empty database)',
  async run(_args, context) {
    const container = await context.container();
    if (!(await isEmptyDatabase(container))) {
      context.err('The database already has users; the demo accounts go only into an empty one.');
      return 1;
    }
    for (const line of await seedDemoAccounts(container)) context.out(line);
    return 0;
  },
};
