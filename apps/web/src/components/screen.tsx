import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ScreenProps {
  /** Translated screen name: the page's only `<h1>` and the start of the document title. */
  title: string;
  children?: ReactNode;
}

/** The frame every screen shares inside `<main>`. */
export function Screen({ title, children }: ScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('appName')}`);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
