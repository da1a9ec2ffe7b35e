import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLUMNS_STORAGE_KEY,
  readColumnChoice,
  SUBSCRIPTION_COLUMNS,
  type SubscriptionColumn,
  toggleColumn,
} from '../lib/column-choice';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(COLUMNS_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy settings): the defaults, not remembered
  }
}

/** The chosen columns, remembered in this browser across visits and tabs of the screen. */
export function useColumnChoice(): [SubscriptionColumn[], (columns: SubscriptionColumn[]) => void] {
  const [columns, setColumns] = useState(() => readColumnChoice(readStored()));
  const choose = (next: SubscriptionColumn[]) => {
    setColumns(next);
    try {
      window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Not remembered when storage is blocked; the choice still holds on this page.
    }
  };
  return [columns, choose];
}

interface ColumnChooserProps {
  columns: readonly SubscriptionColumn[];
  onChange: (columns: SubscriptionColumn[]) => void;
}

/** Which columns the Subscriptions table shows; the screen remembers the choice. */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('columns.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('columns.title')}>
          <Text size="sm" fw={600}>
            {t('columns.title')}
          </Text>
          {SUBSCRIPTION_COLUMNS.map((column) => {
            const shown = columns.includes(column);
            return (
              <Checkbox
                key={column}
                label={t(`table.columns.${column}`)}
                checked={shown}
                // The last visible column stays: a table needs one.
                disabled={shown && columns.length === 1}
                onChange={() => onChange(toggleColumn(columns, column))}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
