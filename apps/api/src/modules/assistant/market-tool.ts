import type { Figure } from '@tranche/contracts/assistant';
import { type Currency, convertMinor, isCurrency } from '@tranche/domain';
import { loadRateTable } from '../currency-exchange/exchange-rates.service';
import { companyAlias } from '../marketplace/assets.service';
import { listOpenAssets, openAssetsByCurrency } from '../marketplace/marketplace.repo';
import type { AssistantContext } from './assistant-context';
import { makeFigure } from './assistant-figures';

/** How many of the best-rated open assets an answer names. */
export const MARKET_BEST = 3;

const TRADING = '/trading';

export interface MarketAsset {
  /** The company as the market list shows it to investors ("Company 1A2B"), never its name. */
  alias: string;
  grade: Figure;
  guidePrice: Figure;
  term: Figure;
}

export interface MarketReading {
  count: Figure;
  /** The open assets' guide prices added up in the caller's currency (each currency converted). */
  total: Figure;
  /** Some guide prices were in another currency than the caller's. */
  converted: boolean;
  /** The best-rated open assets, as the market list sorted by grade shows them first. */
  best: MarketAsset[];
}

/**
 * The investor's market: what the Trading screen's market list shows, summed up — how many assets
 * are open, their guide prices in the caller's currency (converted at the ECB reference rate of
 * the day, never added across currencies as they are), and the best-rated few with their grade,
 * guide price and term. Only what the list shows an investor: the company's alias, never its name.
 */
export async function marketTool(context: AssistantContext): Promise<MarketReading> {
  const { db } = context.container.database;
  const groups = await openAssetsByCurrency(db);
  const converted = groups.some((group) => group.currency !== context.currency);
  const table = converted ? await loadRateTable(db) : null;
  let totalMinor = 0;
  for (const group of groups) {
    const sum = Number(group.guide);
    if (group.currency === context.currency) totalMinor += sum;
    else if (table && isCurrency(group.currency))
      totalMinor += convertMinor(sum, group.currency, context.currency, context.today, table);
    else throw new Error(`An open asset is in an unknown currency: ${group.currency}`);
  }
  const count = groups.reduce((sum, group) => sum + Number(group.count), 0);
  const de = context.language === 'de';
  const figure = (spec: { id: string; label: string; value: Figure['value'] }) =>
    makeFigure(context.language, { ...spec, source: 'market', link: TRADING });
  const rows = await listOpenAssets(db, {
    sort: 'grade',
    direction: 'asc',
    page: 1,
    size: MARKET_BEST,
  });
  return {
    count: figure({
      id: 'market:open',
      label: de ? 'Assets auf dem Marktplatz' : 'Assets on the market',
      value: { kind: 'count', value: count },
    }),
    total: figure({
      id: 'market:guidePrice',
      label: de ? 'Richtpreise der Assets auf dem Marktplatz' : 'Guide prices of the assets on the market',
      value: { kind: 'money', minor: totalMinor, currency: context.currency },
    }),
    converted,
    best: rows.map((row) => {
      const alias = companyAlias(row.accountId);
      const spec = (part: string, en: string, german: string, value: Figure['value']) =>
        figure({ id: `market:asset:${row.id}:${part}`, label: `${alias} · ${de ? german : en}`, value });
      return {
        alias,
        grade: spec('grade', 'grade', 'Rating', { kind: 'grade', value: row.grade }),
        guidePrice: spec('guidePrice', 'guide price', 'Richtpreis', {
          kind: 'money',
          minor: row.guidePriceMinor,
          currency: row.currency as Currency,
        }),
        term: spec('term', 'term', 'Laufzeit', { kind: 'months', value: row.contractLengthMonths }),
      };
    }),
  };
}
