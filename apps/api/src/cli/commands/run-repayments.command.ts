import { isoDateOf } from '@tranche/domain';
import { z } from 'zod';
import {
  confirmedTransfers,
  runRepayments,
  transfersArriveWhenDue,
} from '../../modules/marketplace/repayments.service';
import type { CliCommand } from '../cli-command';
import { usageError } from './usage-error';

const isoDate = z.iso.date();

/**
 * `npm run admin -- run-repayments [--as-of YYYY-MM-DD] [--transfers-arrive]`: the daily repayment
 * run now, in the server, for a day; `--transfers-arrive` takes every instalment due by then as
 * transferred (a demonstration of time passing with clients paying on time).
 */
export const runRepaymentsCommand: CliCommand = {
  name: 'run-repayments',
  usage: 'run-repayments [--as-of YYYY-MM-DD] [--transfers-arrive]',
  description:
    'replace churned sold subscriptions, record the instalments whose money arrived and announce those due (the daily run, now)',
  async run(args, context) {
    let asOf = isoDateOf(new Date());
    let arrive = false;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (arg === '--transfers-arrive') arrive = true;
      else if (arg === '--as-of' && isoDate.safeParse(args[i + 1]).success) asOf = args[++i] as typeof asOf;
      else return usageError(runRepaymentsCommand, context);
    }
    const container = await context.container();
    const result = await runRepayments(container, {
      asOf,
      sources: arrive ? [confirmedTransfers, transfersArriveWhenDue] : [confirmedTransfers],
    });
    context.out(
      `Repayment run for ${result.asOf}: ${result.recorded} recorded, ${result.due} falling due today, ${result.overdue} overdue; ` +
        `churned sold subscriptions: ${result.churn.replaced} replaced from pledges, ${result.churn.broughtForward} brought forward.`,
    );
    return 0;
  },
};
