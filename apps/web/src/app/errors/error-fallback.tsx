import { Button, Center, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ErrorFallbackProps {
  /** Fill the window (nothing else is left on screen) instead of the main area of the layout. */
  fullPage?: boolean;
}

/**
 * What a crashed screen shows. It must render even when translations failed to load, hence no
 * suspense and the English text as default.
 */
export function ErrorFallback({ fullPage = false }: ErrorFallbackProps) {
  const { t } = useTranslation(['errors', 'common'], { useSuspense: false });
  return (
    <Center mih={fullPage ? '100dvh' : 320} p="md">
      <Stack align="center" gap="md" role="alert">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={32} />
        </ThemeIcon>
        <Title order={1} ta="center">
          {t('errors:INTERNAL', { defaultValue: 'Something went wrong!' })}
        </Title>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          {t('common:reload', { defaultValue: 'Reload' })}
        </Button>
      </Stack>
    </Center>
  );
}
