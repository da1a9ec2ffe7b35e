import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { RatingDto } from '@tranche/contracts/marketplace';
import { type Currency, formatMoney } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import figures from '../figures/figures.module.css';

/** What a scorecard shows; investors get `overridden` instead of the operator's reason. */
export type ScorecardRating = Pick<
  RatingDto,
  'grade' | 'computedGrade' | 'score' | 'confidence' | 'discountBps' | 'factors' | 'missingData'
> & { override?: RatingDto['override']; overridden?: boolean };

type Factor = RatingDto['factors'][number];

const PERCENT_FACTORS = new Set([
  'growth',
  'grossMrrChurn',
  'netMrrChurn',
  'netRevenueRetention',
  'concentration',
  'paymentReliability',
]);

/**
 * The credit rating with every factor, so that no number is a black box: the grade and what it costs in
 * discount, the score and the confidence, and per factor its value, points, weight and effect on
 * the price; a factor without data says so and what would supply it.
 */
export function RatingScorecard({ rating }: { rating: ScorecardRating }) {
  const { t, i18n } = useTranslation('rating');
  const number = (value: number, digits = 2) =>
    value.toLocaleString(i18n.language, { minimumFractionDigits: 0, maximumFractionDigits: digits });
  const percent = (bps: number) =>
    `${(bps / 100).toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
  const shownValue = (factor: Factor): string => {
    if (factor.outcome.kind === 'unlimited') return t('unlimited');
    if (factor.value === null) return '–';
    if (PERCENT_FACTORS.has(factor.factor)) return `${number(factor.value)} %`;
    if (factor.factor === 'bookAge' || factor.factor === 'runway')
      return t('months', { count: Math.round(factor.value) });
    if (factor.factor === 'size')
      return formatMoney(Math.round(factor.value), 'EUR' as Currency, i18n.language);
    return number(factor.value);
  };
  const overridden = rating.overridden || (rating.override !== null && rating.override !== undefined);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Badge size="lg" variant="light">
          {t('grade', { grade: rating.grade })}
        </Badge>
        <Text size="sm" className={figures.figure}>
          {t('summary', {
            score: number(rating.score),
            confidence: number(rating.confidence),
            discount: percent(rating.discountBps),
          })}
        </Text>
      </Group>
      {overridden && (
        <Text size="sm" c="orange.9">
          {rating.override
            ? t('override', { computed: rating.computedGrade, reason: rating.override.reason })
            : t('overridden', { computed: rating.computedGrade })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={4} withTableBorder aria-label={t('caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('factor')}</Table.Th>
              <Table.Th ta="right">{t('value')}</Table.Th>
              <Table.Th ta="right">{t('points')}</Table.Th>
              <Table.Th ta="right">{t('weight')}</Table.Th>
              <Table.Th ta="right">{t('effect')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rating.factors
              .filter((factor) => factor.weight > 0)
              .map((factor) => (
                <Table.Tr key={factor.factor}>
                  <Table.Th scope="row" fw={500}>
                    {t(`factors.${factor.factor}`)}
                    {factor.missing && (
                      <Text size="xs" c="dimmed" fw={400}>
                        {t(`missing.${factor.needs ?? 'SUBSCRIPTIONS'}`)}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td ta="right" className={figures.figure}>
                    {shownValue(factor)}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {factor.points}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {factor.weight}
                  </Table.Td>
                  <Table.Td ta="right" className={figures.figure}>
                    {factor.discountEffectBps === 0 ? '–' : `+${percent(factor.discountEffectBps)}`}
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('explain')}
      </Text>
    </Stack>
  );
}
