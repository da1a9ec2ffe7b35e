import { Button, Group, NativeSelect } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ANALYTICS_PERIODS, type Currency, GRANULARITIES, type Granularity } from '@tranche/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../../components/labelled-segments';
import { track } from '../../../lib/telemetry';
import { exportFileName, exportHref } from '../api/analytics.api';
import { OBSERVE_CURRENCIES, type ObserveState } from '../lib/observe-state';

interface ObserveControlsProps {
  state: ObserveState;
  clientId: string | null;
  onChange: (change: Partial<ObserveState>) => void;
}

/** Hands the CSV to the browser's own download, from a link that carries the identity token. */
async function download(state: ObserveState, clientId: string | null): Promise<void> {
  const link = document.createElement('a');
  link.href = await exportHref(state, clientId);
  link.download = exportFileName(state);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Period, aggregation and currency of Observe, and the export of what it shows. */
export function ObserveControls({ state, clientId, onChange }: ObserveControlsProps) {
  const { t } = useTranslation('analytics');
  const [exporting, setExporting] = useState(false);

  const changeInterval = (interval: Granularity) => {
    if (interval === state.interval) return;
    track('OBSERVE_ANALYTICS_AGGREGATION_CHANGED', {
      from: state.interval,
      to: interval,
      period: state.period,
    });
    onChange({ interval });
  };

  const exportCsv = () => {
    setExporting(true);
    download(state, clientId).finally(() => setExporting(false));
  };

  return (
    <Group
      justify="space-between"
      align="flex-end"
      gap="md"
      component="section"
      aria-label={t('observe.controls')}
    >
      <Group align="flex-end" gap="lg">
        <NativeSelect
          label={t('observe.period')}
          w={180}
          value={state.period}
          data={ANALYTICS_PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
          onChange={(event) => onChange({ period: event.currentTarget.value as ObserveState['period'] })}
        />
        <LabelledSegments
          label={t('observe.interval')}
          value={state.interval}
          data={GRANULARITIES.map((interval) => ({ value: interval, label: t(`intervals.${interval}`) }))}
          onChange={changeInterval}
        />
        <LabelledSegments<Currency>
          label={t('observe.currency')}
          value={state.currency}
          data={OBSERVE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          onChange={(currency) => onChange({ currency })}
        />
      </Group>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={exporting}
        onClick={exportCsv}
      >
        {t('observe.export')}
      </Button>
    </Group>
  );
}
