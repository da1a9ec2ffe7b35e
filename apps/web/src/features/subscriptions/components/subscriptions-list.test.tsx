import { screen, waitFor, within } from '@testing-library/react';
import type { Invoice, Subscription } from '@tranche/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { failure, fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { subscriptionsRoute } from '../routes/subscriptions.route';

const subscription = (index: number, overrides: Partial<Subscription> = {}): Subscription => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  externalId: `sub-${index}`,
  source: 'csv',
  status: 'AVAILABLE',
  tradingStatus: 'AVAILABLE',
  billingPeriod: 12,
  currency: 'EUR',
  amount: 120000,
  mrr: 10000,
  lastPaymentAmount: 100840,
  nextPaymentAmount: 100840,
  startDate: '2024-02-01',
  endDate: null,
  nextPaymentDate: '2027-02-01',
  customer: { name: `Customer ${index}`, externalId: `cus-${index}`, country: 'DE' },
  expired: false,
  tradable: true,
  importId: null,
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
  ...overrides,
});

function subscriptionsApi(rows: Subscription[] = [subscription(1), subscription(2)], count = rows.length) {
  return fakeApi({
    ...userRoutes(loadedUser()).routes,
    'GET /subscriptions': () => ok(rows),
    'GET /subscriptions/count': () => ok({ count }),
  });
}

/** The list's table, once loaded (the skeleton before it is a table too). */
const loaded = () => screen.findByRole('table', { name: 'Subscriptions of your company' }, { timeout: 5000 });

const render = (path: string) => renderWithSession([{ path: '/', children: [subscriptionsRoute] }], { path });

/** The query of the last list call, as entries. */
function lastList(api: ReturnType<typeof fakeApi>, path = '/subscriptions?') {
  return new URLSearchParams(api.sent('GET', path).at(-1)!.path.split('?')[1]);
}

describe('Subscriptions screen', () => {
  it('lists page 1 of 20 in the default order with money, dates and statuses in the language', async () => {
    const api = subscriptionsApi([
      subscription(1, { status: 'PAUSED', tradingStatus: 'SOLD', endDate: '2027-01-31' }),
    ]);
    render('/subscriptions/all');
    const table = await loaded();
    const row = within(table).getAllByRole('row')[1]!;
    for (const text of ['sub-1', 'Customer 1', 'Paused', 'Sold', '€1,200.00', '€100.00', 'Feb 1, 2024']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    // Fewer columns by default; the others are a choice away.
    expect(within(row).queryByText('Yearly')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    expect(screen.getByText('1 subscription')).toBeInTheDocument();
    expect([...lastList(api)]).toEqual([
      ['page', '1'],
      ['size', '20'],
      ['orderBy[0][createdAt]', 'desc'],
      ['orderBy[1][updatedAt]', 'desc'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Added' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'none');
  });

  it('reports SUBSCRIPTIONS_LOADED', async () => {
    const api = subscriptionsApi();
    render('/subscriptions/all');
    await loaded();
    await waitFor(
      () => {
        const events = api.fetch.mock.calls
          .filter(([input]) => String(input) === '/api/events')
          .flatMap(([, init]) => (JSON.parse(String(init!.body)) as { events: { name: string }[] }).events);
        expect(events.map((event) => event.name)).toContain('SUBSCRIPTIONS_LOADED');
      },
      { timeout: 3000 },
    );
  });

  it.each([
    ['sold', [['where[tradingStatus]', 'SOLD']]],
    ['pledged', [['where[tradingStatus]', 'PLEDGED']]],
    ['churned', [['where[expired]', 'true']]],
  ])('the %s tab filters the list and its count', async (tab, where) => {
    const api = subscriptionsApi();
    render(`/subscriptions/${tab}`);
    await loaded();
    expect([...lastList(api)].filter(([key]) => key.startsWith('where'))).toEqual(where);
    expect([...lastList(api, '/subscriptions/count')]).toEqual(where);
    expect(screen.queryByRole('combobox', { name: 'Expired' }) === null).toBe(tab === 'churned');
  });

  it('sends the filters, keeps them in the URL and reads them back after a reload', async () => {
    const api = subscriptionsApi();
    const { user, router, unmount } = render('/subscriptions/all?page=2');
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Billing period' }), 'Yearly');
    await user.type(screen.getByRole('textbox', { name: 'Amount greater than' }), '1.234,56{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expired' }), 'Expired only');
    await waitFor(() => expect(lastList(api).get('where[expired]')).toBe('true'));
    const sent = lastList(api);
    expect([...sent].filter(([key]) => key.startsWith('where'))).toEqual([
      ['where[billingPeriod]', '12'],
      ['where[amount][gt]', '123456'],
      ['where[currency]', 'GBP'],
      ['where[expired]', 'true'],
    ]);
    expect(sent.get('page')).toBe('1');
    const search = router.state.location.search;
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      period: '12',
      amountGt: '1.234,56',
      currency: 'GBP',
      expired: 'true',
    });

    unmount();
    render(`/subscriptions/all${search}`);
    await loaded();
    expect(screen.getByRole('textbox', { name: 'Amount greater than' })).toHaveValue('1.234,56');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    expect(lastList(api).get('where[amount][gt]')).toBe('123456');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect([...lastList(api)].some(([key]) => key.startsWith('where'))).toBe(false));
  });

  it('refuses an amount it cannot read without asking the server', async () => {
    const api = subscriptionsApi();
    const { user } = render('/subscriptions/all');
    await loaded();
    const calls = api.sent('GET', '/subscriptions?').length;
    await user.type(screen.getByRole('textbox', { name: 'Amount greater than' }), '12abc{Enter}');
    expect(screen.getByText('Enter an amount such as 100 or 99.50')).toBeInTheDocument();
    expect(api.sent('GET', '/subscriptions?')).toHaveLength(calls);
  });

  it('sorts by a clicked column, then the other way round', async () => {
    const api = subscriptionsApi();
    const { user, router } = render('/subscriptions/all');
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(lastList(api).get('orderBy[0][amount]')).toBe('asc'));
    expect(lastList(api).get('orderBy[1][createdAt]')).toBe('desc');
    expect(router.state.location.search).toBe('?sort=amount&dir=asc');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Added' })).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(lastList(api).get('orderBy[0][amount]')).toBe('desc'));
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(lastList(api).get('orderBy[0][customerName]')).toBe('asc'));
  });

  it('pages with the count and changes the page size', async () => {
    const api = subscriptionsApi([subscription(1)], 45);
    const { user, router } = render('/subscriptions/all');
    await loaded();
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastList(api).get('page')).toBe('3'));
    expect(router.state.location.search).toBe('?page=3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(lastList(api).get('size')).toBe('50'));
    expect(lastList(api).get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('shows the columns chosen and remembers the choice', async () => {
    subscriptionsApi([subscription(1, { endDate: '2027-01-31' })]);
    const { user, unmount } = render('/subscriptions/all');
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    // Mantine's dropdown counts as hidden in jsdom while its transition runs.
    const choice = (name: string) => screen.findByRole('checkbox', { name, hidden: true });
    await user.click(await choice('Billing period'));
    await user.click(await choice('End'));
    await user.click(await choice('MRR'));
    const headers = () => within(screen.getByRole('table', { name: 'Subscriptions of your company' }));
    expect(headers().getByRole('columnheader', { name: 'Billing period' })).toBeInTheDocument();
    expect(headers().getByText('Jan 31, 2027')).toBeInTheDocument();
    expect(headers().queryByRole('columnheader', { name: 'MRR' })).not.toBeInTheDocument();
    unmount();

    render('/subscriptions/sold');
    await loaded();
    expect(headers().getByRole('columnheader', { name: 'Billing period' })).toBeInTheDocument();
    expect(headers().getByRole('columnheader', { name: 'End' })).toBeInTheDocument();
    expect(headers().queryByRole('columnheader', { name: 'MRR' })).not.toBeInTheDocument();
  });

  it('says an import awaits review instead of "No subscriptions yet"', async () => {
    fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /subscriptions': () => ok([]),
      'GET /subscriptions/count': () => ok({ count: 0 }),
      'GET /csv-import/count': ({ path }) =>
        ok({ count: path.includes('where%5Bstatus%5D=PENDING') ? 1 : 0 }),
    });
    render('/subscriptions/all');
    expect(
      await screen.findByText('Your CSV import awaits our review', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No subscriptions yet')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your imports' })).toHaveAttribute(
      'href',
      '/settings/imports?status=PENDING',
    );
  });

  it('offers the import when there is nothing yet, and says when filters match nothing', async () => {
    subscriptionsApi([]);
    const { unmount } = render('/subscriptions/all');
    expect(await screen.findByText('No subscriptions yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Import CSV' })).toHaveLength(2);
    unmount();
    render('/subscriptions/all?currency=CZK');
    expect(await screen.findByText('No subscriptions match these filters.')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /subscriptions': () =>
        fail ? failure(400, 'INVALID_QUERY', 'Unknown filter') : ok([subscription(1)]),
      'GET /subscriptions/count': () => ok({ count: 1 }),
    });
    const { user } = render('/subscriptions/all');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The subscriptions could not be loaded: Unknown filter',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    subscriptionsApi();
    render('/subscriptions/all');
    const table = await screen.findByRole('table', { name: 'Abonnements Ihres Unternehmens' });
    expect(within(table).getAllByText('1.200,00 €')).toHaveLength(2);
    expect(within(table).getAllByText('01.02.2024')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Betrag' })).toBeInTheDocument();
  });

  it('sends a company without a billing tool to connect one', async () => {
    fakeApi({ ...userRoutes(loadedUser()).routes, 'GET /integrations': () => ok([]) });
    render('/subscriptions/invoices');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a billing or accounting tool' })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
  });

  it('lists the invoices of a linked accounting tool beside the billing tool’s, one tool at a time', async () => {
    const connection = (type: string, category: string, status: string) => ({
      id: `00000000-0000-4000-8000-0000000000${type === 'stripe' ? '01' : type === 'codat' ? '02' : '03'}`,
      type,
      category,
      status,
      sandbox: true,
      vanityUrl: null,
      connectedAt: null,
      lastSyncedAt: null,
      lastError: null,
      expiresAt: null,
      syncing: false,
      syncProgress: null,
      institutionName: null,
      institutionLogo: null,
      country: null,
      transactionTotalDays: null,
    });
    const api = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /integrations': () =>
        ok([
          connection('stripe', 'billing', 'active'),
          connection('codat', 'accounting', 'active'),
          // A vault left half-way has no invoices: not offered.
          connection('apideck', 'unified', 'pending'),
          connection('nordigen', 'banking', 'active'),
        ]),
      'GET /client-invoices/stripe': () => ok([]),
      'GET /client-invoices/stripe/count': () => ok({ count: 0 }),
      'GET /client-invoices/codat': () =>
        ok([
          {
            id: '00000000-0000-4000-9000-000000000001',
            provider: 'codat',
            externalId: 'inv-1',
            number: 'AR-1',
            customerName: 'Customer 1',
            customerExternalId: 'cus-1',
            subscriptionExternalId: null,
            status: 'open',
            currency: 'EUR',
            totalMinor: 11900,
            amountDueMinor: 11900,
            issuedOn: '2026-10-01',
            dueOn: '2026-10-31',
            paidOn: null,
            pdf: 'none',
          },
        ]),
      'GET /client-invoices/codat/count': () => ok({ count: 1 }),
    });
    const { user } = render('/subscriptions/invoices');
    const source = await screen.findByRole('radiogroup', { name: 'Invoices from' });
    expect(
      within(source)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['stripe', 'codat']);
    await user.click(within(source).getByText('Codat'));
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByText('AR-1')).toBeInTheDocument();
    expect(api.sent('GET', '/client-invoices/codat?')).not.toHaveLength(0);
  });

  it("lists a billing tool's invoices with preview and download as the tool allows, filtered by status", async () => {
    const invoice = (index: number, overrides: Partial<Invoice> = {}): Invoice => ({
      id: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
      provider: 'stripe',
      externalId: `in_${index}`,
      number: `INV-${index}`,
      customerName: `Customer ${index}`,
      customerExternalId: `cus_${index}`,
      subscriptionExternalId: null,
      status: 'paid',
      currency: 'EUR',
      totalMinor: 11900,
      amountDueMinor: 0,
      issuedOn: '2026-10-01',
      dueOn: '2026-10-15',
      paidOn: '2026-10-02',
      pdf: 'preview',
      ...overrides,
    });
    const api = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /integrations': () =>
        ok([
          {
            id: '00000000-0000-4000-8000-000000000001',
            type: 'stripe',
            category: 'billing',
            status: 'active',
            sandbox: true,
            vanityUrl: null,
            connectedAt: null,
            lastSyncedAt: null,
            lastError: null,
            expiresAt: null,
            syncing: false,
            syncProgress: null,
            institutionName: null,
            institutionLogo: null,
            country: null,
            transactionTotalDays: null,
          },
        ]),
      'GET /client-invoices/stripe': () =>
        ok([
          invoice(1),
          invoice(2, { status: 'open', amountDueMinor: 11900, pdf: 'download' }),
          invoice(3, { status: 'uncollectible', amountDueMinor: 11900, pdf: 'none' }),
        ]),
      'GET /client-invoices/stripe/count': () => ok({ count: 3 }),
    });
    render('/subscriptions/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('INV-1')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('€119.00')).toHaveLength(1);
    expect(within(rows[1]!).getByRole('button', { name: 'Preview invoice INV-1' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Download invoice INV-2' })).toBeInTheDocument();
    expect(within(rows[3]!).getByText('No PDF')).toBeInTheDocument();
    expect(screen.getByText('3 invoices')).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Status' });
    filter.focus();
    (filter as HTMLSelectElement).value = 'open';
    filter.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() =>
      expect(api.sent('GET', '/client-invoices/stripe?').at(-1)!.path).toContain('where%5Bstatus%5D=open'),
    );
  });
});
