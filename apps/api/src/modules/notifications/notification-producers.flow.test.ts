import { schema } from '@tranche/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordDeposit } from '../ledger/ledger.service';
import { withdrawAsset } from '../marketplace/assets.service';
import { approveOrder, placeOrder } from '../marketplace/orders.service';
import { seedSale } from '../marketplace/testing/sale';

/** Each event of the product leaves its notification with the company it concerns. */
describe('notification producers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const noticesOf = (accountId: string) =>
    t.container.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.accountId, accountId));

  const investorOf = async (orderId: string) =>
    (await t.container.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!;

  async function secondBidder(assetId: string, price: number, currency: string) {
    const [account] = await t.container.database.db
      .insert(schema.accounts)
      .values({ kind: 'INVESTOR', companyName: 'Second Bidder AG', reviewStatus: 'APPROVED' })
      .returning();
    // Bidding needs a person the verification provider approved.
    await t.container.database.db.insert(schema.profiles).values({
      sub: `second-${assetId}`,
      email: `second-${assetId}@example.com`,
      accountId: account!.id,
      kycStatus: 'APPROVED',
    });
    await recordDeposit(
      t.container,
      account!.id,
      { currency: currency as 'EUR', amount: price, reference: `second-${assetId}` },
      'test',
    );
    const order = await placeOrder(t.container, account!.id, { id_asset: assetId, price }, 'test');
    return { investorId: account!.id, orderId: order.id };
  }

  it('tells the company when a colleague is invited', async () => {
    const client = await createCompanyActor(t, 'client');
    const invited = await client.call('POST', '/api/user', {
      email: 'new-colleague@example.com',
      firstName: 'Nina',
      lastName: 'Neu',
    });
    expect(invited.statusCode).toBe(201);
    const [notice] = await noticesOf(client.accountId);
    expect(notice).toMatchObject({
      type: 'NEW_USER_INVITED',
      payload: { email: 'new-colleague@example.com', firstName: 'Nina', lastName: 'Neu' },
    });
  });

  it('tells the client of a bid, the outbid investor of the decline', async () => {
    const sale = await seedSale(t.container, { accepted: false });
    const first = await investorOf(sale.orderId);
    const second = await secondBidder(sale.assetId, first.priceMinor - 100, first.currency);
    const clientNotices = await noticesOf(sale.clientId);
    expect(clientNotices.filter((n) => n.type === 'NEW_BID').map((n) => n.payload)).toEqual(
      expect.arrayContaining([
        { id_order: sale.orderId, id_asset: sale.assetId, price: first.priceMinor, currency: first.currency },
        {
          id_order: second.orderId,
          id_asset: sale.assetId,
          price: first.priceMinor - 100,
          currency: first.currency,
        },
      ]),
    );
    await approveOrder(t.container, sale.clientId, sale.orderId);
    expect((await noticesOf(second.investorId)).map((n) => [n.type, n.externalId])).toEqual([
      ['BID_DECLINED', second.orderId],
    ]);
    expect((await noticesOf(first.investorAccountId)).map((n) => n.type)).not.toContain('BID_DECLINED');
  });

  it('tells each bidder when the client withdraws the asset', async () => {
    const sale = await seedSale(t.container, { accepted: false });
    const first = await investorOf(sale.orderId);
    await withdrawAsset(t.container, sale.clientId, sale.assetId, 'cancel');
    expect((await noticesOf(first.investorAccountId)).map((n) => [n.type, n.payload.id_asset])).toEqual([
      ['ASSET_WITHDRAWN', sale.assetId],
    ]);
  });
});
