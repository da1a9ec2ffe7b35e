import { Accordion, Box, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { Anomalies } from '@tranche/contracts/anomalies';
import { ANOMALY_AREAS } from '@tranche/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigureFormat } from '../../../../components/figures/use-figure-format';
import { LabelledSegments } from '../../../../components/labelled-segments';
import { useQueryState } from '../../../../lib/use-query-state';
import { useAnomalies } from '../../api/anomalies.api';
import { ClientAnalytics, type ClientPageProps, LoadFailed } from '../client-analytics';
import { AnomalyTable } from './anomaly-table';
import {
  DETECT_AREAS,
  DETECT_PERIODS,
  type DetectArea,
  type DetectState,
  readDetectState,
  withDetectChange,
} from './detect-state';

function DetectControls({
  state,
  onChange,
}: {
  state: DetectState;
  onChange: (change: Partial<DetectState>) => void;
}) {
  const { t } = useTranslation('detect');
  return (
    <Group align="flex-end" gap="lg" component="section" aria-label={t('controls')}>
      <LabelledSegments<`${DetectState['months']}`>
        label={t('period')}
        value={`${state.months}`}
        data={DETECT_PERIODS.map((months) => ({ value: `${months}`, label: t(`periods.${months}`) }))}
        onChange={(months) => onChange({ months: Number(months) as DetectState['months'] })}
      />
      <LabelledSegments<DetectArea>
        label={t('area')}
        value={state.area}
        data={DETECT_AREAS.map((area) => ({ value: area, label: t(`areas.${area}`) }))}
        onChange={(area) => onChange({ area })}
      />
    </Group>
  );
}

/** How the findings are made, in a few sentences (the engine's documented methods). */
function HowWeDetect() {
  const { t } = useTranslation('detect');
  return (
    <Accordion variant="contained">
      <Accordion.Item value="how">
        <Accordion.Control>{t('how.title')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            {(['revenue', 'payments', 'bank'] as const).map((area) => (
              <Text key={area} size="sm">
                {t(`how.${area}`)}
              </Text>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function DetectSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={16} width="60%" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={44} />
      ))}
    </Stack>
  );
}

function Findings({ data, area }: { data: Anomalies; area: DetectArea }) {
  const { t } = useTranslation('detect');
  const format = useFigureFormat(data.currency);
  if (data.anomalies.length === 0)
    return (
      <EmptyState
        icon={<IconShieldCheck size={32} aria-hidden />}
        withIndicatorBackground
        title={t('empty.title')}
        description={t('empty.text')}
      />
    );
  const count = (of: string) => data.anomalies.filter((anomaly) => anomaly.area === of).length;
  const shown = area === 'all' ? data.anomalies : data.anomalies.filter((anomaly) => anomaly.area === area);
  return (
    <Stack gap="md">
      <Text size="sm" role="status">
        {t('summary', {
          count: data.anomalies.length,
          from: format.date(data.dateFrom),
          ...Object.fromEntries(ANOMALY_AREAS.map((name) => [name, count(name)])),
        })}
        {area === 'all' ? '' : ` ${t('shown', { count: shown.length, area: t(`areas.${area}`) })}`}
      </Text>
      {shown.length > 0 && <AnomalyTable anomalies={shown} currency={data.currency} />}
    </Stack>
  );
}

function DetectPage({ clientId }: ClientPageProps) {
  const [params, setParams] = useQueryState();
  const state = readDetectState(params);
  const anomalies = useAnomalies(state, clientId);
  const change = (next: Partial<DetectState>) =>
    setParams((current) => withDetectChange(current, next), { replace: true });

  let content: ReactNode;
  if (anomalies.isPending) content = <DetectSkeleton />;
  else if (anomalies.isError)
    content = <LoadFailed error={anomalies.error} onRetry={() => void anomalies.refetch()} />;
  else
    content = (
      <Box
        aria-busy={anomalies.isPlaceholderData}
        style={{ opacity: anomalies.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Findings data={anomalies.data} area={state.area} />
      </Box>
    );
  return (
    <Stack gap="lg">
      <DetectControls state={state} onChange={change} />
      {content}
      <HowWeDetect />
    </Stack>
  );
}

/** Detect (spec §2): what is out of pattern in the company's revenue, payments and bank, for clients. */
export function DetectTab() {
  return <ClientAnalytics page={DetectPage} />;
}
