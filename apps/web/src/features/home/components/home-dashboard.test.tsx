import { screen, within } from '@testing-library/react';
import {
  type AnalyticsCurrent,
  type AnalyticsSeries,
  analyticsCurrentResponseSchema,
} from '@tranche/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { NO_CASH, threeMonths } from '../../analytics/testing/analytics-fixtures';
import { HomeDashboard } from './home-dashboard';

function currentOf(series: AnalyticsSeries): AnalyticsCurrent {
  return analyticsCurrentResponseSchema.shape.data.parse({
    currency: series.currency,
    // Today, a one-day period: MRR a little above the month's series, one day's churn.
    now: { ...series.periods.at(-1)!, mrr: 151000, customerChurnRate: { kind: 'value', value: 0.5 } },
    at: [],
    cash: NO_CASH,
  });
}

function homeApi(user = loadedUser()) {
  return fakeApi({
    ...userRoutes(user).routes,
    'GET /analytics/current': ({ path }) =>
      ok(
        currentOf(
          threeMonths({
            currency: (new URLSearchParams(path.split('?')[1]).get('currency') ?? 'EUR') as 'EUR',
          }),
        ),
      ),
    'GET /analytics': () => ok(threeMonths()),
  });
}

const EVENING = new Date(2026, 10, 23, 19, 30);
const MORNING = new Date(2026, 10, 23, 8, 15);

const render = (now: Date) => renderWithSession([{ path: '/', element: <HomeDashboard now={now} /> }]);
const card = (name: string) => screen.findByRole('article', { name }, { timeout: 5000 });

describe('Home', { timeout: 20_000 }, () => {
  it('greets the user and leads with MRR, ARR, customers, churn and tradable subscriptions', async () => {
    const api = homeApi();
    render(EVENING);
    expect(await screen.findByText('Good evening, Ada')).toBeInTheDocument();
    const mrr = await card('MRR');
    expect(within(mrr).getByText('€1,510')).toBeInTheDocument();
    expect(within(mrr).getByText('+25.8% vs. Oct 2026')).toBeInTheDocument();
    expect(
      within(mrr).getByText('MRR over the last 6 months: from €1,000.00 to €1,500.00'),
    ).toBeInTheDocument();
    expect(within(await card('ARR')).getByText('€18,000')).toBeInTheDocument();
    expect(within(await card('Customers')).getByText('12')).toBeInTheDocument();
    // Churn is a flow: read over November so far (the series), not over today alone.
    const churn = await card('Customer churn');
    expect(within(churn).getByText('9.09%')).toBeInTheDocument();
    expect(within(churn).getByText('-0.91 pp vs. Oct 2026')).toBeInTheDocument();
    expect(within(await card('Tradable subscriptions')).getByText('12')).toBeInTheDocument();
    // No currency asked: the API answers in the company's own.
    expect(api.sent('GET', '/analytics/current')[0]!.path).toBe('/analytics/current');
    expect(api.sent('GET', '/analytics?')[0]!.path).toContain('period=LAST_6_MONTHS');
    expect(screen.getByRole('link', { name: 'Open analytics' })).toHaveAttribute(
      'href',
      '/analytics/observe',
    );
  });

  it('reads in German', async () => {
    homeApi(loadedUser({ currency: 'EUR', language: 'de' }));
    await i18n.changeLanguage('de');
    render(MORNING);
    expect(await screen.findByText('Guten Morgen, Ada')).toBeInTheDocument();
    const mrr = await card('MRR');
    expect(within(mrr).getByText('1.510 €')).toBeInTheDocument();
    expect(within(mrr).getByText('+25,8 % ggü. Okt. 2026')).toBeInTheDocument();
    expect(within(await card('Kunden\u00adabwanderung')).getByText('9,09 %')).toBeInTheDocument();
  });

  it('shows the review notice instead of figures until the account is approved', async () => {
    const api = homeApi(loadedUser({ reviewStatus: 'PENDING' }));
    render(EVENING);
    expect(await screen.findByText('Good evening, Ada')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'MRR' })).not.toBeInTheDocument();
    expect(api.sent('GET', '/analytics')).toHaveLength(0);
  });

  it('greets an investor without the client figures', async () => {
    const api = homeApi(loadedUser({ kind: 'INVESTOR', profile: 'investor', id_client: null }));
    render(MORNING);
    expect(await screen.findByText('Good morning, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Headline figures')).not.toBeInTheDocument();
    expect(api.sent('GET', '/analytics')).toHaveLength(0);
  });
});
