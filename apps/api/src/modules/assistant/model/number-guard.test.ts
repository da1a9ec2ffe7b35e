import type { AssistantLanguage, Figure, FigureValue } from '@tranche/contracts/assistant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFigure } from '../assistant-figures';
import { citedFigures, evidenceOf, figureNumbers, unbackedNumbers } from './number-guard';

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

describe('numbers written in words', () => {
  const count = (value: number) => figureOf('en', `count${value}`, { kind: 'count', value });
  const eur = (minor: number) => figureOf('en', `eur${minor}`, { kind: 'money', minor, currency: 'EUR' });
  const percent = (value: number) => figureOf('en', `percent${value}`, { kind: 'percent', value });
  const months = (value: number) => figureOf('en', `months${value}`, { kind: 'months', value });

  it('reads English and German number words to their value and checks them like digits', () => {
    const cases: [string, Figure[]][] = [
      ['You have seven unread notifications.', [unread]],
      ['Sie haben sieben ungelesene Benachrichtigungen.', [unread]],
      ['Three customers churned.', [count(3)]],
      ['Drei Kunden sind abgewandert.', [count(3)]],
      ['It lasts twelve months.', [months(12)]],
      ['Die Liquidität reicht zwölf Monate.', [months(12)]],
      ['twenty-one subscriptions, twenty one in all', [count(21)]],
      ['einundzwanzig Abonnements', [count(21)]],
      ['a hundred customers', [count(100)]],
      ['hundert Kunden, einhundert Kunden', [count(100)]],
      ['one hundred and five customers', [count(105)]],
      ['zweihundertfünfzig Kunden', [count(250)]],
      ['two thousand euros', [eur(2_000_00)]],
      ['zweitausendfünfhundert Euro', [eur(2_500_00)]],
      ['one million euros, a million euros', [eur(1_000_000_00)]],
      ['eine Million Euro', [eur(1_000_000_00)]],
      ['zwei Millionen dreihunderttausend Euro', [eur(2_300_000_00)]],
      ['a dozen customers, ein Dutzend Kunden', [count(12)]],
      ['eighty percent, achtzig Prozent', [percent(80)]],
      ['zero overdue repayments, null überfällige Rückzahlungen', [count(0)]],
    ];
    for (const [text, figures] of cases) expect(check(text, figures), text).toEqual([]);
  });

  it('flags number words no tool returned, in English and German', () => {
    expect(check('You have eight unread notifications.', [unread])).toEqual(['eight']);
    expect(check('Sie haben acht ungelesene Benachrichtigungen.', [unread])).toEqual(['acht']);
    expect(check('Twenty-two subscriptions are tradable.', [count(21)])).toEqual(['Twenty-two']);
    expect(check('zweiundzwanzig Abonnements', [count(21)])).toEqual(['zweiundzwanzig']);
    expect(check('Your cash lasts zwölf Monate.', [months(11)])).toEqual(['zwölf']);
    expect(check('Next month it will be two million euros.', [mrr('en')])).toEqual(['two million']);
    expect(check('Nächsten Monat sind es eine Million Euro.', [mrr('de')])).toEqual(['eine Million']);
    expect(check('a hundred and one customers', [count(100)])).toEqual(['a hundred and one']);
    expect(check('ein Dutzend Kunden, zwei Dutzend Tarife', [count(11)])).toEqual([
      'ein Dutzend',
      'zwei Dutzend',
    ]);
    // "eins" is never an article: it counts.
    expect(check('Die Quote ist eins.', [])).toEqual(['eins']);
  });

  it('reads words as exact, as "2,000" is; only written decimals allow a rounding', () => {
    expect(check('about two thousand euros', [eur(1_987_34)])).toEqual(['two thousand']);
    expect(check('two and a half months, zweieinhalb Monate', [months(2.5)])).toEqual([]);
    expect(check('zweieinhalb Monate', [months(2.6)])).toEqual(['zweieinhalb']);
    expect(check('two and a half million euros', [eur(2_512_345_00)])).toEqual([]);
    expect(check('two and a half million euros', [eur(2_600_000_00)])).toEqual(['two and a half million']);
  });

  it('reads digits with a scale word or suffix at their scale', () => {
    const big = eur(1_234_567_89);
    expect(check('€1.2 million, 1,2 Mio. €, €1.23m', [big])).toEqual([]);
    expect(check('€1.3 million', [big])).toEqual(['1.3 million']);
    // A whole number of millions is exact, as "1,000,000" is.
    expect(check('€1 million', [big])).toEqual(['1 million']);
    // A 3 that a tool returned does not back "3 Mio.".
    expect(check('3 Mio. Euro und 3k', [count(3)])).toEqual(['3 Mio', '3k']);
  });

  it('does not read articles, pronouns, vague plurals and ordinals as numbers', () => {
    for (const text of [
      'One of your connections expires; that one is due. No one else.',
      'Vor einem Monat war es ein anderer Wert; eine Rückzahlung, einer von vielen, eines Tages.',
      'A month ago, an asset was on the market.',
      'The first repayment, the second quarter, your third asset.',
      'Die erste Rate, das zweite Quartal, im dritten Monat.',
      'Hundreds of customers, thousands of euros, dozens of plans.',
      'Hunderte Kunden, Tausende Euro, Millionen Nutzer, Dutzende Tarife.',
      'Someone often has money; the tone is done. Jahrhundert, Einnahmen, einzelne.',
      'This is a one-off.',
    ])
      expect(check(text, []), text).toEqual([]);
  });

  it('checks a date written with an ordinal word like a date in digits', () => {
    const march = mrr('en');
    expect(check('from the first of March to 31 March 2026', [march])).toEqual([]);
    expect(check('vom ersten März bis zum einunddreißigsten März 2026', [mrr('de')])).toEqual([]);
    expect(check('due on April the fifteenth, 2026', [due])).toEqual([]);
    expect(check('from the second of March on', [march])).toEqual(['second of March']);
    expect(check('ab dem zweiten März', [mrr('de')])).toEqual(['zweiten März']);
    expect(check('You may first check the second quarter.', [])).toEqual([]);
  });

  it('cites the figures a text states in words', () => {
    expect(
      citedFigures('You have seven unread notifications.', [mrr('en'), unread]).map((f) => f.id),
    ).toEqual(['unread']);
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
          // A figure stands for its value and for each way its display reads: "999,500" may also be
          // German for 999.5, which "1,000" rounds. Near any of those, the amount is no invention.
          const near = list
            .flatMap((figure) => figureNumbers(figure, false))
            .some((n) => Math.abs(Math.abs(n) - invented) < 1 || Math.abs(Math.abs(n) - invented / 1000) < 1);
          fc.pre(!near);
          const written = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB').format(invented);
          const text = `${list.map((figure) => figure.display).join(', ')} and ${written} more.`;
          expect(unbackedNumbers(text, evidenceOf(list, { question: '' }))).toContain(written);
        },
      ),
    );
  });
});

/** A whole number below a million in words, as a writer of the language spells it. */
function inWords(n: number, lang: AssistantLanguage): string {
  const EN =
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
      ' ',
    );
  const EN_TENS = ',,twenty,thirty,forty,fifty,sixty,seventy,eighty,ninety'.split(',');
  const DE =
    'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn'.split(
      ' ',
    );
  const DE_TENS = ',,zwanzig,dreißig,vierzig,fünfzig,sechzig,siebzig,achtzig,neunzig'.split(',');
  const en100 = (x: number) =>
    x < 20 ? EN[x]! : `${EN_TENS[Math.floor(x / 10)]}${x % 10 ? `-${EN[x % 10]}` : ''}`;
  const en1000 = (x: number) => {
    const [h, r] = [Math.floor(x / 100), x % 100];
    if (!h) return en100(r);
    return r ? `${EN[h]} hundred and ${en100(r)}` : `${EN[h]} hundred`;
  };
  // "ein" inside a number ("einundzwanzig", "eintausend"), "eins" at its end ("hunderteins").
  const unit = (x: number) => (x === 1 ? 'ein' : DE[x]!);
  const de100 = (x: number, end: boolean) =>
    x < 20
      ? x === 1 && !end
        ? 'ein'
        : DE[x]!
      : `${x % 10 ? `${unit(x % 10)}und` : ''}${DE_TENS[Math.floor(x / 10)]}`;
  const de1000 = (x: number, end: boolean) => {
    const [h, r] = [Math.floor(x / 100), x % 100];
    return `${h ? `${unit(h)}hundert` : ''}${r ? de100(r, end) : ''}`;
  };
  if (n === 0) return lang === 'de' ? 'null' : 'zero';
  const [thousands, rest] = [Math.floor(n / 1000), n % 1000];
  if (lang === 'de')
    return `${thousands ? `${de1000(thousands, false)}tausend` : ''}${rest ? de1000(rest, true) : ''}`;
  if (!thousands) return en1000(rest);
  const head = `${en1000(thousands)} thousand`;
  return rest === 0 ? head : rest < 100 ? `${head} and ${en100(rest)}` : `${head} ${en1000(rest)}`;
}

describe('number words, properties', () => {
  const number = fc.integer({ min: 0, max: 999_999 });
  const counted = (lang: AssistantLanguage, value: number) => figureOf(lang, 'n', { kind: 'count', value });

  it('never flags a whole number below a million written in words when a tool returned it', () => {
    fc.assert(
      fc.property(language, number, (lang, value) => {
        const words = inWords(value, lang);
        const figure = counted(lang, value);
        const text = `We count ${words} of them.`;
        expect(unbackedNumbers(text, evidenceOf([figure], { question: '' }))).toEqual([]);
        // "one" alone is not read (a pronoun as often as a count), so it cites nothing.
        if (!(lang === 'en' && value === 1)) expect(citedFigures(text, [figure])).toEqual([figure]);
      }),
    );
  });

  it('always flags a whole number below a million written in words that no tool returned', () => {
    fc.assert(
      fc.property(language, number, number, (lang, value, invented) => {
        fc.pre(invented !== value && !(lang === 'en' && invented === 1));
        const words = inWords(invented, lang);
        const text = `We count ${words} of them.`;
        expect(unbackedNumbers(text, evidenceOf([counted(lang, value)], { question: '' }))).toEqual([words]);
      }),
    );
  });
});
