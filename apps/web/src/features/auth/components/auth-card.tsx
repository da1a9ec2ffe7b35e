import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every authentication screen: one `<h1>`, the document title, a short intro. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('appName')}`);
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460}>
      <Stack gap="md">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
