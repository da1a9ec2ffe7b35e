import type { Figure } from '@tranche/contracts/assistant';
import { tradeLimit } from '@tranche/domain';
import { tradableAt } from '../analytics/analytics.service';
import { type LimitOfCurrency, limitOf } from '../marketplace/asset-selection';
import { marketplaceSettingsInForce } from '../marketplace-settings/marketplace-settings.service';
import type { AssistantContext } from './assistant-context';
import { byLanguage as label, makeFigure, moneyOf as money } from './assistant-figures';
import { limitHistory } from './trade-limit-history';

/**
 * The trade limit as the Trading screen computes it (`limitOf`: allowed percentage × face value of
 * the tradable subscriptions, less what is committed in assets), and why it moved: the same
 * computation a month ago, and the part of the change each input accounts for. The rating does not
 * enter the limit (it prices an asset, it does not bound how much may be sold).
 */

const TRADING = '/trading';
const OBSERVE = '/analytics/observe';

/** The figures of one limit: today's under the ids the answers have always used, earlier ones by day. */
function limitFigures(context: AssistantContext, limit: LimitOfCurrency, day: string | null) {
  const period = day ? { start: day, end: day } : null;
  const spec = (id: string, en: string, de: string, value: Figure['value']) =>
    makeFigure(context.language, {
      id: day ? `limit:${id}:${day}` : `limit:${id}`,
      label: day ? label(context, `${en} a month ago`, `${de} vor einem Monat`) : label(context, en, de),
      value,
      source: 'tradeLimit',
      link: TRADING,
      period,
    });
  return {
    limit: spec('limit', 'Trade limit', 'Handelslimit', money(context, limit.limitMinor)),
    percent: spec('percent', 'Allowed trade percentage', 'Erlaubter Handelsanteil', {
      kind: 'percent',
      value: limit.allowedTradePercent,
    }),
    face: spec(
      'face',
      'Tradable face value',
      'Handelbarer Nennwert',
      money(context, limit.tradableFaceMinor),
    ),
    committed: spec(
      'committed',
      'Already in assets',
      'Bereits in Assets',
      money(context, limit.committedMinor),
    ),
    remaining: spec(
      'remaining',
      'Remaining limit',
      'Verbleibendes Limit',
      money(context, limit.remainingMinor),
    ),
  };
}

export type LimitFigures = ReturnType<typeof limitFigures>;

/** Today's trade limit and its parts. */
export async function tradeLimitTool(context: AssistantContext): Promise<LimitFigures> {
  const { db } = context.container.database;
  const settings = await marketplaceSettingsInForce(db);
  const limit = await limitOf(db, context.caller.account, settings, context.currency, context.today);
  return limitFigures(context, limit, null);
}

export type LimitComponent = 'face' | 'percent' | 'committed';

/** One input of the limit that changed: its value then and now, and what that did to the limit left to use. */
export interface LimitDriver {
  component: LimitComponent;
  /** Minor units the change added to (positive) or took from (negative) the remaining limit. */
  effectMinor: number;
  /** The amount of the effect (never negative; the sentence says which way). */
  effect: Figure;
  before: Figure;
  now: Figure;
}

export interface LimitChange {
  monthAgo: string;
  before: LimitFigures;
  now: LimitFigures;
  /** The limit (percentage × tradable face value) is lower than a month ago. */
  limitLower: boolean;
  /** What remains of it after the assets already committed is lower than a month ago. */
  remainingLower: boolean;
  /** The inputs that changed: those that lowered the limit, largest first, then those that raised it. */
  drivers: LimitDriver[];
  /** False when the company's own percentage may have changed without a record of its old value. */
  percentOnRecord: boolean;
  tradableBefore: Figure;
  tradableNow: Figure;
}

/**
 * The limit a month ago and today, each by `limitOf` from the inputs of its day, and how much of
 * the change each input explains: the face value at the old percentage, then the percentage on
 * today's face value (the two add up to the limit's change to the cent), and the change of what is
 * committed in assets, which comes off what remains.
 */
export async function tradeLimitChangeTool(context: AssistantContext): Promise<LimitChange> {
  const { db } = context.container.database;
  const account = context.caller.account;
  const history = await limitHistory(db, account, context.currency, context.today);
  const { before, now } = history;
  const monthAgo = before.day;
  const settings = await marketplaceSettingsInForce(db);
  const [tradableThen, tradableToday] = await tradableAt(
    db,
    {
      accountId: account.id,
      currency: context.currency,
      tradeLengthMonths: settings.defaultContractLengthMonths,
      days: [monthAgo, context.today],
    },
    {},
  );
  const beforeFigures = limitFigures(context, before, monthAgo);
  const nowFigures = limitFigures(context, now, null);

  const atOldPercent = tradeLimit({
    allowedTradePercent: before.allowedTradePercent,
    tradableFaceMinor: now.tradableFaceMinor,
    committedFaceMinor: 0,
  }).limitMinor;
  const effects: Record<LimitComponent, number> = {
    face: atOldPercent - before.limitMinor,
    percent: now.limitMinor - atOldPercent,
    committed: before.committedMinor - now.committedMinor,
  };
  const effectLabels: Record<LimitComponent, [string, string]> = {
    face: [
      'Change of the limit from the tradable face value',
      'Änderung des Limits durch den handelbaren Nennwert',
    ],
    percent: [
      'Change of the limit from the allowed trade percentage',
      'Änderung des Limits durch den erlaubten Handelsanteil',
    ],
    committed: [
      'Change of the remaining limit from what is in assets',
      'Änderung des verbleibenden Limits durch die Beträge in Assets',
    ],
  };
  const drivers = (Object.keys(effects) as LimitComponent[])
    .filter((component) => effects[component] !== 0)
    .map(
      (component): LimitDriver => ({
        component,
        effectMinor: effects[component],
        effect: makeFigure(context.language, {
          id: `limit:change:${component}`,
          label: label(context, ...effectLabels[component]),
          value: money(context, Math.abs(effects[component])),
          source: 'tradeLimit',
          link: TRADING,
          period: { start: monthAgo, end: context.today },
        }),
        before: beforeFigures[component],
        now: nowFigures[component],
      }),
    )
    // What lowered the limit first, the largest first; then what raised it, the largest first.
    .sort(
      (a, b) =>
        Number(a.effectMinor > 0) - Number(b.effectMinor > 0) ||
        Math.abs(b.effectMinor) - Math.abs(a.effectMinor),
    );

  const tradable = (day: string, reading: { tradableMrr: number } | undefined, en: string, de: string) =>
    makeFigure(context.language, {
      id: `limit:tradableMrr:${day}`,
      label: label(context, en, de),
      value: money(context, reading?.tradableMrr ?? 0),
      source: 'tradeLimit',
      link: OBSERVE,
      period: { start: day, end: day },
    });
  return {
    monthAgo,
    before: beforeFigures,
    now: nowFigures,
    limitLower: now.limitMinor < before.limitMinor,
    remainingLower: now.remainingMinor < before.remainingMinor,
    drivers,
    percentOnRecord: history.percentOnRecord,
    tradableBefore: tradable(
      monthAgo,
      tradableThen,
      'Tradable MRR a month ago',
      'Handelbarer MRR vor einem Monat',
    ),
    tradableNow: tradable(context.today, tradableToday, 'Tradable MRR today', 'Handelbarer MRR heute'),
  };
}
