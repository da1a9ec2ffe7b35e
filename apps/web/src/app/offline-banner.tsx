import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsOffline } from '../lib/connectivity';

/**
 * Shown for good once the API could not be reached. Pinned to the bottom so it stays in sight on
 * every screen, error pages included. Translations may be unavailable offline, hence the defaults.
 * A fixed box rather than Mantine's Affix: the banner is already rendered at the app's root, so
 * Affix's portal adds nothing but code to the sign-in page.
 */
export function OfflineBanner() {
  const offline = useIsOffline();
  const { t } = useTranslation(['errors', 'common'], { useSuspense: false });
  if (!offline) return null;
  return (
    <Box pos="fixed" bottom={0} left={0} right={0} style={{ zIndex: 300 }}>
      <Alert
        role="alert"
        color="red"
        variant="filled"
        radius={0}
        icon={<IconPlugConnectedX aria-hidden />}
        styles={{ wrapper: { alignItems: 'center' } }}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={500}>
            {t('errors:NETWORK', { defaultValue: "Can't connect to the server. Reload for retry." })}
          </Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('common:reload', { defaultValue: 'Reload' })}
          </Button>
        </Group>
      </Alert>
    </Box>
  );
}
