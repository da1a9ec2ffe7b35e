import { Alert, Button, EmptyState, Group, NativeSelect, Pagination, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { useQueryState } from '../../../lib/use-query-state';
import { WithUser } from '../../account';
import { ImportCsvButton } from '../../csv-import';
import { useSubscriptionCount, useSubscriptions } from '../api/subscriptions.api';
import {
  hasFilters,
  type ListState,
  type ListTab,
  nextSort,
  PAGE_SIZES,
  readListState,
  withChanges,
} from '../lib/list-state';
import { AwaitingImportState, useImportOnItsWay } from './awaiting-import-state';
import { ColumnChooser, useColumnChoice } from './column-chooser';
import { SubscriptionFilters } from './subscription-filters';
import { SubscriptionsSkeleton, SubscriptionsTable } from './subscriptions-table';

/** Nothing listed and no filter set: an import on its way says so, otherwise offer the import. */
function NoSubscriptions({ columns }: { columns: number }) {
  const { t } = useTranslation('subscriptions');
  const stage = useImportOnItsWay();
  if (stage === undefined) return <SubscriptionsSkeleton rows={3} columns={columns} />;
  if (stage !== null) return <AwaitingImportState stage={stage} />;
  return (
    <EmptyState
      icon={<IconRepeat size={32} aria-hidden />}
      withIndicatorBackground
      title={t('empty.title')}
      description={t('empty.text')}
    >
      <EmptyState.Actions>
        <ImportCsvButton />
      </EmptyState.Actions>
    </EmptyState>
  );
}

function SubscriptionsPage({ tab }: { tab: ListTab }) {
  const { t } = useTranslation('subscriptions');
  const [params, setParams] = useQueryState();
  const state = readListState(params);
  const list = useSubscriptions(tab, state);
  const count = useSubscriptionCount(tab, state);
  const total = count.data ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.size));
  const change = (changes: Partial<ListState>) => setParams((current) => withChanges(current, changes));
  const [columns, setColumns] = useColumnChoice();

  let content: ReactNode;
  if (list.isPending) {
    content = <SubscriptionsSkeleton rows={state.size} columns={columns.length} />;
  } else if (list.isError) {
    content = (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('loadFailed', { reason: errorText(list.error) })}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (list.data.length === 0) {
    content = hasFilters(state) ? (
      <EmptyState title={t('empty.filtered')} />
    ) : (
      <NoSubscriptions columns={columns.length} />
    );
  } else {
    content = (
      <SubscriptionsTable
        subscriptions={list.data}
        columns={columns}
        sort={state.sort}
        onSort={(column) => change({ sort: nextSort(state.sort, column) })}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SubscriptionFilters tab={tab} state={state} onChange={change} />
        <Group gap="sm">
          <ColumnChooser columns={columns} onChange={setColumns} />
          <ImportCsvButton variant="light" />
        </Group>
      </Group>
      {tab === 'churned' && (
        <Text size="sm" c="dimmed">
          {t('filters.churnedNote')}
        </Text>
      )}
      {count.data !== undefined && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('count', { count: total })}
        </Text>
      )}
      {content}
      <Group justify="space-between">
        <NativeSelect
          label={t('pageSize')}
          w={140}
          value={String(state.size)}
          data={PAGE_SIZES.map(String)}
          onChange={(event) => change({ size: Number(event.currentTarget.value) })}
        />
        {pages > 1 && (
          <Group component="nav" aria-label={t('pagination')}>
            <Pagination
              total={pages}
              value={Math.min(state.page, pages)}
              onChange={(page) => change({ page })}
              getItemProps={(item) => ({ 'aria-label': t('page', { page: item }) })}
              getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
            />
          </Group>
        )}
      </Group>
    </Stack>
  );
}

/** One Subscriptions tab (spec §2): All, Sold, Pledged or Churned; clients only. */
export function SubscriptionsList({ tab }: { tab: ListTab }) {
  const { t } = useTranslation('subscriptions');
  return (
    <WithUser>
      {(user) =>
        user.kind === 'CLIENT' ? <SubscriptionsPage tab={tab} /> : <Text c="dimmed">{t('clientsOnly')}</Text>
      }
    </WithUser>
  );
}
