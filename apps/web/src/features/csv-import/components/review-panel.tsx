import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { CsvRowProblems } from '@tranche/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImportPlan, useImportSubmit } from '../hooks/use-import-submit';
import type { ParsedFile } from '../lib/parse-csv-file';
import {
  applyServerProblems,
  clearSelection,
  initialSelection,
  type Selection,
  selectAllValid,
  selectedRows,
  toggleRow,
} from '../lib/review-selection';
import type { ReviewRow } from '../lib/row-collector';
import { ReviewTable } from './review-table';
import { ImportDone, SubmitFailed, SubmitProgress } from './submit-status';

interface ReviewPanelProps {
  file: File;
  parsed: Extract<ParsedFile, { kind: 'rows' }>;
  onClearTable: () => void;
  onClose: () => void;
  onGiveUp: (fileSaved: boolean) => void;
  /** Told when a submission starts or ends, so the file cannot be read again meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

/** Spec §4 "review, import selected data": pick rows, send them, follow the result. */
export function ReviewPanel({
  file,
  parsed,
  onClearTable,
  onClose,
  onGiveUp,
  onBusyChange,
}: ReviewPanelProps) {
  const { t } = useTranslation('csv-import');
  const [selection, setSelection] = useState<Selection>(() => initialSelection(parsed.rows));
  const onServerProblems = useCallback(
    (sent: readonly ReviewRow[], rows: CsvRowProblems[]) =>
      setSelection((current) => applyServerProblems(current, sent, rows)),
    [],
  );
  const { state, submit, busy } = useImportSubmit(file, { onServerProblems, onGiveUp });
  const locksFile = busy || state.phase === 'done';
  useEffect(() => onBusyChange(locksFile), [locksFile, onBusyChange]);

  if (state.phase === 'done') {
    return <ImportDone rowCount={state.rowCount} rejectedCount={state.rejectedCount} onClose={onClose} />;
  }

  const picked = parsed.big ? parsed.valid : selection.selected.size;
  const plan = (): ImportPlan =>
    parsed.big
      ? { kind: 'file', delimiter: parsed.delimiter }
      : { kind: 'rows', rows: selectedRows(selection, parsed.rows), columns: parsed.columns };

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('review.summary', {
          count: parsed.total,
          total: parsed.total,
          valid: parsed.valid,
          rejected: parsed.rejected,
        })}
      </Text>
      {parsed.big && (
        <Alert color="blue">
          <Text size="sm">
            {t('big.summary', { total: parsed.total, valid: parsed.valid, rejected: parsed.rejected })}
          </Text>
          <Text size="xs">{t('big.sample')}</Text>
        </Alert>
      )}
      {!parsed.big && (
        <Group gap="xs">
          <Text size="sm" fw={500} aria-live="polite">
            {t('review.selected', { count: selection.selected.size })}
          </Text>
          <Button
            size="xs"
            variant="light"
            disabled={busy}
            onClick={() => setSelection((current) => selectAllValid(current, parsed.rows))}
          >
            {t('review.selectAllValid')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => setSelection((current) => clearSelection(current))}
          >
            {t('review.clearSelection')}
          </Button>
        </Group>
      )}
      <ReviewTable
        name={file.name}
        headers={parsed.headers}
        rows={parsed.rows}
        selection={selection}
        onToggle={parsed.big || busy ? null : (row) => setSelection((current) => toggleRow(current, row))}
      />
      {/* Said once more for screen readers when the selection empties; the button shows it. */}
      <VisuallyHidden role="status">{picked === 0 ? t('review.atLeastOne') : ''}</VisuallyHidden>
      <SubmitProgress state={state} total={parsed.total} />
      {state.phase === 'failed' && (
        <SubmitFailed
          message={state.message}
          attemptsLeft={state.attemptsLeft}
          onRetry={picked > 0 ? () => void submit(plan()) : null}
        />
      )}
      <Group justify="space-between">
        <Button variant="default" color="red" disabled={busy} onClick={onClearTable}>
          {t('review.clearTable')}
        </Button>
        {state.phase !== 'failed' && (
          // Never "Import 0 rows": with nothing selected the button says what is missing.
          <Button disabled={picked === 0} loading={busy} onClick={() => void submit(plan())}>
            {picked === 0 ? t('review.atLeastOne') : t('submit.button', { count: picked })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
