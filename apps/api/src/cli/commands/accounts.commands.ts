import { getThresholds, setThresholds } from '../../modules/accounts/operator-settings.service';
import {
  accountIdOfEmail,
  approveAccount,
  listPendingAccounts,
  rejectAccount,
  setAllowedTradePercent,
} from '../../modules/accounts/review.service';
import { eventCounts } from '../../modules/telemetry/telemetry.service';
import type { CliCommand } from '../cli-command';
import { usageError } from './usage-error';

const OPERATOR = 'operator-cli';

export const listPendingCommand: CliCommand = {
  name: 'list-pending',
  usage: 'list-pending',
  description: 'list the companies waiting for review',
  async run(_args, context) {
    const pending = await listPendingAccounts(await context.container());
    if (pending.length === 0) context.out('No company is waiting for review.');
    for (const account of pending) {
      context.out(
        `${account.id}  ${account.kind.padEnd(8)}  ${account.companyName ?? '(no name)'}  ${account.country ?? '--'}  since ${account.createdAt.toISOString().slice(0, 10)}`,
      );
    }
    return 0;
  },
};

export const approveCommand: CliCommand = {
  name: 'approve',
  usage: 'approve <email>',
  description: 'approve the company of the user with this email (mails and notifies its users)',
  async run(args, context) {
    if (args.length !== 1) return usageError(approveCommand, context);
    const container = await context.container();
    const account = await approveAccount(container, await accountIdOfEmail(container, args[0]!), OPERATOR);
    context.out(`Approved ${account.companyName ?? account.id}.`);
    return 0;
  },
};

export const rejectCommand: CliCommand = {
  name: 'reject',
  usage: 'reject <email> <reason…>',
  description: 'reject the company of the user with this email, giving the reason',
  async run(args, context) {
    const [email, ...reason] = args;
    if (!email || reason.length === 0) return usageError(rejectCommand, context);
    const container = await context.container();
    const account = await rejectAccount(
      container,
      await accountIdOfEmail(container, email),
      OPERATOR,
      reason.join(' '),
    );
    context.out(`Rejected ${account.companyName ?? account.id}.`);
    return 0;
  },
};

export const setTradePercentCommand: CliCommand = {
  name: 'set-trade-percent',
  usage: 'set-trade-percent <email> <percent>',
  description: "set a client's allowedTradePercent (values above 100 are read as hundredths)",
  async run(args, context) {
    const value = Number(args[1]);
    if (args.length !== 2 || !Number.isFinite(value)) return usageError(setTradePercentCommand, context);
    const container = await context.container();
    const account = await setAllowedTradePercent(
      container,
      await accountIdOfEmail(container, args[0]!),
      value,
    );
    context.out(
      `allowedTradePercent of ${account.companyName ?? account.id}: ${(account.allowedTradePercentHundredths ?? 0) / 100}`,
    );
    return 0;
  },
};

const THRESHOLD_FLAGS = {
  '--min-mrr': 'minMrrMinor',
  '--max-funding': 'maxFundingMinor',
  '--min-runway': 'minRunwayMonths',
} as const;

export const thresholdsCommand: CliCommand = {
  name: 'thresholds',
  usage: 'thresholds [--min-mrr MINOR] [--max-funding MINOR] [--min-runway MONTHS]',
  description: 'show or set the self-assessment thresholds (money in minor units)',
  async run(args, context) {
    const patch: Record<string, number> = {};
    for (let i = 0; i < args.length; i += 2) {
      const key = THRESHOLD_FLAGS[args[i] as keyof typeof THRESHOLD_FLAGS];
      const value = Number(args[i + 1]);
      if (!key || !Number.isInteger(value) || value < 0) return usageError(thresholdsCommand, context);
      patch[key] = value;
    }
    const { database } = await context.container();
    const thresholds = Object.keys(patch).length
      ? await setThresholds(database.db, patch, OPERATOR)
      : await getThresholds(database.db);
    context.out(JSON.stringify(thresholds));
    return 0;
  },
};

export const eventCountsCommand: CliCommand = {
  name: 'event-counts',
  usage: 'event-counts [days]',
  description: 'count the page views and application events of the last days (default 7)',
  async run(args, context) {
    const days = Number(args[0] ?? 7);
    if (!Number.isInteger(days) || days < 1) return usageError(eventCountsCommand, context);
    const counts = await eventCounts(await context.container(), new Date(Date.now() - days * 86_400_000));
    if (counts.length === 0) context.out(`No events in the last ${days} days.`);
    for (const { name, count } of counts) context.out(`${name.padEnd(40)} ${count}`);
    return 0;
  },
};
