import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategorisableTransaction } from './bank-transaction';
import { categorise } from './categoriser';
import { type CompanyRule, ruleFromCorrection } from './company-rules';
import { type LabelledTransaction, scoreLabelledSet } from './labelled-set';
import labelled from './labelled-transactions.json';
import { BUILT_IN_RULES } from './rules';
import { isLevel3Id, level1Of, level2Of } from './taxonomy';
import { normaliseText } from './text';

function transaction(
  fields: Partial<CategorisableTransaction> & { amountMinor: number },
): CategorisableTransaction {
  return {
    currency: 'EUR',
    description: null,
    creditorName: null,
    debtorName: null,
    bookingDate: '2025-05-02',
    ...fields,
  };
}

const level3Of = (fields: Partial<CategorisableTransaction> & { amountMinor: number }) =>
  categorise(transaction(fields)).level3;

describe('normaliseText', () => {
  it('spells out umlauts and ß, drops accents, case and punctuation', () => {
    expect(normaliseText('Büromiete März — Straße 5')).toBe('bueromiete maerz strasse 5');
    expect(normaliseText('BUEROMIETE MAERZ')).toBe('bueromiete maerz');
    expect(normaliseText('Crème brûlée S.à r.l.')).toBe('creme brulee s a r l');
  });

  it('drops IBANs, long numbers and reference codes, keeping a code prefix', () => {
    expect(normaliseText('Übertrag DE89 3704 0044 0532 0130 00 Ref 2025-0341')).toBe('uebertrag ref');
    expect(normaliseText('INV20412 RE2025-0237 po_1QxT7a2eZvKYlo2C')).toBe('inv re po');
    expect(normaliseText('O2 Business, 1&1, Microsoft 365')).toBe('o2 business 1 1 microsoft 365');
    expect(normaliseText(null)).toBe('');
  });

  it('writes every built-in pattern in normal form, so that each can match', () => {
    for (const rule of BUILT_IN_RULES) {
      for (const pattern of [...rule.anyOf, ...(rule.alsoAnyOf ?? []), ...(rule.noneOf ?? [])]) {
        expect(normaliseText(pattern.replaceAll('*', '')), `${rule.id}: ${pattern}`).toBe(
          pattern.replaceAll('*', ''),
        );
      }
    }
  });
});

describe('categorise', () => {
  it('reads the sign: the same counterparty is a cost one way and a refund the other', () => {
    const hetzner = 'Hetzner Online GmbH';
    expect(
      level3Of({ amountMinor: -21_870, description: 'Rechnung R0019876543', creditorName: hetzner }),
    ).toBe('operating_costs.software.cloud_hosting');
    expect(level3Of({ amountMinor: 4_830, description: 'Gutschrift', debtorName: hetzner })).toBe(
      'revenue.refunds.refunds_received',
    );
    expect(
      level3Of({ amountMinor: 4_830, description: 'Erstattung Überzahlung', debtorName: 'Lieferant X' }),
    ).toBe('revenue.refunds.refunds_received');
    expect(
      level3Of({
        amountMinor: -4_830,
        description: 'Erstattung anteilig Kündigung',
        creditorName: 'Kunde X',
      }),
    ).toBe('revenue.refunds.customer_refunds');
    expect(level3Of({ amountMinor: 10_000_000, description: 'Auszahlung Darlehen 4455' })).toBe(
      'financing.loan_drawdown.bank_loans',
    );
    expect(level3Of({ amountMinor: -298_000, description: 'Darlehen 4455 Rate Zins+Tilgung' })).toBe(
      'financing.loan_repayment.bank_loans',
    );
    expect(level3Of({ amountMinor: 8_810, description: 'Zinsgutschrift 2. Quartal' })).toBe(
      'financing.interest.interest_received',
    );
    expect(level3Of({ amountMinor: -8_812, description: 'Sollzinsen 01.01.-31.03.' })).toBe(
      'financing.interest.interest_paid',
    );
    expect(level3Of({ amountMinor: 1_874_230, description: 'Stripe Payout po_1QxT7a2eZ' })).toBe(
      'revenue.payouts.online_payments',
    );
    expect(level3Of({ amountMinor: -8_812, description: 'Stripe fees negative balance' })).toBe(
      'operating_costs.bank_fees.payment_fees',
    );
  });

  it('understands German and English bank wording alike', () => {
    const pairs: [string, string, number, string][] = [
      ['Gehalt 03/2025', 'SALARY MAR 25', -385_612, 'payroll.wages.salaries'],
      [
        'Dauerauftrag Büromiete April',
        'STANDING ORDER OFFICE RENT APR',
        -476_000,
        'operating_costs.facilities.rent',
      ],
      ['Finanzamt München USt-VA 03/2025', 'HMRC VAT RETURN Q1', -1_677_800, 'taxes.vat.payments'],
      ['Lohnsteuer 01/2025 Finanzamt', 'HMRC PAYE NIC MONTH 10', -1_876_540, 'taxes.payroll_taxes.wage_tax'],
      [
        'SEPA-Basislastschrift AOK Nordost Beitrag',
        'ZUS social security contributions',
        -1_123_456,
        'payroll.social_security.contributions',
      ],
      [
        'Techniker Krankenkasse SV-Beitrag',
        'URSSAF cotisations',
        -487_321,
        'payroll.social_security.contributions',
      ],
      [
        'Entgelt Kontoführung 01/2025',
        'MONTHLY ACCOUNT FEE',
        -1_490,
        'operating_costs.bank_fees.account_fees',
      ],
      [
        'SumUp Auszahlung Kartenumsätze',
        'SUMUP PAYMENTS LIMITED PAYOUT',
        38_450,
        'revenue.payouts.card_terminals',
      ],
      [
        'SEPA-Lastschrift-Einreichung 14 Posten',
        'BACS DIRECT DEBIT COLLECTION 31 ITEMS',
        1_837_350,
        'revenue.subscriptions.direct_debit_collections',
      ],
      [
        'Gutschrift Rechnung RE-2025-0031',
        'FASTER PAYMENT INV-20412',
        59_500,
        'revenue.subscriptions.customer_transfers',
      ],
      [
        'Kartenzahlung Google Cloud EMEA',
        'CARD PAYMENT AMAZON WEB SERVICES',
        -58_211,
        'operating_costs.software.cloud_hosting',
      ],
      [
        'Umbuchung auf Tagesgeldkonto',
        'TRANSFER TO BUSINESS SAVINGS ACC',
        -2_500_000,
        'transfers.own_accounts.savings',
      ],
    ];
    for (const [german, english, amountMinor, expected] of pairs) {
      expect(level3Of({ amountMinor, description: german }), german).toBe(expected);
      expect(level3Of({ amountMinor, description: english }), english).toBe(expected);
    }
  });

  it('reads the counterparty of the direction, not the account holder', () => {
    const out = {
      amountMinor: -9_900,
      description: 'Rechnung 4471',
      debtorName: 'CloudServer Software GmbH',
    };
    expect(level3Of({ ...out, creditorName: 'Hausmeisterservice Lutz' })).toBe(
      'operating_costs.other.miscellaneous',
    );
    expect(level3Of({ ...out, creditorName: 'Hetzner Online GmbH' })).toBe(
      'operating_costs.software.cloud_hosting',
    );
  });

  it('treats money between two accounts of the same holder as a transfer', () => {
    const names = { creditorName: 'Brightloop Ltd', debtorName: 'BRIGHTLOOP LTD' };
    expect(level3Of({ amountMinor: 2_500_000, description: 'TRANSFER', ...names })).toBe(
      'transfers.own_accounts.bank_accounts',
    );
    expect(level3Of({ amountMinor: -10_000_000, description: 'Anlage Festgeld 3 Monate', ...names })).toBe(
      'transfers.own_accounts.savings',
    );
  });

  it('falls back to the catch-all of the direction, marked as fallback', () => {
    const out = categorise(
      transaction({ amountMinor: -12_000, description: 'lt. Vereinbarung', creditorName: 'Holger Brandt' }),
    );
    expect(out).toEqual({
      level1: 'operating_costs',
      level2: 'operating_costs.other',
      level3: 'operating_costs.other.miscellaneous',
      ruleId: 'fallback.out',
      source: 'fallback',
    });
    const money = categorise(
      transaction({ amountMinor: 15_000, description: 'Überweisung', debtorName: 'Max Berger' }),
    );
    expect(money).toMatchObject({ level3: 'revenue.other_income.miscellaneous', source: 'fallback' });
    expect(categorise(transaction({ amountMinor: 0 })).source).toBe('fallback');
  });

  it('reports the built-in rule that decided', () => {
    expect(categorise(transaction({ amountMinor: -385_612, description: 'Gehalt 01/2025' }))).toMatchObject({
      level1: 'payroll',
      level2: 'payroll.wages',
      level3: 'payroll.wages.salaries',
      ruleId: 'payroll.salaries',
      source: 'built-in',
    });
  });
});

describe('company rules', () => {
  const aws = transaction({
    amountMinor: -128_733,
    description: 'Rechnung EUINDE25-1123344',
    creditorName: 'AWS EMEA SARL',
  });

  it('take precedence over built-in rules', () => {
    const rule: CompanyRule = {
      companyRuleId: 'rule-1',
      match: { counterparty: 'aws emea', direction: 'out' },
      level3: 'operating_costs.software.saas_tools',
    };
    expect(categorise(aws).level3).toBe('operating_costs.software.cloud_hosting');
    expect(categorise(aws, [rule])).toMatchObject({
      level3: 'operating_costs.software.saas_tools',
      ruleId: 'rule-1',
      source: 'company-rule',
    });
    expect(categorise({ ...aws, amountMinor: 128_733 }, [rule]).source).not.toBe('company-rule');
  });

  it('made from a correction, categorise the next transaction of the same counterparty', () => {
    const corrected = transaction({
      amountMinor: -8_900,
      description: 'Rechnung 0815 Hausmeister',
      creditorName: 'Hausmeisterservice Lutz GmbH',
    });
    const rule = ruleFromCorrection(corrected, 'operating_costs.facilities.utilities', 'rule-7')!;
    expect(rule).toEqual({
      companyRuleId: 'rule-7',
      match: { counterparty: 'Hausmeisterservice Lutz GmbH', direction: 'out' },
      level3: 'operating_costs.facilities.utilities',
    });
    const next = transaction({
      amountMinor: -9_450,
      description: 'RG 0912 Winterdienst',
      creditorName: 'HAUSMEISTERSERVICE LUTZ',
      bookingDate: '2025-12-03',
    });
    expect(categorise(next, [rule])).toMatchObject({
      level3: 'operating_costs.facilities.utilities',
      source: 'company-rule',
    });
    expect(categorise({ ...next, creditorName: 'Hausmeisterservice Krause' }, [rule]).source).toBe(
      'fallback',
    );
  });

  it('made from a correction without a counterparty, match a distinctive word of the description', () => {
    const corrected = transaction({
      amountMinor: -4_500,
      description: 'SEPA-Lastschrift Kartenzahlung WOLKENHAUS 2025-04 Ref 8812',
    });
    const rule = ruleFromCorrection(corrected, 'operating_costs.software.saas_tools', 'rule-9')!;
    expect(rule.match).toEqual({ descriptionContains: 'wolkenhaus', direction: 'out' });
    expect(
      categorise(transaction({ amountMinor: -4_700, description: 'Wolkenhaus Mai' }), [rule]).level3,
    ).toBe('operating_costs.software.saas_tools');
    expect(
      ruleFromCorrection(
        transaction({ amountMinor: -100, description: 'SEPA Überweisung 2025' }),
        rule.level3,
        'r',
      ),
    ).toBeNull();
  });

  it('prefer the more specific rule, then the newer one', () => {
    const money = transaction({
      amountMinor: 50_000,
      description: 'Untermiete Mai',
      debtorName: 'Flinkwerk UG',
    });
    const byName: CompanyRule = {
      companyRuleId: 'old',
      match: { counterparty: 'Flinkwerk' },
      level3: 'revenue.other_income.grants',
    };
    const byNameAndDirection: CompanyRule = {
      companyRuleId: 'specific',
      match: { counterparty: 'Flinkwerk', direction: 'in' },
      level3: 'revenue.subscriptions.customer_transfers',
    };
    const newer: CompanyRule = {
      ...byName,
      companyRuleId: 'new',
      level3: 'revenue.other_income.miscellaneous',
    };
    expect(categorise(money, [byNameAndDirection, byName, newer]).ruleId).toBe('specific');
    expect(categorise(money, [byName, newer]).ruleId).toBe('new');
  });

  it('never match everything: a rule needs a counterparty or a description word', () => {
    const empty: CompanyRule = {
      companyRuleId: 'empty',
      match: { direction: 'out' },
      level3: 'other.cash.withdrawals',
    };
    const legalFormOnly: CompanyRule = {
      companyRuleId: 'gmbh',
      match: { counterparty: 'GmbH' },
      level3: 'other.cash.withdrawals',
    };
    expect(categorise(aws, [empty, legalFormOnly]).source).toBe('built-in');
  });
});

describe('categorise on the labelled set', () => {
  it('gets the level-1 category right for at least 95 % of the transactions', () => {
    const score = scoreLabelledSet(labelled as LabelledTransaction[]);
    const misses = score.level1Misses.map(
      ({ entry, got }) => `${entry.description} → ${got.level3} (want ${entry.level3})`,
    );
    expect(score.all.count).toBeGreaterThanOrEqual(520);
    expect(score.all.level1, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

describe('categorise on arbitrary input', () => {
  it('always returns a valid level-3 category with its own ancestors', () => {
    const text = fc.option(fc.string({ unit: 'binary', maxLength: 80 }));
    const wordy = fc.option(
      fc
        .array(
          fc.constantFrom(
            'Gehalt',
            'AWS',
            'Erstattung',
            'Zinsen',
            'Finanzamt',
            'GmbH',
            'ß',
            'Ä',
            '-',
            '*',
            ' ',
          ),
          {
            maxLength: 8,
          },
        )
        .map((words) => words.join(' ')),
    );
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.oneof(text, wordy),
        fc.oneof(text, wordy),
        fc.oneof(text, wordy),
        fc.string({ maxLength: 4 }),
        (amountMinor, description, creditorName, debtorName, currency) => {
          const result = categorise({
            amountMinor,
            currency,
            description,
            creditorName,
            debtorName,
            bookingDate: '2025-01-01',
          });
          expect(isLevel3Id(result.level3)).toBe(true);
          expect(result.level2).toBe(level2Of(result.level3));
          expect(result.level1).toBe(level1Of(result.level3));
        },
      ),
    );
  });
});
