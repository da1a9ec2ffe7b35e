import { Button, Group, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Currency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../../../components/labelled-segments';
import { type CsvTable, downloadCsv } from '../../lib/discover-csv';
import { OBSERVE_CURRENCIES } from '../../lib/observe-state';

/** The currency every amount of a view is converted into (at the ECB rate of each amount's day). */
export function CurrencySwitch({
  value,
  onChange,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  const { t } = useTranslation('discover');
  return (
    <LabelledSegments<Currency>
      label={t('controls.currency')}
      value={value}
      data={OBSERVE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
      onChange={onChange}
    />
  );
}

interface DateRangeProps {
  from: string | null;
  to: string | null;
  onChange: (range: { from?: string | null; to?: string | null }) => void;
}

/** From and to days; an empty field leaves the API's default range. */
export function DateRangeFields({ from, to, onChange }: DateRangeProps) {
  const { t } = useTranslation('discover');
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        type="date"
        label={t('controls.from')}
        w={160}
        value={from ?? ''}
        max={to ?? undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label={t('controls.to')}
        w={160}
        value={to ?? ''}
        min={from ?? undefined}
        onChange={(event) => onChange({ to: event.currentTarget.value || null })}
      />
    </Group>
  );
}

/** Downloads exactly the rows the view shows, as CSV. */
export function ExportButton({ fileName, table }: { fileName: string; table: () => CsvTable }) {
  const { t } = useTranslation('discover');
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => downloadCsv(fileName, table())}
    >
      {t('export')}
    </Button>
  );
}
