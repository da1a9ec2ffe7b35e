import type { IsoDate } from '../dates/calendar';
import {
  lastMonthPeriod,
  MONTH_WORDS,
  periodsIn,
  previousPeriod,
  type QuestionPeriod,
  todayPeriod,
} from './question-periods';

/**
 * The figures the offline assistant reads by name. Stocks are read on a day, flows summed over a
 * period (kpi-definitions); the MRR movements are flows in money.
 */
export const ASSISTANT_KPIS = {
  mrr: 'stock',
  arr: 'stock',
  qrr: 'stock',
  customers: 'stock',
  activeSubscriptions: 'stock',
  tradableSubscriptions: 'stock',
  netNewMrr: 'flow',
  newMrr: 'flow',
  expansionMrr: 'flow',
  contractionMrr: 'flow',
  churnedMrr: 'flow',
  reactivationMrr: 'flow',
  mrrGrowth: 'flow',
  customerChurnRate: 'flow',
  mrrChurnRateGross: 'flow',
  mrrChurnRateNet: 'flow',
  arpa: 'stock',
  asp: 'flow',
  acv: 'stock',
  ltv: 'stock',
  quickRatio: 'flow',
  cashLiquidity: 'stock',
  monthlyInflow: 'stock',
  monthlyOutflow: 'stock',
  monthlyBurn: 'stock',
  runway: 'stock',
  debtToAsset: 'stock',
  grossMargin: 'stock',
} as const;
export type AssistantKpi = keyof typeof ASSISTANT_KPIS;

/**
 * Words for each figure in English and German, most specific first: "net new MRR" must win over
 * "MRR", "MRR churn rate" over "churn". Matched on lower-cased text with word boundaries.
 */
const KPI_WORDS: readonly [AssistantKpi, RegExp][] = [
  ['netNewMrr', /net[- ]new[- ]mrr|net new (recurring )?revenue|netto[- ]?neu[- ]?(mrr|umsatz)|net new\b/],
  ['mrrChurnRateNet', /net (mrr|revenue) churn|netto[- ]?(mrr[- ]?)?(churn|abwanderung)/],
  [
    'mrrChurnRateGross',
    /(gross )?(mrr|revenue) churn rate|brutto[- ]?(mrr[- ]?)?(churn|abwanderung)|mrr[- ]churn[- ]?rate|umsatzabwanderungsrate/,
  ],
  [
    'churnedMrr',
    /churned mrr|mrr (lost to|from) churn|lost mrr|abgewanderte[rn]? mrr|verlorene[rn]? mrr|churn[- ]mrr/,
  ],
  ['newMrr', /\bnew mrr|neue[rn]? mrr|neu[- ]mrr|mrr from new customers/],
  ['expansionMrr', /expansion( mrr)?|upsell|erweiterungs?[- ]?mrr/],
  ['contractionMrr', /contraction( mrr)?|downgrade|kontraktion/],
  ['reactivationMrr', /reactivation( mrr)?|reaktivierung/],
  ['mrrGrowth', /mrr growth|growth rate|grow(th)?\b|wachstum|gewachsen/],
  [
    'customerChurnRate',
    /customer churn|churn rate|churn(ed|s)?\b|kundenabwanderung|abwanderungsrate|abwanderung|kündigungsrate/,
  ],
  ['quickRatio', /quick ratio|saas quick/],
  ['ltv', /\bltv\b|lifetime value|customer lifetime|kundenwert|lebenszeitwert/],
  ['arpa', /\barpa\b|\barpu\b|average revenue per (account|customer|user)|umsatz (pro|je) kunde/],
  ['asp', /\basp\b|average (selling|sales) price|durchschnittliche[rn]? verkaufspreis/],
  ['acv', /\bacv\b|annual contract value|jährliche[rn]? vertragswert/],
  ['arr', /\barr\b|annual recurring|annual revenue|jährlich wiederkehrende|jahresumsatz/],
  ['qrr', /\bqrr\b|quarterly recurring|quartalsweise wiederkehrende/],
  [
    'mrr',
    /\bmrr\b|monthly recurring|recurring revenue|monatlich wiederkehrende|wiederkehrende[rn]? umsatz|monatsumsatz/,
  ],
  ['tradableSubscriptions', /tradable|tradeable|handelbare/],
  ['activeSubscriptions', /subscriptions|abonnements|\babos?\b|verträge/],
  ['customers', /customers|clients\b|kunden|kundenzahl|kundenanzahl/],
  ['runway', /runway|reichweite|how long (will|does) (our |my )?(cash|money)|wie lange reicht/],
  ['monthlyBurn', /burn( rate)?|cash burn|verbrennen|verbrauch/],
  ['monthlyInflow', /inflow|money (coming )?in\b|einzahlungen|zuflüsse|zufluss/],
  ['monthlyOutflow', /outflow|spend(ing)?\b|money (going )?out|auszahlungen|abflüsse|ausgaben/],
  ['cashLiquidity', /\bcash\b|liquidity|bank balance|liquidität|kontostand|kassenbestand|barmittel/],
  ['debtToAsset', /debt[- ]to[- ]asset|verschuldung|fremdkapital/],
  ['grossMargin', /gross margin|bruttomarge|rohertrag|bruttogewinnmarge/],
];

export type AssistantIntent =
  | { kind: 'kpi'; kpi: AssistantKpi; period: QuestionPeriod; compareTo: QuestionPeriod | null }
  | { kind: 'rating'; weakest: boolean }
  | { kind: 'tradeLimit'; why: boolean }
  | { kind: 'forecast'; metric: 'mrr' | 'customers' | 'cash' | 'collections' }
  | { kind: 'nextPayment' }
  | { kind: 'unpaidPayments' }
  | { kind: 'expiringIntegrations' }
  | { kind: 'notifications' }
  | { kind: 'portfolio' }
  | { kind: 'market' }
  | { kind: 'otherCompany'; name: string }
  | { kind: 'unknown' };

export interface QuestionContext {
  today: IsoDate;
  /** The caller's company name: naming it is not asking about another company. */
  ownCompanyName: string;
  /** German capitalises every noun, so there only a legal form ("Acme GmbH") marks a company. */
  language: 'en' | 'de';
}

const LEGAL_FORM =
  /\b(gmbh|ag|se|kg|ug|ltd|limited|inc|llc|plc|corp|co|sa|sas|bv|nv|oy|ab|as|s\.?r\.?o|sp\.? z o\.?o)\.?$/i;

const has = (text: string, pattern: RegExp) => pattern.test(text);

const COMPARISON =
  /compar|\bvs\.?\b|versus|than\b|change[ds]? (from|since|over)|differen|im vergleich|gegenüber|verglichen|als im|als letzte|unterschied|verändert|veränderung/;

/** Names that follow "of"/"von" but are not companies: periods, figures, generic words. */
const NOT_A_COMPANY =
  /^(the|our|my|this|last|next|q[1-4]|unser\w*|mein\w*|dies\w*|letzt\w*|nächst\w*|heute|today|\d+|mrr|arr|customers?|kunden|ihr\w*|your|tranche|stripe|chargebee|xero|zoho|codat|apideck|sumup|gocardless|nordigen|paddle|recurly|sumsub|settings|einstellungen|analytics|analysen)$/i;

/**
 * A question about another company's figures: "MRR of Beta Cloud", "Umsatz von Acme GmbH",
 * "our competitors' churn", or an explicit company id. Matched on the original casing, since
 * company names are capitalised; the caller's own name is allowed.
 */
function otherCompanyIn(question: string, own: string, language: 'en' | 'de'): string | null {
  if (
    /competitor|other compan|another compan|wettbewerber|konkurren|andere[rnsm]? (firma|unternehmen|kunde)/i.test(
      question,
    )
  )
    return 'another company';
  if (/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i.test(question))
    return 'another company';
  const ownWords = own.toLowerCase();
  for (const match of question.matchAll(
    /\b(?:of|for|at|from|von|für|bei|der|des)\s+((?:[A-Z][\w&.'-]*\s?){1,4})/g,
  )) {
    const name = (match[1] ?? '').trim().replace(/['’]s$/, '');
    const first = name.split(/\s+/)[0] ?? '';
    if (!name || NOT_A_COMPANY.test(first) || MONTH_WORDS.has(first.toLowerCase())) continue;
    if (ownWords.includes(name.toLowerCase()) || name.toLowerCase().includes(ownWords)) continue;
    if (KPI_WORDS.some(([, pattern]) => pattern.test(name.toLowerCase()))) continue;
    if (language === 'de' && !LEGAL_FORM.test(name)) continue;
    return name;
  }
  return null;
}

const strip = ({ at: _at, ...period }: QuestionPeriod & { at: number }): QuestionPeriod => period;
const samePeriod = (a: QuestionPeriod, b: QuestionPeriod) => a.start === b.start && a.end === b.end;

function kpiIntent(kpi: AssistantKpi, text: string, today: IsoDate): AssistantIntent {
  const periods = periodsIn(text, today);
  const flow = ASSISTANT_KPIS[kpi] === 'flow';
  const comparison = text.search(COMPARISON);
  const [first, second] = periods;
  // "How has our MRR changed compared to last month?": a stock's one period after the comparison
  // word is what today is compared with.
  if (!flow && first && !second && comparison >= 0 && comparison < first.at && !first.instant)
    return { kind: 'kpi', kpi, period: todayPeriod(today), compareTo: strip(first) };
  let period = first ? strip(first) : flow ? lastMonthPeriod(today) : todayPeriod(today);
  if (flow && period.instant) period = lastMonthPeriod(today);
  let compareTo: QuestionPeriod | null = null;
  if (second) compareTo = strip(second);
  else if (comparison >= 0) compareTo = period.instant ? lastMonthPeriod(today) : previousPeriod(period);
  // "last quarter compared with the previous quarter" names the same quarter twice, relative to today.
  if (compareTo && samePeriod(compareTo, period)) compareTo = previousPeriod(period);
  return { kind: 'kpi', kpi, period, compareTo };
}

/**
 * Questions no tool answers even when they name a figure: names, rankings and lists of customers,
 * advice, what-ifs. Better an honest "I can't" than a count of customers for "who is our biggest
 * customer?".
 */
const UNSUPPORTED =
  /\b(who|whom|which (customer|client|subscription|plan)s?|biggest|largest|smallest|top \d+|names?|list all|should (we|i)|what if|poem|joke|weather)\b|\b(wer|wem|welche[rnms]? (kunde|kunden|abonnement|abonnements|tarif)|größte[rnms]?|kleinste[rnms]?|top \d+|namen|sollten wir|soll ich|was wäre, wenn|was wäre wenn|gedicht|witz|wetter)\b/;

/** What a question asks, in English or German; `unknown` when no rule understands it. */
export function intentOf(question: string, context: QuestionContext): AssistantIntent {
  const other = otherCompanyIn(question, context.ownCompanyName, context.language);
  if (other) return { kind: 'otherCompany', name: other };
  const text = question.toLowerCase();
  if (has(text, UNSUPPORTED)) return { kind: 'unknown' };
  if (has(text, /trade limit|trading limit|handelslimit|limit\b/))
    return {
      kind: 'tradeLimit',
      why: has(text, /why|warum|wieso|weshalb|lower|higher|niedriger|höher|gesunken|gestiegen/),
    };
  if (has(text, /rating|grade|credit score|score\b|bonität|note\b|bewertung|weakest factor|schwächste/))
    return {
      kind: 'rating',
      weakest: has(text, /weak|improve|factor|lowest|worst|schwäch|verbesser|faktor/),
    };
  if (
    has(
      text,
      /unpaid|overdue|outstanding payment|late payment|unbezahlt|überfällig|offene zahlung|ausstehend/,
    )
  )
    return { kind: 'unpaidPayments' };
  if (
    has(
      text,
      /next (re)?payment|payment due|repayment|next instal|when .*(pay|due)|nächste (rück)?zahlung|rückzahlung|fällig|rate fällig/,
    )
  )
    return { kind: 'nextPayment' };
  if (
    has(
      text,
      /forecast|predict|projection|run(s)? out|ausgeh|aufgebraucht|expect(ed)? .*next|next (month|quarter).*(mrr|revenue|customers|cash)|prognose|vorhersage|erwart/,
    )
  ) {
    if (has(text, /cash|liquidit|kontostand|geld/)) return { kind: 'forecast', metric: 'cash' };
    if (has(text, /customer|kunden/)) return { kind: 'forecast', metric: 'customers' };
    if (has(text, /collect|eingänge|einnahmen|zahlungseing/))
      return { kind: 'forecast', metric: 'collections' };
    return { kind: 'forecast', metric: 'mrr' };
  }
  if (has(text, /expir|integration|connection|consent|abgelaufen|läuft ab|ablauf|verbindung|anbindung/))
    return { kind: 'expiringIntegrations' };
  if (has(text, /notification|unread|benachrichtigung|ungelesen|mitteilung/))
    return { kind: 'notifications' };
  if (has(text, /portfolio|invested|my investments|return|irr\b|rendite|investiert|meine investitionen/))
    return { kind: 'portfolio' };
  if (has(text, /market|assets? (for sale|on offer|available)|marktplatz|angebote|verfügbare assets/))
    return { kind: 'market' };
  for (const [kpi, pattern] of KPI_WORDS) if (has(text, pattern)) return kpiIntent(kpi, text, context.today);
  return { kind: 'unknown' };
}
