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
import { codatAccounting } from './codat-adapter';
import { codatProvider } from './codat-provider';

/**
 * Contract test: the Codat client and adapter against mock servers Prism generates from Codat's
 * own documents (Platform 3.0.0 for companies and connections, Accounting 2.1.0 for the data).
 * Prism checks every request (path, query, the Authorization header); a request Codat would
 * refuse answers 4xx here and fails the test.
 */
const PLATFORM = {
  '/companies': ['post'],
  '/companies/{companyId}/connections': ['get'],
  '/companies/{companyId}/connections/{connectionId}': ['get'],
  // Codat's documents point into this operation for the company id's schema.
  '/companies/{companyId}/syncSettings': ['post'],
};
const ACCOUNTING = {
  '/companies/{companyId}/data/financials/profitAndLoss': ['get'],
  '/companies/{companyId}/data/financials/balanceSheet': ['get'],
  '/companies/{companyId}/data/invoices': ['get'],
  '/companies/{companyId}/data/invoices/{invoiceId}/pdf': ['get'],
  // The document points into this operation for a parameter's schema.
  '/companies/{companyId}/connections/{connectionId}/data/bankAccounts/{accountId}/bankTransactions': ['get'],
};

let platform: PrismMock | undefined;
let accounting: PrismMock | undefined;
const API_BASE = 'https://codat.test';

beforeAll(async () => {
  const load = (file: string) => parse(readFileSync(openapiFile(file), 'utf8')) as JsonObject;
  [platform, accounting] = await Promise.all([
    startPrism(operationsOnly(load('codat/Codat-Platform.yaml'), PLATFORM), { dynamic: true }),
    startPrism(operationsOnly(load('codat/Codat-Accounting.yaml'), ACCOUNTING), { dynamic: true }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([platform?.stop(), accounting?.stop()]);
});

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  status: number;
  violations: string | null;
}

/** Codat's codes and dates where the documents only say "string"; one page of invoices. */
const realistic = (node: Json, key = ''): Json => {
  if (Array.isArray(node)) return node.map((item) => realistic(item, key));
  if (!isObject(node)) {
    if (key === 'currency') return 'EUR';
    if (['fromDate', 'toDate', 'date', 'issueDate', 'dueDate', 'paidOnDate'].includes(key))
      return '2026-10-01T00:00:00';
    if (key === 'status' && typeof node === 'string') return node.includes('Paid') ? node : 'Linked';
    if (key === 'totalResults') return 1;
    if (key === 'sourceType') return 'Accounting';
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, realistic(value, name)]));
};

/** Prism's verdict on the request only: its generator may break the document's own response rules. */
function requestViolations(header: string | null): string | null {
  const found = (JSON.parse(header ?? '[]') as { location: string[] }[]).filter(
    (violation) => violation.location[0] === 'request',
  );
  return found.length > 0 ? JSON.stringify(found) : null;
}

/** A file as Codat's invoice PDF begins, standing in where Prism generates no binary answer. */
const PDF_FILE = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

function recordingFetch(calls: Call[]): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    if (url.origin !== API_BASE) throw new Error(`The test tried to reach ${url.origin}`);
    const mock = url.pathname.includes('/data/') ? accounting! : platform!;
    const response = await fetch(`${mock.base}${url.pathname}${url.search}`, init);
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      status: response.status,
      violations: requestViolations(response.headers.get('sl-violations')),
    });
    // Prism generates no file for the PDF's binary answer: a PDF's first bytes stand in.
    if (url.pathname.endsWith('/pdf'))
      return new Response(response.ok ? PDF_FILE : await response.text(), {
        status: response.status,
        headers: { 'content-type': 'application/octet-stream' },
      });
    const body = realistic((await response.json()) as Json);
    // Open invoices, with ids of the uuid form the PDF's path takes (the document's invoiceId).
    if (isObject(body) && Array.isArray(body.results) && url.pathname.endsWith('/invoices'))
      for (const [index, invoice] of body.results.entries())
        if (isObject(invoice)) {
          invoice.status = 'Submitted';
          invoice.id = `8a210b68-6988-11ed-a1eb-${String(index).padStart(12, '0')}`;
        }
    // The generator may give no report: one month's, of the document's shape.
    if (isObject(body) && Array.isArray(body.reports) && body.reports.length === 0)
      body.reports.push(
        url.pathname.endsWith('/balanceSheet')
          ? {
              date: '2026-10-31T00:00:00',
              assets: { name: 'Assets', value: 1_000.5, items: [{ name: 'Bank', value: 1_000.5 }] },
              liabilities: { name: 'Liabilities', value: 400, items: [{ name: 'Loan', value: 400 }] },
              netAssets: 600.5,
            }
          : {
              fromDate: '2026-10-01T00:00:00',
              income: { name: 'Income', value: 10, items: [{ name: 'Sales', value: 10 }] },
            },
      );
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

const settings = { apiKey: 'codat-test-key', apiBase: API_BASE };
const credentials: ProviderCredentials = {
  accessToken: '2e9d2c44-f675-40ba-8049-353bfcb5e171',
  refreshToken: null,
  expiresAt: null,
  externalAccountId: '8a210b68-6988-11ed-a1eb-0242ac120002',
};

describe('the accounting contract, on the mock of Codat’s API', () => {
  accountingContract(
    () => codatAccounting(settings, credentials, recordingFetch([]), () => {}),
    '2026-11-20',
  );
});

describe('Codat against mocks of its API', () => {
  it('reads the books with requests Codat accepts: 24 months in two reports, the balance sheet, invoices, a PDF', async () => {
    const calls: Call[] = [];
    const books = codatAccounting(settings, credentials, recordingFetch(calls), () => {});
    await books.profitAndLoss('2024-12-01', '2026-11-20');
    await books.balanceSheet('2026-11-20');
    const [invoice] = (await books.invoices(null)).items;
    const pdf = await books.invoicePdf!(invoice!.externalId);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(calls.every((call) => call.status === 200 && call.violations === null)).toBe(true);
    expect(calls.map((call) => call.path.split('/').slice(3).join('/'))).toEqual([
      `connections/${credentials.accessToken}`,
      'data/financials/profitAndLoss',
      'data/financials/profitAndLoss',
      'data/financials/balanceSheet',
      'data/invoices',
      `data/invoices/${invoice!.externalId}/pdf`,
    ]);
    const [, first, second, sheet, invoices] = calls;
    expect(Object.fromEntries(first!.query)).toEqual({
      periodLength: '1',
      periodsToCompare: '12',
      startMonth: '2026-11-01',
    });
    expect(second!.query.get('startMonth')).toBe('2025-11-01');
    expect(Object.fromEntries(sheet!.query)).toEqual({
      periodLength: '1',
      periodsToCompare: '1',
      startMonth: '2026-11-01',
    });
    expect(Object.fromEntries(invoices!.query)).toEqual({
      page: '1',
      pageSize: '100',
      orderBy: '-issueDate',
    });
  });

  it('creates a company and links back with the integration in the Link page’s query', async () => {
    const calls: Call[] = [];
    const connector = codatProvider.connector(settings, recordingFetch(calls));
    const { companyId, linkUrl } = await connector.createCompany(
      'Brightlane GmbH',
      'http://localhost:3000/settings/integrations?accounting=int-1',
    );
    expect(companyId).toBeTruthy();
    expect(new URL(linkUrl).searchParams.get('accounting')).toBe('int-1');
    const linked = await connector.completeLink(companyId);
    expect(linked).toMatchObject({ externalAccountId: companyId, accessToken: linked.connectionId });
    const relinked = await connector.relink(
      companyId,
      linked.connectionId,
      'http://localhost:3000/x?accounting=int-1',
    );
    expect(new URL(relinked.linkUrl).searchParams.get('accounting')).toBe('int-1');
    expect(calls.filter((call) => call.status !== 200 || call.violations !== null)).toEqual([]);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/companies' });
  });

  it('sends Codat’s Basic header; without it Codat refuses, and a revoked connection has expired', async () => {
    const calls: Call[] = [];
    const keyless: FetchLike = (input, init) => recordingFetch(calls)(input, { ...init, headers: {} });
    const refused = await codatAccounting(settings, credentials, keyless, () => {})
      .invoices(null)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).expired).toBe(true);
    const revoked: FetchLike = async (input, init) => {
      const response = await recordingFetch([])(input, init);
      const body = (await response.json()) as JsonObject;
      return Response.json(
        new URL(input).pathname.includes('/connections/') ? { ...body, status: 'Deauthorized' } : body,
      );
    };
    const expired = await codatAccounting(settings, credentials, revoked, () => {})
      .balanceSheet('2026-11-20')
      .catch((error: unknown) => error);
    expect(expired).toMatchObject({ name: 'ProviderError', expired: true });
    expect(String(expired)).toMatch(/Deauthorized/);
  });
});
