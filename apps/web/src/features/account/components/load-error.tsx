import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountErrorText } from '../lib/server-errors';

type LoadErrorProps = { onRetry: () => unknown } & ({ error: unknown } | { message: string });

/** Something that failed to load: what went wrong and a way to ask again. */
export function LoadError(props: LoadErrorProps) {
  const { t } = useTranslation('account');
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">{'message' in props ? props.message : accountErrorText(props.error)}</Text>
        <Button size="xs" variant="light" onClick={() => void props.onRetry()}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}
