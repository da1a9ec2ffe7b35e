import { schema } from '@tranche/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { connectSandboxBank } from '../../test/sandbox-bank';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertTransactions, linkedAccountFixture } from '../discover/testing/bank-fixtures';
import { writeBankRead } from './bank.repo';

let t: TestApp;
let client: Actor & { accountId: string };
let other: Actor & { accountId: string };
let investor: Actor;
let admin: Actor;
let linkedAccountId: string;
let integrationId: string;
/** Lutz out ×3 (first, second, third), Lutz in, another supplier out. */
let ids: { first: string; second: string; third: string; lutzIn: string; unrelated: string };

const LUTZ = 'Hausmeisterservice Lutz GmbH';
const UTILITIES = 'operating_costs.facilities.utilities';
const MISC = 'operating_costs.other.miscellaneous';

const stored = async (id: string) => {
  const [row] = await t.container.database.db
    .select({ category: schema.bankTransactions.category, source: schema.bankTransactions.categorySource })
    .from(schema.bankTransactions)
    .where(eq(schema.bankTransactions.id, id));
  return row!;
};

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client');
  other = await createCompanyActor(t, 'client', { companyName: 'Other GmbH' });
  investor = await createCompanyActor(t, 'investor');
  admin = await createActor(t, { admin: true });
  // The client's bank as a user connects it: the sandbox bank, synced once.
  integrationId = (await connectSandboxBank(client)).id;
  linkedAccountId = (await client.call('GET', '/api/bank')).json().data[0].id;
  const target = { accountId: client.accountId, linkedAccountId };
  const [first, second, third, lutzIn, unrelated] = await insertTransactions(
    t.container.database.db,
    target,
    [
      {
        amountMinor: -8_900,
        bookingDate: '2025-03-03',
        creditorName: LUTZ,
        description: 'Rechnung 0815 Hausmeister',
      },
      {
        amountMinor: -9_450,
        bookingDate: '2025-04-03',
        creditorName: 'HAUSMEISTERSERVICE LUTZ',
        description: 'RE 0907',
      },
      { amountMinor: -9_100, bookingDate: '2025-05-03', creditorName: LUTZ, description: 'Rechnung 1002' },
      { amountMinor: 2_000, bookingDate: '2025-05-04', debtorName: LUTZ, description: 'Gutschrift' },
      {
        amountMinor: -12_000,
        bookingDate: '2025-05-05',
        creditorName: 'Holger Brandt',
        description: 'lt. Vereinbarung',
      },
    ],
  );
  ids = { first: first!, second: second!, third: third!, lutzIn: lutzIn!, unrelated: unrelated! };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('corrections of categories and company rules', () => {
  it('keeps a correction without a rule to that transaction alone', async () => {
    expect(await stored(ids.third)).toEqual({ category: MISC, source: 'fallback' });
    const response = await client.call('PATCH', `/api/bank/transactions/${ids.third}`, {
      category: 'operating_costs.facilities.office_equipment',
      createRule: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      transaction: {
        id: ids.third,
        linkedAccountId,
        amountMinor: -9_100,
        category: 'operating_costs.facilities.office_equipment',
        categorySource: 'correction',
      },
      rule: null,
      recategorised: 0,
    });
    expect(await stored(ids.second)).toEqual({ category: MISC, source: 'fallback' });
    expect((await client.call('GET', '/api/bank/category-rules')).json().data).toEqual([]);
  });

  it('turns a correction into a rule that re-categorises similar transactions, not the corrected ones', async () => {
    const lutzInBefore = await stored(ids.lutzIn);
    const response = await client.call('PATCH', `/api/bank/transactions/${ids.first}`, {
      category: UTILITIES,
    });
    expect(response.statusCode).toBe(200);
    const { transaction, rule, recategorised } = response.json().data;
    expect(transaction).toMatchObject({ id: ids.first, category: UTILITIES, categorySource: 'correction' });
    expect(rule).toMatchObject({
      counterparty: LUTZ,
      descriptionContains: null,
      direction: 'out',
      category: UTILITIES,
    });
    expect(Number.isNaN(Date.parse(rule.createdAt))).toBe(false);
    // The other spelling of the same counterparty follows; the one corrected by hand stays; money in is another direction.
    expect(recategorised).toBe(1);
    expect(await stored(ids.second)).toEqual({ category: UTILITIES, source: 'company-rule' });
    expect(await stored(ids.third)).toEqual({
      category: 'operating_costs.facilities.office_equipment',
      source: 'correction',
    });
    expect(await stored(ids.lutzIn)).toEqual(lutzInBefore);
    expect(await stored(ids.unrelated)).toEqual({ category: MISC, source: 'fallback' });

    const rules = (await client.call('GET', '/api/bank/category-rules')).json().data;
    expect(rules).toEqual([rule]);
  });

  it('applies the company’s rules to transactions a later sync brings', async () => {
    const [account] = await t.container.database.db
      .select()
      .from(schema.linkedBankAccounts)
      .where(eq(schema.linkedBankAccounts.id, linkedAccountId));
    const incoming = {
      externalId: 'later-sync-1',
      accountExternalId: account!.externalId,
      amountMinor: -9_900,
      currency: 'EUR' as const,
      bookingDate: '2025-06-03',
      valueDate: null,
      creditorName: LUTZ,
      debtorName: null,
      description: 'Rechnung 1101',
    };
    await writeBankRead(
      t.container.database.db,
      { accountId: client.accountId, integrationId, bankName: null },
      [
        {
          account: {
            externalId: account!.externalId,
            iban: account!.iban,
            name: account!.name,
            ownerName: account!.ownerName,
            currency: 'EUR',
          },
          balance: null,
          transactions: [incoming],
        },
      ],
    );
    const [row] = await t.container.database.db
      .select({ category: schema.bankTransactions.category, source: schema.bankTransactions.categorySource })
      .from(schema.bankTransactions)
      .where(eq(schema.bankTransactions.externalId, 'later-sync-1'));
    expect(row).toEqual({ category: UTILITIES, source: 'company-rule' });
  });

  it('filters and counts the transactions by category (any level), dates and text', async () => {
    const list = async (query: string) =>
      (await client.call('GET', `/api/bank/transactions?${query}`)).json().data;
    const count = async (query: string) =>
      (await client.call('GET', `/api/bank/transactions/count?${query}`)).json().data.count;
    const facilities = await list('category=operating_costs.facilities&size=100');
    expect(
      facilities.every((row: { category: string }) => row.category.startsWith('operating_costs.facilities.')),
    ).toBe(true);
    expect(facilities.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining([ids.first, ids.second, ids.third]),
    );
    expect(await count('category=operating_costs.facilities')).toBe(facilities.length);
    const utilities = await list(`category=${UTILITIES}&date_from=2025-03-01&date_to=2025-04-30`);
    expect(utilities.map((row: { id: string }) => row.id).sort()).toEqual([ids.first, ids.second].sort());
    expect(await count(`category=${UTILITIES}&date_from=2025-03-01&date_to=2025-04-30`)).toBe(2);
    const searched = await list('search=lutz&size=100');
    expect(searched.map((row: { id: string }) => row.id).sort()).toEqual(
      expect.arrayContaining([ids.first, ids.second, ids.third, ids.lutzIn]),
    );
    expect(await count('search=LUTZ')).toBe(searched.length);
    expect(await count('search=vereinbarung')).toBeGreaterThanOrEqual(1);
    expect(await count('search=100%25')).toBe(0);
    const all = await count('');
    const ofAccount = await count(`id_nordigen=${linkedAccountId}`);
    expect(ofAccount).toBeGreaterThan(5);
    expect(ofAccount).toBeLessThan(all);
    expect(await count(`id_nordigen=${linkedAccountId}&search=lutz`)).toBe(searched.length);

    const bad = await client.call('GET', '/api/bank/transactions?category=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toContain('category');
    const hostile = await client.call('GET', '/api/bank/transactions?search=lutz%E2%80%AE');
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().errors[0].message).toContain('search');
    const badDate = await client.call('GET', '/api/bank/transactions/count?date_from=2025-13-01');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors[0].message).toContain('date_from');
  });

  it('puts the transactions back when the rule is deleted, and the corrections stay', async () => {
    const [rule] = (await client.call('GET', '/api/bank/category-rules')).json().data;
    const deleted = await client.call('DELETE', `/api/bank/category-rules/${rule.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await stored(ids.second)).toEqual({ category: MISC, source: 'fallback' });
    expect(await stored(ids.first)).toEqual({ category: UTILITIES, source: 'correction' });
    expect(await stored(ids.third)).toEqual({
      category: 'operating_costs.facilities.office_equipment',
      source: 'correction',
    });
    expect((await client.call('GET', '/api/bank/category-rules')).json().data).toEqual([]);
    const again = await client.call('DELETE', `/api/bank/category-rules/${rule.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('replaces a rule with the same conditions instead of keeping both', async () => {
    const first = await client.call('PATCH', `/api/bank/transactions/${ids.first}`, { category: UTILITIES });
    // The second transaction and the one of the later sync.
    expect(first.json().data.recategorised).toBe(2);
    const again = await client.call('PATCH', `/api/bank/transactions/${ids.first}`, {
      category: 'operating_costs.facilities.rent',
    });
    expect(again.json().data.recategorised).toBe(2);
    const rules = (await client.call('GET', '/api/bank/category-rules')).json().data;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ counterparty: LUTZ, category: 'operating_costs.facilities.rent' });
    expect(await stored(ids.second)).toEqual({
      category: 'operating_costs.facilities.rent',
      source: 'company-rule',
    });
    const [row] = await t.container.database.db
      .select({ category: schema.bankTransactions.category })
      .from(schema.bankTransactions)
      .where(eq(schema.bankTransactions.externalId, 'later-sync-1'));
    expect(row!.category).toBe('operating_costs.facilities.rent');
  });

  it('lets no other company see or touch the transactions and rules', async () => {
    const [rule] = (await client.call('GET', '/api/bank/category-rules')).json().data;
    const patch = await other.call('PATCH', `/api/bank/transactions/${ids.unrelated}`, {
      category: UTILITIES,
    });
    expect(patch.statusCode).toBe(404);
    expect(await stored(ids.unrelated)).toEqual({ category: MISC, source: 'fallback' });
    expect((await other.call('DELETE', `/api/bank/category-rules/${rule.id}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/bank/category-rules')).json().data).toEqual([]);
    expect((await client.call('GET', '/api/bank/category-rules')).json().data).toHaveLength(1);
    expect((await other.call('GET', '/api/bank/transactions/count')).json().data.count).toBe(0);
    expect((await other.call('GET', `/api/bank/transactions?search=lutz`)).json().data).toEqual([]);
    // A rule of the other company never reaches this one's transactions.
    const own = await linkedAccountFixture(t.container.database.db, other.accountId);
    const [otherLutz] = await insertTransactions(
      t.container.database.db,
      { accountId: other.accountId, linkedAccountId: own.linkedAccountId },
      [
        {
          amountMinor: -5_000,
          bookingDate: '2025-05-10',
          creditorName: 'Holger Brandt',
          description: 'Miete',
        },
      ],
    );
    const made = await other.call('PATCH', `/api/bank/transactions/${otherLutz}`, { category: UTILITIES });
    expect(made.json().data.recategorised).toBe(0);
    expect(await stored(ids.unrelated)).toEqual({ category: MISC, source: 'fallback' });
  });

  it('validates the correction, naming the field', async () => {
    const levelOne = await client.call('PATCH', `/api/bank/transactions/${ids.first}`, {
      category: 'payroll',
    });
    expect(levelOne.statusCode).toBe(400);
    expect(levelOne.json().errors[0].message).toMatch(/^body\.category: /);
    const extra = await client.call('PATCH', `/api/bank/transactions/${ids.first}`, {
      category: UTILITIES,
      note: 'x',
    });
    expect(extra.statusCode).toBe(400);
    const notBoolean = await client.call('PATCH', `/api/bank/transactions/${ids.first}`, {
      category: UTILITIES,
      createRule: 'yes',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().errors[0].message).toContain('createRule');
    const badId = await client.call('PATCH', '/api/bank/transactions/not-a-uuid', { category: UTILITIES });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].message).toContain('id');
    const missing = await client.call(
      'PATCH',
      '/api/bank/transactions/00000000-0000-4000-8000-000000000000',
      {
        category: UTILITIES,
      },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('answers only client companies: 401 without a token, 403 for investors and operators', async () => {
    const routes: [string, string, unknown?][] = [
      ['PATCH', `/api/bank/transactions/${ids.first}`, { category: UTILITIES }],
      ['GET', '/api/bank/category-rules'],
      ['DELETE', '/api/bank/category-rules/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/bank/transactions?category=payroll'],
      ['GET', '/api/bank/transactions/count'],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect((await investor.call(method as 'GET', url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await admin.call(method as 'GET', url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const rows = await t.container.database.db
      .select({ source: schema.bankTransactions.categorySource })
      .from(schema.bankTransactions)
      .where(inArray(schema.bankTransactions.id, [ids.first]));
    expect(rows[0]!.source).toBe('correction');
  });
});
