import type { CliCommand } from './cli-command';
import {
  approveCommand,
  eventCountsCommand,
  listPendingCommand,
  rejectCommand,
  setTradePercentCommand,
  thresholdsCommand,
} from './commands/accounts.commands';
import { createAdminCommand } from './commands/create-admin.command';
import {
  importApproveCommand,
  importRejectCommand,
  importsPendingCommand,
} from './commands/csv-imports.commands';
import { depositCommand } from './commands/deposit.command';
import { jobsCommand } from './commands/jobs.command';
import { marketplaceSettingsCommand } from './commands/marketplace-settings.command';
import { rotateKeysCommand } from './commands/rotate-keys.command';
import { runRepaymentsCommand } from './commands/run-repayments.command';
import { seedDemoCommand } from './commands/seed-demo.command';

/** Every operator command; add new ones here (one file each under commands/). */
export const commands: CliCommand[] = [
  createAdminCommand,
  rotateKeysCommand,
  listPendingCommand,
  approveCommand,
  rejectCommand,
  setTradePercentCommand,
  thresholdsCommand,
  eventCountsCommand,
  seedDemoCommand,
  importsPendingCommand,
  importApproveCommand,
  importRejectCommand,
  jobsCommand,
  depositCommand,
  runRepaymentsCommand,
  marketplaceSettingsCommand,
];
