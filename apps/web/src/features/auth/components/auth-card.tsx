import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
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

/** A failure of the last action, announced to screen readers. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
      {children}
    </Alert>
  );
}

/** Information carried over from the previous screen (a code was sent, the email is confirmed). */
export function FormNotice({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle size={18} aria-hidden />}>
      {children}
    </Alert>
  );
}
