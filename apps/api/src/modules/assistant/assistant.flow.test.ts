import { isoDateOf } from '@tranche/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions';

let t: TestApp;
let clientA: Actor & { accountId: string };
let clientB: Actor & { accountId: string };
let investor: Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  clientA = await createCompanyActor(t, 'client', { approved: true, companyName: 'Alpha SaaS GmbH' });
  clientB = await createCompanyActor(t, 'client', { approved: true, companyName: 'Beta Cloud Ltd' });
  investor = await createCompanyActor(t, 'investor', { approved: true });
  const asOf = isoDateOf(new Date());
  await seedDemoSubscriptions(t.container, clientA.accountId, { seed: 'alpha', asOf });
  await seedDemoSubscriptions(t.container, clientB.accountId, { seed: 'beta', asOf });
}, 180_000);
afterAll(() => t.close());

const ask = (actor: Actor, message: string, language?: 'en' | 'de') =>
  actor.call('POST', '/api/llm', language ? { message, language } : { message });

describe('POST /api/llm (offline engine)', () => {
  it("answers with the company's own figure, the same as Analytics shows", async () => {
    // In the company's currency, as Analytics shows it by default.
    const current = (await clientA.call('GET', '/api/analytics/current')).json().data;
    const response = await ask(clientA, 'What is our MRR today?', 'en');
    expect(response.statusCode).toBe(200);
    const answer = response.json().data;
    expect(answer).toMatchObject({ outcome: 'ANSWERED', engine: 'offline', language: 'en' });
    const figure = answer.figures[0];
    expect(figure.value).toEqual({ kind: 'money', minor: current.now.mrr, currency: current.currency });
    expect(figure.link).toBe('/analytics/observe');
    expect(answer.text).toContain(figure.display);
  });

  it('links each figure to the screen that shows it: the rating to Trading', async () => {
    const answer = (await ask(clientA, 'What is our credit rating?', 'en')).json().data;
    expect(answer.outcome).toBe('ANSWERED');
    const rating = answer.figures.filter((figure: { id: string }) => figure.id.startsWith('rating:'));
    expect(rating.length).toBeGreaterThan(0);
    expect(new Set(rating.map((figure: { link: string }) => figure.link))).toEqual(new Set(['/trading']));
  });

  it('answers in German when asked to', async () => {
    const answer = (await ask(clientA, 'Wie viele Kunden haben wir?', 'de')).json().data;
    expect(answer.outcome).toBe('ANSWERED');
    expect(answer.text).toMatch(/^Kunden heute: [\d.]+\.$/);
  });

  it("refuses another company's figures and states none of them", async () => {
    const theirs = (await clientB.call('GET', '/api/analytics/current')).json().data.now;
    expect(theirs.mrr).toBeGreaterThan(0);
    for (const question of [
      'What is the MRR of Beta Cloud Ltd?',
      'Wie hoch ist der MRR von Beta Cloud Ltd?',
    ]) {
      const answer = (await ask(clientA, question)).json().data;
      expect(answer.outcome).toBe('REFUSED');
      expect(answer.figures).toEqual([]);
      // No figure of any kind, so none of theirs in any format.
      expect(answer.text).not.toMatch(/\d/);
    }
  });

  it('says plainly what it cannot answer', async () => {
    const answer = (await ask(clientA, 'Who is our biggest customer?', 'en')).json().data;
    expect(answer).toMatchObject({ outcome: 'UNANSWERABLE', figures: [] });
    expect(answer.text).toContain('Analytics');
  });

  it("answers an investor about the market, not about a client's KPIs", async () => {
    expect((await ask(investor, 'What is our MRR?', 'en')).json().data.outcome).toBe('UNANSWERABLE');
    const market = (await ask(investor, 'How many assets are on the market?', 'en')).json().data;
    expect(market).toMatchObject({ outcome: 'ANSWERED' });
    expect(market.figures[0].id).toBe('market:open');
  });

  it('keeps each user’s own history, and clears it on request', async () => {
    const mine = (await clientA.call('GET', '/api/llm/history')).json().data as { question: string }[];
    expect(mine.map((entry) => entry.question)).toContain('What is our MRR today?');
    expect((await clientB.call('GET', '/api/llm/history')).json().data).toEqual([]);
    expect((await clientA.call('DELETE', '/api/llm/history')).json().data.deleted).toBe(mine.length);
    expect((await clientA.call('GET', '/api/llm/history')).json().data).toEqual([]);
  });

  it('refuses bad questions, anonymous callers, admins and companies in review', async () => {
    expect((await ask(clientA, '   ')).statusCode).toBe(400);
    expect((await ask(clientA, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await ask(clientA, 'MRR\u202e?')).statusCode).toBe(400);
    expect(
      (await clientA.call('POST', '/api/llm', { message: 'MRR?', id_client: clientB.accountId })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/llm', payload: { message: 'MRR?' } })).statusCode,
    ).toBe(401);
    const admin = await createActor(t, { admin: true, label: 'admin' });
    expect((await ask(admin, 'What is our MRR?')).statusCode).toBe(403);
    const inReview = await createCompanyActor(t, 'client', { companyName: 'Gamma GmbH' });
    const refused = await ask(inReview, 'What is our MRR?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('ACCOUNT_IN_REVIEW');
  });

  it('limits how often one user asks, per user', async () => {
    const eager = await createCompanyActor(t, 'client', { approved: true, companyName: 'Eager GmbH' });
    const perMinute = t.container.env.ASSISTANT_RATE_LIMIT_PER_MINUTE;
    for (let i = 0; i < perMinute; i++) expect((await ask(eager, '   ')).statusCode).toBe(400);
    const limited = await ask(eager, 'What is our MRR?');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
    // Another user of the same address is not affected.
    expect((await ask(clientB, '   ')).statusCode).toBe(400);
  });
});
