import { describe, expect, it } from 'vitest';
import type { ProviderCredentials } from '../../connection';
import type { FetchLike } from '../../provider-http';
import invoiceJson from './fixtures/invoice.json';
import subscriptionJson from './fixtures/subscription.json';
import { type StripeSettings, stripeBilling } from './stripe-adapter';
import { stripeProvider } from './stripe-provider';

const credentials: ProviderCredentials = {
  accessToken: 'unused-with-platform-key',
  refreshToken: null,
  expiresAt: null,
  externalAccountId: 'acct_1NnlpJGPxmnHQRkJ',
};

/** Answers in order, recording each request; for what the mock cannot show (paging, OAuth, PDF). */
function scripted(...answers: Response[]) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    requests.push({ url, init });
    return answers.shift() ?? new Response('no more answers', { status: 500 });
  };
  return { requests, fetchImpl };
}
const json = (body: unknown, status = 200) => Response.json(body, { status });
const offline: StripeSettings = {
  secretKey: 'sk_test_platform',
  clientId: 'ca_platform',
  apiBase: 'https://api.stripe.test',
  connectBase: 'https://connect.stripe.test',
};

describe('Stripe billing without the mock', () => {
  it('continues after the last record of a page even when that record was skipped', async () => {
    const page = {
      object: 'list',
      has_more: true,
      data: [{ ...subscriptionJson, id: 'sub_x', status: 'incomplete' }],
    };
    const { requests, fetchImpl } = scripted(json(page), json({ ...page, has_more: false }));
    const billing = stripeBilling(offline, credentials, fetchImpl, () => {});
    expect(await billing.subscriptions(null)).toEqual({ items: [], next: 'sub_x' });
    expect(await billing.subscriptions('sub_x')).toEqual({ items: [], next: null });
    expect(new URL(requests[1]!.url).searchParams.get('starting_after')).toBe('sub_x');
    expect(requests[0]!.init?.headers).toMatchObject({
      Authorization: 'Bearer sk_test_platform',
      'Stripe-Account': 'acct_1NnlpJGPxmnHQRkJ',
      'Stripe-Version': '2023-08-16',
    });
  });

  it('asks only for invoices and charges created since the given time', async () => {
    const empty = { object: 'list', has_more: false, data: [] };
    const { requests, fetchImpl } = scripted(json(empty), json(empty));
    const billing = stripeBilling(offline, credentials, fetchImpl, () => {});
    await billing.invoices(null, '2026-11-01T00:00:00.000Z');
    await billing.payments(null, null);
    expect(new URL(requests[0]!.url).searchParams.get('created[gte]')).toBe('1793491200');
    expect(new URL(requests[1]!.url).searchParams.has('created[gte]')).toBe(false);
  });

  it('asks for a new connection when the account id is missing or the key is refused', async () => {
    const orphan = stripeBilling(
      offline,
      { ...credentials, externalAccountId: null },
      scripted().fetchImpl,
      () => {},
    );
    await expect(orphan.invoices(null, null)).rejects.toMatchObject({ expired: true });
    const refused = stripeBilling(
      offline,
      credentials,
      scripted(json({ error: {} }, 401)).fetchImpl,
      () => {},
    );
    await expect(refused.payments(null, null)).rejects.toMatchObject({ expired: true, status: 401 });
  });

  it('downloads an invoice PDF from its signed link without sending the key there', async () => {
    const pdfUrl = 'https://pay.stripe.test/invoice/acct_1/test_abc/pdf?s=ap';
    const pdf = new TextEncoder().encode('%PDF-1.7 …');
    const { requests, fetchImpl } = scripted(
      json({ ...invoiceJson, invoice_pdf: pdfUrl }),
      new Response(pdf),
    );
    expect(await stripeBilling(offline, credentials, fetchImpl, () => {}).invoicePdf('in_1')).toEqual(pdf);
    expect(requests.map((request) => request.url)).toEqual([`${offline.apiBase}/v1/invoices/in_1`, pdfUrl]);
    expect(requests[1]!.init?.headers).toBeUndefined();
    const html = scripted(json({ ...invoiceJson, invoice_pdf: pdfUrl }), new Response('<html>'));
    await expect(
      stripeBilling(offline, credentials, html.fetchImpl, () => {}).invoicePdf('in_1'),
    ).rejects.toThrow(/not a PDF/);
  });

  it('sends the user to Stripe Connect read-only and keeps the connected account of the answer', async () => {
    const answer = {
      access_token: 'sk_acct',
      refresh_token: 'rt_1',
      stripe_user_id: 'acct_9',
      scope: 'read_only',
    };
    const { requests, fetchImpl } = scripted(json(answer), json({ error: 'invalid_grant' }, 400));
    const connector = stripeProvider.connector(offline, fetchImpl);
    const consent = new URL(connector.authorizationUrl('state-1', 'https://app.tranche.test/cb'));
    expect(`${consent.origin}${consent.pathname}`).toBe('https://connect.stripe.test/oauth/authorize');
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'ca_platform',
      scope: 'read_only',
      state: 'state-1',
      redirect_uri: 'https://app.tranche.test/cb',
    });
    expect(await connector.exchangeCode('ac_1', 'https://app.tranche.test/cb')).toEqual({
      accessToken: 'sk_acct',
      refreshToken: 'rt_1',
      expiresAt: null,
      externalAccountId: 'acct_9',
    });
    expect(requests[0]).toMatchObject({
      url: 'https://connect.stripe.test/oauth/token',
      init: { method: 'POST', body: 'grant_type=authorization_code&code=ac_1' },
    });
    expect(requests[0]!.init?.headers).toMatchObject({ Authorization: 'Bearer sk_test_platform' });
    await expect(connector.exchangeCode('ac_used', 'https://app.tranche.test/cb')).rejects.toMatchObject({
      retryable: false,
      status: 400,
    });
  });
});
