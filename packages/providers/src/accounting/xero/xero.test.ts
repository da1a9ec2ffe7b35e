import { describe, expect, it } from 'vitest';
import type { ProviderCredentials } from '../../connection';
import { ProviderError } from '../../provider-error';
import type { FetchLike } from '../../provider-http';
import { type ProviderSettings, RENEW_MARGIN_MS, renewedCredentials } from '../../registry';
import connectionsJson from './fixtures/connections.json';
import invoicesJson from './fixtures/invoices.json';
import organisationJson from './fixtures/organisation.json';
import tokenJson from './fixtures/token.json';
import { xeroAccounting } from './xero-adapter';
import { xeroProvider } from './xero-provider';

/**
 * Xero's OAuth 2.0 flow and the adapter's edges, against a fetch stub on Xero's real hosts that
 * answers from the fixtures (hand-written from Xero's documents, fixtures/README.md), checks each
 * request's method, host, path, headers and body, and fails the test on any other. The reads
 * themselves are checked against Prism (xero-client.test.ts).
 */
interface Request {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

const ACCESS = tokenJson.access_token;
const TENANT = 'f4a8c2e6-1b3d-4f5a-8c7e-9b0d2f4a6c81';
const BASIC = `Basic ${Buffer.from('xero-client:xero-secret').toString('base64')}`;
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

interface StubOptions {
  connections?: unknown[];
  /** Invoices on the first page (the fixture's seven repeated under new ids); the second has the seven. */
  firstPage?: number;
  /** Xero's answer to any accounting call, as when the organisation was disconnected. */
  accountingStatus?: number;
  pdf?: Uint8Array;
}

function xeroStub(requests: Request[], options: StubOptions = {}): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : '';
    requests.push({ method, url, headers, body });
    if (url.origin === 'https://identity.xero.com' && url.pathname === '/connect/token') {
      expect(method).toBe('POST');
      expect(headers.get('authorization')).toBe(BASIC);
      expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
      const form = Object.fromEntries(new URLSearchParams(body));
      if (form.code === 'spent' || form.refresh_token === 'revoked')
        return Response.json({ error: 'invalid_grant' }, { status: 400 });
      return Response.json(
        form.grant_type === 'refresh_token'
          ? { ...tokenJson, refresh_token: 'rotated-refresh-token' }
          : tokenJson,
      );
    }
    if (headers.get('authorization') !== `Bearer ${ACCESS}`)
      return Response.json(
        { Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful' },
        { status: 401 },
      );
    if (url.origin === 'https://api.xero.com' && url.pathname === '/connections')
      return Response.json(options.connections ?? connectionsJson);
    if (url.origin !== 'https://api.xero.com' || !url.pathname.startsWith('/api.xro/2.0/'))
      throw new Error(`Not a Xero request: ${method} ${url}`);
    expect(method).toBe('GET');
    expect(headers.get('xero-tenant-id')).toBe(TENANT);
    if (options.accountingStatus !== undefined)
      return Response.json(
        { Type: null, Title: 'Forbidden', Status: 403, Detail: 'AuthorizationUnsuccessful' },
        {
          status: options.accountingStatus,
        },
      );
    const path = url.pathname.slice('/api.xro/2.0'.length);
    if (path === '/Organisation') return Response.json(organisationJson);
    if (path === '/Invoices') {
      expect(url.searchParams.get('where')).toBe('Type=="ACCREC"');
      const page = Number(url.searchParams.get('page'));
      const first = Array.from({ length: options.firstPage ?? 0 }, (_, index) => ({
        ...invoicesJson.Invoices[index % invoicesJson.Invoices.length]!,
        InvoiceID: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      }));
      return Response.json({
        ...invoicesJson,
        Invoices: page === 1 && first.length > 0 ? first : invoicesJson.Invoices,
      });
    }
    const pdf = /^\/Invoices\/([^/]+)\/pdf$/.exec(path);
    if (pdf !== null) {
      expect(headers.get('accept')).toBe('application/pdf');
      return new Response(options.pdf ?? PDF, { headers: { 'content-type': 'application/pdf' } });
    }
    throw new Error(`Not a Xero request: ${method} ${url}`);
  };
}

const settings = { clientId: 'xero-client', clientSecret: 'xero-secret' };
const credentials: ProviderCredentials = {
  accessToken: ACCESS,
  refreshToken: tokenJson.refresh_token,
  expiresAt: '2026-11-20T10:30:00.000Z',
  externalAccountId: TENANT,
};

describe('Xero connector', () => {
  it('sends the user to Xero’s login for offline read access to invoices, reports and settings', () => {
    const url = new URL(
      xeroProvider
        .connector(settings, xeroStub([]))
        .authorizationUrl('state-1', 'http://localhost:3000/back'),
    );
    expect(url.origin + url.pathname).toBe('https://login.xero.com/identity/connect/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'xero-client',
      redirect_uri: 'http://localhost:3000/back',
      scope: 'offline_access accounting.transactions.read accounting.reports.read accounting.settings.read',
      state: 'state-1',
    });
  });

  it('exchanges the code with the app’s Basic credentials and keeps the first organisation’s tenant', async () => {
    const requests: Request[] = [];
    const before = Date.now();
    const connected = await xeroProvider
      .connector(settings, xeroStub(requests))
      .exchangeCode('code-1', 'http://localhost:3000/back');
    expect(connected).toMatchObject({
      accessToken: ACCESS,
      refreshToken: tokenJson.refresh_token,
      externalAccountId: TENANT,
    });
    // Xero's access tokens last 30 minutes.
    expect(Date.parse(connected.expiresAt!) - before).toBeGreaterThanOrEqual(1_800_000);
    expect(Date.parse(connected.expiresAt!) - Date.now()).toBeLessThanOrEqual(1_800_000);
    expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'http://localhost:3000/back',
    });
    expect(requests[1]!.url.toString()).toBe('https://api.xero.com/connections');
  });

  it('refuses an authorisation that reaches no organisation, and a spent code as expired', async () => {
    const practiceOnly = xeroStub([], { connections: [connectionsJson[0]] });
    await expect(
      xeroProvider.connector(settings, practiceOnly).exchangeCode('code-1', 'http://x/back'),
    ).rejects.toMatchObject({
      name: 'ProviderError',
      status: 400,
      expired: false,
    });
    await expect(
      xeroProvider.connector(settings, xeroStub([])).exchangeCode('spent', 'http://x/back'),
    ).rejects.toMatchObject({
      name: 'ProviderError',
      expired: true,
    });
  });

  it('renews a lapsing token and keeps the new refresh token Xero rotates to; a revoked one has expired', async () => {
    const all: ProviderSettings = {
      stripe: null,
      chargebee: null,
      nordigen: null,
      sumup: null,
      codat: null,
      zoho: null,
      xero: settings,
      apideck: null,
    };
    const now = new Date('2026-11-20T10:27:00.000Z');
    expect(Date.parse(credentials.expiresAt!) - now.getTime()).toBeLessThan(RENEW_MARGIN_MS);
    const requests: Request[] = [];
    const renewed = await renewedCredentials('xero', all, credentials, {
      now,
      fetchImpl: xeroStub(requests),
    });
    expect(renewed).toMatchObject({
      accessToken: ACCESS,
      refreshToken: 'rotated-refresh-token',
      externalAccountId: TENANT,
    });
    expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: tokenJson.refresh_token,
    });
    const revoked = renewedCredentials(
      'xero',
      all,
      { ...credentials, refreshToken: 'revoked' },
      { now, fetchImpl: xeroStub([]) },
    );
    await expect(revoked).rejects.toMatchObject({ name: 'ProviderError', expired: true });
    const none = renewedCredentials(
      'xero',
      all,
      { ...credentials, refreshToken: null },
      { now, fetchImpl: xeroStub([]) },
    );
    await expect(none).rejects.toMatchObject({ expired: true });
  });
});

describe('Xero books, at the edges', () => {
  it('pages invoices by Xero’s page number: a full page of 100 continues, a shorter one ends', async () => {
    const skipped: string[] = [];
    const books = xeroAccounting(settings, credentials, xeroStub([], { firstPage: 100 }), (record) =>
      skipped.push(record.reason),
    );
    const first = await books.invoices(null);
    expect(first.next).toBe('2');
    // 100 less the 14 copies of the fixture's deleted invoice, each left out.
    expect(first.items).toHaveLength(86);
    const second = await books.invoices(first.next);
    expect(second).toMatchObject({ next: null });
    expect(second.items).toHaveLength(6);
    expect(skipped.every((reason) => reason === 'deleted in Xero')).toBe(true);
    await expect(books.invoices('0')).rejects.toThrow(RangeError);
  });

  it('serves an invoice’s PDF, and refuses an answer that is not one', async () => {
    const requests: Request[] = [];
    const id = invoicesJson.Invoices[0]!.InvoiceID;
    expect(await xeroAccounting(settings, credentials, xeroStub(requests), () => {}).invoicePdf!(id)).toEqual(
      PDF,
    );
    expect(requests[0]!.url.toString()).toBe(`https://api.xero.com/api.xro/2.0/Invoices/${id}/pdf`);
    const html = xeroStub([], { pdf: new TextEncoder().encode('<html>') });
    await expect(xeroAccounting(settings, credentials, html, () => {}).invoicePdf!(id)).rejects.toThrow(
      /not a PDF/,
    );
  });

  it('treats a refused token and a disconnected organisation as expired, and needs a tenant', async () => {
    const stale = xeroAccounting(settings, { ...credentials, accessToken: 'old' }, xeroStub([]), () => {});
    await expect(stale.invoices(null)).rejects.toMatchObject({ status: 401, expired: true });
    const disconnected = xeroAccounting(
      settings,
      credentials,
      xeroStub([], { accountingStatus: 403 }),
      () => {},
    );
    await expect(disconnected.balanceSheet('2026-11-20')).rejects.toMatchObject({
      status: 403,
      expired: true,
    });
    expect(() =>
      xeroAccounting(settings, { ...credentials, externalAccountId: null }, xeroStub([]), () => {}),
    ).toThrow(ProviderError);
  });
});
