import { fireEvent, screen, within } from '@testing-library/react';
import type { Forecasting, ForecastSeries } from '@tranche/contracts/forecasting';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { ReviewGate } from '../../../account';
import { fakeApi, loadedUser, ok, userRoutes } from '../../../account/testing/fake-api';
import { renderWithSession } from '../../../account/testing/render-with-session';
import { analyticsRoute } from '../../routes/analytics.route';

const ready: ForecastSeries = {
  metric: 'mrr',
  unit: 'money',
  status: 'ready',
  method: 'Combination of ETS(A,Ad,N), Theta and damped trend',
  models: ['ETS(A,Ad,N)', 'Theta', 'Damped trend'],
  seasonal: false,
  backtest: { horizon: 3, smape: 2.41, mase: 0.6, origins: 3 },
  runsOut: null,
  history: [
    { period: '2026-09-01', value: 1_000_000 },
    { period: '2026-10-01', value: 1_050_000 },
  ],
  forecast: [
    {
      period: '2026-11-01',
      value: 1_100_000,
      lo80: 1_060_000,
      hi80: 1_140_000,
      lo95: 1_040_000,
      hi95: 1_160_000,
    },
  ],
};

const unavailable = (metric: ForecastSeries['metric'], status: ForecastSeries['status']): ForecastSeries => ({
  ...ready,
  metric,
  unit: metric === 'customers' ? 'count' : 'money',
  status,
  method: null,
  models: [],
  backtest: null,
  history: [],
  forecast: [],
});

const answer = (series: ForecastSeries[]): Forecasting => ({
  currency: 'EUR',
  interval: 'month',
  horizon: 3,
  start: '2024-11-26',
  end: '2026-11-26',
  minimumMonths: 6,
  series,
  contracted: [{ period: '2026-11-01', value: 900_000 }],
});

function predictApi(series: ForecastSeries[]) {
  return fakeApi({
    ...userRoutes(loadedUser()).routes,
    'GET /analytics/forecasting': () => ok(answer(series)),
  });
}

const render = (path = '/analytics/predict') =>
  renderWithSession(
    [{ path: '/', children: [{ element: <ReviewGate section="analytics" />, children: [analyticsRoute] }] }],
    { path },
  );

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  Object.fromEntries(
    new URLSearchParams(api.sent('GET', '/analytics/forecasting?').at(-1)!.path.split('?')[1]),
  );

describe('Predict', { timeout: 20_000 }, () => {
  it('shows each forecast with its ranges, its method and its error on the company’s history', async () => {
    const api = predictApi([
      ready,
      unavailable('customers', 'short'),
      unavailable('collections', 'notConnected'),
      { ...ready, metric: 'cash', runsOut: { expected: '2027-03-01', early: '2027-01-01' } },
    ]);
    render();
    const mrr = await screen.findByRole('region', { name: 'MRR' }, { timeout: 5000 });
    const table = within(mrr).getByRole('table', { name: 'MRR' });
    const november = within(table).getByRole('row', { name: /Nov 2026/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '€11,000.00', '€10,600.00', '€11,400.00', '€10,400.00', '€11,600.00', '€9,000.00']);
    expect(
      within(mrr).getByText(
        'Method: a combination of exponential smoothing (damped trend, no seasonality; ETS(A,Ad,N)), Theta, and damped trend.',
        { exact: false },
      ),
    ).toBeVisible();
    expect(
      within(mrr).getByText(/forecasts 3 months ahead were off by 2\.41% on average \(3 trials\)/),
    ).toBeVisible();
    // Too little history: the spec's message, asking for other dates.
    const customers = screen.getByRole('region', { name: 'Customers' });
    expect(within(customers).getByText('No prediction data')).toBeVisible();
    expect(within(customers).getByText(/Change the dates to a longer period/)).toBeVisible();
    const collections = screen.getByRole('region', { name: 'Money collected' });
    expect(within(collections).getByRole('link', { name: 'Connect a bank' })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
    // The runway the cash forecast gives.
    const cash = screen.getByRole('region', { name: 'Cash' });
    expect(
      within(cash).getByText(
        'At the forecast, cash runs out in Mar 2027. At the low end of the 80 % range it could run out as early as Jan 2027.',
      ),
    ).toBeVisible();
    expect(lastQuery(api)).toEqual({
      id_client: loadedUser().id_client,
      period: 'LAST_2_YEARS',
      horizon: '12',
      interval: 'month',
    });

    fireEvent.click(screen.getByRole('radio', { name: '6 months' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Quarter' }));
    await screen.findByRole('radio', { name: 'Quarter', checked: true });
    expect(lastQuery(api)).toMatchObject({ horizon: '6', interval: 'quarter' });
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    try {
      // A series for which one model was chosen alone: named in words, its code beside.
      const single = { ...ready, metric: 'cash' as const, models: ['ETS(M,A,M)'], seasonal: true };
      predictApi([ready, unavailable('customers', 'short'), single]);
      render();
      const customers = await screen.findByRole('region', { name: 'Kunden' }, { timeout: 5000 });
      expect(within(customers).getByText('Keine Prognosedaten')).toBeVisible();
      const mrr = screen.getByRole('region', { name: 'MRR' });
      expect(
        within(mrr).getByText(
          'Methode: exponentielle Glättung (mit gedämpftem Trend, ohne Saisonalität; ETS(A,Ad,N)), Theta und gedämpfter Trend, kombiniert.',
          { exact: false },
        ),
      ).toBeVisible();
      expect(
        within(screen.getByRole('region', { name: 'Liquidität' })).getByText(
          'Methode: exponentielle Glättung (mit linearem Trend, mit multiplikativer Saisonalität; ETS(M,A,M)).',
          { exact: false },
        ),
      ).toBeVisible();
      expect(screen.getByRole('radio', { name: '12 Monate' })).toBeChecked();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
