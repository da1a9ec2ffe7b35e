import type { AssistantAnswer, Figure } from '@tranche/contracts/assistant';
import {
  addDays,
  addMonths,
  type Currency,
  convertMinor,
  DEFAULT_MARKETPLACE_SETTINGS,
  type Grade,
  isoDateOf,
} from '@tranche/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findAccount } from '../accounts/accounts.repo';
import { setAllowedTradePercent } from '../accounts/review.service';
import { loadRateTable } from '../currency-exchange/exchange-rates.service';
import { limitOf } from '../marketplace/asset-selection';
import { companyAlias, createAsset } from '../marketplace/assets.service';
import { tradableSubscriptions } from '../marketplace/marketplace.repo';
import { marketplaceSettingsInForce } from '../marketplace-settings/marketplace-settings.service';
import { overrideRating } from '../rating/rating.service';
import { recordCurrentTerms } from '../subscriptions/subscription-history.repo';
import { upsertSubscriptions } from '../subscriptions/subscriptions.repo';

/**
 * "Why is my trade limit lower than last month?" and the investor's market, end to end: books of
 * a few monthly subscriptions written as an import writes them (rows and their history), assets
 * made by the Trading screen's service, the operator's settings through the admin API.
 */
type Company = Actor & { accountId: string };
let t: TestApp;
let admin: Actor;
const today = isoDateOf(new Date());
const monthAgo = addMonths(today, -1);
const SOURCE = 'test';
const percent = DEFAULT_MARKETPLACE_SETTINGS.defaultAllowedTradePercent;

/**
 * Monthly subscriptions running for two years (or from `start`), next billed in ten days (or on
 * `next`): each is worth 12 payments over the 12 months of a contract.
 */
async function book(
  company: Company,
  lines: { currency: string; major: number }[],
  prefix = 'sub',
  { start = addMonths(today, -24), next = addDays(today, 10) } = {},
): Promise<void> {
  const { db } = t.container.database;
  await upsertSubscriptions(
    db,
    company.accountId,
    SOURCE,
    lines.map((line, index) => {
      const minor = line.major * 100;
      return {
        externalId: `${prefix}-${index}`,
        status: 'AVAILABLE',
        billingPeriodMonths: 1,
        currency: line.currency,
        amountMinor: minor,
        mrrMinor: minor,
        lastPaymentAmountMinor: minor,
        nextPaymentAmountMinor: minor,
        startDate: start,
        endDate: null,
        nextPaymentDate: next,
        customerName: `Customer ${prefix}-${index}`,
        customerExternalId: `${prefix}-${index}`,
        customerCountry: 'DE',
        importId: null,
      };
    }),
  );
  await recordCurrentTerms(db, company.accountId, SOURCE, today);
}

/** The currency the assistant reads a company's figures in (as Analytics does by default). */
const currencyOf = async (company: Actor) =>
  (await company.call('GET', '/api/analytics/current')).json().data.currency as Currency;

const ask = async (actor: Actor, message: string, language: 'en' | 'de') => {
  const response = await actor.call('POST', '/api/llm', { message, language });
  expect(response.statusCode).toBe(200);
  return response.json().data as AssistantAnswer;
};
const figureOf = (answer: AssistantAnswer, id: string): Figure => {
  const found = answer.figures.find((figure) => figure.id === id);
  if (!found) throw new Error(`no figure ${id} in ${answer.figures.map((f) => f.id).join(', ')}`);
  return found;
};
const minorOf = (answer: AssistantAnswer, id: string) => {
  const { value } = figureOf(answer, id);
  return value.kind === 'money' ? value.minor : Number.NaN;
};

/** The limit today as the Trading screen and the evaluation judge compute it. */
async function screenLimit(company: Company, currency: Currency) {
  const { db } = t.container.database;
  const account = (await findAccount(db, company.accountId))!;
  return limitOf(db, account, await marketplaceSettingsInForce(db), currency, today);
}

/** Every figure is stated in the text, and links to the screen that shows it. */
function expectStatedAndLinked(answer: AssistantAnswer) {
  for (const figure of answer.figures) {
    expect(answer.text).toContain(figure.display);
    expect(figure.link).toBe(figure.id.startsWith('limit:tradableMrr:') ? '/analytics/observe' : '/trading');
  }
  expect(answer.figures.some((figure) => figure.id === `limit:tradableMrr:${monthAgo}`)).toBe(true);
  expect(answer.figures.some((figure) => figure.id === `limit:tradableMrr:${today}`)).toBe(true);
}

const WHY_EN = 'Why is my trade limit lower than last month?';
const WHY_DE = 'Warum ist mein Handelslimit niedriger als im letzten Monat?';

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await createActor(t, { admin: true });
}, 120_000);
afterAll(() => t?.close());

describe("the investor's market answer", () => {
  let investor: Company;
  let seller: Company;

  beforeAll(async () => {
    investor = await createCompanyActor(t, 'investor', { approved: true });
    seller = await createCompanyActor(t, 'client', { approved: true, companyName: 'Hidden Seller GmbH' });
    // The first four are sold; the others keep room in each currency's limit (a sold one leaves it).
    await book(seller, [
      { currency: 'EUR', major: 1_000 },
      { currency: 'USD', major: 2_000 },
      { currency: 'GBP', major: 1_500 },
      { currency: 'EUR', major: 3_000 },
      { currency: 'EUR', major: 9_000 },
      { currency: 'USD', major: 9_000 },
      { currency: 'GBP', major: 9_000 },
    ]);
    await setAllowedTradePercent(t.container, seller.accountId, 100);
    const rows = await tradableSubscriptions(t.container.database.db, seller.accountId);
    const sub = (externalId: string) => rows.find((row) => row.externalId === externalId)!.id;
    // Four assets in three currencies, each at its own grade.
    const plan: [string, Grade][] = [
      ['sub-0', 'B'],
      ['sub-1', 'A'],
      ['sub-2', 'C'],
      ['sub-3', 'D'],
    ];
    for (const [externalId, grade] of plan) {
      await overrideRating(t.container, seller.accountId, grade, 'test', 'test-operator');
      await createAsset(
        t.container,
        seller.accountId,
        { contractLengthMonths: 12, subscriptions: { create: [{ id_subscription: sub(externalId) }] } },
        'test',
      );
    }
  }, 120_000);

  it('counts the open assets, adds their guide prices converted to the caller’s currency, names the three best rated', async () => {
    const answer = await ask(investor, 'What is on the market right now?', 'en');
    expect(answer.outcome).toBe('ANSWERED');
    const listed = (await investor.call('GET', '/api/investor/assets?orderBy[0][grade]=asc&size=100')).json()
      .data as { id: string; currency: Currency; guidePrice: number; grade: string }[];
    expect(listed.map((asset) => asset.grade)).toEqual(['A', 'B', 'C', 'D']);

    expect(figureOf(answer, 'market:open').value).toEqual({ kind: 'count', value: 4 });
    const total = figureOf(answer, 'market:guidePrice');
    if (total.value.kind !== 'money') throw new Error('the total is money');
    const target = total.value.currency as Currency;
    expect(listed.some((asset) => asset.currency !== target)).toBe(true);
    // Each currency's guide prices added up, then converted at the ECB rate of the day.
    const table = await loadRateTable(t.container.database.db);
    const byCurrency = new Map<Currency, number>();
    for (const asset of listed)
      byCurrency.set(asset.currency, (byCurrency.get(asset.currency) ?? 0) + asset.guidePrice);
    const expected = [...byCurrency].reduce(
      (sum, [currency, minor]) => sum + convertMinor(minor, currency, target, today, table),
      0,
    );
    expect(total.value.minor).toBe(expected);
    // Never the amounts of different currencies added as they are.
    const unconverted = listed.reduce((sum, asset) => sum + asset.guidePrice, 0);
    expect(total.value.minor).not.toBe(unconverted);
    expect(answer.text).toContain(total.display);
    expect(answer.text).toContain(`converted to ${target}`);

    // The best three by grade, in the market list's order, with grade, guide price and term.
    const best = listed.slice(0, 3);
    const assetFigures = answer.figures.filter((figure) => figure.id.startsWith('market:asset:'));
    expect(assetFigures.map((figure) => figure.id)).toEqual(
      best.flatMap((asset) =>
        ['grade', 'guidePrice', 'term'].map((part) => `market:asset:${asset.id}:${part}`),
      ),
    );
    for (const asset of best) {
      expect(figureOf(answer, `market:asset:${asset.id}:guidePrice`).value).toEqual({
        kind: 'money',
        minor: asset.guidePrice,
        currency: asset.currency,
      });
      expect(figureOf(answer, `market:asset:${asset.id}:term`).value).toEqual({ kind: 'months', value: 12 });
    }
    for (const figure of answer.figures) {
      expect(answer.text).toContain(figure.display);
      expect(figure.link).toBe('/trading');
    }
    expect(answer.text).toMatch(
      /The best rated: Company [0-9A-F]{4}, grade A, guide price .+ over 12 months;/,
    );
    expect(answer.text).toContain(companyAlias(seller.accountId));
    expect(answer.text).not.toContain(listed[3]!.id);
    // Nothing of the seller beyond what the market list shows an investor.
    const everything = JSON.stringify(answer);
    expect(everything).not.toContain('Hidden Seller');
    expect(everything).not.toContain(seller.accountId);
  });

  it('answers in German', async () => {
    const answer = await ask(investor, 'Was gibt es auf dem Marktplatz?', 'de');
    expect(answer.outcome).toBe('ANSWERED');
    expect(answer.text).toMatch(/^Derzeit sind 4 Assets auf dem Marktplatz, mit Richtpreisen von insgesamt /);
    expect(answer.text).toContain('Am besten bewertet: Company');
    expect(answer.text).toContain('Rating A, Richtpreis');
    expect(answer.text).toContain('Laufzeit 12 Monate');
    for (const figure of answer.figures) expect(answer.text).toContain(figure.display);
  });
});

describe('why the trade limit is lower than a month ago', () => {
  const four = (currency: Currency) => [1, 2, 3, 4].map(() => ({ currency, major: 1_000 }));
  /** Four subscriptions of 1,000 a month: 48,000 of face value over 12 months, a limit of 24,000. */
  const faceOfFour = 4 * 12 * 1_000_00;
  const limitOfFour = (faceOfFour * percent) / 100;

  it('names what is committed in assets first when it grew, then the face value it took out', async () => {
    const client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Commit GmbH' });
    const currency = await currencyOf(client);
    await book(client, four(currency));
    await overrideRating(t.container, client.accountId, 'A', 'test', 'test-operator');
    const [sold] = await tradableSubscriptions(t.container.database.db, client.accountId);
    const asset = await createAsset(
      t.container,
      client.accountId,
      { contractLengthMonths: 12, subscriptions: { create: [{ id_subscription: sold!.id }] } },
      'test',
    );
    expect(asset.faceValue).toBe(12 * 1_000_00);

    const answer = await ask(client, WHY_EN, 'en');
    expect(answer.outcome).toBe('ANSWERED');
    const screen = await screenLimit(client, currency);
    expect(minorOf(answer, 'limit:limit')).toBe(screen.limitMinor);
    expect(screen.limitMinor).toBe(limitOfFour * 0.75);
    expect(minorOf(answer, `limit:limit:${monthAgo}`)).toBe(limitOfFour);
    expect(minorOf(answer, 'limit:committed')).toBe(asset.faceValue);
    expect(minorOf(answer, `limit:committed:${monthAgo}`)).toBe(0);
    expect(minorOf(answer, 'limit:remaining')).toBe(screen.remainingMinor);
    expect(minorOf(answer, `limit:remaining:${monthAgo}`)).toBe(limitOfFour);
    expect(minorOf(answer, 'limit:change:committed')).toBe(asset.faceValue);
    expect(minorOf(answer, 'limit:change:face')).toBe((asset.faceValue * percent) / 100);
    const ids = answer.figures.map((figure) => figure.id);
    expect(ids.indexOf('limit:change:committed')).toBeLessThan(ids.indexOf('limit:change:face'));
    expect(ids).not.toContain('limit:change:percent');
    expect(answer.text).toMatch(
      /down from .+ a month ago\. .*Largest cause: the face value already committed in assets grew from .+ to .+\. Also: the face value of your tradable subscriptions fell from .+\. Subscriptions put into an asset leave the tradable face value/,
    );
    expectStatedAndLinked(answer);
  });

  it('names the fall of the tradable face value, in German, with the tradable MRR on both days', async () => {
    const client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Schwund GmbH' });
    const currency = await currencyOf(client);
    await book(client, four(currency));
    // Two customers downgrade today, from 1,000 to 250 a month.
    await book(client, [
      { currency, major: 250 },
      { currency, major: 250 },
    ]);
    const answer = await ask(client, WHY_DE, 'de');
    expect(answer.outcome).toBe('ANSWERED');
    const screen = await screenLimit(client, currency);
    const faceNow = 2 * 12 * 1_000_00 + 2 * 12 * 250_00;
    expect(screen.limitMinor).toBe((faceNow * percent) / 100);
    expect(minorOf(answer, 'limit:limit')).toBe(screen.limitMinor);
    expect(minorOf(answer, `limit:limit:${monthAgo}`)).toBe(limitOfFour);
    expect(minorOf(answer, `limit:face:${monthAgo}`)).toBe(faceOfFour);
    expect(minorOf(answer, 'limit:face')).toBe(faceNow);
    expect(minorOf(answer, 'limit:change:face')).toBe(limitOfFour - screen.limitMinor);
    expect(answer.figures.filter((figure) => figure.id.startsWith('limit:change:'))).toHaveLength(1);
    expect(minorOf(answer, `limit:tradableMrr:${monthAgo}`)).toBe(4 * 1_000_00);
    expect(minorOf(answer, `limit:tradableMrr:${today}`)).toBe(2 * 1_000_00 + 2 * 250_00);
    expect(answer.text).toMatch(
      /^Ihr Handelslimit beträgt heute .+, vor einem Monat waren es .+\. Größte Ursache: Der Nennwert Ihrer handelbaren Abonnements ist von .+ auf .+ gesunken; das hat das Limit um .+ verringert\. Analysen → Beobachten zeigt Ihren handelbaren MRR mit .+ vor einem Monat und .+ heute\.$/,
    );
    expectStatedAndLinked(answer);
  });

  it('says when the limit rose but what remains of it fell, and what worked the other way', async () => {
    const client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Growing GmbH' });
    const currency = await currencyOf(client);
    await book(client, four(currency));
    await overrideRating(t.container, client.accountId, 'A', 'test', 'test-operator');
    const [sold] = await tradableSubscriptions(t.container.database.db, client.accountId);
    await createAsset(
      t.container,
      client.accountId,
      { contractLengthMonths: 12, subscriptions: { create: [{ id_subscription: sold!.id }] } },
      'test',
    );
    // Two customers won five days ago: not there a month ago.
    await book(
      client,
      [1, 2].map(() => ({ currency, major: 1_000 })),
      'new',
      {
        start: addDays(today, -5),
        next: addDays(today, 25),
      },
    );
    const answer = await ask(client, WHY_EN, 'en');
    const screen = await screenLimit(client, currency);
    const faceNow = 5 * 12 * 1_000_00;
    expect(screen.limitMinor).toBe((faceNow * percent) / 100);
    expect(minorOf(answer, 'limit:limit')).toBe(screen.limitMinor);
    expect(minorOf(answer, `limit:limit:${monthAgo}`)).toBe(limitOfFour);
    expect(minorOf(answer, 'limit:remaining')).toBe(screen.remainingMinor);
    expect(screen.remainingMinor).toBeLessThan(limitOfFour);
    expect(minorOf(answer, `limit:face:${monthAgo}`)).toBe(faceOfFour);
    expect(minorOf(answer, 'limit:change:face')).toBe(((faceNow - faceOfFour) * percent) / 100);
    expect(answer.text).toMatch(
      /^Your trade limit itself is not lower: .+ What is lower is what remains of it .+ Largest cause: the face value already committed in assets grew .+ Working the other way: the face value of your tradable subscriptions rose from/,
    );
    expectStatedAndLinked(answer);
  });

  it('says plainly when the limit is not lower, with the two numbers; the plain question gives no history', async () => {
    const client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Steady GmbH' });
    const currency = await currencyOf(client);
    await book(client, four(currency));
    const answer = await ask(client, WHY_EN, 'en');
    expect(minorOf(answer, 'limit:limit')).toBe((await screenLimit(client, currency)).limitMinor);
    expect(minorOf(answer, 'limit:limit')).toBe(limitOfFour);
    expect(minorOf(answer, `limit:limit:${monthAgo}`)).toBe(limitOfFour);
    const limit = figureOf(answer, 'limit:limit').display;
    expect(answer.text).toContain(
      `Your trade limit is not lower than a month ago: it was ${limit} then and is ${limit} today.`,
    );
    expect(answer.figures.some((figure) => figure.id.startsWith('limit:change:'))).toBe(false);
    expectStatedAndLinked(answer);

    const plain = await ask(client, 'What is my trade limit?', 'en');
    expect(plain.figures.map((figure) => figure.id)).toEqual([
      'limit:limit',
      'limit:percent',
      'limit:face',
      'limit:committed',
      'limit:remaining',
    ]);
  });

  it('says when a percentage set for the company has no record of its value a month ago', async () => {
    const client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Own Share GmbH' });
    const currency = await currencyOf(client);
    await book(client, four(currency));
    await setAllowedTradePercent(t.container, client.accountId, 30);
    const answer = await ask(client, WHY_EN, 'en');
    expect(minorOf(answer, 'limit:limit')).toBe((await screenLimit(client, currency)).limitMinor);
    expect(figureOf(answer, 'limit:percent').value).toEqual({ kind: 'percent', value: 30 });
    expect(answer.text).toContain(
      'is set for your company by Tranche; its value a month ago is not on record',
    );
  });

  // Last: the operator's new default applies to every company without its own percentage.
  it('names the allowed percentage when the operator lowered the default', async () => {
    const client = await createCompanyActor(t, 'client', { approved: true, companyName: 'Percent GmbH' });
    const currency = await currencyOf(client);
    await book(client, four(currency));
    const saved = await admin.call('PUT', '/api/admin/marketplace-settings', {
      settings: { ...DEFAULT_MARKETPLACE_SETTINGS, defaultAllowedTradePercent: percent - 10 },
      reason: 'More caution',
    });
    expect(saved.statusCode).toBe(200);
    const answer = await ask(client, WHY_EN, 'en');
    const screen = await screenLimit(client, currency);
    expect(screen.limitMinor).toBe((faceOfFour * (percent - 10)) / 100);
    expect(minorOf(answer, 'limit:limit')).toBe(screen.limitMinor);
    expect(minorOf(answer, `limit:limit:${monthAgo}`)).toBe(limitOfFour);
    expect(figureOf(answer, `limit:percent:${monthAgo}`).value).toEqual({ kind: 'percent', value: percent });
    expect(figureOf(answer, 'limit:percent').value).toEqual({ kind: 'percent', value: percent - 10 });
    expect(minorOf(answer, 'limit:change:percent')).toBe(limitOfFour - screen.limitMinor);
    expect(answer.figures.filter((figure) => figure.id.startsWith('limit:change:'))).toHaveLength(1);
    expect(answer.text).toContain(
      `Largest cause: your allowed trade percentage went down from ${figureOf(answer, `limit:percent:${monthAgo}`).display} to ${figureOf(answer, 'limit:percent').display}`,
    );
    expectStatedAndLinked(answer);
  });
});
