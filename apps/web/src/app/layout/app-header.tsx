import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssistantLauncher } from '../../features/assistant';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
  navigationId: string;
}

export function AppHeader({ navigationOpened, onToggleNavigation, navigationId }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('toggleNavigation')}
          aria-expanded={navigationOpened}
          aria-controls={navigationId}
        />
        <UnstyledButton component={Link} to="/" aria-label={t('appName')}>
          <Group gap={10} wrap="nowrap">
            <img src="/favicon.svg" alt="" width={30} height={30} />
            <Text fw={700} fz="xl" lh={1} aria-hidden>
              {t('appName')}
            </Text>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <AssistantLauncher />
        <LanguageSwitch />
        <UserMenu />
      </Group>
    </Group>
  );
}
