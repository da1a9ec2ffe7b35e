import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ProviderCredentials } from '../../connection';
import { ProviderError } from '../../provider-error';
import type { FetchLike } from '../../provider-http';
import {
  isObject,
  type Json,
  type JsonObject,
  openapiFile,
  operationsOnly,
  type PrismMock,
  startPrism,
} from '../../testing/prism-mock';
import { accountingContract } from '../accounting-contract';
import profitAndLossJson from './fixtures/profit-and-loss.json';
import { xeroAccounting } from './xero-adapter';

/**
 * Contract test: the Xero client and adapter against a mock server Prism generates from Xero's
 * own Accounting API document (16.1.0), answering with the document's examples. Prism checks
 * every request (path, query, the bearer token, the `xero-tenant-id` header); a request Xero
 * would refuse answers 4xx here and fails the test.
 */
const OPERATIONS = {
  '/Organisation': ['get'],
  '/Reports/ProfitAndLoss': ['get'],
  '/Reports/BalanceSheet': ['get'],
  '/Invoices': ['get'],
  '/Invoices/{InvoiceID}/pdf': ['get'],
};

let prism: PrismMock | undefined;
const API_BASE = 'https://api.xero.test/api.xro/2.0';

beforeAll(async () => {
  const document = parse(readFileSync(openapiFile('xero/xero_accounting.yaml'), 'utf8')) as JsonObject;
  prism = await startPrism(operationsOnly(document, OPERATIONS));
}, 240_000);

afterAll(async () => {
  await prism?.stop();
});

interface Call {
  path: string;
  query: Record<string, string>;
  headers: Headers;
  status: number;
  violations: string | null;
}

/** The examples' organisation keeps its books in NZD, which Tranche does not trade: GBP stands in. */
const realistic = (node: Json, key = ''): Json => {
  if (Array.isArray(node)) return node.map((item) => realistic(item, key));
  if (!isObject(node))
    return (key === 'BaseCurrency' || key === 'CurrencyCode') && node === 'NZD' ? 'GBP' : node;
  return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, realistic(value, name)]));
};

const hasSections = (body: Json) =>
  isObject(body) &&
  Array.isArray(body.Reports) &&
  body.Reports.some(
    (report) =>
      isObject(report) &&
      Array.isArray(report.Rows) &&
      report.Rows.some((row) => isObject(row) && row.RowType === 'Section'),
  );

/** Prism's verdict on the request only: its generator may break the document's own response rules. */
function requestViolations(header: string | null): string | null {
  const found = (JSON.parse(header ?? '[]') as { location: string[] }[]).filter(
    (violation) => violation.location[0] === 'request',
  );
  return found.length > 0 ? JSON.stringify(found) : null;
}

/** The first bytes of a PDF, where Prism generates no file for the document's binary answer. */
const PDF_FILE = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

function recordingFetch(calls: Call[]): FetchLike {
  return async (input, init) => {
    if (!input.startsWith(`${API_BASE}/`)) throw new Error(`The test tried to reach ${input}`);
    const url = new URL(input);
    const path = url.pathname.slice(new URL(API_BASE).pathname.length);
    const response = await fetch(`${prism!.base}${path}${url.search}`, init);
    calls.push({
      path,
      query: Object.fromEntries(url.searchParams),
      headers: new Headers(init?.headers),
      status: response.status,
      violations: requestViolations(response.headers.get('sl-violations')),
    });
    if (path.endsWith('/pdf'))
      return new Response(response.ok ? PDF_FILE : await response.text(), {
        status: response.status,
        headers: { 'content-type': 'application/pdf' },
      });
    let body = realistic((await response.json()) as Json);
    // The document has no example of the profit and loss, and Prism's stand-in has no section:
    // the fixture's month (fixtures/README.md), of the document's shape, answers instead.
    if (response.ok && path === '/Reports/ProfitAndLoss' && !hasSections(body))
      body = structuredClone(profitAndLossJson) as unknown as Json;
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

const settings = { clientId: 'xero-client', clientSecret: 'xero-secret', apiBase: API_BASE };
const credentials: ProviderCredentials = {
  accessToken: 'xero-access-token',
  refreshToken: 'xero-refresh-token',
  expiresAt: '2026-11-20T10:30:00.000Z',
  externalAccountId: 'f4a8c2e6-1b3d-4f5a-8c7e-9b0d2f4a6c81',
};
const open = (calls: Call[] = []) => xeroAccounting(settings, credentials, recordingFetch(calls), () => {});

describe('the accounting contract, on the mock of Xero’s API', () => {
  accountingContract(() => open(), '2026-11-20');
});

describe('Xero against a mock of its API', () => {
  it('reads the books with requests Xero accepts: the organisation, a report a month, the balance sheet, invoices, a PDF', async () => {
    const calls: Call[] = [];
    const books = open(calls);
    await books.profitAndLoss('2026-09-15', '2026-11-20');
    await books.balanceSheet('2026-11-20');
    const [invoice] = (await books.invoices(null)).items;
    await books.invoicePdf!(invoice!.externalId);
    expect(calls.filter((call) => call.status !== 200 || call.violations !== null)).toEqual([]);
    expect(calls.map((call) => [call.path, call.query])).toEqual([
      ['/Organisation', {}],
      ['/Reports/ProfitAndLoss', { fromDate: '2026-09-01', toDate: '2026-09-30', standardLayout: 'true' }],
      ['/Reports/ProfitAndLoss', { fromDate: '2026-10-01', toDate: '2026-10-31', standardLayout: 'true' }],
      ['/Reports/ProfitAndLoss', { fromDate: '2026-11-01', toDate: '2026-11-20', standardLayout: 'true' }],
      ['/Reports/BalanceSheet', { date: '2026-11-20', standardLayout: 'true' }],
      ['/Invoices', { where: 'Type=="ACCREC"', page: '1' }],
      [`/Invoices/${invoice!.externalId}/pdf`, {}],
    ]);
    for (const call of calls) {
      expect(call.headers.get('authorization')).toBe('Bearer xero-access-token');
      expect(call.headers.get('xero-tenant-id')).toBe(credentials.externalAccountId);
      expect(call.headers.get('accept')).toBe(
        call.path.endsWith('/pdf') ? 'application/pdf' : 'application/json',
      );
    }
  });

  it('reads the document’s example balance sheet: the totals, the Bank section as cash, no loans', async () => {
    expect(await open().balanceSheet('2026-11-20')).toEqual({
      asOf: '2026-11-20',
      currency: 'GBP',
      totalAssetsMinor: 17_953_309,
      totalLiabilitiesMinor: -591_521,
      cashMinor: 29_637,
      debtMinor: 0,
    });
  });

  it('reads the document’s example invoices: voided, paid on its day, and open', async () => {
    const page = await open().invoices(null);
    expect(page.next).toBeNull();
    expect(
      page.items.map((invoice) => [invoice.number, invoice.status, invoice.issuedOn, invoice.paidOn]),
    ).toEqual([
      ['INV-0001', 'void', '2018-10-20', null],
      ['INV-0002', 'paid', '2018-10-20', '2018-11-29'],
      ['INV-0003', 'open', '2018-11-02', null],
    ]);
    expect(page.items[2]).toMatchObject({
      totalMinor: 11_500,
      amountDueMinor: 11_500,
      dueOn: '2018-11-07',
      pdf: 'preview',
    });
  });

  it('is refused without its bearer token, which ends the connection as expired', async () => {
    const calls: Call[] = [];
    const tokenless: FetchLike = (input, init) =>
      recordingFetch(calls)(input, {
        ...init,
        headers: { 'xero-tenant-id': 'tenant', Accept: 'application/json' },
      });
    const refused = await xeroAccounting(settings, credentials, tokenless, () => {})
      .invoices(null)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ status: 401, expired: true });
  });
});
