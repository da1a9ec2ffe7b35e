import {
  CSV_COLUMNS,
  type CsvColumn,
  generateDemoCompany,
  type SubscriptionInput,
  subscriptionToCsvRecord,
} from '@tranche/domain';
import type { LightMyRequestResponse } from 'fastify';

/** Tests and the benchmark: realistic subscription rows from the demo company, `count` of them with unique ids. */
export function demoSubscriptions(count: number, prefix = 'sub'): SubscriptionInput[] {
  const demo = generateDemoCompany({ seed: 11, asOf: '2024-06-30' });
  // Dates of the demo's first years could be older than the 10-year rule allows in a distant future; none here.
  return Array.from({ length: count }, (_, index) => {
    const {
      plan: _plan,
      seats: _seats,
      netAmountMinor: _net,
      vatPercent: _vat,
      pauses: _pauses,
      ...input
    } = demo.subscriptions[index % demo.subscriptions.length]!;
    return { ...input, externalId: `${prefix}_${index + 1}` };
  });
}

/** The records the browser would send for these subscriptions (canonical column names, cells as text). */
export function csvRecords(subscriptions: readonly SubscriptionInput[]): Record<CsvColumn, string>[] {
  return subscriptions.map(subscriptionToCsvRecord);
}

/** Lines of a CSV file (header first) in the canonical format, without a final newline. */
export function* csvLines(subscriptions: Iterable<SubscriptionInput>, delimiter = ','): Generator<string> {
  yield CSV_COLUMNS.join(delimiter);
  for (const subscription of subscriptions) {
    const record = subscriptionToCsvRecord(subscription);
    yield CSV_COLUMNS.map((column) => {
      const cell = record[column];
      return /[",\r\n;]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    }).join(delimiter);
  }
}

/** Polls until `done` holds for the response's data (jobs run in the background). */
export async function waitFor<T>(
  read: () => Promise<LightMyRequestResponse>,
  done: (data: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = (await read()).json().data as T;
    if (done(data)) return data;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting, last: ${JSON.stringify(data).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
