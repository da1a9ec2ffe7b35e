import type { IsoDate } from '../dates/calendar';
import { type MinorUnits, sumMinor } from '../money/money';
import { monthOf } from './periods';

/**
 * A cell of the payments grid: 'paid' when what came in covers what was expected; 'partial' when
 * something but not all; 'unpaid' when nothing; 'upcoming' in the current month while what is
 * due so far is covered (nothing overdue yet); 'none' when nothing was expected.
 */
export const PAYMENT_CELL_STATUSES = ['paid', 'partial', 'unpaid', 'upcoming', 'none'] as const;
export type PaymentCellStatus = (typeof PAYMENT_CELL_STATUSES)[number];

export interface CellAmounts {
  expectedMinor: MinorUnits;
  receivedMinor: MinorUnits;
  /** Of the expected, what was due before today (all of it in a past month). */
  overdueMinor: MinorUnits;
  /** The month is the current one. */
  current: boolean;
}

export function paymentCellStatus({ expectedMinor, receivedMinor, overdueMinor, current }: CellAmounts) {
  let status: PaymentCellStatus;
  if (expectedMinor <= 0) status = 'none';
  else if (receivedMinor >= expectedMinor) status = 'paid';
  else if (current && receivedMinor >= overdueMinor) status = 'upcoming';
  else if (receivedMinor > 0) status = 'partial';
  else status = 'unpaid';
  return status;
}

/** A billing of a customer, in the grid's currency. */
export interface GridBilling {
  customerId: string;
  date: IsoDate;
  amountMinor: MinorUnits;
}

/** A payment received from a customer, in the grid's currency. */
export interface GridPayment {
  customerId: string;
  date: IsoDate;
  amountMinor: MinorUnits;
}

export interface PaymentGridCell {
  month: IsoDate;
  expectedMinor: MinorUnits;
  receivedMinor: MinorUnits;
  status: PaymentCellStatus;
}

export interface PaymentGridCustomer {
  customerExternalId: string;
  customerName: string;
  cells: PaymentGridCell[];
  expectedMinor: MinorUnits;
  receivedMinor: MinorUnits;
}

export interface PaymentGridRows {
  customers: PaymentGridCustomer[];
  totals: { expectedMinor: MinorUnits[]; receivedMinor: MinorUnits[] };
}

interface Bucket {
  expected: MinorUnits[];
  overdue: MinorUnits[];
  received: MinorUnits[];
}

/**
 * Expected against received payments per customer and month (first days, ascending; billings and
 * payments outside them are left out). Customers with anything expected or received, sorted by
 * expected total descending (then received, name, id); totals per month are the sums of the cells.
 */
export function buildPaymentGrid(input: {
  months: readonly IsoDate[];
  today: IsoDate;
  billings: readonly GridBilling[];
  payments: readonly GridPayment[];
  customerNames: ReadonlyMap<string, string>;
}): PaymentGridRows {
  const { months, today } = input;
  const column = new Map(months.map((month, index) => [month, index]));
  const buckets = new Map<string, Bucket[]>();
  const bucketOf = (customerId: string, date: IsoDate): Bucket | undefined => {
    const index = column.get(monthOf(date));
    if (index === undefined) return undefined;
    let row = buckets.get(customerId);
    if (!row) {
      row = months.map(() => ({ expected: [], overdue: [], received: [] }));
      buckets.set(customerId, row);
    }
    return row[index];
  };
  for (const billing of input.billings) {
    const bucket = bucketOf(billing.customerId, billing.date);
    bucket?.expected.push(billing.amountMinor);
    if (billing.date < today) bucket?.overdue.push(billing.amountMinor);
  }
  for (const payment of input.payments)
    bucketOf(payment.customerId, payment.date)?.received.push(payment.amountMinor);

  const currentMonth = monthOf(today);
  const customers = [...buckets].map(([customerExternalId, row]): PaymentGridCustomer => {
    const cells = row.map((bucket, index): PaymentGridCell => {
      const month = months[index]!;
      const amounts = {
        expectedMinor: sumMinor(bucket.expected),
        receivedMinor: sumMinor(bucket.received),
        overdueMinor: sumMinor(bucket.overdue),
        current: month === currentMonth,
      };
      return {
        month,
        expectedMinor: amounts.expectedMinor,
        receivedMinor: amounts.receivedMinor,
        status: paymentCellStatus(amounts),
      };
    });
    return {
      customerExternalId,
      customerName: input.customerNames.get(customerExternalId) ?? customerExternalId,
      cells,
      expectedMinor: sumMinor(cells.map((cell) => cell.expectedMinor)),
      receivedMinor: sumMinor(cells.map((cell) => cell.receivedMinor)),
    };
  });
  customers.sort(
    (a, b) =>
      b.expectedMinor - a.expectedMinor ||
      b.receivedMinor - a.receivedMinor ||
      a.customerName.localeCompare(b.customerName) ||
      (a.customerExternalId < b.customerExternalId
        ? -1
        : a.customerExternalId > b.customerExternalId
          ? 1
          : 0),
  );
  return {
    customers,
    totals: {
      expectedMinor: months.map((_, i) =>
        sumMinor(customers.map((customer) => customer.cells[i]!.expectedMinor)),
      ),
      receivedMinor: months.map((_, i) =>
        sumMinor(customers.map((customer) => customer.cells[i]!.receivedMinor)),
      ),
    },
  };
}
