import { describe, expect, it } from 'vitest';
import type { ProviderCredentials } from '../../connection';
import { ProviderError } from '../../provider-error';
import type { FetchLike } from '../../provider-http';
import { RENEW_MARGIN_MS, renewedCredentials } from '../../registry';
import { ACCOUNTING_SHAPES, accountingContract } from '../accounting-contract';
import balanceSheetJson from './fixtures/balance-sheet.json';
import invoicesJson from './fixtures/invoices.json';
import organizationsJson from './fixtures/organizations.json';
import profitAndLossJson from './fixtures/profit-and-loss.json';
import tokenJson from './fixtures/token.json';
import { zohoAccounting } from './zoho-adapter';
import { ZOHO_LOCATIONS } from './zoho-locations';
import { zohoProvider } from './zoho-provider';

/**
 * Zoho Books against recorded-style answers (fixtures/README: Zoho publishes no OpenAPI
 * document): a fetch stub that answers only the requests Zoho documents, checking each one's
 * method, host, path, query and headers, and fails the test on any other.
 */
interface Request {
  method: string;
  url: URL;
  headers: Headers;
}

const ACCESS = tokenJson.access_token;

function zohoStub(requests: Request[], location = 'eu'): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    requests.push({ method, url, headers });
    const query = Object.fromEntries(url.searchParams);
    if (url.origin === `https://accounts.zoho.${location}` && url.pathname === '/oauth/v2/token') {
      expect(method).toBe('POST');
      expect(query.client_id).toBe('zoho-client');
      expect(query.client_secret).toBe('zoho-secret');
      if (query.grant_type === 'refresh_token' && query.refresh_token === 'revoked')
        return Response.json({ error: 'invalid_code' });
      return Response.json(
        query.grant_type === 'refresh_token' ? { ...tokenJson, refresh_token: undefined } : tokenJson,
      );
    }
    if (url.origin !== `https://www.zohoapis.${location}` || !url.pathname.startsWith('/books/v3/'))
      throw new Error(`Not a Zoho Books request: ${method} ${url}`);
    expect(method).toBe('GET');
    if (headers.get('authorization') !== `Zoho-oauthtoken ${ACCESS}`)
      return Response.json(
        { code: 57, message: 'You are not authorized to perform this operation' },
        { status: 401 },
      );
    const path = url.pathname.slice('/books/v3'.length);
    if (path === '/organizations') return Response.json(organizationsJson);
    expect(query.organization_id).toBe('20071234');
    if (path === '/invoices') {
      expect(query).toMatchObject({ per_page: '200', sort_column: 'date', sort_order: 'D' });
      const page = Number(query.page);
      return Response.json({
        ...invoicesJson,
        invoices: page === 1 ? invoicesJson.invoices : [],
        page_context: { ...invoicesJson.page_context, page, has_more_page: page === 1 },
      });
    }
    if (path === '/reports/profitandloss') {
      expect(query.from_date).toMatch(/^\d{4}-\d{2}-01$/);
      expect(query.to_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      return Response.json(profitAndLossJson);
    }
    if (path === '/reports/balancesheet') {
      expect(query.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      return Response.json(balanceSheetJson);
    }
    throw new Error(`Not a Zoho Books request: ${method} ${url}`);
  };
}

const settings = { clientId: 'zoho-client', clientSecret: 'zoho-secret' };
const credentials: ProviderCredentials = {
  accessToken: ACCESS,
  refreshToken: tokenJson.refresh_token,
  expiresAt: '2026-11-20T11:00:00.000Z',
  externalAccountId: 'eu:20071234',
};

describe('the accounting contract, on recorded Zoho Books answers', () => {
  accountingContract(() => zohoAccounting(settings, credentials, zohoStub([]), () => {}), '2026-11-20');
});

describe('Zoho Books connector', () => {
  it('sends the user to Zoho’s OAuth server in their data centre, for offline read access', () => {
    const connector = zohoProvider.connector(settings, zohoStub([]));
    for (const location of ZOHO_LOCATIONS) {
      const url = new URL(connector.authorizationUrl('state-1', 'http://localhost:3000/back', location));
      const accounts =
        location === 'ca' ? 'https://accounts.zohocloud.ca' : `https://accounts.zoho.${location}`;
      expect(url.origin + url.pathname).toBe(`${accounts}/oauth/v2/auth`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        scope: 'ZohoBooks.settings.READ,ZohoBooks.invoices.READ,ZohoBooks.reports.READ',
        client_id: 'zoho-client',
        response_type: 'code',
        redirect_uri: 'http://localhost:3000/back',
        access_type: 'offline',
        prompt: 'consent',
        state: 'state-1',
      });
    }
    expect(() => connector.authorizationUrl('s', 'http://localhost/back', 'de')).toThrow(/de/);
    expect(() => connector.authorizationUrl('s', 'http://localhost/back')).toThrow(ProviderError);
  });

  it('exchanges the code at the same data centre and keeps it with the default organisation', async () => {
    const requests: Request[] = [];
    const connector = zohoProvider.connector(settings, zohoStub(requests));
    const before = Date.now();
    const connected = await connector.exchangeCode('code-1', 'http://localhost:3000/back', 'eu');
    expect(connected).toMatchObject({
      accessToken: ACCESS,
      refreshToken: tokenJson.refresh_token,
      externalAccountId: 'eu:20071234',
    });
    expect(Date.parse(connected.expiresAt!)).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'http://localhost:3000/back',
    });
    expect(requests[1]!.url.toString()).toBe('https://www.zohoapis.eu/books/v3/organizations');
  });

  it('renews a lapsing token with the refresh token, keeping it; a revoked one has expired', async () => {
    const zohoSettings = {
      stripe: null,
      chargebee: null,
      nordigen: null,
      sumup: null,
      codat: null,
      apideck: null,
      zoho: settings,
      xero: null,
    };
    const now = new Date('2026-11-20T10:58:00.000Z');
    const renewed = await renewedCredentials('zoho', zohoSettings, credentials, {
      now,
      fetchImpl: zohoStub([]),
    });
    expect(renewed).toMatchObject({
      accessToken: ACCESS,
      refreshToken: tokenJson.refresh_token,
      externalAccountId: 'eu:20071234',
    });
    expect(Date.parse(credentials.expiresAt!) - now.getTime()).toBeLessThan(RENEW_MARGIN_MS);
    const refused = await renewedCredentials(
      'zoho',
      zohoSettings,
      { ...credentials, refreshToken: 'revoked' },
      { now, fetchImpl: zohoStub([]) },
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'ProviderError', expired: true });
  });
});

describe('Zoho Books books', () => {
  it('reads one report a month, each account under its category path, in the organisation’s currency', async () => {
    const requests: Request[] = [];
    const lines = await zohoAccounting(settings, credentials, zohoStub(requests), () => {}).profitAndLoss(
      '2026-10-01',
      '2026-11-20',
    );
    const reports = requests.filter((request) => request.url.pathname.endsWith('/profitandloss'));
    expect(
      reports.map((request) => [
        request.url.searchParams.get('from_date'),
        request.url.searchParams.get('to_date'),
      ]),
    ).toEqual([
      ['2026-10-01', '2026-10-31'],
      ['2026-11-01', '2026-11-20'],
    ]);
    const october = Object.fromEntries(
      lines.filter((line) => line.month === '2026-10-01').map((line) => [line.category, line.amountMinor]),
    );
    expect(october).toEqual({
      'Income/Revenue/Sales': 5_200_000,
      'Income/Revenue/General Income': 50_000,
      'Expenses/Cost of sales/Cost of Goods Sold': -1_130_000,
      'Expenses/Payroll/Salaries and Employee Wages': -2_800_000,
      'Expenses/Operating/Rent Expense': -350_000,
      'Expenses/Sales and marketing/Advertising And Marketing': -520_000,
      'Expenses/Operating/IT and Internet Expenses': -167_450,
      'Income/Other/Interest Income': 3_000,
      'Expenses/Financing/Interest Expense': -38_000,
    });
    expect(lines.every((line) => line.currency === 'EUR')).toBe(true);
  });

  it('takes the totals, the cash and bank accounts and the loans from the balance sheet', async () => {
    const sheet = await zohoAccounting(settings, credentials, zohoStub([]), () => {}).balanceSheet(
      '2026-11-20',
    );
    expect(sheet).toEqual({
      asOf: '2026-11-20',
      currency: 'EUR',
      totalAssetsMinor: 41_250_025,
      totalLiabilitiesMinor: 18_000_000,
      cashMinor: 38_800_025,
      debtMinor: 15_000_000,
    });
  });

  it('pages invoices and reads them in Tranche’s shape', async () => {
    const books = zohoAccounting(settings, credentials, zohoStub([]), () => {});
    const first = await books.invoices(null);
    expect(first.next).toBe('2');
    expect(first.items[1]).toEqual({
      externalId: '982000000567115',
      number: 'INV-00004',
      customerExternalId: '982000000567002',
      customerName: 'Nordlicht Analytics AG',
      subscriptionExternalId: null,
      status: 'open',
      currency: 'EUR',
      totalMinor: 59_500,
      amountDueMinor: 29_750,
      issuedOn: '2026-10-03',
      dueOn: '2026-10-17',
      paidOn: null,
      pdf: 'none',
    });
    expect(first.items[0]).toMatchObject({ status: 'paid', amountDueMinor: 0, paidOn: '2026-10-09' });
    for (const invoice of first.items)
      expect(ACCOUNTING_SHAPES.invoice.safeParse(invoice).error).toBeUndefined();
    expect((await books.invoices(first.next)).next).toBeNull();
  });

  it('treats a refused token as expired and a connection without its data centre as one to redo', async () => {
    const refused = await zohoAccounting(
      settings,
      { ...credentials, accessToken: 'old' },
      zohoStub([]),
      () => {},
    )
      .invoices(null)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'ProviderError', expired: true });
    expect(() =>
      zohoAccounting(settings, { ...credentials, externalAccountId: '20071234' }, zohoStub([]), () => {}),
    ).toThrow(ProviderError);
  });
});
