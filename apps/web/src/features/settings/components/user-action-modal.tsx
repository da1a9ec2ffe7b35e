import { Button, Group, Modal, Text } from '@mantine/core';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { accountErrorText, type CompanyUser, type UserAction, useUserAction } from '../../account';

export interface PendingAction {
  action: UserAction;
  user: CompanyUser;
}

export const displayName = (user: Pick<CompanyUser, 'firstName' | 'lastName' | 'email'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** Disable, enable or delete one user, after a confirmation that names them (spec §6). */
export function UserActionModal({
  pending,
  onClose,
}: {
  pending: PendingAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const run = useUserAction();
  const name = pending ? displayName(pending.user) : '';
  const action = pending?.action ?? 'disable';

  const confirm = () => {
    if (!pending) return;
    run.mutate(
      { action: pending.action, id: pending.user.id },
      {
        onSuccess: () => {
          toast.success(t(`users.done.${pending.action}`, { name }));
          onClose();
        },
        onError: (error) => toast.error(accountErrorText(error)),
      },
    );
  };

  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={t(`users.confirm.${action}.title`, { name })}
      centered
    >
      <Text size="sm">{t(`users.confirm.${action}.text`, { name, email: pending?.user.email ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('users.cancel')}
        </Button>
        <Button color={action === 'enable' ? 'teal' : 'red'} loading={run.isPending} onClick={confirm}>
          {t(`users.actions.${action}`)}
        </Button>
      </Group>
    </Modal>
  );
}
