import { type AssistantIntent, intentOf } from '@tranche/domain';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/assistant.json';
import en from '../../../locales/en/assistant.json';
import { type SuggestionKey, suggestionsFor } from './suggestions';

/** What each suggestion must mean to the assistant, so a suggested question is never left unanswered. */
const MEANING: Record<SuggestionKey, AssistantIntent['kind']> = {
  rating: 'rating',
  mrr: 'kpi',
  cashRunsOut: 'forecast',
  netNewMrr: 'kpi',
  mrrComparison: 'kpi',
  runway: 'kpi',
  tradeLimitWhy: 'tradeLimit',
  tradable: 'kpi',
  nextRepayment: 'nextPayment',
  unpaid: 'unpaidPayments',
  customers: 'kpi',
  arpa: 'kpi',
  unread: 'notifications',
  expiring: 'expiringIntegrations',
  portfolio: 'portfolio',
  investorNextRepayment: 'nextPayment',
  market: 'market',
};

describe('suggested questions', () => {
  it('follow the screen and the kind of company', () => {
    expect(suggestionsFor('/', 'CLIENT')).toContain('rating');
    expect(suggestionsFor('/analytics/observe', 'CLIENT')[0]).toBe('netNewMrr');
    expect(suggestionsFor('/trading', 'CLIENT')[0]).toBe('tradeLimitWhy');
    expect(suggestionsFor('/orders/bidding', 'CLIENT')[0]).toBe('nextRepayment');
    expect(suggestionsFor('/settings/integrations', 'CLIENT')[0]).toBe('expiring');
    // A path that only starts like a section is not in it.
    expect(suggestionsFor('/tradingfloor', 'CLIENT')).toEqual(suggestionsFor('/', 'CLIENT'));
    expect(suggestionsFor('/', 'INVESTOR')[0]).toBe('portfolio');
    expect(suggestionsFor('/trading', 'INVESTOR')[0]).toBe('market');
  });

  it('are understood by the assistant in English and German, as what they ask', () => {
    for (const [key, kind] of Object.entries(MEANING) as [SuggestionKey, AssistantIntent['kind']][]) {
      for (const [language, texts] of [
        ['en', en],
        ['de', de],
      ] as const) {
        const intent = intentOf(texts.suggestions[key], {
          today: '2026-11-26',
          ownCompanyName: 'Demo SaaS GmbH',
          language,
        });
        expect(`${language} ${key}: ${intent.kind}`).toBe(`${language} ${key}: ${kind}`);
      }
    }
  });

  it('ask the figures they name, with the comparison and the period the question gives', () => {
    const context = { today: '2026-11-26', ownCompanyName: 'Demo SaaS GmbH' } as const;
    for (const [language, texts] of [
      ['en', en],
      ['de', de],
    ] as const) {
      const netNew = intentOf(texts.suggestions.netNewMrr, { ...context, language });
      expect(netNew).toMatchObject({ kind: 'kpi', kpi: 'netNewMrr', period: { start: '2026-07-01' } });
      const compared = intentOf(texts.suggestions.mrrComparison, { ...context, language });
      expect(compared).toMatchObject({ kind: 'kpi', kpi: 'mrr' });
      expect(compared).not.toMatchObject({ compareTo: null });
      expect(intentOf(texts.suggestions.tradeLimitWhy, { ...context, language })).toEqual({
        kind: 'tradeLimit',
        why: true,
      });
    }
  });
});
