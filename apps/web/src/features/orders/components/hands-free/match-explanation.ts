import type { MatchExplanationDto } from '@tranche/contracts';
import type { Currency } from '@tranche/domain';
import type { TFunction } from 'i18next';

/**
 * Why an automatic bid was placed, in words: each rule of the strategy beside the asset's value
 * ("Matched: ARR 1,200,000 within 1,000,000–5,000,000, run rate 100,000 ≥ 50,000, category J, grade B ≤ C").
 */
export function matchExplanationText(
  t: TFunction<'orders'>,
  money: (minor: number, currency: Currency) => string,
  explanation: MatchExplanationDto,
): string {
  const currency = explanation.currency.value;
  const m = (minor: number) => money(minor, currency);
  const { arr, runRate, category, grade } = explanation;
  const parts = [
    arr.max === null
      ? t('handsFree.explanation.arrAtLeast', { value: m(arr.value), min: m(arr.min) })
      : t('handsFree.explanation.arrWithin', { value: m(arr.value), min: m(arr.min), max: m(arr.max) }),
    t('handsFree.explanation.runRate', { value: m(runRate.value), min: m(runRate.min) }),
    category.wanted === null
      ? t('handsFree.explanation.anyCategory')
      : t('handsFree.explanation.category', { category: t(`handsFree.categories.${category.wanted}`) }),
    t('handsFree.explanation.grade', { grade: grade.value, worst: grade.worst }),
  ];
  return t('handsFree.explanation.matched', { rules: parts.join(', ') });
}
