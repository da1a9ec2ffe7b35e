import { Alert, Button, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SubmitState } from '../hooks/use-import-submit';

interface SubmitProgressProps {
  state: SubmitState;
  /** Rows the browser counted, the total a server job's progress is measured against. */
  total: number;
}

/** What the submission is doing: saving the file, importing, or the server job's progress. */
export function SubmitProgress({ state, total }: SubmitProgressProps) {
  const { t } = useTranslation('csv-import');
  if (state.phase === 'uploading' || state.phase === 'importing') {
    const label = t(state.phase === 'uploading' ? 'submit.uploading' : 'submit.importing');
    return (
      <Stack gap={4}>
        <Text size="sm">{label}</Text>
        <Progress value={100} animated aria-label={label} />
      </Stack>
    );
  }
  if (state.phase === 'processing') {
    const label = t('submit.processing', { processed: state.processed, total });
    return (
      <Stack gap={4}>
        {state.resumed && (
          <Text size="sm" c="dimmed" role="status">
            {t('submit.resumed')}
          </Text>
        )}
        <Text size="sm">{label}</Text>
        <Progress
          value={total > 0 ? Math.min(100, (state.processed / total) * 100) : 0}
          animated
          aria-label={label}
        />
      </Stack>
    );
  }
  return null;
}

interface SubmitFailedProps {
  message: string;
  attemptsLeft: number;
  onRetry: (() => void) | null;
}

/** A failed attempt: why, how many are left before the dialog gives up, and a retry. */
export function SubmitFailed({ message, attemptsLeft, onRetry }: SubmitFailedProps) {
  const { t } = useTranslation('csv-import');
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm">{t('submit.failed', { reason: message })}</Text>
          <Text size="xs">{t('submit.attemptsLeft', { count: attemptsLeft })}</Text>
        </Stack>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('submit.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

interface ImportDoneProps {
  rowCount: number;
  rejectedCount: number;
  onClose: () => void;
}

/** Spec §4: after the import comes the operator's review, and an email on approval. */
export function ImportDone({ rowCount, rejectedCount, onClose }: ImportDoneProps) {
  const { t } = useTranslation('csv-import');
  return (
    <Stack align="center" gap="sm" py="md" role="status">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconClockHour4 aria-hidden />
      </ThemeIcon>
      <Text fw={600} size="lg">
        {t('done.title')}
      </Text>
      <Text ta="center">{t('done.text', { count: rowCount })}</Text>
      {rejectedCount > 0 && (
        <Text ta="center" size="sm" c="dimmed">
          {t('done.rejected', { count: rejectedCount })}
        </Text>
      )}
      <Text ta="center" size="sm">
        {t('done.email')}
      </Text>
      <Button onClick={onClose}>{t('done.close')}</Button>
    </Stack>
  );
}
