import { describe, expect, it } from 'vitest';
import { assertDiscountTable } from '../rating/grades';
import { assertRatingSettings } from '../rating/rating-settings';
import { DEFAULT_MARKETPLACE_SETTINGS, marketplaceSettingsSchema } from './marketplace-settings';

describe('marketplace settings', () => {
  it('accepts the documented defaults, whose weights add up to 100', () => {
    expect(marketplaceSettingsSchema.parse(DEFAULT_MARKETPLACE_SETTINGS)).toEqual(
      DEFAULT_MARKETPLACE_SETTINGS,
    );
    expect(assertRatingSettings(DEFAULT_MARKETPLACE_SETTINGS.rating)).toBe(
      DEFAULT_MARKETPLACE_SETTINGS.rating,
    );
    expect(assertDiscountTable(DEFAULT_MARKETPLACE_SETTINGS.discounts)).toBe(
      DEFAULT_MARKETPLACE_SETTINGS.discounts,
    );
    const weights = Object.values(DEFAULT_MARKETPLACE_SETTINGS.rating.factors).reduce(
      (sum, rule) => sum + rule.weight,
      0,
    );
    expect(weights).toBe(100);
  });

  it('refuses settings that would make the rules incoherent', () => {
    const { rating, discounts } = DEFAULT_MARKETPLACE_SETTINGS;
    const paths = (value: unknown) =>
      marketplaceSettingsSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths({ ...DEFAULT_MARKETPLACE_SETTINGS, discounts: { ...discounts, C: 600 } })).toEqual([
      'discounts.C',
    ]);
    expect(
      paths({
        ...DEFAULT_MARKETPLACE_SETTINGS,
        rating: { ...rating, gradeFloors: { A: 60, B: 65, C: 50, D: 35 } },
      }),
    ).toEqual(['rating.gradeFloors']);
    const growth = { ...rating.factors.growth, bands: [...rating.factors.growth.bands].reverse() };
    expect(
      paths({
        ...DEFAULT_MARKETPLACE_SETTINGS,
        rating: { ...rating, factors: { ...rating.factors, growth } },
      }),
    ).toEqual(['rating.factors.growth.bands']);
    expect(paths({ ...DEFAULT_MARKETPLACE_SETTINGS, feeBps: 1.5 })).toEqual(['feeBps']);
  });
});
