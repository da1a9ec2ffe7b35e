import { schema } from '@tranche/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createCompanyActor } from '../../test/actors';
import { settledIntegration } from '../../test/integration-settled';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let client: Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const settled = (actor: Actor) => settledIntegration(actor, 'type=chargebee');

describe('the billing tool with a vanity URL (Chargebee), on its sandbox', () => {
  it('has no consent page: it connects with its address and an API key', async () => {
    const consent = await client.call('GET', '/api/integrations/authorization?type=chargebee');
    expect(consent.json().data).toEqual({ url: null, state: null, sandbox: true });
    for (const body of [
      { type: 'chargebee' },
      { type: 'chargebee', vanityUrl: 'acme.chargebee.com' },
      { type: 'chargebee', apiKey: 'test_key' },
      { type: 'chargebee', authorizationCode: 'x' },
    ]) {
      const answer = await client.call('POST', '/api/integrations', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors[0].message).toBe('Required fields vanityUrl and apiKey');
    }
    for (const vanityUrl of [
      'acme',
      'https://acme.chargebee.com/api/v1',
      'acme.chargebee.com:444',
      '10.0.0.1',
    ]) {
      const answer = await client.call('POST', '/api/integrations', {
        type: 'chargebee',
        vanityUrl,
        apiKey: 'k',
      });
      expect(answer.statusCode, vanityUrl).toBe(400);
      expect(answer.json().errors[0].message).toBe("The address has the form 'your-vanity.host'");
    }
    expect((await client.call('GET', '/api/integrations?type=chargebee')).json().data).toEqual([]);
  });

  it('saves the address without scheme or trailing slash, syncs, and lists invoices under its name', async () => {
    const created = await client.call('POST', '/api/integrations', {
      type: 'chargebee',
      vanityUrl: 'https://Acme-Test.chargebee.com/',
      apiKey: 'test_sandbox_key',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: 'chargebee',
      category: 'billing',
      sandbox: true,
      vanityUrl: 'acme-test.chargebee.com',
    });
    const synced = await settled(client);
    expect(synced.status).toBe('active');
    const [subscriptions] = await t.container.database.db
      .select({ n: count() })
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.source, 'chargebee'));
    expect(subscriptions!.n).toBeGreaterThan(100);
    const invoices = await client.call('GET', '/api/client-invoices/chargebee?size=3');
    expect(invoices.json().data).toHaveLength(3);
    expect(invoices.json().data[0].provider).toBe('chargebee');
  });

  it('renews its API key through PATCH {raw} and never keeps the key in raw', async () => {
    const [mine] = (await client.call('GET', '/api/integrations?type=chargebee')).json().data;
    const renewed = await client.call('PATCH', `/api/integrations/${mine.id}`, {
      raw: { apiKey: 'test_rotated_key', label: 'EU site' },
    });
    expect(renewed.statusCode).toBe(200);
    const [row] = await t.container.database.db
      .select({ raw: schema.integrations.raw })
      .from(schema.integrations)
      .where(eq(schema.integrations.id, mine.id));
    expect(row!.raw).toEqual({ label: 'EU site' });
    await settled(client);
    const other = await createCompanyActor(t, 'client');
    expect(
      (await other.call('PATCH', `/api/integrations/${mine.id}`, { raw: { apiKey: 'stolen' } })).statusCode,
    ).toBe(404);
    const stripe = await client.call('POST', '/api/integrations', {
      type: 'stripe',
      authorizationCode: 'ok',
    });
    await client.call('DELETE', `/api/integrations/${stripe.json().data.id}`);
    const wrongKind = await client.call('PATCH', `/api/integrations/${mine.id}`, { raw: { apiKey: 42 } });
    expect(wrongKind.statusCode).toBe(400);
  });
});
