import { Group, NativeSelect, Pagination, Stack, Text, Title } from '@mantine/core';
import { CSV_IMPORT_STATUS_FILTERS } from '@tranche/contracts';
import { useTranslation } from 'react-i18next';
import { useQueryState, withQueryChanges } from '../../../lib/use-query-state';
import { LoadError, SectionLoader, WithUser } from '../../account';
import { IMPORT_LIST_SIZE, type ImportStatusFilter, useImportCount, useImports } from '../api/csv-import.api';
import { ImportCsvButton } from './import-dialog';
import { ImportsTable } from './imports-table';

const isStatusFilter = (value: string | null): value is ImportStatusFilter =>
  (CSV_IMPORT_STATUS_FILTERS as readonly (string | null)[]).includes(value);

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function ImportHistory() {
  const { t } = useTranslation('csv-import');
  const [params, setParams] = useQueryState();
  const status = isStatusFilter(params.get('status')) ? (params.get('status') as ImportStatusFilter) : 'ALL';
  const page = pageOf(params.get('page'));
  const imports = useImports(status, page);
  const count = useImportCount(status);
  const pages = Math.max(1, Math.ceil((count.data ?? 0) / IMPORT_LIST_SIZE));

  // Filter and page live in the URL, so a reload or the back button shows the same list.
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => withQueryChanges(current, changes));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('history.filter')}
          w={220}
          value={status}
          data={CSV_IMPORT_STATUS_FILTERS.map((value) => ({
            value,
            label: value === 'ALL' ? t('history.all') : t(`status.${value}`),
          }))}
          onChange={(event) =>
            update({
              status: event.currentTarget.value === 'ALL' ? null : event.currentTarget.value,
              page: null,
            })
          }
        />
        {count.data !== undefined && (
          <Text size="sm" c="dimmed">
            {t('history.count', { count: count.data })}
          </Text>
        )}
      </Group>
      {imports.isPending ? (
        <SectionLoader />
      ) : imports.isError ? (
        <LoadError error={imports.error} onRetry={() => imports.refetch()} />
      ) : imports.data.length === 0 ? (
        <Text c="dimmed">{status === 'ALL' ? t('history.empty') : t('history.emptyFiltered')}</Text>
      ) : (
        <ImportsTable imports={imports.data} />
      )}
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label={t('history.pagination')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => update({ page: next === 1 ? null : String(next) })}
            getItemProps={(item) => ({ 'aria-label': t('history.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`history.pageControl.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}

/** Settings → Imports (spec §2): the import button and the company's import history. */
export function ImportsTab() {
  const { t } = useTranslation('csv-import');
  return (
    <WithUser>
      {(user) =>
        user.kind !== 'CLIENT' ? (
          <Text c="dimmed">{t('history.clientsOnly')}</Text>
        ) : (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={2} size="h3">
                  {t('history.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('history.hint')}
                </Text>
              </Stack>
              <ImportCsvButton />
            </Group>
            <ImportHistory />
          </Stack>
        )
      }
    </WithUser>
  );
}
