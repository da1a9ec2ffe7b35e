import { screen, waitFor, within } from '@testing-library/react';
import type { Integration } from '@tranche/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { ReviewGate } from '../../../account';
import { type FakeRoute, fakeApi, loadedUser, ok, userRoutes } from '../../../account/testing/fake-api';
import { renderWithSession } from '../../../account/testing/render-with-session';
import { analyticsRoute } from '../../routes/analytics.route';
import {
  BALANCES,
  bankConnection,
  CASHFLOW,
  CATEGORIZATION,
  GRID,
  PIVOT,
  PNL,
  RULE,
  TRANSACTIONS,
} from './discover-fixtures';

/** The API of a signed-in, approved client with a bank connected (or the given connections). */
function discoverApi(
  overrides: Record<string, FakeRoute> = {},
  connections: Integration[] = [bankConnection()],
) {
  return fakeApi({
    ...userRoutes(loadedUser()).routes,
    'GET /integrations': () => ok(connections),
    'GET /bank/cashflow': () => ok(CASHFLOW),
    'GET /bank/balances': () => ok(BALANCES),
    'GET /bank/transactions': () => ok(TRANSACTIONS),
    'GET /bank/transactions/count': () => ok({ count: 60 }),
    'GET /bank/category-rules': () => ok([RULE]),
    'GET /portfolio/client/nordigen-categorization': () => ok(CATEGORIZATION),
    'GET /portfolio/client/nordigen-categorization/pivot': () => ok(PIVOT),
    'GET /portfolio/client/pnl': () => ok(PNL),
    'GET /portfolio/client/payment-grid': () => ok(GRID),
    ...overrides,
  });
}

const render = (query = '') =>
  renderWithSession(
    [{ path: '/', children: [{ element: <ReviewGate section="analytics" />, children: [analyticsRoute] }] }],
    { path: `/analytics/discover${query}` },
  );

/** The query of the last request to a path. */
const lastQuery = (api: ReturnType<typeof fakeApi>, path: string) =>
  new URLSearchParams(api.sent('GET', `${path}?`).at(-1)?.path.split('?')[1]);

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Captures what an Export CSV button hands to the browser's download. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    pending = blob as Blob;
    return 'blob:discover-test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
  });
  /** The last download's rows of cells (the BOM dropped). */
  const lastCsv = async () => {
    const text = await files.at(-1)!.blob.text();
    return text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
  };
  return { files, lastCsv };
}

describe('Discover', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers the six views of spec §2 and keeps the chosen one in the address', async () => {
    discoverApi();
    const { user, router } = render();
    const views = await screen.findByRole('radiogroup', { name: 'View' });
    expect(
      within(views)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent ?? radio.getAttribute('value')),
    ).toHaveLength(6);
    for (const name of [
      'Cashflow',
      'Balances',
      'Transactions',
      'Categorized Transactions',
      'Profit and Loss',
      'Payments Grid',
    ])
      expect(within(views).getByRole('radio', { name })).toBeInTheDocument();
    await user.click(within(views).getByRole('radio', { name: 'Balances' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=balances'));
  });

  it('shows cash flow per month in the chosen account currency, and exports those rows', async () => {
    discoverApi();
    const downloads = captureDownloads();
    const { user } = render();
    const chart = await screen.findByRole('region', { name: 'Cash flow' });
    // The company's currency first; the table carries the chart's numbers.
    const table = within(chart).getByRole('table', { name: 'Cash flow' });
    expect(rowTexts(table)).toEqual([
      ['Month', 'Inflow', 'Outflow', 'Net'],
      ['Oct 2026', '€12,500.00', '€8,300.50', '€4,199.50'],
      ['Nov 2026', '€9,900.00', '€11,000.00', '-€1,100.00'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.files.at(-1)!.name).toMatch(/^tranche-discover-cashflow-EUR-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.lastCsv()).toEqual([
      'Month,Inflow,Outflow,Net,Currency',
      '2026-10-01,12500.00,8300.50,4199.50,EUR',
      '2026-11-01,9900.00,11000.00,-1100.00,EUR',
    ]);

    await user.click(screen.getByRole('radio', { name: 'USD' }));
    await waitFor(() =>
      expect(rowTexts(within(chart).getByRole('table', { name: 'Cash flow' }))).toEqual([
        ['Month', 'Inflow', 'Outflow', 'Net'],
        ['Nov 2026', '$500.00', '$123.45', '$376.55'],
      ]),
    );
  });

  it('lists the accounts with their balances and the total per currency', async () => {
    discoverApi();
    const downloads = captureDownloads();
    const { user } = render('?view=balances');
    const table = await screen.findByRole('table', { name: 'Bank accounts' });
    expect(rowTexts(table)).toEqual([
      ['Bank', 'IBAN', 'Account', 'Balance', 'As of'],
      ['Demo Sparkasse', 'DE89370400440532013000', 'Geschäftskonto', '€42,000.00', 'Nov 20, 2026'],
      ['Demo Sparkasse', 'DE02120300000000202051', 'USD account', '$1,500.00', 'Nov 19, 2026'],
      ['Total EUR', '€42,000.00', ''],
      ['Total USD', '$1,500.00', ''],
    ]);
    expect(within(screen.getByRole('article', { name: 'Total EUR' })).getByText('€42,000.00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await downloads.lastCsv()).toEqual([
      'Bank,IBAN,Account,Currency,Balance,As of',
      'Demo Sparkasse,DE89370400440532013000,Geschäftskonto,EUR,42000.00,2026-11-20',
      'Demo Sparkasse,DE02120300000000202051,USD account,USD,1500.00,2026-11-19',
      'Total,,,EUR,42000.00,',
      'Total,,,USD,1500.00,',
    ]);
  });

  it('pages and filters the transactions, and exports the page shown', async () => {
    const api = discoverApi();
    const downloads = captureDownloads();
    const { user, router } = render('?view=transactions');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = rowTexts(table);
    expect(rows[1]).toEqual([
      'Nov 3, 2026',
      'Hausverwaltung Mitte',
      'Miete November Büro',
      '-€4,500.00',
      'Other expenses',
    ]);
    expect(rows[2]).toEqual([
      'Nov 2, 2026',
      'Acme Corp',
      'Invoice 2026-118',
      '€1,299.00',
      'Customer payments by transfer',
    ]);
    expect(screen.getByText('60 transactions')).toBeInTheDocument();
    expect(lastQuery(api, '/bank/transactions').get('size')).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(api, '/bank/transactions').get('page')).toBe('2'));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Miete{Enter}');
    await waitFor(() => expect(lastQuery(api, '/bank/transactions').get('search')).toBe('Miete'));
    // A new filter starts at the first page again, for the list and its count alike.
    expect(lastQuery(api, '/bank/transactions').get('page')).toBe('1');
    expect(lastQuery(api, '/bank/transactions/count').get('search')).toBe('Miete');
    expect(router.state.location.search).toBe('?view=transactions&q=Miete');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await downloads.lastCsv()).toEqual([
      'Date,Counterparty,Description,Amount,Currency,Category',
      '2026-11-03,Hausverwaltung Mitte,Miete November Büro,-4500.00,EUR,Operating costs › Other operating costs › Other expenses',
      '2026-11-02,Acme Corp,Invoice 2026-118,1299.00,EUR,Revenue › Subscription revenue › Customer payments by transfer',
    ]);
  });

  it('corrects a category through the picker and says how many similar transactions followed', async () => {
    const api = discoverApi({
      'PATCH /bank/transactions/7a000000-0000-4000-8000-000000000001': ({ body }) =>
        ok({
          transaction: {
            ...TRANSACTIONS[0],
            category: (body as { category: string }).category,
            categorySource: 'correction',
          },
          rule: { ...RULE, category: (body as { category: string }).category },
          recategorised: 4,
        }),
    });
    const { user } = render('?view=transactions');
    await user.click(
      await screen.findByRole('button', {
        name: 'Change category: Operating costs › Other operating costs › Other expenses',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change category' });
    expect(within(dialog).getByText('Hausverwaltung Mitte, booked Nov 3, 2026')).toBeInTheDocument();
    const rule = within(dialog).getByRole('checkbox', {
      name: 'Apply to similar transactions (creates a rule)',
    });
    expect(rule).toBeChecked();
    const picker = within(dialog).getByRole('combobox', { name: 'Category' });
    expect(picker).toHaveValue('Other expenses');
    await user.clear(picker);
    // By keyboard: the words narrow the list, the arrow picks the first match, Enter takes it.
    await user.type(picker, 'Rent & co{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Rent & coworking');
    const before = api.sent('GET', '/bank/transactions?').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Category changed and a rule created: 4 similar transactions re-categorised.'),
    ).toBeInTheDocument();
    expect(api.sent('PATCH', '/bank/transactions/')).toEqual([
      {
        method: 'PATCH',
        path: '/bank/transactions/7a000000-0000-4000-8000-000000000001',
        body: { category: 'operating_costs.facilities.rent', createRule: true },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Everything Discover shows is asked for again.
    await waitFor(() => expect(api.sent('GET', '/bank/transactions?').length).toBeGreaterThan(before));
  });

  it('corrects only the one transaction when the rule is unticked', async () => {
    const api = discoverApi({
      'PATCH /bank/transactions/7a000000-0000-4000-8000-000000000002': () =>
        ok({ transaction: TRANSACTIONS[1], rule: null, recategorised: 0 }),
    });
    const { user } = render('?view=transactions');
    await user.click(
      await screen.findByRole('button', {
        name: 'Change category: Revenue › Subscription revenue › Customer payments by transfer',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change category' });
    await user.click(within(dialog).getByRole('checkbox'));
    const picker = within(dialog).getByRole('combobox', { name: 'Category' });
    await user.clear(picker);
    await user.type(picker, 'Direct-debit{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Direct-debit collections');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category changed.')).toBeInTheDocument();
    expect(api.sent('PATCH', '/bank/transactions/')[0]!.body).toEqual({
      category: 'revenue.subscriptions.direct_debit_collections',
      createRule: false,
    });
  });

  it('deletes a category rule only after confirming', async () => {
    const api = discoverApi({
      'DELETE /bank/category-rules/5e000000-0000-4000-8000-000000000001': () => ({ status: 204, body: null }),
    });
    const { user } = render('?view=transactions');
    const panel = await screen.findByRole('region', { name: 'Category rules' });
    const rules = await within(panel).findByRole('table');
    expect(rowTexts(rules)[1]).toEqual([
      'Hausverwaltung Mitte',
      '–',
      'Money out',
      'Rent & coworking',
      'Nov 20, 2026',
      'Delete',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Delete the rule for Hausverwaltung Mitte' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    expect(api.sent('DELETE', '/bank/category-rules')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE', '/bank/category-rules')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Delete the rule for Hausverwaltung Mitte' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(api.sent('DELETE', '/bank/category-rules')).toHaveLength(1));
    expect(api.sent('DELETE', '/bank/category-rules')[0]!.path).toBe(
      '/bank/category-rules/5e000000-0000-4000-8000-000000000001',
    );
  });

  it('shows categories with in, out and net, own transfers apart, the pivot by month, and their exports', async () => {
    const api = discoverApi();
    const downloads = captureDownloads();
    const { user } = render('?view=categorized');
    const categories = await screen.findByRole('region', { name: 'Categories' });
    expect(within(categories).getByText('Aug 22, 2026 – Nov 20, 2026, in EUR')).toBeInTheDocument();
    expect(rowTexts(within(categories).getByRole('table'))).toEqual([
      ['Category', 'In', 'Out', 'Net', 'Transactions'],
      [
        'Revenue › Subscription revenue › Customer payments by transfer',
        '€24,000.00',
        '€0.00',
        '€24,000.00',
        '18',
      ],
      ['Payroll › Salaries & wages › Salaries', '€0.00', '€15,000.00', '-€15,000.00', '3'],
      ['Transfers between own accountsNeither income nor cost: money moved between your own accounts.'],
      [
        'Internal transfers › Between own accounts › Own bank accounts',
        '€3,000.00',
        '€3,000.00',
        '€0.00',
        '2',
      ],
    ]);
    expect(lastQuery(api, '/portfolio/client/nordigen-categorization')).toEqual(
      new URLSearchParams({ currency: 'EUR', level: '3' }),
    );

    const pivot = screen.getByRole('region', { name: 'Net per month' });
    expect(rowTexts(within(pivot).getByRole('table'))).toEqual([
      ['Category', 'Oct 2026', 'Nov 2026', 'Total'],
      ['Revenue', '€12,000.00', '€13,000.00', '€25,000.00'],
      ['Payroll', '-€7,500.00', '-€7,500.00', '-€15,000.00'],
      ['Total', '€4,500.00', '€5,500.00', '€10,000.00'],
    ]);

    await user.click(within(categories).getByRole('button', { name: 'Export CSV' }));
    expect(await downloads.lastCsv()).toEqual([
      'Category,In,Out,Net,Transactions,Currency',
      'Revenue › Subscription revenue › Customer payments by transfer,24000.00,0.00,24000.00,18,EUR',
      'Payroll › Salaries & wages › Salaries,0.00,15000.00,-15000.00,3,EUR',
      'Internal transfers › Between own accounts › Own bank accounts,3000.00,3000.00,0.00,2,EUR',
    ]);
    await user.click(within(pivot).getByRole('button', { name: 'Export CSV' }));
    expect(await downloads.lastCsv()).toEqual([
      'Category,2026-10-01,2026-11-01,Total,Currency',
      'Revenue,12000.00,13000.00,25000.00,EUR',
      'Payroll,-7500.00,-7500.00,-15000.00,EUR',
      'Total,4500.00,5500.00,10000.00,EUR',
    ]);

    // Level, range and currency go to both queries.
    await user.click(screen.getByRole('radio', { name: 'Level 1' }));
    await user.click(screen.getByRole('radio', { name: 'USD' }));
    await waitFor(() =>
      expect(lastQuery(api, '/portfolio/client/nordigen-categorization/pivot').get('currency')).toBe('USD'),
    );
    expect(lastQuery(api, '/portfolio/client/nordigen-categorization/pivot').get('level')).toBe('1');
    expect(lastQuery(api, '/portfolio/client/nordigen-categorization').get('level')).toBe('1');

    // A category opens its transactions, each correctable.
    await user.click(
      within(categories).getByRole('button', {
        name: 'Show the transactions of Payroll › Salaries & wages › Salaries',
      }),
    );
    const listed = await screen.findByRole('region', {
      name: 'Transactions: Payroll › Salaries & wages › Salaries',
    });
    await waitFor(() =>
      expect(lastQuery(api, '/bank/transactions').get('category')).toBe('payroll.wages.salaries'),
    );
    expect(within(listed).getAllByRole('button', { name: /^Change category: / })).toHaveLength(2);
  });

  it('labels the P&L by its source and asks for quarters on request', async () => {
    const api = discoverApi();
    const downloads = captureDownloads();
    const { user } = render('?view=pnl');
    const pnl = await screen.findByRole('region', { name: 'Profit and Loss' });
    expect(within(pnl).getByText('from your bank transactions (cash basis)')).toBeInTheDocument();
    expect(rowTexts(within(pnl).getByRole('table'))).toEqual([
      ['Line', 'Oct 2026', 'Nov 2026', 'Total'],
      ['Revenue', '€12,000.00', '€13,000.00', '€25,000.00'],
      ['Payroll', '€7,500.00', '€7,500.00', '€15,000.00'],
      ['Operating costs', '€2,000.00', '€2,500.00', '€4,500.00'],
      ['Operating result', '€2,500.00', '€3,000.00', '€5,500.00'],
      ['Interest and financing costs', '€100.00', '€100.00', '€200.00'],
      ['Taxes', '€400.00', '€500.00', '€900.00'],
      ['Net result', '€2,000.00', '€2,400.00', '€4,400.00'],
    ]);
    await user.click(within(pnl).getByRole('button', { name: 'Export CSV' }));
    const csv = await downloads.lastCsv();
    expect(csv[0]).toBe('Line,2026-10-01,2026-11-01,Total,Currency');
    expect(csv[7]).toBe('Net result,2000.00,2400.00,4400.00,EUR');

    api.fetch.mockClear();
    discoverApi({
      'GET /portfolio/client/pnl': () =>
        ok({
          ...PNL,
          view: 'quarter',
          source: 'accounting',
          periods: ['2026-07-01'],
          lines: PNL.lines.map((line) => ({ ...line, amountsMinor: [line.totalMinor] })),
        }),
    });
    await user.click(screen.getByRole('radio', { name: 'Quarter' }));
    expect(await screen.findByText('from your accounting')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Q3 2026' })).toBeInTheDocument();
  });

  it('shows a large book’s largest customers first and more on request', async () => {
    const customers = Array.from({ length: 120 }, (_, n) => ({
      ...GRID.customers[0]!,
      customerExternalId: `cus_${n}`,
      customerName: `Customer ${String(n).padStart(3, '0')}`,
    }));
    discoverApi({ 'GET /portfolio/client/payment-grid': () => ok({ ...GRID, customers }) });
    const { user } = render('?view=payments');
    const grid = await screen.findByRole('region', { name: 'Payments Grid' });
    // Header, 50 customers, the totals row.
    expect(within(grid).getAllByRole('row')).toHaveLength(52);
    await user.click(within(grid).getByRole('button', { name: 'Show more customers (50 of 120 shown)' }));
    expect(within(grid).getAllByRole('row')).toHaveLength(102);
    await user.click(within(grid).getByRole('button', { name: 'Show more customers (100 of 120 shown)' }));
    expect(within(grid).getAllByRole('row')).toHaveLength(122);
    expect(within(grid).queryByRole('button', { name: /^Show more customers/ })).toBeNull();
  });

  it('shows expected against received per customer and month, coloured by status', async () => {
    const api = discoverApi();
    const downloads = captureDownloads();
    const { user } = render('?view=payments');
    const grid = await screen.findByRole('region', { name: 'Payments Grid' });
    const table = within(grid).getByRole('table');
    const acme = within(table).getByRole('rowheader', { name: 'Acme Corp' }).closest('tr')!;
    const cells = within(acme).getAllByRole('cell');
    expect(cells[0]).toHaveAttribute('data-status', 'paid');
    expect(cells[0]).toHaveTextContent('Paid: Received: €1,299.00Expected: of €1,299.00');
    expect(cells[1]).toHaveAttribute('data-status', 'upcoming');
    expect(cells[1]).toHaveTextContent('Upcoming: Received: €0.00Expected: of €1,299.00');
    expect(cells[2]).toHaveTextContent('Received: €1,299.00Expected: of €2,598.00');
    const legend = within(grid).getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Paid', 'Partly paid', 'Unpaid', 'Upcoming', 'Nothing due']);
    expect(lastQuery(api, '/portfolio/client/payment-grid')).toEqual(
      new URLSearchParams({ forPastMonths: '6', currency: 'EUR' }),
    );
    await user.click(within(grid).getByRole('button', { name: 'Export CSV' }));
    expect(await downloads.lastCsv()).toEqual([
      'Customer,2026-10-01 Expected,2026-10-01 Received,2026-10-01 Status,2026-11-01 Expected,2026-11-01 Received,2026-11-01 Status,Total Expected,Total Received,Currency',
      'Acme Corp,1299.00,1299.00,Paid,1299.00,0.00,Upcoming,2598.00,1299.00,EUR',
      'Globex,500.00,200.00,Partly paid,0.00,0.00,Nothing due,500.00,200.00,EUR',
      'Total,1799.00,1499.00,,1299.00,0.00,,3098.00,1499.00,EUR',
    ]);
    await user.click(screen.getByRole('radio', { name: '12 months' }));
    await waitFor(() =>
      expect(lastQuery(api, '/portfolio/client/payment-grid').get('forPastMonths')).toBe('12'),
    );
  });

  it('says when a bank connection expired, and where to connect a bank when there is none', async () => {
    discoverApi({}, [bankConnection({ status: 'expired' })]);
    const first = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have expired bank integrations');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/settings/integrations');
    first.unmount();

    const api = discoverApi({}, []);
    const { user } = render();
    expect(await screen.findByText('No bank connected yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Banking data and analytics may take up to 24 hours to update after the first integration.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a bank' })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
    expect(api.sent('GET', '/bank/cashflow')).toHaveLength(0);
    // The payments grid does not need a bank.
    await user.click(screen.getByRole('radio', { name: 'Payments Grid' }));
    expect(await screen.findByRole('region', { name: 'Payments Grid' })).toBeInTheDocument();
  });

  it('reads in German', async () => {
    discoverApi();
    await i18n.changeLanguage('de');
    const { user } = render('?view=pnl');
    const pnl = await screen.findByRole('region', { name: 'Gewinn und Verlust' });
    expect(within(pnl).getByText('aus Ihren Banktransaktionen (Zahlungsbasis)')).toBeInTheDocument();
    expect(within(pnl).getByRole('rowheader', { name: 'Betriebsergebnis' }).closest('tr')).toHaveTextContent(
      'Betriebsergebnis2.500,00 €3.000,00 €5.500,00 €',
    );
    await user.click(screen.getByRole('radio', { name: 'Transaktionen' }));
    expect(
      await screen.findByRole('button', {
        name: 'Kategorie ändern: Betriebskosten › Sonstige Betriebskosten › Sonstige Ausgaben',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();
  });
});
