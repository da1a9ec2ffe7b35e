import {
  CURRENCIES,
  categoryNode,
  LEVEL3_IDS,
  OWN_ACCOUNT_TRANSFERS,
  PAYMENT_CELL_STATUSES,
  type PaymentCellStatus,
  PNL_LINE_KEYS,
  PNL_LINE_KINDS,
  PNL_VIEWS,
  type PnlLineKey,
  type PnlView,
} from '@tranche/domain';
import { z } from 'zod';
import { singleLineText } from './text';

// Not exported from the package's index: only the Discover screens and the bank routes load it
// (`@tranche/contracts/discover`).

/**
 * The Discover tab (spec §2): categorised bank transactions, their pivot by month, profit and loss,
 * the payments grid, and the client's corrections of categories (which become company rules).
 * Money is an integer of minor units of the response's `currency`, each amount converted at the
 * ECB rate of its own day (booking date, payment date, month). Months and periods are the first
 * day (`yyyy-mm-01`). Category ids are the taxonomy ids of `@tranche/domain` (TAXONOMY has their
 * English and German labels).
 */

const isoDate = z.iso.date({ error: 'must be a date (yyyy-mm-dd)' });
const minor = z.int();
const currency = z.enum(CURRENCIES);
/** The category level of a query: 1, 2 or 3. */
const levelParam = z.coerce
  .number({ error: 'must be 1, 2 or 3' })
  .int({ error: 'must be 1, 2 or 3' })
  .min(1, { error: 'must be 1, 2 or 3' })
  .max(3, { error: 'must be 1, 2 or 3' });

export const categoryLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type DiscoverCategoryLevel = z.infer<typeof categoryLevelSchema>;

/** A category id of any level. */
export const categoryIdSchema = z
  .string()
  .max(100)
  .refine((id) => categoryNode(id) !== undefined, { error: 'must be a category id of the taxonomy' });
/** A level-3 (most detailed) category id: the only level a transaction or a rule is given. */
export const level3CategorySchema = z.enum(LEVEL3_IDS as [string, ...string[]], {
  error: 'must be a level-3 category id of the taxonomy',
});

/** The level-2 category of transfers between the company's own accounts (shown apart, not income or cost). */
export { OWN_ACCOUNT_TRANSFERS };

// ---------------------------------------------------------------------------------------------
// GET /api/portfolio/client/nordigen-categorization

/**
 * `?currency=EUR&level=3&date_from&date_to`: date_to defaults to today, date_from to 90 days before
 * date_to; date_from after date_to is a 400.
 */
export const categorizationQuerySchema = z.strictObject({
  currency: currency.default('EUR'),
  level: levelParam.default(3),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

/** One category's money over the range. `netMinor` = inflowMinor − outflowMinor. */
export const categoryTotalSchema = z.object({
  categoryId: z.string(),
  /** Money in (positive). */
  inflowMinor: minor,
  /** Money out, as a positive amount. */
  outflowMinor: minor,
  netMinor: minor,
  /** The number of transactions. */
  count: z.int(),
});
export type CategoryTotal = z.infer<typeof categoryTotalSchema>;

/**
 * Categories sorted by |netMinor| descending. Transfers between own accounts (ids under
 * `transfers.own_accounts`) are listed like the others; a reader shows them apart.
 */
export const categorizationSchema = z.object({
  currency,
  level: categoryLevelSchema,
  dateFrom: isoDate,
  dateTo: isoDate,
  categories: z.array(categoryTotalSchema),
});
export type Categorization = z.infer<typeof categorizationSchema>;
export const categorizationResponseSchema = z.object({ data: categorizationSchema });

// ---------------------------------------------------------------------------------------------
// GET /api/portfolio/client/nordigen-categorization/pivot

/**
 * `?currency=EUR&level=1&date_from&date_to`: date_to defaults to today, date_from to the first day
 * of the month five months before date_to's month (six months in all).
 */
export const categorizationPivotQuerySchema = z.strictObject({
  currency: currency.default('EUR'),
  level: levelParam.default(1),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

/** One category's net (in − out) per month, in the order of `months`, and over them all. */
export const pivotRowSchema = z.object({
  categoryId: z.string(),
  amountsMinor: z.array(minor),
  totalMinor: minor,
});
export type PivotRow = z.infer<typeof pivotRowSchema>;

/** Rows sorted by |totalMinor| descending; `totalsMinor[i]` is the sum of the rows' `amountsMinor[i]`. */
export const categorizationPivotSchema = z.object({
  currency,
  level: categoryLevelSchema,
  months: z.array(isoDate),
  rows: z.array(pivotRowSchema),
  totalsMinor: z.array(minor),
});
export type CategorizationPivot = z.infer<typeof categorizationPivotSchema>;
export const categorizationPivotResponseSchema = z.object({ data: categorizationPivotSchema });

// ---------------------------------------------------------------------------------------------
// GET /api/portfolio/client/pnl

/** The views, the line keys in their order and the kinds of line (from @tranche/domain's discover). */
export { PNL_LINE_KEYS, PNL_LINE_KINDS, PNL_VIEWS, type PnlLineKey, type PnlView };

/**
 * `?currency=EUR&date_from&date_to&view=month`: without dates, the last 12 full months; a range is
 * widened to whole periods of the view.
 */
export const pnlQuerySchema = z.strictObject({
  currency: currency.default('EUR'),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  view: z.enum(PNL_VIEWS, { error: 'must be month, quarter or year' }).default('month'),
});

/**
 * One line per period, in the order of `periods`. Revenue is income net of refunds; a cost line
 * (payroll, operating_costs, financing = interest, taxes) is what was spent, positive (negative
 * when more came back than went out). operating_result = revenue − payroll − operating_costs;
 * net_result = operating_result − financing − taxes.
 */
export const pnlLineSchema = z.object({
  key: z.enum(PNL_LINE_KEYS),
  kind: z.enum(PNL_LINE_KINDS),
  amountsMinor: z.array(minor),
  totalMinor: minor,
});
export type PnlLine = z.infer<typeof pnlLineSchema>;

/**
 * `source` 'accounting' when the company's accounting tool has P&L lines in the range (accrual
 * basis), else 'bank': the categorised bank transactions (cash basis; own-account transfers, loans
 * and equity left out). Lines always come in the order of PNL_LINE_KEYS.
 */
export const pnlSchema = z.object({
  currency,
  view: z.enum(PNL_VIEWS),
  source: z.enum(['accounting', 'bank']),
  periods: z.array(isoDate),
  lines: z.array(pnlLineSchema),
});
export type Pnl = z.infer<typeof pnlSchema>;
export const pnlResponseSchema = z.object({ data: pnlSchema });

// ---------------------------------------------------------------------------------------------
// GET /api/portfolio/client/payment-grid

/** `?forPastMonths=6&currency=EUR`: the current month and the forPastMonths − 1 before it. */
export const paymentGridQuerySchema = z.strictObject({
  forPastMonths: z.coerce
    .number({ error: 'must be a whole number from 1 to 24' })
    .int({ error: 'must be a whole number from 1 to 24' })
    .min(1, { error: 'must be a whole number from 1 to 24' })
    .max(24, { error: 'must be a whole number from 1 to 24' })
    .default(6),
  currency: currency.default('EUR'),
});

/**
 * 'paid': received ≥ expected > 0; 'partial': something but less; 'unpaid': nothing received of
 * an amount due; 'upcoming': the current month, not paid in full, with nothing overdue yet;
 * 'none': nothing expected (a payment received then is shown, status stays 'none').
 */
export { PAYMENT_CELL_STATUSES, type PaymentCellStatus };

export const paymentGridCellSchema = z.object({
  month: isoDate,
  expectedMinor: minor,
  receivedMinor: minor,
  status: z.enum(PAYMENT_CELL_STATUSES),
});
export type PaymentGridCell = z.infer<typeof paymentGridCellSchema>;

/** One customer's row: a cell per month of `months`, and the sums over them. */
export const paymentGridCustomerSchema = z.object({
  customerExternalId: z.string(),
  customerName: z.string(),
  cells: z.array(paymentGridCellSchema),
  expectedMinor: minor,
  receivedMinor: minor,
});
export type PaymentGridCustomer = z.infer<typeof paymentGridCustomerSchema>;

/** Customers sorted by expected total descending; totals per month in the order of `months`. */
export const paymentGridSchema = z.object({
  currency,
  months: z.array(isoDate),
  customers: z.array(paymentGridCustomerSchema),
  totals: z.object({ expectedMinor: z.array(minor), receivedMinor: z.array(minor) }),
});
export type PaymentGrid = z.infer<typeof paymentGridSchema>;
export const paymentGridResponseSchema = z.object({ data: paymentGridSchema });

// ---------------------------------------------------------------------------------------------
// Bank transactions, corrections and company rules

/**
 * What decided a transaction's category: a company rule, a built-in rule, the catch-all of its
 * direction, or a user's own correction.
 */
export const CATEGORY_SOURCES = ['company-rule', 'built-in', 'fallback', 'correction'] as const;

/** A booked bank transaction as `GET /api/bank/transactions` returns it. Negative: money out. */
export const bankTransactionSchema = z.object({
  id: z.uuid(),
  linkedAccountId: z.uuid(),
  amountMinor: z.number(),
  currency: z.string(),
  bookingDate: z.string(),
  valueDate: z.string().nullable(),
  creditorName: z.string().nullable(),
  debtorName: z.string().nullable(),
  description: z.string().nullable(),
  /** The level-3 category id. */
  category: z.string(),
  categorySource: z.string(),
});
export type BankTransactionDto = z.infer<typeof bankTransactionSchema>;

/** The filters of `GET /api/bank/transactions` and `GET /api/bank/transactions/count`. */
export const bankTransactionFiltersSchema = z.strictObject({
  /** One linked account's transactions only. */
  id_nordigen: z.uuid({ error: 'must be a UUID' }).optional(),
  /** A category id of any level: its transactions and those of the categories below it. */
  category: categoryIdSchema.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  /** Words the counterparty or the description contains (case aside). */
  search: singleLineText(100).optional(),
});
export const bankTransactionsQuerySchema = bankTransactionFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const bankTransactionsResponseSchema = z.object({ data: z.array(bankTransactionSchema) });
export const bankTransactionCountResponseSchema = z.object({ data: z.object({ count: z.int() }) });

/** A company's categorisation rule, made from a correction. */
export const categoryRuleSchema = z.object({
  id: z.uuid(),
  counterparty: z.string().nullable(),
  descriptionContains: z.string().nullable(),
  direction: z.enum(['in', 'out']).nullable(),
  /** The level-3 category id. */
  category: z.string(),
  createdAt: z.iso.datetime(),
});
export type CategoryRuleDto = z.infer<typeof categoryRuleSchema>;
/** `GET /api/bank/category-rules`: newest first. */
export const categoryRulesResponseSchema = z.object({ data: z.array(categoryRuleSchema) });

/**
 * `PATCH /api/bank/transactions/:id`: the transaction gets `category` (source 'correction'); with
 * `createRule` (default) a company rule is made from it and applied to the company's other
 * transactions that no user corrected.
 */
export const categoryCorrectionSchema = z.strictObject({
  category: level3CategorySchema,
  createRule: z.boolean().default(true),
});
export type CategoryCorrection = z.input<typeof categoryCorrectionSchema>;

/**
 * `rule` is null without createRule, or when the transaction names neither a counterparty nor a
 * distinctive description word; `recategorised` counts the other transactions the rule changed.
 */
export const categoryCorrectionResponseSchema = z.object({
  data: z.object({
    transaction: bankTransactionSchema,
    rule: categoryRuleSchema.nullable(),
    recategorised: z.int(),
  }),
});
export type CategoryCorrectionResult = z.infer<typeof categoryCorrectionResponseSchema>['data'];
