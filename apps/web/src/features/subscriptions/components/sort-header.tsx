import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { SubscriptionSortKey } from '@tranche/contracts';
import type { Sort } from '../lib/list-state';

interface SortHeaderProps {
  column: SubscriptionSortKey;
  label: string;
  /** The order the table is in (the default one when the URL names none). */
  sort: Sort;
  onSort: (column: SubscriptionSortKey) => void;
}

/** A column header that sorts on click; `aria-sort` tells assistive technology the order. */
export function SortHeader({ column, label, sort, onSort }: SortHeaderProps) {
  const active = sort.key === column;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
