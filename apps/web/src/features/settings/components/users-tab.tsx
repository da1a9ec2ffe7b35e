import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  InviteUserForm,
  LoadError,
  SectionLoader,
  USER_LIST_SIZE,
  useCompanyUsers,
  WithUser,
} from '../../account';
import { NoCompanyNotice } from './no-company-notice';
import { type PendingAction, UserActionModal } from './user-action-modal';
import { UsersTable } from './users-table';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function CompanyUsers({ selfId }: { selfId: string }) {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const users = useCompanyUsers(page, USER_LIST_SIZE);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / USER_LIST_SIZE)) : 1;

  const goTo = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { replace: true },
    );

  // Deleting the last user of the last page leaves it empty: show the page before it instead.
  useEffect(() => {
    if (users.data && page > pages) goTo(pages);
  });

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('users.inviteTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('users.inviteHint')}
        </Text>
        <InviteUserForm />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('users.listTitle')}
        </Title>
        {users.isPending ? (
          <SectionLoader />
        ) : users.isError ? (
          <LoadError error={users.error} onRetry={() => users.refetch()} />
        ) : users.data.users.length === 0 ? (
          <Text c="dimmed">{t('users.empty')}</Text>
        ) : (
          <>
            <UsersTable users={users.data.users} selfId={selfId} onAction={setPending} />
            {pages > 1 && (
              <Group justify="center" component="nav" aria-label={t('users.pagination')}>
                <Pagination
                  total={pages}
                  value={page}
                  onChange={goTo}
                  getItemProps={(item) => ({ 'aria-label': t('users.page', { page: item }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`users.pageControl.${control}`) })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
      <UserActionModal pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}

/** Settings → Users: a client company's users, invited by email and managed one by one (spec §6). */
export function UsersTab() {
  const { t } = useTranslation('settings');
  return (
    <WithUser>
      {(user) => {
        if (user.kind === null) return <NoCompanyNotice />;
        if (user.kind !== 'CLIENT') return <Text c="dimmed">{t('users.clientsOnly')}</Text>;
        return <CompanyUsers selfId={user.id} />;
      }}
    </WithUser>
  );
}
