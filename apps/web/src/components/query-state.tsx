import { Alert, Button, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';

/** A list's loading, error (with retry) and empty states; `children` once there is something. */
export function QueryState<T>({
  query,
  empty,
  items = (data) => (Array.isArray(data) ? data : [data]),
  children,
}: {
  query: UseQueryResult<T>;
  empty: string;
  /** What counts as the list (empty → the empty text); the data itself when it is an array. */
  items?: (data: T) => unknown[];
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  if (query.isPending) return <Loader size="sm" aria-label={t('query.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" title={t('query.loadFailed')}>
        <Text size="sm" mb="xs">
          {errorText(query.error)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('query.retry')}
        </Button>
      </Alert>
    );
  if (items(query.data).length === 0) return <Text c="dimmed">{empty}</Text>;
  return <>{children(query.data)}</>;
}
