import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { authErrorText } from '../../lib/auth/auth-errors';
import { UserPoolUnavailableError } from '../../lib/auth/load-user';
import { useSession } from '../../lib/auth/session-context';

/** Spec §4: child content renders only once the user is loaded. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status, error } = useSession();
  const { t } = useTranslation('auth');
  if (status === 'loading') return <PageLoader />;
  if (status === 'unavailable') {
    const cause = error instanceof UserPoolUnavailableError ? error.cause : error;
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="md" role="alert" maw={480}>
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
            <IconAlertTriangle size={32} />
          </ThemeIcon>
          <Title order={1} ta="center">
            {t('session.unavailableTitle')}
          </Title>
          <Text ta="center">{authErrorText(cause)}</Text>
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('session.reload')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return children;
}
