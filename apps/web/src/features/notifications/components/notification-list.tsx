import { Button, Group, Stack } from '@mantine/core';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { type NotificationFilter, useMarkRead, useNotifications } from '../api/notifications.api';
import { NotificationItem } from './notification-item';

/** The list of one filter (All, Read, Unread) with Load more while more pages exist. */
export function NotificationList({ filter }: { filter: NotificationFilter }) {
  const { t } = useTranslation('notifications');
  const query = useNotifications(filter);
  const markRead = useMarkRead();
  const mark = (id?: number) => markRead.mutate(id, { onError: () => void toast.error(t('markFailed')) });
  const rows = query.data?.pages.flat() ?? [];
  return (
    <Stack gap="sm">
      {filter !== 'read' && rows.some((row) => !row.readClient) && (
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" onClick={() => mark()} loading={markRead.isPending}>
            {t('markAllRead')}
          </Button>
        </Group>
      )}
      <QueryState query={query} empty={t(`empty.${filter}`)} items={(data) => data.pages.flat()}>
        {() => (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <NotificationItem
                key={row.id}
                notification={row}
                onMarkRead={mark}
                marking={markRead.isPending && markRead.variables === row.id}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      {query.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
