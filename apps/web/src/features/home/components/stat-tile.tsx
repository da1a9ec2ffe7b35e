import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import figures from '../../../components/figures/figures.module.css';

/** One figure on Home: its name, the value in tabular digits, and a line of context. */
export function StatTile({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={22} fw={700} className={figures.figure}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}
