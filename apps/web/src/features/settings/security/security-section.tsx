import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of the Security tab, titled for the screen's outline. */
export function SecuritySection({
  title,
  intro,
  badge,
  children,
}: {
  title: string;
  intro?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title} {badge}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
