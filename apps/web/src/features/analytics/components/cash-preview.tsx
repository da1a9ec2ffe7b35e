import { Anchor, Center, Group, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { CashKpisDto } from '@tranche/contracts';
import { KPI_DEFINITIONS } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FigureFormat } from '../../../components/figures/figure-format';
import figures from '../../../components/figures/figures.module.css';
import { definitionIn } from '../../../components/kpi/definition-in';
import { KpiDefinition } from '../../../components/kpi/kpi-definition';
import { CASH_PREVIEW, cashUnavailable } from '../lib/observe-kpis';

interface CashPreviewProps {
  cash: CashKpisDto;
  format: FigureFormat;
}

/** Until a bank or accounting tool is connected: the spec's message and where to connect one. */
function Insufficient() {
  const { t } = useTranslation('analytics');
  return (
    <Center h="100%" py="lg">
      <Stack gap={6} align="center" maw={360} ta="center">
        <ThemeIcon variant="light" color="gray" size={44} radius="xl">
          <IconBuildingBank size={22} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t('cash.insufficient')}</Text>
        <Text size="sm" c="dimmed">
          {t('cash.connect')}
        </Text>
        <Anchor component={Link} to="/settings/integrations" size="sm">
          {t('cash.connectLink')}
        </Anchor>
      </Stack>
    </Center>
  );
}

/** The cash side of the company: liquidity, flows, burn and runway, each with its definition. */
export function CashPreview({ cash, format }: CashPreviewProps) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('cash.title')} h="100%">
      <Stack gap="sm" h="100%">
        <Title order={3} fz="md" fw={650}>
          {t('cash.title')}
        </Title>
        {cashUnavailable(cash) ? (
          <Insufficient />
        ) : (
          <Table withRowBorders verticalSpacing="sm">
            <Table.Tbody>
              {CASH_PREVIEW.map((id) => {
                const name = t(`kpi.${id}`, { ns: 'common' });
                return (
                  <Table.Tr key={id}>
                    <Table.Th scope="row" fw={500}>
                      <Group gap={4} wrap="nowrap">
                        {name}
                        <KpiDefinition
                          name={name}
                          definition={definitionIn(KPI_DEFINITIONS[id], i18n.language)}
                        />
                      </Group>
                    </Table.Th>
                    <Table.Td className={figures.number} fw={600}>
                      {format.kpi(cash[id], KPI_DEFINITIONS[id].unit)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
