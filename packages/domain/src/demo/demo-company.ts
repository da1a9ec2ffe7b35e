import { addMonths, daysInMonth, formatIsoDate, type IsoDate, parseIsoDate } from '../dates/calendar';
import { allocate } from '../money/allocate';
import { COUNTRY_MIX, CURRENCY_MIX, TIER_MIX, vatPercentFor } from './catalog';
import { companyName } from './company-names';
import { choosePlan, simulateCustomer } from './customer-life';
import { plantCompanyAnomalies } from './demo-anomalies';
import type { DemoCompany, DemoCustomer } from './demo-types';
import { createRng } from './prng';

export interface DemoOptions {
  seed: number | string;
  /** The last day of the generated history; payments after it are SCHEDULED. */
  asOf: IsoDate;
  /** Customers acquired over the whole history (default 2,000). */
  customers?: number;
  /** Months of history ending in the month of `asOf` (default 36). */
  months?: number;
  /** Plant the demo anomalies (demo-anomalies.ts; default true): false gives the company without them. */
  anomalies?: boolean;
}

/** New customers per month grow by this factor each month (about 70 % a year). */
const MONTHLY_ACQUISITION_GROWTH = 1.045;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * A realistic SaaS company for demos, tests and the billing sandbox: customers acquired at a
 * growing pace over `months` months, each played through renewals, churn, plan changes,
 * pauses and failed payments (see customer-life.ts). The same options always give the same
 * company; nothing depends on the clock or on Math.random.
 */
export function generateDemoCompany(options: DemoOptions): DemoCompany {
  const { seed, asOf, customers: customerCount = 2_000, months = 36 } = options;
  const end = parseIsoDate(asOf);
  if (end === null) throw new RangeError(`asOf must be a date yyyy-mm-dd, got ${asOf}`);
  if (!Number.isSafeInteger(customerCount) || customerCount < 1)
    throw new RangeError('customers must be positive');
  if (!Number.isSafeInteger(months) || months < 1) throw new RangeError('months must be positive');

  const rng = createRng(seed);
  const firstMonth = addMonths(formatIsoDate({ ...end, day: 1 }), -(months - 1));
  const weights = Array.from({ length: months }, (_, month) =>
    Math.round(1_000 * MONTHLY_ACQUISITION_GROWTH ** month),
  );
  const perMonth = allocate(customerCount, weights);

  let subscriptionSeq = 0;
  let paymentSeq = 0;
  const context = {
    rng,
    asOf,
    nextSubscriptionId: () => `sub_${pad(++subscriptionSeq, 6)}`,
    nextPaymentId: () => `pay_${pad(++paymentSeq, 7)}`,
  };
  const names = new Set<string>();
  const result: DemoCompany = { asOf, customers: [], subscriptions: [], payments: [] };

  perMonth.forEach((count, month) => {
    const monthStart = parseIsoDate(addMonths(firstMonth, month))!;
    const lastDay = month === months - 1 ? end.day : daysInMonth(monthStart.year, monthStart.month);
    const days = Array.from({ length: count }, () => rng.int(1, lastDay)).sort((a, b) => a - b);
    for (const day of days) {
      const currency = rng.weighted(CURRENCY_MIX);
      const country = rng.weighted(COUNTRY_MIX[currency]);
      const customer: Omit<DemoCustomer, 'churnedOn'> = {
        externalId: `cus_${pad(result.customers.length + 1, 5)}`,
        name: uniqueName(() => companyName(rng, country), names),
        country,
        currency,
        acquiredOn: formatIsoDate({ ...monthStart, day }),
      };
      const life = simulateCustomer(
        context,
        customer,
        choosePlan(rng, rng.weighted(TIER_MIX)),
        vatPercentFor(country),
      );
      const live = life.subscriptions.some((s) => s.endDate === null || s.endDate > asOf);
      const lastEnd = life.subscriptions.reduce(
        (latest, s) => (s.endDate && s.endDate > latest ? s.endDate : latest),
        '',
      );
      result.customers.push({ ...customer, churnedOn: live ? null : lastEnd });
      result.subscriptions.push(...life.subscriptions);
      result.payments.push(...life.payments);
    }
  });
  return options.anomalies === false ? result : plantCompanyAnomalies(result);
}

function uniqueName(make: () => string, taken: Set<string>): string {
  let name = make();
  for (let tries = 0; taken.has(name) && tries < 20; tries++) name = make();
  const base = name;
  for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
  taken.add(name);
  return name;
}
