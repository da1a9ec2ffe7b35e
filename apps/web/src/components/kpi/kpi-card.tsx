import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import figures from '../figures/figures.module.css';
import styles from './kpi-card.module.css';
import { KpiDefinition } from './kpi-definition';

export interface KpiChange {
  /** The change as read, e.g. "+4.2 % vs. Oct 2026". */
  text: string;
  direction: 'up' | 'down' | 'flat';
  /** Whether the change is good news (growth up, churn down); null when neither. */
  favourable: boolean | null;
}

interface KpiCardProps {
  name: string;
  definition: string;
  /** The formatted value. */
  value: string;
  change?: KpiChange | null;
  /** A small chart of the KPI's recent course, under the figures. */
  trend?: ReactNode;
}

const ARROWS = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconArrowRight } as const;

// Plain colour names: the theme gives each one a text shade readable on the page (4.5:1).
function toneOf(change: KpiChange): string {
  if (change.favourable === null || change.direction === 'flat') return 'dimmed';
  return change.favourable ? 'teal' : 'red';
}

/** One KPI: its name with its definition, its value and how it moved against the previous period. */
export function KpiCard({ name, definition, value, change, trend }: KpiCardProps) {
  const Arrow = change ? ARROWS[change.direction] : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={name}
      h="100%"
      className={styles.card}
    >
      {/* The figures sit at the bottom, so cards of one row line up even when a name takes two lines. */}
      <Stack gap={6} h="100%">
        <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start" mb="auto">
          <Text size="sm" fw={600} c="dimmed" lineClamp={2}>
            {name}
          </Text>
          <KpiDefinition name={name} definition={definition} />
        </Group>
        <Text fw={650} lh={1.15} className={`${figures.figure} ${styles.value}`}>
          {value}
        </Text>
        {change && Arrow ? (
          <Group gap={4} wrap="nowrap" c={toneOf(change)}>
            <Arrow size={16} aria-hidden />
            <Text size="xs" fw={500} className={figures.figure}>
              {change.text}
            </Text>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            &nbsp;
          </Text>
        )}
        {trend}
      </Stack>
    </Paper>
  );
}

/** The shape of a KPI card while its numbers load. */
export function KpiCardSkeleton({ withTrend = false }: { withTrend?: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" aria-hidden>
      <Stack gap={10}>
        <Skeleton height={12} width="50%" />
        <Skeleton height={26} width="70%" />
        <Skeleton height={10} width="60%" />
        {withTrend && <Skeleton height={36} />}
      </Stack>
    </Paper>
  );
}
