import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
let t: TestApp;
let investor: Actor;
let otherInvestor: Actor;
let pendingInvestor: Actor;
let client: Actor;
let admin: Actor;
let strategyId: string;

const rules = { currency: 'EUR', investmentAmount: 100_000, riskRank: 'C' };
const body = { name: 'Mine', ...rules };
const routes = (): [Method, string, unknown?][] => [
  ['GET', '/api/trading-strategies'],
  ['POST', '/api/trading-strategies', body],
  ['PATCH', '/api/trading-strategies', { id: strategyId, name: 'Renamed' }],
  ['DELETE', `/api/trading-strategies/${strategyId}`],
  ['POST', '/api/trading-strategies/preview', rules],
  ['GET', '/api/trading-strategies/auto-bids'],
];

beforeAll(async () => {
  t = await createTestApp({ listen: true, runWorkers: false, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  investor = await createCompanyActor(t, 'investor', { approved: true });
  otherInvestor = await createCompanyActor(t, 'investor', { approved: true });
  pendingInvestor = await createCompanyActor(t, 'investor');
  client = await createCompanyActor(t, 'client', { approved: true });
  admin = await createActor(t, { admin: true });
  const created = await investor.call('POST', '/api/trading-strategies', body);
  expect(created.statusCode, created.body).toBe(201);
  strategyId = created.json().data.id;
}, 120_000);
afterAll(() => t?.close());

describe('trading strategies authorisation', () => {
  it('answers anonymous callers 401 on every route', async () => {
    for (const [method, url, payload] of routes()) {
      const response = await t.app.inject({
        method,
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses clients, admins and investors in review with 403 on every route', async () => {
    for (const [who, actor, code] of [
      ['client', client, 'WRONG_ACCOUNT_KIND'],
      ['admin', admin, 'WRONG_ACCOUNT_KIND'],
      ['in review', pendingInvestor, 'ACCOUNT_IN_REVIEW'],
    ] as const) {
      for (const [method, url, payload] of routes()) {
        const response = await actor.call(method, url, payload);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(response.json().errors[0].code).toBe(code);
      }
    }
  });

  it('shows an investor only its own strategies (another’s id: 404)', async () => {
    expect((await otherInvestor.call('GET', '/api/trading-strategies')).json().data).toEqual([]);
    expect((await otherInvestor.call('GET', '/api/trading-strategies/auto-bids')).json().data).toEqual([]);
    const patch = await otherInvestor.call('PATCH', '/api/trading-strategies', {
      id: strategyId,
      name: 'Taken',
    });
    expect(patch.statusCode).toBe(404);
    expect((await otherInvestor.call('DELETE', `/api/trading-strategies/${strategyId}`)).statusCode).toBe(
      404,
    );
    const own = (await investor.call('GET', '/api/trading-strategies')).json().data;
    expect(own.map((s: { id: string; name: string }) => [s.id, s.name])).toEqual([[strategyId, 'Mine']]);
  });

  it('lets the owner change and delete its strategy', async () => {
    const patch = await investor.call('PATCH', '/api/trading-strategies', {
      id: strategyId,
      name: 'Renamed',
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data.name).toBe('Renamed');
    expect((await investor.call('DELETE', `/api/trading-strategies/${strategyId}`)).statusCode).toBe(200);
    expect((await investor.call('GET', '/api/trading-strategies')).json().data).toEqual([]);
    expect((await investor.call('DELETE', `/api/trading-strategies/${strategyId}`)).statusCode).toBe(404);
  });
});
