import '@mantine/charts/styles.css';
import {
  Box,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYBOARD_SCROLL } from '../keyboard-scroll';
import { KpiDefinition } from '../kpi/kpi-definition';
import { SeriesTable, type SeriesTableData } from './series-table';

export const CHART_HEIGHT = 240;

interface ChartCardProps {
  title: string;
  /** What the chart shows, in one line under its title. */
  subtitle?: string;
  /** The definition of the KPI the chart shows, behind an info button. */
  definition?: string;
  /** The chart's numbers: shown as a table on request, and always there for screen readers. */
  table: SeriesTableData;
  /** The chart itself; it is decoration for assistive technology, which reads the table. */
  children: ReactNode;
  /** What the numbers mean, under the chart (read by everybody). */
  footer?: ReactNode;
}

type View = 'chart' | 'table';

/**
 * A titled chart with its table view. In chart view the table is visually hidden, so screen reader
 * users get the numbers without asking; the switch shows the same table to everybody.
 */
export function ChartCard({ title, subtitle, definition, table, children, footer }: ChartCardProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('chart');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Group gap={4} wrap="nowrap">
              <Title order={3} fz="md" fw={650}>
                {title}
              </Title>
              {definition && <KpiDefinition name={title} definition={definition} />}
            </Group>
            {subtitle && (
              <Text size="xs" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
          <SegmentedControl
            size="xs"
            aria-label={t('figures.view', { title })}
            value={view}
            onChange={(value) => setView(value as View)}
            data={[
              { value: 'chart', label: t('figures.chart') },
              { value: 'table', label: t('figures.table') },
            ]}
          />
        </Group>
        {view === 'chart' ? (
          <>
            <Box aria-hidden h={CHART_HEIGHT}>
              {children}
            </Box>
            <VisuallyHidden>
              <SeriesTable caption={title} {...table} />
            </VisuallyHidden>
          </>
        ) : (
          <ScrollArea.Autosize mah={CHART_HEIGHT + 40} type="auto" {...KEYBOARD_SCROLL}>
            <SeriesTable caption={title} {...table} />
          </ScrollArea.Autosize>
        )}
        {footer}
      </Stack>
    </Paper>
  );
}

/** The shape of a chart card while its series loads. */
export function ChartCardSkeleton({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true" aria-label={t('figures.loading', { title })}>
      <Stack gap="sm">
        <Skeleton height={16} width="35%" />
        <Skeleton height={CHART_HEIGHT} />
      </Stack>
    </Paper>
  );
}
