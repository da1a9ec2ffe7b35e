import { screen, within } from '@testing-library/react';
import {
  type AnalyticsCurrent,
  type AnalyticsSeries,
  analyticsCurrentResponseSchema,
  type CashKpisDto,
  type Integration,
} from '@tranche/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { bankConnection } from '../../analytics/components/discover/discover-fixtures';
import { NO_CASH, threeMonths } from '../../analytics/testing/analytics-fixtures';
import { HomeDashboard } from './home-dashboard';

function currentOf(series: AnalyticsSeries, cash: CashKpisDto = NO_CASH): AnalyticsCurrent {
  return analyticsCurrentResponseSchema.shape.data.parse({
    currency: series.currency,
    // Today, a one-day period: MRR a little above the month's series, one day's churn.
    now: { ...series.periods.at(-1)!, mrr: 151000, customerChurnRate: { kind: 'value', value: 0.5 } },
    at: [],
    cash,
  });
}

function homeApi(user = loadedUser(), cash: CashKpisDto = NO_CASH, banks: Integration[] = []) {
  return fakeApi({
    'GET /integrations': () => ok(banks),
    ...userRoutes(user).routes,
    'GET /analytics/current': ({ path }) =>
      ok(
        currentOf(
          threeMonths({
            currency: (new URLSearchParams(path.split('?')[1]).get('currency') ?? 'EUR') as 'EUR',
          }),
          cash,
        ),
      ),
    'GET /analytics': () => ok(threeMonths()),
    'GET /analytics/forecasting': () =>
      ok({
        currency: 'EUR',
        interval: 'month',
        horizon: 12,
        start: '2024-11-23',
        end: '2026-11-23',
        minimumMonths: 6,
        contracted: [],
        series: [
          {
            metric: 'cash',
            unit: 'money',
            status: 'ready',
            method: 'Theta',
            models: ['Theta'],
            seasonal: false,
            backtest: null,
            history: [],
            forecast: [],
            runsOut: { expected: null, early: '2027-09-01' },
          },
        ],
      }),
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

  it('shows the cash position from bank and books once connected, and where to connect before', async () => {
    homeApi();
    render(EVENING);
    const none = await screen.findByRole('region', { name: 'Cash and books' }, { timeout: 5000 });
    expect(within(none).getByText(/Connect your bank and accounting/)).toBeInTheDocument();
    expect(within(none).getByRole('link', { name: 'Connect in Settings → Integrations' })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
  });

  it('shows liquidity, burn, runway, debt to asset and LTV:CAC with a connected bank', async () => {
    homeApi(loadedUser(), {
      ...NO_CASH,
      cashLiquidity: { kind: 'value', value: 4_821_356 },
      monthlyBurn: { kind: 'value', value: 140_212 },
      runway: { kind: 'value', value: 34.39 },
      debtToAsset: { kind: 'value', value: 0.41 },
    });
    render(EVENING);
    expect(within(await card('Cash liquidity')).getByText('€48,214')).toBeInTheDocument();
    expect(within(await card('Runway')).getByText(/34\.39|34\.4/)).toBeInTheDocument();
    expect(within(await card('Debt to asset')).getByText('0.41')).toBeInTheDocument();
    expect(await card('LTV:CAC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Where the money goes' })).toHaveAttribute(
      'href',
      '/analytics/discover',
    );
    // Runway read from the cash forecast too.
    expect(
      await screen.findByText('At the low end of the 80 % range it could run out as early as Sep 2027.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the forecast' })).toHaveAttribute(
      'href',
      '/analytics/predict',
    );
  });

  it('says when a bank’s consent ran out, and where to renew it', async () => {
    homeApi(loadedUser(), NO_CASH, [bankConnection({ status: 'expired' })]);
    render(EVENING);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('You have expired bank integrations');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/settings/integrations');
    // Above the figures, whose loading would otherwise move it under the reader's pointer.
    const figures = await screen.findByRole('region', { name: 'Headline figures' });
    expect(alert.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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
