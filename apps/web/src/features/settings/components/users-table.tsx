import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '../../account';
import { displayName, type PendingAction } from './user-action-modal';

interface UsersTableProps {
  users: CompanyUser[];
  /** The signed-in user, whose row offers no actions: nobody locks themselves out. */
  selfId: string;
  onAction: (pending: PendingAction) => void;
}

export function UsersTable({ users, selfId, onAction }: UsersTableProps) {
  const { t, i18n } = useTranslation('settings');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table>
        <Table.Caption>{t('users.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
            <Table.Th>{t('users.columns.created')}</Table.Th>
            <Table.Th>{t('users.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = displayName(user);
            const self = user.id === selfId;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{name}</Text>
                    {self && <Badge variant="light">{t('users.you')}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  <Badge color={user.status === 'ACTIVE' ? 'teal' : 'gray'}>
                    {t(`users.status.${user.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{date.format(new Date(user.createdAt))}</Table.Td>
                <Table.Td>
                  {!self && (
                    <Group gap="xs" wrap="nowrap">
                      {user.status === 'ACTIVE' ? (
                        <Button
                          size="xs"
                          variant="light"
                          color="orange"
                          aria-label={t('users.actionsFor.disable', { name })}
                          onClick={() => onAction({ action: 'disable', user })}
                        >
                          {t('users.actions.disable')}
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          color="teal"
                          aria-label={t('users.actionsFor.enable', { name })}
                          onClick={() => onAction({ action: 'enable', user })}
                        >
                          {t('users.actions.enable')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('users.actionsFor.delete', { name })}
                        onClick={() => onAction({ action: 'delete', user })}
                      >
                        {t('users.actions.delete')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
