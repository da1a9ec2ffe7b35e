/**
 * The three-level business taxonomy that bank transactions are sorted into. Ids are stable paths
 * (`level1.level2.level3`): they are stored with corrections and company rules, so a label may
 * change but an id never does.
 *
 * Decisions:
 * - Social security follows the payee. What goes to a social-insurance fund (German Krankenkassen,
 *   Minijob-Zentrale, Berufsgenossenschaft; ZUS, ČSSZ/VZP, URSSAF) is a payroll cost, as HGB § 275 (2)
 *   no. 6b counts it; what goes to the tax office is a tax: German Lohnsteuer and UK PAYE (which HMRC
 *   collects together with National Insurance) are `taxes.payroll_taxes.wage_tax`.
 * - Refunds sit under revenue in both directions: money back from suppliers (in), refunds paid to
 *   customers and returned direct debits (out).
 * - Tax refunds other than VAT (corporate tax, trade tax, overpayments) are
 *   `taxes.other_taxes.refunds`; R&D tax credits paid out in cash count as grants.
 * - What no rule recognises lands in the accounting catch-alls `revenue.other_income.miscellaneous`
 *   (money in) and `operating_costs.other.miscellaneous` (money out).
 */
export const TAXONOMY = [
  {
    id: 'revenue',
    en: 'Revenue',
    de: 'Umsatzerlöse',
    children: [
      {
        id: 'revenue.subscriptions',
        en: 'Subscription revenue',
        de: 'Abonnementerlöse',
        children: [
          {
            id: 'revenue.subscriptions.customer_transfers',
            en: 'Customer payments by transfer',
            de: 'Kundenzahlungen per Überweisung',
          },
          {
            id: 'revenue.subscriptions.direct_debit_collections',
            en: 'Direct-debit collections',
            de: 'Lastschrifteinzüge',
          },
        ],
      },
      {
        id: 'revenue.payouts',
        en: 'Payment provider payouts',
        de: 'Auszahlungen von Zahlungsdienstleistern',
        children: [
          {
            id: 'revenue.payouts.online_payments',
            en: 'Online payment providers',
            de: 'Online-Zahlungsdienstleister',
          },
          { id: 'revenue.payouts.card_terminals', en: 'Card terminals', de: 'Kartenterminals' },
          {
            id: 'revenue.payouts.app_marketplaces',
            en: 'App stores & marketplaces',
            de: 'App-Stores & Marktplätze',
          },
        ],
      },
      {
        id: 'revenue.other_income',
        en: 'Other income',
        de: 'Sonstige Erträge',
        children: [
          {
            id: 'revenue.other_income.grants',
            en: 'Grants & R&D credits',
            de: 'Fördermittel & Forschungszulagen',
          },
          { id: 'revenue.other_income.miscellaneous', en: 'Other income', de: 'Sonstige Einnahmen' },
        ],
      },
      {
        id: 'revenue.refunds',
        en: 'Refunds',
        de: 'Erstattungen',
        children: [
          {
            id: 'revenue.refunds.refunds_received',
            en: 'Refunds from suppliers',
            de: 'Erstattungen von Lieferanten',
          },
          {
            id: 'revenue.refunds.customer_refunds',
            en: 'Refunds to customers',
            de: 'Erstattungen an Kunden',
          },
          {
            id: 'revenue.refunds.chargebacks',
            en: 'Chargebacks & returned debits',
            de: 'Rückbelastungen & Rücklastschriften',
          },
        ],
      },
    ],
  },
  {
    id: 'payroll',
    en: 'Payroll',
    de: 'Personalkosten',
    children: [
      {
        id: 'payroll.wages',
        en: 'Salaries & wages',
        de: 'Löhne & Gehälter',
        children: [
          { id: 'payroll.wages.salaries', en: 'Salaries', de: 'Gehälter' },
          { id: 'payroll.wages.bonuses', en: 'Bonuses & commissions', de: 'Boni & Provisionen' },
          {
            id: 'payroll.wages.expense_reimbursements',
            en: 'Expense reimbursements',
            de: 'Auslagenerstattungen',
          },
        ],
      },
      {
        id: 'payroll.social_security',
        en: 'Social security',
        de: 'Sozialversicherung',
        children: [
          {
            id: 'payroll.social_security.contributions',
            en: 'Social security contributions',
            de: 'Sozialversicherungsbeiträge',
          },
          {
            id: 'payroll.social_security.accident_insurance',
            en: 'Statutory accident insurance',
            de: 'Berufsgenossenschaft',
          },
        ],
      },
      {
        id: 'payroll.benefits',
        en: 'Pensions & benefits',
        de: 'Altersversorgung & Zusatzleistungen',
        children: [
          { id: 'payroll.benefits.pensions', en: 'Company pensions', de: 'Betriebliche Altersversorgung' },
          { id: 'payroll.benefits.employee_benefits', en: 'Employee benefits', de: 'Mitarbeiter-Benefits' },
        ],
      },
    ],
  },
  {
    id: 'operating_costs',
    en: 'Operating costs',
    de: 'Betriebskosten',
    children: [
      {
        id: 'operating_costs.facilities',
        en: 'Rent & facilities',
        de: 'Raumkosten',
        children: [
          { id: 'operating_costs.facilities.rent', en: 'Rent & coworking', de: 'Miete & Coworking' },
          { id: 'operating_costs.facilities.utilities', en: 'Utilities', de: 'Energie & Nebenkosten' },
          { id: 'operating_costs.facilities.telecom', en: 'Phone & internet', de: 'Telefon & Internet' },
          {
            id: 'operating_costs.facilities.office_equipment',
            en: 'Office supplies & equipment',
            de: 'Bürobedarf & Ausstattung',
          },
        ],
      },
      {
        id: 'operating_costs.software',
        en: 'Software & cloud',
        de: 'Software & Cloud',
        children: [
          { id: 'operating_costs.software.cloud_hosting', en: 'Cloud hosting', de: 'Cloud-Hosting' },
          { id: 'operating_costs.software.saas_tools', en: 'SaaS tools', de: 'SaaS-Tools' },
        ],
      },
      {
        id: 'operating_costs.marketing',
        en: 'Marketing',
        de: 'Marketing & Werbung',
        children: [
          { id: 'operating_costs.marketing.online_ads', en: 'Online advertising', de: 'Online-Werbung' },
          {
            id: 'operating_costs.marketing.events',
            en: 'Events & sponsoring',
            de: 'Messen, Events & Sponsoring',
          },
          {
            id: 'operating_costs.marketing.agencies',
            en: 'Agencies & promotional material',
            de: 'Agenturen & Werbemittel',
          },
        ],
      },
      {
        id: 'operating_costs.professional_services',
        en: 'Professional services',
        de: 'Beratung & Fremdleistungen',
        children: [
          { id: 'operating_costs.professional_services.legal', en: 'Legal', de: 'Rechtsberatung' },
          {
            id: 'operating_costs.professional_services.accounting',
            en: 'Accounting & tax advice',
            de: 'Buchhaltung & Steuerberatung',
          },
          {
            id: 'operating_costs.professional_services.contractors',
            en: 'Freelancers & consultants',
            de: 'Freelancer & Berater',
          },
          {
            id: 'operating_costs.professional_services.recruiting',
            en: 'Recruiting',
            de: 'Personalgewinnung',
          },
        ],
      },
      {
        id: 'operating_costs.travel',
        en: 'Travel & entertainment',
        de: 'Reisekosten & Bewirtung',
        children: [
          {
            id: 'operating_costs.travel.transport',
            en: 'Flights, trains & local transport',
            de: 'Flüge, Bahn & Fahrtkosten',
          },
          { id: 'operating_costs.travel.accommodation', en: 'Accommodation', de: 'Übernachtungen' },
          { id: 'operating_costs.travel.meals', en: 'Meals & entertainment', de: 'Bewirtung & Verpflegung' },
        ],
      },
      {
        id: 'operating_costs.card_spend',
        en: 'Card spend',
        de: 'Kartenzahlungen',
        children: [
          {
            id: 'operating_costs.card_spend.credit_card_settlements',
            en: 'Credit-card statements',
            de: 'Kreditkartenabrechnungen',
          },
          {
            id: 'operating_costs.card_spend.expense_card_top_ups',
            en: 'Expense-card top-ups',
            de: 'Aufladungen von Firmenkarten',
          },
          {
            id: 'operating_costs.card_spend.card_purchases',
            en: 'Other card & online purchases',
            de: 'Sonstige Karten- & Onlinekäufe',
          },
        ],
      },
      {
        id: 'operating_costs.bank_fees',
        en: 'Bank & payment fees',
        de: 'Nebenkosten des Geldverkehrs',
        children: [
          { id: 'operating_costs.bank_fees.account_fees', en: 'Account fees', de: 'Kontoführungsentgelte' },
          {
            id: 'operating_costs.bank_fees.payment_fees',
            en: 'Payment & transaction fees',
            de: 'Zahlungs- & Transaktionsgebühren',
          },
        ],
      },
      {
        id: 'operating_costs.insurance',
        en: 'Insurance',
        de: 'Versicherungen',
        children: [
          {
            id: 'operating_costs.insurance.business_insurance',
            en: 'Business insurance',
            de: 'Betriebliche Versicherungen',
          },
        ],
      },
      {
        id: 'operating_costs.other',
        en: 'Other operating costs',
        de: 'Sonstige Betriebskosten',
        children: [
          {
            id: 'operating_costs.other.memberships_fees',
            en: 'Memberships & official fees',
            de: 'Beiträge & Gebühren',
          },
          { id: 'operating_costs.other.postage', en: 'Postage & shipping', de: 'Porto & Versand' },
          { id: 'operating_costs.other.miscellaneous', en: 'Other expenses', de: 'Sonstige Ausgaben' },
        ],
      },
    ],
  },
  {
    id: 'financing',
    en: 'Financing',
    de: 'Finanzierung',
    children: [
      {
        id: 'financing.loan_drawdown',
        en: 'Loan drawdowns',
        de: 'Darlehensauszahlungen',
        children: [
          {
            id: 'financing.loan_drawdown.bank_loans',
            en: 'Bank & promotional loans',
            de: 'Bank- & Förderdarlehen',
          },
          {
            id: 'financing.loan_drawdown.shareholder_loans',
            en: 'Shareholder & convertible loans',
            de: 'Gesellschafter- & Wandeldarlehen',
          },
          {
            id: 'financing.loan_drawdown.revenue_based_financing',
            en: 'Revenue-based financing',
            de: 'Umsatzbasierte Finanzierung',
          },
        ],
      },
      {
        id: 'financing.loan_repayment',
        en: 'Loan repayments',
        de: 'Darlehenstilgungen',
        children: [
          {
            id: 'financing.loan_repayment.bank_loans',
            en: 'Bank & promotional loans',
            de: 'Bank- & Förderdarlehen',
          },
          {
            id: 'financing.loan_repayment.shareholder_loans',
            en: 'Shareholder & convertible loans',
            de: 'Gesellschafter- & Wandeldarlehen',
          },
          {
            id: 'financing.loan_repayment.revenue_based_financing',
            en: 'Revenue-based financing',
            de: 'Umsatzbasierte Finanzierung',
          },
          { id: 'financing.loan_repayment.leases', en: 'Lease instalments', de: 'Leasingraten' },
        ],
      },
      {
        id: 'financing.interest',
        en: 'Interest & financing fees',
        de: 'Zinsen & Finanzierungskosten',
        children: [
          { id: 'financing.interest.interest_paid', en: 'Interest paid', de: 'Zinsaufwand' },
          { id: 'financing.interest.interest_received', en: 'Interest received', de: 'Zinserträge' },
          { id: 'financing.interest.financing_fees', en: 'Financing fees', de: 'Finanzierungsgebühren' },
        ],
      },
      {
        id: 'financing.equity',
        en: 'Equity',
        de: 'Eigenkapital',
        children: [
          {
            id: 'financing.equity.capital_contributions',
            en: 'Capital contributions',
            de: 'Kapitaleinlagen',
          },
          { id: 'financing.equity.distributions', en: 'Distributions', de: 'Gewinnausschüttungen' },
        ],
      },
    ],
  },
  {
    id: 'taxes',
    en: 'Taxes',
    de: 'Steuern',
    children: [
      {
        id: 'taxes.vat',
        en: 'VAT',
        de: 'Umsatzsteuer',
        children: [
          { id: 'taxes.vat.payments', en: 'VAT payments', de: 'Umsatzsteuerzahlungen' },
          { id: 'taxes.vat.refunds', en: 'VAT refunds', de: 'Umsatzsteuererstattungen' },
        ],
      },
      {
        id: 'taxes.payroll_taxes',
        en: 'Payroll taxes',
        de: 'Lohnsteuer',
        children: [
          { id: 'taxes.payroll_taxes.wage_tax', en: 'Wage tax (PAYE)', de: 'Abgeführte Lohnsteuer' },
        ],
      },
      {
        id: 'taxes.income_taxes',
        en: 'Income taxes',
        de: 'Ertragsteuern',
        children: [
          { id: 'taxes.income_taxes.corporate_tax', en: 'Corporate income tax', de: 'Körperschaftsteuer' },
          { id: 'taxes.income_taxes.trade_tax', en: 'Trade tax', de: 'Gewerbesteuer' },
        ],
      },
      {
        id: 'taxes.other_taxes',
        en: 'Other taxes',
        de: 'Sonstige Steuern',
        children: [
          { id: 'taxes.other_taxes.payments', en: 'Other tax payments', de: 'Sonstige Steuerzahlungen' },
          { id: 'taxes.other_taxes.refunds', en: 'Other tax refunds', de: 'Sonstige Steuererstattungen' },
        ],
      },
    ],
  },
  {
    id: 'transfers',
    en: 'Internal transfers',
    de: 'Umbuchungen',
    children: [
      {
        id: 'transfers.own_accounts',
        en: 'Between own accounts',
        de: 'Zwischen eigenen Konten',
        children: [
          { id: 'transfers.own_accounts.bank_accounts', en: 'Own bank accounts', de: 'Eigene Bankkonten' },
          { id: 'transfers.own_accounts.savings', en: 'Savings & deposits', de: 'Tages- & Festgeld' },
        ],
      },
    ],
  },
  {
    id: 'other',
    en: 'Other',
    de: 'Sonstiges',
    children: [
      {
        id: 'other.cash',
        en: 'Cash',
        de: 'Bargeld',
        children: [
          { id: 'other.cash.withdrawals', en: 'Cash withdrawals', de: 'Barabhebungen' },
          { id: 'other.cash.deposits', en: 'Cash deposits', de: 'Bareinzahlungen' },
        ],
      },
      {
        id: 'other.donations_fines',
        en: 'Donations & fines',
        de: 'Spenden & Bußgelder',
        children: [
          { id: 'other.donations_fines.donations', en: 'Donations', de: 'Spenden' },
          { id: 'other.donations_fines.fines', en: 'Fines & penalties', de: 'Bußgelder & Strafen' },
        ],
      },
    ],
  },
] as const;

type Level1Node = (typeof TAXONOMY)[number];
type Level2Node = Level1Node['children'][number];
type Level3Node = Level2Node['children'][number];

export type Level1Id = Level1Node['id'];
export type Level2Id = Level2Node['id'];
export type Level3Id = Level3Node['id'];
export type CategoryId = Level1Id | Level2Id | Level3Id;
export type CategoryLevel = 1 | 2 | 3;

/** One node of the taxonomy, flattened: its labels in the app's two languages and its parent. */
export interface CategoryNode {
  id: CategoryId;
  level: CategoryLevel;
  labels: { en: string; de: string };
  parent: CategoryId | null;
}

const NODES = new Map<string, CategoryNode>();
for (const level1 of TAXONOMY) {
  NODES.set(level1.id, { id: level1.id, level: 1, labels: { en: level1.en, de: level1.de }, parent: null });
  for (const level2 of level1.children) {
    NODES.set(level2.id, {
      id: level2.id,
      level: 2,
      labels: { en: level2.en, de: level2.de },
      parent: level1.id,
    });
    for (const level3 of level2.children) {
      NODES.set(level3.id, {
        id: level3.id,
        level: 3,
        labels: { en: level3.en, de: level3.de },
        parent: level2.id,
      });
    }
  }
}

/** Every node, level 1 before its level-2 children before theirs (the order the app lists them in). */
export const CATEGORY_NODES: readonly CategoryNode[] = [...NODES.values()];

/** The ids a transaction can be categorised as. */
export const LEVEL3_IDS: readonly Level3Id[] = CATEGORY_NODES.filter((node) => node.level === 3).map(
  (node) => node.id as Level3Id,
);

/** The node with this id, or undefined for an unknown id (e.g. a stored id from an older taxonomy). */
export function categoryNode(id: string): CategoryNode | undefined {
  return NODES.get(id);
}

/** Whether a string (e.g. a stored category) is a level-3 id of the taxonomy. */
export function isLevel3Id(value: string): value is Level3Id {
  return NODES.get(value)?.level === 3;
}

/** The level-2 group a level-3 category belongs to. */
export function level2Of(level3: Level3Id): Level2Id {
  return NODES.get(level3)!.parent as Level2Id;
}

/** The level-1 category a level-3 category belongs to. */
export function level1Of(level3: Level3Id): Level1Id {
  return NODES.get(level2Of(level3))!.parent as Level1Id;
}
