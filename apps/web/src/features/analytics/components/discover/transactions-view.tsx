import { Box, Button, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state';
import { useTransactionCount, useTransactions } from '../../api/discover.api';
import { filterOptions } from '../../lib/discover-categories';
import { discoverFileName } from '../../lib/discover-csv';
import { type DiscoverState, TRANSACTIONS_PAGE_SIZE } from '../../lib/discover-state';
import { CategoryRulesPanel } from './category-rules-panel';
import { DateRangeFields, ExportButton } from './discover-fields';
import { TransactionsTable, transactionsCsv } from './transactions-table';

interface ViewProps {
  state: DiscoverState;
  onChange: (change: Partial<DiscoverState>) => void;
}

/** Words to look for in counterparty and description, applied on Enter or the button. */
function SearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('discover');
  const [text, setText] = useState(value);
  return (
    <Group
      component="form"
      role="search"
      gap="xs"
      align="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextInput
        label={t('controls.search')}
        placeholder={t('controls.searchPlaceholder')}
        w={240}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
        {t('controls.searchButton')}
      </Button>
    </Group>
  );
}

/** Transactions (spec §2): every booked transaction, filtered and paged, each category correctable. */
export function TransactionsView({ state, onChange }: ViewProps) {
  const { t, i18n } = useTranslation('discover');
  const transactions = useTransactions(state);
  const count = useTransactionCount(state);
  const pages = count.data === undefined ? 0 : Math.ceil(count.data / TRANSACTIONS_PAGE_SIZE);
  const column = (key: 'date' | 'counterparty' | 'description' | 'amount' | 'currency' | 'category') =>
    t(`transactions.${key}`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" component="section" aria-label={t('controls.filters')}>
        <Group align="flex-end" gap="md">
          <Select
            label={t('controls.category')}
            placeholder={t('controls.allCategories')}
            w={280}
            data={filterOptions(i18n.language)}
            value={state.category}
            onChange={(category) => onChange({ category })}
            searchable
            clearable
            maxDropdownHeight={320}
          />
          <DateRangeFields from={state.from} to={state.to} onChange={onChange} />
          <SearchField key={state.search} value={state.search} onSearch={(search) => onChange({ search })} />
        </Group>
        <ExportButton
          fileName={discoverFileName('transactions', [state.category, `page-${state.page}`])}
          table={() => transactionsCsv(transactions.data ?? [], column, i18n.language)}
        />
      </Group>
      <QueryState query={transactions} empty={t('transactions.empty')}>
        {(rows) => (
          <Box
            aria-busy={transactions.isPlaceholderData}
            style={{ opacity: transactions.isPlaceholderData ? 0.6 : 1 }}
          >
            <TransactionsTable caption={t('transactions.caption')} transactions={rows} />
          </Box>
        )}
      </QueryState>
      <Group justify="space-between">
        {count.data !== undefined ? (
          <Text size="sm" c="dimmed">
            {t('transactions.count', { count: count.data })}
          </Text>
        ) : (
          <span />
        )}
        {pages > 1 && (
          <Group component="nav" aria-label={t('transactions.pagination')}>
            <Pagination
              total={pages}
              value={Math.min(state.page, pages)}
              onChange={(page) => onChange({ page })}
              getItemProps={(item) => ({ 'aria-label': t('transactions.page', { page: item }) })}
              getControlProps={(control) => ({ 'aria-label': t(`transactions.pageControl.${control}`) })}
            />
          </Group>
        )}
      </Group>
      <CategoryRulesPanel />
    </Stack>
  );
}
