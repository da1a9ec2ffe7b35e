import type { CsvWriteOptions } from '../csv/csv-write';
import { subscriptionsToImportCsv } from '../csv/subscription-csv';
import type { DemoCompany } from './demo-types';

/** The demo company's subscriptions as a file in the spec's CSV import format (`npm run demo-csv`). */
export function toImportCsv(demo: DemoCompany, options: CsvWriteOptions = {}): string {
  return subscriptionsToImportCsv(demo.subscriptions, options);
}
