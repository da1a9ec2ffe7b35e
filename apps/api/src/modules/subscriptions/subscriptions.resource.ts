import { SUBSCRIPTION_QUICK_SELECTS, type SubscriptionQuickSelect } from '@tranche/contracts';
import { schema } from '@tranche/db';
import { BILLING_PERIODS, CURRENCIES, SUBSCRIPTION_STATUSES, TRADING_STATUSES } from '@tranche/domain';
import { type SQL, sql } from 'drizzle-orm';
import { defineListResource } from '../../lib/list-query';
import type { SubscriptionOrderTerm } from './subscriptions.repo';

const { subscriptions: s } = schema;

// A date-only end date counts as the start of that day in UTC, as packages/domain's isExpired
// and isTradable read it, whatever the database session's time zone.
const endInstant = sql`(${s.endDate}::timestamp at time zone 'UTC')`;

/** Spec §7 expired: end date passed or status not AVAILABLE (churned assets join once assets exist). */
export const expiredCondition = sql`(${s.endDate} is not null and ${endInstant} < now()) or ${s.status} <> 'AVAILABLE'`;

/** Spec §7's tradable list: both statuses AVAILABLE, no end date or one later than now. */
export const tradableCondition = sql`${s.status} = 'AVAILABLE' and ${s.tradingStatus} = 'AVAILABLE' and (${s.endDate} is null or ${endInstant} > now())`;

const when = (condition: SQL, wanted: boolean) => (wanted ? condition : sql`not (${condition})`);

/**
 * `GET /api/subscriptions` and `/count` (spec §7): every column filterable and sortable by its
 * contract name. where[assets][some][id_asset] joins the assets relation once assets exist.
 */
export const subscriptionList = defineListResource({
  fields: {
    id: { column: s.id, type: 'uuid' },
    externalId: { column: s.externalId, type: 'string' },
    source: { column: s.source, type: 'string' },
    status: { column: s.status, type: 'enum', values: SUBSCRIPTION_STATUSES },
    tradingStatus: { column: s.tradingStatus, type: 'enum', values: TRADING_STATUSES },
    billingPeriod: {
      column: s.billingPeriodMonths,
      type: 'enum',
      values: BILLING_PERIODS.map(String),
    },
    currency: { column: s.currency, type: 'enum', values: CURRENCIES },
    amount: { column: s.amountMinor, type: 'integer' },
    mrr: { column: s.mrrMinor, type: 'integer' },
    lastPaymentAmount: { column: s.lastPaymentAmountMinor, type: 'integer', nullable: true },
    nextPaymentAmount: { column: s.nextPaymentAmountMinor, type: 'integer', nullable: true },
    startDate: { column: s.startDate, type: 'date' },
    endDate: { column: s.endDate, type: 'date', nullable: true },
    nextPaymentDate: { column: s.nextPaymentDate, type: 'date', nullable: true },
    customerName: { column: s.customerName, type: 'string' },
    customerExternalId: { column: s.customerExternalId, type: 'string' },
    customerCountry: { column: s.customerCountry, type: 'string' },
    importId: { column: s.importId, type: 'uuid', nullable: true },
    createdAt: { column: s.createdAt, type: 'date' },
    updatedAt: { column: s.updatedAt, type: 'date' },
  },
  filters: {
    expired: { type: 'boolean', build: (value) => when(expiredCondition, value) },
    tradable: { type: 'boolean', build: (value) => when(tradableCondition, value) },
  },
  sortable: {
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    externalId: s.externalId,
    source: s.source,
    status: s.status,
    tradingStatus: s.tradingStatus,
    billingPeriod: s.billingPeriodMonths,
    currency: s.currency,
    amount: s.amountMinor,
    mrr: s.mrrMinor,
    lastPaymentAmount: s.lastPaymentAmountMinor,
    nextPaymentAmount: s.nextPaymentAmountMinor,
    startDate: s.startDate,
    endDate: s.endDate,
    nextPaymentDate: s.nextPaymentDate,
    customerName: s.customerName,
    customerExternalId: s.customerExternalId,
    customerCountry: s.customerCountry,
  },
  params: { quickSelect: { type: 'enum', values: SUBSCRIPTION_QUICK_SELECTS } },
  uniqueKey: s.id,
});

/**
 * Columns with a handful of values, sorted as one index range per value (subscriptions.repo.ts);
 * keyed by sort key.
 */
export const FEW_VALUED_SORTS: Readonly<Record<string, readonly (string | number)[]>> = {
  status: SUBSCRIPTION_STATUSES,
  tradingStatus: TRADING_STATUSES,
  billingPeriod: BILLING_PERIODS,
  currency: CURRENCIES,
};

/** The order a quick select puts first; the default order (createdAt desc …) completes it. */
export const QUICK_SELECT_ORDER: Readonly<Record<SubscriptionQuickSelect, SubscriptionOrderTerm[]>> = {
  highestMrr: [{ column: s.mrrMinor, direction: 'desc' }],
  // Descending puts no end date (runs until canceled) first, as PostgreSQL sorts nulls.
  longestRemaining: [{ column: s.endDate, direction: 'desc' }],
  oldestCustomer: [{ column: s.startDate, direction: 'asc' }],
};
