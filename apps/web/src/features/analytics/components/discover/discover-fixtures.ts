import type { Integration } from '@tranche/contracts';
import type { BankBalances, CashflowMonth } from '@tranche/contracts/banking';
import type {
  BankTransactionDto,
  Categorization,
  CategorizationPivot,
  CategoryRuleDto,
  PaymentGrid,
  Pnl,
} from '@tranche/contracts/discover';

/** A bank connection as GET /integrations answers it. */
export const bankConnection = (overrides: Partial<Integration> = {}): Integration => ({
  id: '0b1e0000-0000-4000-8000-000000000001',
  type: 'nordigen',
  category: 'banking',
  status: 'active',
  sandbox: true,
  vanityUrl: null,
  connectedAt: '2026-10-01T08:00:00.000Z',
  lastSyncedAt: '2026-11-20T08:00:00.000Z',
  lastError: null,
  expiresAt: '2027-01-01T00:00:00.000Z',
  syncing: false,
  syncProgress: null,
  institutionName: 'Demo Sparkasse',
  institutionLogo: null,
  country: 'DE',
  transactionTotalDays: 540,
  ...overrides,
});

export const CASHFLOW: CashflowMonth[] = [
  { month: '2026-10-01', currency: 'EUR', inflowMinor: 1_250_000, outflowMinor: 830_050 },
  { month: '2026-11-01', currency: 'EUR', inflowMinor: 990_000, outflowMinor: 1_100_000 },
  { month: '2026-11-01', currency: 'USD', inflowMinor: 50_000, outflowMinor: 12_345 },
];

export const BALANCES: BankBalances = {
  totals: [
    { currency: 'EUR', balanceMinor: 4_200_000 },
    { currency: 'USD', balanceMinor: 150_000 },
  ],
  accounts: [
    {
      id: '1a000000-0000-4000-8000-000000000001',
      integrationId: '0b1e0000-0000-4000-8000-000000000001',
      institutionName: 'Demo Sparkasse',
      iban: 'DE89370400440532013000',
      name: 'Geschäftskonto',
      ownerName: 'Analytical Engines GmbH',
      currency: 'EUR',
      balanceMinor: 4_200_000,
      balanceType: 'closingBooked',
      balanceOn: '2026-11-20',
      bankAccountId: null,
    },
    {
      id: '1a000000-0000-4000-8000-000000000002',
      integrationId: '0b1e0000-0000-4000-8000-000000000001',
      institutionName: 'Demo Sparkasse',
      iban: 'DE02120300000000202051',
      name: 'USD account',
      ownerName: null,
      currency: 'USD',
      balanceMinor: 150_000,
      balanceType: 'closingBooked',
      balanceOn: '2026-11-19',
      bankAccountId: null,
    },
  ],
};

const transaction = (overrides: Partial<BankTransactionDto>): BankTransactionDto => ({
  id: '7a000000-0000-4000-8000-000000000001',
  linkedAccountId: '1a000000-0000-4000-8000-000000000001',
  amountMinor: -450_000,
  currency: 'EUR',
  bookingDate: '2026-11-03',
  valueDate: '2026-11-03',
  creditorName: 'Hausverwaltung Mitte',
  debtorName: null,
  description: 'Miete November Büro',
  category: 'operating_costs.other.miscellaneous',
  categorySource: 'fallback',
  ...overrides,
});

export const TRANSACTIONS: BankTransactionDto[] = [
  transaction({}),
  transaction({
    id: '7a000000-0000-4000-8000-000000000002',
    amountMinor: 129_900,
    bookingDate: '2026-11-02',
    creditorName: null,
    debtorName: 'Acme Corp',
    description: 'Invoice 2026-118',
    category: 'revenue.subscriptions.customer_transfers',
    categorySource: 'built-in',
  }),
];

export const CATEGORIZATION: Categorization = {
  currency: 'EUR',
  level: 3,
  dateFrom: '2026-08-22',
  dateTo: '2026-11-20',
  categories: [
    {
      categoryId: 'revenue.subscriptions.customer_transfers',
      inflowMinor: 2_400_000,
      outflowMinor: 0,
      netMinor: 2_400_000,
      count: 18,
    },
    {
      categoryId: 'payroll.wages.salaries',
      inflowMinor: 0,
      outflowMinor: 1_500_000,
      netMinor: -1_500_000,
      count: 3,
    },
    {
      categoryId: 'transfers.own_accounts.bank_accounts',
      inflowMinor: 300_000,
      outflowMinor: 300_000,
      netMinor: 0,
      count: 2,
    },
  ],
};

export const PIVOT: CategorizationPivot = {
  currency: 'EUR',
  level: 1,
  months: ['2026-10-01', '2026-11-01'],
  rows: [
    { categoryId: 'revenue', amountsMinor: [1_200_000, 1_300_000], totalMinor: 2_500_000 },
    { categoryId: 'payroll', amountsMinor: [-750_000, -750_000], totalMinor: -1_500_000 },
  ],
  totalsMinor: [450_000, 550_000],
};

export const PNL: Pnl = {
  currency: 'EUR',
  view: 'month',
  source: 'bank',
  periods: ['2026-10-01', '2026-11-01'],
  lines: [
    { key: 'revenue', kind: 'revenue', amountsMinor: [1_200_000, 1_300_000], totalMinor: 2_500_000 },
    { key: 'payroll', kind: 'cost', amountsMinor: [750_000, 750_000], totalMinor: 1_500_000 },
    { key: 'operating_costs', kind: 'cost', amountsMinor: [200_000, 250_000], totalMinor: 450_000 },
    { key: 'operating_result', kind: 'subtotal', amountsMinor: [250_000, 300_000], totalMinor: 550_000 },
    { key: 'financing', kind: 'cost', amountsMinor: [10_000, 10_000], totalMinor: 20_000 },
    { key: 'taxes', kind: 'cost', amountsMinor: [40_000, 50_000], totalMinor: 90_000 },
    { key: 'net_result', kind: 'subtotal', amountsMinor: [200_000, 240_000], totalMinor: 440_000 },
  ],
};

export const GRID: PaymentGrid = {
  currency: 'EUR',
  months: ['2026-10-01', '2026-11-01'],
  customers: [
    {
      customerExternalId: 'cus_acme',
      customerName: 'Acme Corp',
      cells: [
        { month: '2026-10-01', expectedMinor: 129_900, receivedMinor: 129_900, status: 'paid' },
        { month: '2026-11-01', expectedMinor: 129_900, receivedMinor: 0, status: 'upcoming' },
      ],
      expectedMinor: 259_800,
      receivedMinor: 129_900,
    },
    {
      customerExternalId: 'cus_globex',
      customerName: 'Globex',
      cells: [
        { month: '2026-10-01', expectedMinor: 50_000, receivedMinor: 20_000, status: 'partial' },
        { month: '2026-11-01', expectedMinor: 0, receivedMinor: 0, status: 'none' },
      ],
      expectedMinor: 50_000,
      receivedMinor: 20_000,
    },
  ],
  totals: { expectedMinor: [179_900, 129_900], receivedMinor: [149_900, 0] },
};

export const RULE: CategoryRuleDto = {
  id: '5e000000-0000-4000-8000-000000000001',
  counterparty: 'Hausverwaltung Mitte',
  descriptionContains: null,
  direction: 'out',
  category: 'operating_costs.facilities.rent',
  createdAt: '2026-11-20T09:30:00.000Z',
};
