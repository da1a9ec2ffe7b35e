import { screen, waitFor, within } from '@testing-library/react';
import type { AnalyticsSeries } from '@tranche/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { telemetry } from '../../../lib/telemetry';
import { bodiesSentTo } from '../../../test/fetch-stub';
import { ReviewGate } from '../../account';
import { fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { analyticsRoute } from '../routes/analytics.route';
import { emptySeries, NO_CASH, threeMonths } from '../testing/analytics-fixtures';

/** The API answering GET /analytics with `answer(query)` for a signed-in, approved client. */
function analyticsApi(
  answer: (query: URLSearchParams) => AnalyticsSeries = () => threeMonths(),
  user = loadedUser(),
) {
  return fakeApi({
    ...userRoutes(user).routes,
    'GET /analytics': ({ path }) => ok(answer(new URLSearchParams(path.split('?')[1]))),
  });
}

const render = (path = '/analytics/observe') =>
  renderWithSession(
    [{ path: '/', children: [{ element: <ReviewGate section="analytics" />, children: [analyticsRoute] }] }],
    { path },
  );

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 5000 });

/** The query of the last GET /analytics. */
const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  new URLSearchParams(api.sent('GET', '/analytics?').at(-1)!.path.split('?')[1]);

describe('Observe', { timeout: 20_000 }, () => {
  it('shows each KPI of the latest period with its change against the one before', async () => {
    const api = analyticsApi();
    render();
    const mrr = await card('MRR');
    expect(within(mrr).getByText('€1,500')).toBeInTheDocument();
    expect(within(mrr).getByText('+25.0% vs. Oct 2026')).toBeInTheDocument();
    expect(within(await card('ARR')).getByText('€18,000')).toBeInTheDocument();
    // Under a thousand the cents stay.
    expect(within(await card('ARPA')).getByText('€125.00')).toBeInTheDocument();
    expect(within(await card('Customers')).getByText('+9.1% vs. Oct 2026')).toBeInTheDocument();
    // Churn went down by 0.91 percentage points: good news, said in points, not in percent.
    const churn = await card('Customer churn');
    expect(within(churn).getByText('9.09%')).toBeInTheDocument();
    expect(within(churn).getByText('-0.91 pp vs. Oct 2026')).toBeInTheDocument();
    // No currency chosen: the API answers in the company's own, and the switch shows it.
    expect([...lastQuery(api)]).toEqual([
      ['id_client', loadedUser().id_client],
      ['interval', 'month'],
      ['period', 'LAST_1_YEAR'],
    ]);
    expect(screen.getByRole('radio', { name: 'EUR' })).toBeChecked();
  });

  it('tells what a KPI means on hover and on keyboard focus', async () => {
    analyticsApi();
    const { user } = render();
    const info = within(await card('ARR')).getByRole('button', { name: 'What is ARR?' });
    expect(info).toHaveAccessibleDescription('Annual recurring revenue = MRR × 12.');
    // jsdom has no layout, so the positioned tooltip counts as hidden: look for it regardless.
    const tooltip = () => screen.findByRole('tooltip', { hidden: true });
    await user.hover(info);
    expect(await tooltip()).toHaveTextContent('Annual recurring revenue = MRR × 12.');
    await user.unhover(info);
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument());
    // Keyboard focus: tab onto the info button from the control before it.
    within(await card('MRR'))
      .getByRole('button', { name: 'What is MRR?' })
      .focus();
    await user.tab();
    expect(info).toHaveFocus();
    await waitFor(async () =>
      expect(await tooltip()).toHaveTextContent('Annual recurring revenue = MRR × 12.'),
    );
  });

  it('gives every chart a table of its numbers, and shows it on request', async () => {
    analyticsApi();
    const { user } = render();
    const movements = await screen.findByRole('table', { name: 'MRR movements' });
    const header = within(movements)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Period',
      'New',
      'Expansion',
      'Reactivation',
      'Contraction',
      'Churn',
      'Net new MRR',
    ]);
    const november = within(movements).getByRole('rowheader', { name: 'Nov 2026' }).closest('tr')!;
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€250.00', '€100.00', '€30.00', '-€50.00', '-€30.00', '€300.00']);
    for (const name of ['MRR', 'Customers', 'Churn rates', 'ARPA']) {
      expect(screen.getByRole('table', { name })).toBeInTheDocument();
    }
    // A rate without a number reads as such in the table instead of a false zero.
    const churnRows = within(screen.getByRole('table', { name: 'Churn rates' })).getAllByRole('row');
    expect(churnRows).toHaveLength(4);

    const chart = screen.getByRole('region', { name: 'MRR' });
    await user.click(within(chart).getByRole('radio', { name: 'Table' }));
    const visible = within(chart).getByRole('table', { name: 'MRR' });
    expect(
      within(visible)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PeriodMRR', 'Sep 2026€1,000.00', 'Oct 2026€1,200.00', 'Nov 2026€1,500.00']);
  });

  it('asks again by granularity and reports the aggregation change', async () => {
    const api = analyticsApi((query) => threeMonths({ interval: query.get('interval') as 'week' }));
    const { user, router } = render();
    await card('MRR');
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(lastQuery(api).get('interval')).toBe('week'));
    expect(router.state.location.search).toContain('interval=week');
    await telemetry.flush();
    const events = bodiesSentTo(api.fetch, '/api/events').flatMap(
      (body) => (body as { events: unknown[] }).events,
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        name: 'OBSERVE_ANALYTICS_AGGREGATION_CHANGED',
        properties: { from: 'month', to: 'week', period: 'LAST_1_YEAR' },
      }),
    );
  });

  it('switches period and currency, and shows the amounts in the currency the API answered', async () => {
    const api = analyticsApi((query) =>
      threeMonths({ currency: (query.get('currency') ?? 'EUR') as AnalyticsSeries['currency'] }),
    );
    const { user } = render();
    await card('MRR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Data period' }), 'LAST_90_DAYS');
    await waitFor(() => expect(lastQuery(api).get('period')).toBe('LAST_90_DAYS'));
    await user.click(screen.getByRole('radio', { name: 'USD' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'MRR' })).getByText('$1,500')));
    expect(lastQuery(api).get('currency')).toBe('USD');
    expect(screen.getByRole('radio', { name: 'USD' })).toBeChecked();
  });

  it('reads in German: numbers, dates, names and definitions', async () => {
    analyticsApi();
    await i18n.changeLanguage('de');
    render();
    const mrr = await card('MRR');
    expect(within(mrr).getByText('1.500 €')).toBeInTheDocument();
    expect(within(mrr).getByText('+25,0 % ggü. Okt. 2026')).toBeInTheDocument();
    expect(within(await card('Kunden')).getByText('12')).toBeInTheDocument();
    expect(within(mrr).getByRole('button', { name: 'Was ist MRR?' })).toHaveAccessibleDescription(
      expect.stringContaining('Monatlich wiederkehrender Umsatz'),
    );
    expect(screen.getByRole('radio', { name: 'Woche' })).toBeInTheDocument();
    expect(screen.getByText('Unzureichende Daten für die Cashflow-Vorschau')).toBeInTheDocument();
  });

  it("says 'Insufficient data for cashflow preview' until cash data is connected, and shows it after", async () => {
    analyticsApi();
    const first = render();
    const cash = await screen.findByRole('region', { name: 'Cashflow' });
    expect(within(cash).getByText('Insufficient data for cashflow preview')).toBeInTheDocument();
    first.unmount();

    analyticsApi(() =>
      threeMonths({
        cash: {
          ...NO_CASH,
          cashLiquidity: { kind: 'value', value: 4200000 },
          monthlyBurn: { kind: 'value', value: 0 },
          runway: { kind: 'unlimited' },
        },
      }),
    );
    render();
    const connected = await screen.findByRole('region', { name: 'Cashflow' });
    expect(within(connected).queryByText('Insufficient data for cashflow preview')).not.toBeInTheDocument();
    const row = (name: string) =>
      within(connected)
        .getAllByRole('row')
        .find((tr) => tr.textContent?.startsWith(name));
    expect(row('Cash liquidity')).toHaveTextContent('€42,000.00');
    expect(row('Runway')).toHaveTextContent('Unlimited');
    expect(row('Monthly inflow')).toHaveTextContent('Not connected');
  });

  it('shows skeletons while loading and an empty state for a company without data', async () => {
    let answer: (value: AnalyticsSeries) => void = () => {};
    fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /analytics': () =>
        new Promise<AnalyticsSeries>((resolve) => {
          answer = resolve;
        }).then(ok),
    });
    render();
    expect(await screen.findByRole('generic', { name: 'Loading MRR', busy: true })).toBeInTheDocument();
    answer(emptySeries());
    expect(await screen.findByText('No subscription data yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import subscriptions' })).toHaveAttribute(
      'href',
      '/settings/imports',
    );
    expect(screen.queryByRole('article', { name: 'MRR' })).not.toBeInTheDocument();
  });

  it('downloads the export through a link that carries the identity token', async () => {
    analyticsApi();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    {
      const { user } = render('/analytics/observe?currency=GBP&interval=quarter');
      await card('MRR');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      const url = new URL(clicked[0]!.href);
      expect(url.pathname).toBe('/api/analytics/file');
      expect(url.searchParams.get('exporting')).toBe('data');
      // The signed-in session's id token (the fake identity client's).
      expect(url.searchParams.get('jwt')).toBe('header.payload.signature');
      expect(url.searchParams.get('currency')).toBe('GBP');
      expect(url.searchParams.get('interval')).toBe('quarter');
      expect(url.searchParams.get('filename')).toMatch(
        /^tranche-analytics-last-1-year-quarter-GBP-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      expect(clicked[0]!.download).toBe(url.searchParams.get('filename'));
      expect(clicked[0]!.isConnected).toBe(false);
    }
  });

  it('waits for the review like the rest of analytics', async () => {
    const api = analyticsApi(undefined, loadedUser({ reviewStatus: 'PENDING' }));
    render();
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(api.sent('GET', '/analytics')).toHaveLength(0);
  });
});
