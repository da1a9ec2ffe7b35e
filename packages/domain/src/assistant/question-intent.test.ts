import { describe, expect, it } from 'vitest';
import { type AssistantIntent, intentOf } from './question-intent';

const today = '2026-11-26';
const ask = (question: string, language: 'en' | 'de' = 'en') =>
  intentOf(question, { today, ownCompanyName: 'Alpha SaaS GmbH', language });
const kpi = (intent: AssistantIntent) => (intent.kind === 'kpi' ? intent : null);

describe('questions to intents', () => {
  it('reads a KPI by name and period in English and German', () => {
    for (const [question, language] of [
      ['What was our net new MRR last quarter?', 'en'],
      ['Wie hoch war der Netto-Neu-MRR im letzten Quartal?', 'de'],
    ] as const) {
      const intent = kpi(ask(question, language));
      expect(intent?.kpi).toBe('netNewMrr');
      expect(intent?.period).toMatchObject({ start: '2026-07-01', end: '2026-09-30' });
      expect(intent?.compareTo).toBeNull();
    }
  });

  it('reads stocks today and flows over the last whole month when no period is named', () => {
    expect(kpi(ask('What is our MRR?'))?.period).toMatchObject({ start: today, end: today, instant: true });
    expect(kpi(ask('What is our customer churn rate?'))?.period).toMatchObject({
      start: '2026-10-01',
      end: '2026-10-31',
    });
  });

  it('knows named months, quarters and years, and compares two periods', () => {
    expect(kpi(ask('ARR in March 2026'))?.period).toMatchObject({ start: '2026-03-01', end: '2026-03-31' });
    expect(kpi(ask('Kunden im Dezember', 'de'))?.period).toMatchObject({
      start: '2025-12-01',
      end: '2025-12-31',
    });
    const compared = kpi(ask('Compare net new MRR in Q2 2026 with Q1 2026'));
    expect(compared?.period).toMatchObject({ start: '2026-04-01', end: '2026-06-30' });
    expect(compared?.compareTo).toMatchObject({ start: '2026-01-01', end: '2026-03-31' });
    const previous = kpi(ask('How did churned MRR last month compare with the month before?'));
    expect(previous?.compareTo).toMatchObject({ start: '2026-09-01', end: '2026-09-30' });
  });

  it('tells the specific figure from the general one', () => {
    expect(kpi(ask('net MRR churn rate last month'))?.kpi).toBe('mrrChurnRateNet');
    expect(kpi(ask('gross MRR churn rate last month'))?.kpi).toBe('mrrChurnRateGross');
    expect(kpi(ask('How many customers churned?'))?.kpi).toBe('customerChurnRate');
    expect(kpi(ask('Wie viele Kunden haben wir?', 'de'))?.kpi).toBe('customers');
  });

  it('understands the other questions', () => {
    expect(ask('Why is my trade limit lower than last month?')).toEqual({ kind: 'tradeLimit', why: true });
    expect(ask('Welches Rating haben wir und was ist der schwächste Faktor?', 'de')).toEqual({
      kind: 'rating',
      weakest: true,
    });
    expect(ask('When is the next repayment due?')).toEqual({ kind: 'nextPayment' });
    expect(ask('Wann wird die nächste Rückzahlung erwartet?', 'de')).toEqual({ kind: 'nextPayment' });
    expect(ask('Do we have unpaid payments?')).toEqual({ kind: 'unpaidPayments' });
    expect(ask('When will our cash run out?')).toEqual({ kind: 'forecast', metric: 'cash' });
    expect(ask('Which integrations expire soon?')).toEqual({ kind: 'expiringIntegrations' });
  });

  it('notices another company, but not its own name, a month, a provider or a German noun', () => {
    expect(ask('What is the MRR of Beta Cloud Ltd?')).toEqual({
      kind: 'otherCompany',
      name: 'Beta Cloud Ltd',
    });
    expect(ask('Wie hoch ist der MRR von Beta Cloud GmbH?', 'de').kind).toBe('otherCompany');
    expect(ask("Show me our competitors' churn").kind).toBe('otherCompany');
    expect(ask('What is the MRR of Alpha SaaS GmbH?').kind).toBe('kpi');
    expect(ask('MRR for March 2026').kind).toBe('kpi');
    expect(ask('How much MRR comes from Stripe?').kind).toBe('kpi');
    expect(ask('Wie hoch ist die Abwanderung bei Abonnements?', 'de').kind).toBe('kpi');
  });

  it('says when it does not understand', () => {
    expect(ask('What will the weather be tomorrow?')).toEqual({ kind: 'unknown' });
  });
});
