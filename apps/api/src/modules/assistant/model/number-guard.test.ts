import type { AssistantLanguage, Figure, FigureValue } from '@tranche/contracts/assistant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFigure } from '../assistant-figures';
import { citedFigures, evidenceOf, unbackedNumbers } from './number-guard';

const figureOf = (language: AssistantLanguage, id: string, value: FigureValue, period?: Figure['period']) =>
  makeFigure(language, { id, label: id, value, source: 'test', link: '/', period: period ?? null });

const mrr = (language: AssistantLanguage) =>
  figureOf(
    language,
    'mrr',
    { kind: 'money', minor: 123_456_78, currency: 'EUR' },
    {
      start: '2026-03-01',
      end: '2026-03-31',
    },
  );
const due = figureOf('en', 'due', { kind: 'date', value: '2026-04-15' });
const unread = figureOf('en', 'unread', { kind: 'count', value: 7 });

const check = (text: string, figures: Figure[], question = 'What is our MRR?') =>
  unbackedNumbers(text, evidenceOf(figures, { question, dates: ['2026-11-26'] }));

describe('unbackedNumbers', () => {
  it('passes figures quoted as displayed, in English and German', () => {
    expect(check(`Your MRR at the end of March 2026 was ${mrr('en').display}.`, [mrr('en')])).toEqual([]);
    expect(check(`Ihr MRR Ende März 2026 betrug ${mrr('de').display}.`, [mrr('de')])).toEqual([]);
  });

  it('flags a number no tool returned, and a count that is only a day of some date', () => {
    expect(check('Your MRR was €123,456.78 and will be €150,000.00.', [mrr('en')])).toEqual(['150,000.00']);
    expect(check('You have 31 unread notifications.', [mrr('en'), unread])).toEqual(['31']);
  });

  it('allows a figure rounded to fewer digits, not a different one', () => {
    expect(check('About €123,457 a month.', [mrr('en')])).toEqual([]);
    expect(check('About €124,000 a month.', [mrr('en')])).toEqual(['124,000']);
  });

  it('allows years, period names and numbers the question named', () => {
    expect(check('In Q1 2026 and H2 2025 nothing changed.', [])).toEqual([]);
    expect(check('Your top 10 customers hold it.', [], 'What share do our top 10 customers hold?')).toEqual(
      [],
    );
  });

  it('checks written dates against the days the tools returned', () => {
    for (const text of [
      'due on 15 April 2026',
      'due on April 15, 2026',
      'fällig am 15.04.2026',
      'due 2026-04-15',
    ])
      expect(check(text, [due])).toEqual([]);
    expect(check('due on 16 April 2026', [due])).toEqual(['16 April 2026']);
    expect(check('as of 26 November 2026', [])).toEqual([]);
    expect(check('from March 1 to 31 March 2026', [mrr('en')])).toEqual([]);
    expect(check('vom 1. März bis zum 31. März 2026', [mrr('de')])).toEqual([]);
    expect(check('from March 2 on', [mrr('en')])).toEqual(['March 2']);
  });
});

describe('citedFigures', () => {
  it('lists the figures the text states and leaves out the others', () => {
    const text = `Your MRR is ${mrr('en').display}; the next repayment is due on 15 April 2026.`;
    expect(citedFigures(text, [mrr('en'), due, unread]).map((f) => f.id)).toEqual(['mrr', 'due']);
  });
});

const language = fc.constantFrom<AssistantLanguage>('en', 'de');
const value: fc.Arbitrary<FigureValue> = fc.oneof(
  fc.record({
    kind: fc.constant('money' as const),
    minor: fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }),
    currency: fc.constantFrom('EUR', 'USD', 'GBP', 'CHF'),
  }),
  fc.record({ kind: fc.constant('count' as const), value: fc.integer({ min: 0, max: 1_000_000 }) }),
  fc.record({
    kind: fc.constant('percent' as const),
    value: fc.integer({ min: -10_000, max: 10_000 }).map((n) => n / 100),
  }),
  fc.record({
    kind: fc.constant('months' as const),
    value: fc.integer({ min: 0, max: 600 }).map((n) => n / 10),
  }),
);
const figures = (lang: AssistantLanguage) =>
  fc
    .array(value, { minLength: 1, maxLength: 5 })
    .map((values) => values.map((v, i) => figureOf(lang, `f${i}`, v)));

describe('number guard properties', () => {
  it('never flags a text that quotes only the displays of returned figures, and cites them all', () => {
    fc.assert(
      fc.property(
        language.chain((lang) => figures(lang).map((list) => [lang, list] as const)),
        ([, list]) => {
          const text = list
            .map((figure, i) => `Figure ${i ? 'and' : ''} ${figure.label}: ${figure.display}.`)
            .join(' ');
          expect(unbackedNumbers(text, evidenceOf(list, { question: '' }))).toEqual([]);
          expect(citedFigures(text, list)).toHaveLength(list.length);
        },
      ),
    );
  });

  it('always flags an amount that is no rounding of any returned figure', () => {
    fc.assert(
      fc.property(
        language.chain((lang) => figures(lang).map((list) => [lang, list] as const)),
        fc.integer({ min: 1_000, max: 99_999_999 }),
        ([lang, list], invented) => {
          const near = list.some((figure) => {
            const v = figure.value;
            const n = v.kind === 'money' ? v.minor / 100 : Number((v as { value: number }).value);
            return Math.abs(Math.abs(n) - invented) < 1 || Math.abs(Math.abs(n) - invented / 1000) < 1;
          });
          fc.pre(!near);
          const written = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB').format(invented);
          const text = `${list.map((figure) => figure.display).join(', ')} and ${written} more.`;
          expect(unbackedNumbers(text, evidenceOf(list, { question: '' }))).toContain(written);
        },
      ),
    );
  });
});
