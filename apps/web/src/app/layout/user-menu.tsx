import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authErrorText } from '../../lib/auth/auth-errors';
import { useSession } from '../../lib/auth/session-context';

/** Up to two letters: the first of the first two words, or the first two of a single word. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length === 1 ? (words[0] ?? '').slice(0, 2) : words.map((word) => word[0]).join('');
  return letters.slice(0, 2).toUpperCase();
}

/** The signed-in user's menu in the header: who is signed in, security settings, sign out. */
export function UserMenu() {
  const { t } = useTranslation(['auth', 'auth-steps']);
  const { user, signOut } = useSession();
  if (!user) return null;
  const { email } = user.claims;
  const name = user.profile?.full_name?.trim() || email;
  const initials = initialsOf(name);
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      {/* Named by what it shows (the initials) first, so voice control finds it by what it shows. */}
      <Menu.Target>
        <UnstyledButton aria-label={`${initials}, ${t('auth-steps:menu.label')}`}>
          <Avatar name={name} color="initials" radius="xl" size={36}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('auth-steps:menu.signedInAs')}</Menu.Label>
        <Text px="sm" pb="xs" size="sm" fw={600} truncate="end">
          {email}
        </Text>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/settings/security"
          leftSection={<IconShieldLock size={16} aria-hidden />}
        >
          {t('auth-steps:menu.security')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() =>
            void signOut({ global: false }).catch((error: unknown) => toast.error(authErrorText(error)))
          }
        >
          {t('auth-steps:menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
