import { createDepositBodySchema } from '@tranche/contracts';
import { accountIdOfEmail } from '../../modules/accounts/review.service';
import { recordDeposit } from '../../modules/ledger/ledger.service';
import type { CliCommand } from '../cli-command';
import { usageError } from './usage-error';

/** `npm run admin -- deposit <email> <amount> <currency> <reference>`: the amount in major units (1500.50). */
export const depositCommand: CliCommand = {
  name: 'deposit',
  usage: 'deposit <investor email> <amount, e.g. 1500.50> <currency> <bank reference…>',
  description: "record money an investor sent to Tranche's bank (the same reference again records nothing)",
  async run(args, context) {
    const [email, amount, currency, ...reference] = args;
    if (!email || !amount || !currency || reference.length === 0 || !/^\d+(\.\d{1,2})?$/.test(amount)) {
      return usageError(depositCommand, context);
    }
    const [whole = '0', cents = ''] = amount.split('.');
    const parsed = createDepositBodySchema.safeParse({
      currency: currency.toUpperCase(),
      amount: Number(whole) * 100 + Number(cents.padEnd(2, '0')),
      reference: reference.join(' '),
    });
    if (!parsed.success) return usageError(depositCommand, context);
    const container = await context.container();
    const deposit = await recordDeposit(
      container,
      await accountIdOfEmail(container, email),
      parsed.data,
      'operator-cli',
    );
    context.out(
      `Deposit ${deposit.id}: ${(deposit.amount / 100).toFixed(2)} ${deposit.currency} (${deposit.reference}) on ${deposit.bookedOn}.`,
    );
    return 0;
  },
};
