import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One block of the Security tab: a region named by its heading, so it can be found and skipped to. */
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
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          {title} {badge}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
