import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMonthsJobType } from '../../jobs/analytics-months.job-type';
import { ratingJobType } from '../../jobs/rating.job-type';
import { actorFor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS, isEmptyDatabase, seedDemoAccounts, seedsOnStart } from './demo-seed';

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      runWorkers: false,
      env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds an approved client with company and bank account, an approved investor and an admin', async () => {
    expect(await isEmptyDatabase(t.container)).toBe(true);
    const lines = await seedDemoAccounts(t.container);
    expect(lines).toEqual([
      'demo client: client@demo.tranche.local / Demo-Client-2026!',
      'demo investor: investor@demo.tranche.local / Demo-Investor-2026!',
      'demo admin: admin@demo.tranche.local / Demo-Admin-2026!',
    ]);
    expect(await isEmptyDatabase(t.container)).toBe(false);

    const [client, investor, admin] = await Promise.all(
      DEMO_ACCOUNTS.map((demo) => actorFor(t, demo.email, '', demo.password)),
    );
    const clientProfile = (await client!.call('GET', '/api/user')).json().data;
    expect(clientProfile).toMatchObject({
      kind: 'CLIENT',
      reviewStatus: 'APPROVED',
      company_name: 'Northwind Analytics GmbH',
    });
    expect((await client!.call('GET', '/api/client/bank-accounts')).json().data).toHaveLength(1);
    // Its sandbox bank is connected as a user would, its first sync queued.
    const [bank] = (await client!.call('GET', '/api/integrations?category=banking')).json().data;
    expect(bank).toMatchObject({ type: 'nordigen', institutionName: 'Sandbox Bank', sandbox: true });
    expect(bank.expiresAt).not.toBeNull();
    // So are its books, through the sandbox accounting aggregator's link page.
    const [books] = (await client!.call('GET', '/api/integrations?type=codat')).json().data;
    expect(books).toMatchObject({ type: 'codat', category: 'accounting', status: 'active', sandbox: true });
    expect(books.companyConnectionId).toEqual(expect.any(String));
    const subscriptions = (await client!.call('GET', '/api/subscriptions/count')).json().data.count;
    // One subscription per customer's contract; its plan changes and pauses are its history.
    expect(subscriptions).toBeGreaterThanOrEqual(2_000);
    expect((await investor!.call('GET', '/api/user')).json().data).toMatchObject({
      kind: 'INVESTOR',
      reviewStatus: 'APPROVED',
    });
    expect((await admin!.call('GET', '/api/user')).json().data.admin).toBe(true);

    // The market: one sale accepted four months ago with its instalments due since then repaid,
    // one asset still open with the investor's cancelled and standing bids.
    const assets = (await client!.call('GET', '/api/assets?include[orders]=true')).json().data as {
      id: string;
      status: string;
    }[];
    expect(assets.map((a) => a.status).sort()).toEqual(['COMPLETED', 'OPEN']);
    const payments = (await client!.call('GET', '/api/client/asset-payments?size=50')).json().data as {
      paymentStatus: string;
      overdue: boolean;
    }[];
    expect(payments).toHaveLength(12);
    expect(payments.filter((p) => p.paymentStatus === 'PAID').length).toBeGreaterThanOrEqual(3);
    expect(payments.some((p) => p.overdue)).toBe(false);
    const open = assets.find((a) => a.status === 'OPEN')!;
    const bids = (await investor!.call('GET', '/api/investor/orders')).json().data as {
      id_asset: string;
      status: string;
    }[];
    expect(
      bids
        .filter((b) => b.id_asset === open.id)
        .map((b) => b.status)
        .sort(),
    ).toEqual(['BIDDING', 'CANCELED']);
    const balances = (await investor!.call('GET', '/api/investor/balances')).json().data as {
      currency: string;
      available: number;
      reserved: number;
    }[];
    expect(balances.find((b) => b.currency === 'EUR')?.reserved).toBeGreaterThan(0);

    // A hands-free strategy for another NACE section than the demo client's.
    const strategies = (await investor!.call('GET', '/api/trading-strategies')).json().data as {
      name: string;
      companyCategory: string;
    }[];
    expect(strategies).toMatchObject([{ name: 'Fintech software, low risk', companyCategory: 'K' }]);

    // Documents in the client's file room, the annual accounts shared with the open asset's investors.
    const files = (await client!.call('GET', '/api/file?where[deleted]=false')).json().data as {
      fileName: string;
      contentType: string;
    }[];
    expect(files.map((f) => f.fileName).sort()).toEqual([
      'Annual accounts 2025.pdf',
      'Commercial register extract.pdf',
      'Customer contract template.pdf',
    ]);
    expect(files.every((f) => f.contentType === 'application/pdf')).toBe(true);
    const shared = (await investor!.call('GET', '/api/file/shared')).json().data as { fileName: string }[];
    expect(shared.map((f) => f.fileName)).toEqual(['Annual accounts 2025.pdf']);

    // Its rating and month totals are queued for their jobs, as after an import.
    const { rows: queued } = await t.container.database.executeSql(
      `select name from pgboss.job where data->>'accountId' = $1 and state = 'created' order by name`,
      [clientProfile.id_client],
    );
    expect(queued.map((row) => row.name)).toEqual(
      expect.arrayContaining([analyticsMonthsJobType.name, ratingJobType.name]),
    );
  }, 120_000);

  it('seeds on start only on the embedded default outside production', () => {
    const base = t.container.env;
    expect(seedsOnStart({ ...base, NODE_ENV: 'development' })).toBe(true);
    expect(seedsOnStart({ ...base, NODE_ENV: 'production' })).toBe(false);
    expect(seedsOnStart({ ...base, DATABASE_URL: 'postgres://x/y' })).toBe(false);
    expect(seedsOnStart({ ...base, AUTH_MODE: 'cognito' })).toBe(false);
  });
});
