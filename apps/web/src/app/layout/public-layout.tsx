import { Anchor, Box, Center, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { RouteEffects } from '../route-effects';
import { LanguageSwitch } from './language-switch';

/** The frame of the pages a signed-out visitor reaches: sign-in and sign-up screens, terms, privacy. */
export function PublicLayout() {
  const { t } = useTranslation(['common', 'auth']);
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <RouteEffects />
      <Group component="header" h={64} px="md" justify="space-between" wrap="nowrap">
        <UnstyledButton component={Link} to="/" aria-label={t('common:appName')}>
          <Group gap={10} wrap="nowrap">
            <img src="/favicon.svg" alt="" width={30} height={30} />
            <Text fw={700} fz="xl" lh={1} aria-hidden>
              {t('common:appName')}
            </Text>
          </Group>
        </UnstyledButton>
        <LanguageSwitch />
      </Group>
      <Center component="main" p="md" style={{ flex: 1 }}>
        <Outlet />
      </Center>
      <Group component="footer" justify="center" gap="lg" p="md" aria-label={t('auth:legalLinks.label')}>
        <Anchor component={Link} to="/terms" size="sm" c="dimmed">
          {t('auth:legalLinks.terms')}
        </Anchor>
        <Anchor component={Link} to="/privacy" size="sm" c="dimmed">
          {t('auth:legalLinks.privacy')}
        </Anchor>
      </Group>
    </Box>
  );
}
