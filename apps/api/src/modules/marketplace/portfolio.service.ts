import type { PortfolioDto } from '@tranche/contracts';
import { type Currency, GRADES, type Grade, type IsoDate, isoDateOf, portfolioIrr } from '@tranche/domain';
import type { Container } from '../../container';
import { companyAlias } from './assets.service';
import { type HoldingRow, holdingsOf, type InstalmentRow, instalmentsOf } from './portfolio.repo';

/** Percent of a whole with two decimals (0 of nothing is 0). */
const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Invested and outstanding per key (company or grade), largest investment first. */
function concentration<K extends string>(
  holdings: readonly HoldingRow[],
  instalments: readonly InstalmentRow[],
  keyOf: (holding: HoldingRow) => K,
) {
  const invested = sum(holdings.map((h) => h.priceMinor));
  const groups = new Map<K, { invested: number; outstanding: number; holding: HoldingRow }>();
  for (const holding of holdings) {
    const key = keyOf(holding);
    const owed = sum(
      instalments.filter((i) => i.orderId === holding.orderId && i.status !== 'PAID').map((i) => i.rateMinor),
    );
    const group = groups.get(key) ?? { invested: 0, outstanding: 0, holding };
    group.invested += holding.priceMinor;
    group.outstanding += owed;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.invested - a.invested)
    .map((group) => ({ ...group, share: percentOf(group.invested, invested) }));
}

/**
 * The investor's portfolio in one currency (invested, expected against received
 * repayments, the IRR of the actual cash flows, concentration by company and rating), from the
 * accepted bids, the ledger's payout and repayment days and the schedules.
 */
export async function investorPortfolio(
  deps: Pick<Container, 'database'>,
  investorId: string,
  currency: Currency,
  today: IsoDate = isoDateOf(new Date()),
): Promise<PortfolioDto> {
  const { db } = deps.database;
  const [holdings, instalments] = await Promise.all([
    holdingsOf(db, investorId, currency),
    instalmentsOf(db, investorId, currency),
  ]);
  const paid = instalments.filter((i) => i.status === 'PAID');
  const unpaid = instalments.filter((i) => i.status !== 'PAID');
  const expected = sum(instalments.map((i) => i.rateMinor));
  const received = sum(paid.map((i) => i.rateMinor));
  const next = unpaid[0];
  // Actual: repayments on their booking days. Expected: the rest added on its due day (overdue: today).
  const irrOf = (repaymentsOf: (orderId: string) => { paidOn: IsoDate; amountMinor: number }[]) =>
    holdings.length === 0
      ? null
      : portfolioIrr(
          holdings.map((holding) => ({
            priceMinor: holding.priceMinor,
            acceptedOn: holding.acceptedOn as IsoDate,
            repayments: repaymentsOf(holding.orderId),
          })),
        );
  const actualOf = (orderId: string) =>
    paid
      .filter((i) => i.orderId === orderId && i.paidOn !== null)
      .map((i) => ({ paidOn: i.paidOn as IsoDate, amountMinor: i.rateMinor }));
  const irr = irrOf(actualOf);
  const expectedIrr = irrOf((orderId) => [
    ...actualOf(orderId),
    ...unpaid
      .filter((i) => i.orderId === orderId)
      .map((i) => ({ paidOn: (i.dueDate < today ? today : i.dueDate) as IsoDate, amountMinor: i.rateMinor })),
  ]);
  const percent = (result: typeof irr) =>
    result?.kind === 'value' ? Math.round(result.rate * 10_000) / 100 : null;
  const months = new Map<string, { expected: number; received: number }>();
  for (const instalment of instalments) {
    const month = instalment.dueDate.slice(0, 7);
    const entry = months.get(month) ?? { expected: 0, received: 0 };
    entry.expected += instalment.rateMinor;
    if (instalment.status === 'PAID') entry.received += instalment.rateMinor;
    months.set(month, entry);
  }
  const grade = (holding: HoldingRow): Grade => GRADES.find((g) => g === holding.grade) ?? 'E';
  return {
    currency,
    holdings: holdings.length,
    invested: sum(holdings.map((h) => h.priceMinor)),
    expected,
    received,
    outstanding: expected - received,
    overdue: sum(unpaid.filter((i) => i.dueDate < today).map((i) => i.rateMinor)),
    nextPayment: next ? { date: next.dueDate, amount: next.rateMinor } : null,
    irr: percent(irr),
    irrMissing: irr === null ? 'NO_INVESTMENT' : irr.kind === 'undefined' ? irr.reason : null,
    expectedIrr: percent(expectedIrr),
    byCompany: concentration(holdings, instalments, (h) => h.clientId).map((group) => ({
      alias: companyAlias(group.holding.clientId),
      grade: grade(group.holding),
      invested: group.invested,
      outstanding: group.outstanding,
      share: group.share,
    })),
    byGrade: concentration(holdings, instalments, grade).map((group) => ({
      grade: grade(group.holding),
      invested: group.invested,
      outstanding: group.outstanding,
      share: group.share,
    })),
    monthly: [...months].map(([month, values]) => ({ month, ...values })),
  };
}
