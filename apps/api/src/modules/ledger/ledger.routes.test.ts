import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/testing/run-admin';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Actor;
let investor: Actor & { accountId: string };
let otherInvestor: Actor & { accountId: string };
let client: Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  admin = await createActor(t, { admin: true });
  investor = await createCompanyActor(t, 'investor', { approved: true });
  otherInvestor = await createCompanyActor(t, 'investor', { approved: true });
  client = await createCompanyActor(t, 'client', { approved: true });
}, 120_000);
afterAll(() => t?.close());

describe('deposits and investor balances', () => {
  it('books an operator deposit once per bank reference and shows it in the balance list', async () => {
    const body = { currency: 'EUR', amount: 250_000, reference: 'SEPA 2026-001' };
    const first = await admin.call('POST', `/api/admin/investors/${investor.accountId}/deposits`, body);
    expect(first.statusCode).toBe(201);
    const again = await admin.call('POST', `/api/admin/investors/${investor.accountId}/deposits`, body);
    expect(again.json().data.id).toBe(first.json().data.id);

    const balances = await investor.call('GET', '/api/investor/balances');
    expect(balances.json().data).toEqual([
      { currency: 'EUR', available: 250_000, reserved: 0, receivable: 0 },
    ]);
    const deposits = await investor.call('GET', '/api/investor/deposits');
    expect(deposits.json().data).toHaveLength(1);
    expect((await otherInvestor.call('GET', '/api/investor/balances')).json().data).toEqual([]);
    expect((await otherInvestor.call('GET', '/api/investor/deposits')).json().data).toEqual([]);
  });

  it('records a deposit from the admin CLI in major units', async () => {
    const result = await runAdmin(t.container, 'deposit', investor.email, '1500.5', 'usd', 'wire', '77');
    expect(result.code).toBe(0);
    expect(result.out).toContain('1500.50 USD (wire 77)');
    const balances = (await investor.call('GET', '/api/investor/balances')).json().data;
    expect(balances).toContainEqual({ currency: 'USD', available: 150_050, reserved: 0, receivable: 0 });
    expect((await runAdmin(t.container, 'deposit', investor.email, '-3', 'EUR', 'x')).code).toBe(64);
  });

  it('refuses deposits from non-admins and to a client, and balances to non-investors', async () => {
    const body = { currency: 'EUR', amount: 100, reference: 'x' };
    expect(
      (await investor.call('POST', `/api/admin/investors/${investor.accountId}/deposits`, body)).statusCode,
    ).toBe(403);
    expect(
      (await admin.call('POST', `/api/admin/investors/${client.accountId}/deposits`, body)).statusCode,
    ).toBe(400);
    expect((await client.call('GET', '/api/investor/balances')).statusCode).toBe(403);
    expect((await admin.call('GET', '/api/investor/balances')).statusCode).toBe(403);
  });
});
