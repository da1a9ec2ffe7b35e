import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { CashKpisDto } from '@tranche/contracts';
import { KPI_DEFINITIONS } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FigureFormat } from '../../../components/figures/figure-format';
import { definitionIn } from '../../../components/kpi/definition-in';
import { KpiCard } from '../../../components/kpi/kpi-card';
import { CASH_PREVIEW, cashUnavailable } from '../lib/observe-kpis';

interface CashPreviewProps {
  cash: CashKpisDto;
  format: FigureFormat;
}

/**
 * The cash side of the company: liquidity, flows, burn and runway once a bank or accounting tool is
 * connected; until then the spec's 'Insufficient data for cashflow preview' and where to connect.
 */
export function CashPreview({ cash, format }: CashPreviewProps) {
  const { t, i18n } = useTranslation('analytics');
  if (cashUnavailable(cash)) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('cash.title')}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="gray" size={40} radius="md">
            <IconBuildingBank size={22} aria-hidden />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={3} fz="md" fw={650}>
              {t('cash.title')}
            </Title>
            <Text fw={500}>{t('cash.insufficient')}</Text>
            <Text size="sm" c="dimmed">
              {t('cash.connect')}
            </Text>
            <Anchor component={Link} to="/settings/integrations" size="sm">
              {t('cash.connectLink')}
            </Anchor>
          </Stack>
        </Group>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label={t('cash.title')}>
      <Title order={3} fz="md" fw={650}>
        {t('cash.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        {CASH_PREVIEW.map((id) => {
          const name = t(`kpi.${id}`, { ns: 'common' });
          return (
            <KpiCard
              key={id}
              name={name}
              definition={definitionIn(KPI_DEFINITIONS[id], i18n.language)}
              value={format.kpi(cash[id], KPI_DEFINITIONS[id].unit)}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
