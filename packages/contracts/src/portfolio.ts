import { CURRENCIES, GRADES } from '@tranche/domain';
import { z } from 'zod';

const minor = z.int();
const currency = z.enum(CURRENCIES);
const isoDate = z.iso.date();

/** A share of what the investor put in: amount and percent (two decimals) of the invested total. */
const shareSchema = z.object({ invested: minor, outstanding: minor, share: z.number() });

/**
 * `GET /api/investor/portfolio?currency=EUR` (investor, review gate): what the investor bought in
 * one currency and how it is being repaid — invested (accepted prices), expected (the schedules),
 * received, outstanding and overdue repayments, the next one, the IRR of the actual cash flows
 * (XIRR: −price on acceptance, + each repayment on its day; null until a repayment arrived, with
 * the reason), concentration by company (anonymised) and by grade, and expected against received
 * per month. Money in minor units of `currency`; amounts of other currencies are not included.
 */
export const portfolioSchema = z.object({
  currency,
  holdings: z.int(),
  invested: minor,
  expected: minor,
  received: minor,
  outstanding: minor,
  overdue: minor,
  nextPayment: z.object({ date: isoDate, amount: minor }).nullable(),
  /** Annual rate in percent with two decimals (12.34 = 12.34 % a year). */
  irr: z.number().nullable(),
  irrMissing: z.enum(['NO_INVESTMENT', 'NEEDS_INFLOW_AND_OUTFLOW', 'NO_SOLUTION']).nullable(),
  /**
   * The same with the instalments still owed counted on their due days (overdue ones today): the
   * return if the rest is repaid as scheduled. Midway, the actual IRR alone looks like a loss.
   */
  expectedIrr: z.number().nullable(),
  byCompany: z.array(shareSchema.extend({ alias: z.string(), grade: z.enum(GRADES) })),
  byGrade: z.array(shareSchema.extend({ grade: z.enum(GRADES) })),
  /** Per month of a due date (`yyyy-mm`): what falls due and what of it was received. */
  monthly: z.array(z.object({ month: z.string(), expected: minor, received: minor })),
});
export type PortfolioDto = z.infer<typeof portfolioSchema>;
export const portfolioResponseSchema = z.object({ data: portfolioSchema });
export const portfolioQuerySchema = z.object({ currency: currency.default('EUR') });
