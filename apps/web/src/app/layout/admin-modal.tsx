import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCopy, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth/session-context';
import { RouteEffects } from '../route-effects';

/**
 * Spec §2: admins get no dashboard, only this modal with their email, a log out (then the site
 * root) and a copy of the identity token for calling the API by hand. It cannot be dismissed.
 */
export function AdminModal({ email }: { email: string }) {
  const { t } = useTranslation(['auth', 'auth-steps']);
  const { client, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);

  const copyToken = async () => {
    try {
      const token = await client.idToken();
      if (!token) throw new Error('no identity token');
      await navigator.clipboard.writeText(token);
      toast.success(t('auth-steps:admin.copied'));
    } catch {
      toast.error(t('auth-steps:admin.copyFailed'));
    }
  };

  const logOut = async () => {
    setLeaving(true);
    try {
      await signOut({ global: false });
    } finally {
      setLeaving(false);
    }
  };

  return (
    <>
      <RouteEffects />
      <Modal
        opened
        onClose={() => {}}
        withCloseButton={false}
        closeOnEscape={false}
        closeOnClickOutside={false}
        title={t('auth-steps:admin.title')}
        centered
      >
        <Stack gap="md">
          <Text>{t('auth-steps:admin.noDashboard')}</Text>
          <Text>{t('auth-steps:admin.signedInAs', { email })}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconCopy size={18} aria-hidden />}
              onClick={() => void copyToken()}
            >
              {t('auth-steps:admin.copyToken')}
            </Button>
            <Button
              leftSection={<IconLogout size={18} aria-hidden />}
              loading={leaving}
              onClick={() => void logOut()}
            >
              {t('auth-steps:admin.logout')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
