import { Badge, type MantineColor, Progress, Stack, Table, Text } from '@mantine/core';
import type { CsvImport, CsvImportStatus } from '@tranche/contracts';
import { useTranslation } from 'react-i18next';
import { importFailureText } from '../lib/import-texts';

const STATUS_COLORS: Record<CsvImportStatus, MantineColor> = {
  PROCESSING: 'blue',
  PENDING: 'yellow',
  APPROVING: 'blue',
  APPROVED: 'teal',
  REJECTED: 'red',
  FAILED: 'red',
};

/** A running import's progress: rows read so far (the total is unknown), or rows written of all. */
function RunningProgress({ csvImport, name }: { csvImport: CsvImport; name: string }) {
  const { t } = useTranslation('csv-import');
  const label = t('history.progress', { name });
  if (csvImport.status === 'APPROVING') {
    const share = csvImport.rowCount > 0 ? (csvImport.rowsProcessed / csvImport.rowCount) * 100 : 0;
    return (
      <Stack gap={2}>
        <Progress value={Math.min(100, share)} animated aria-label={label} size="sm" />
        <Text size="xs">
          {t('history.writing', { processed: csvImport.rowsProcessed, total: csvImport.rowCount })}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Progress value={100} animated aria-label={label} size="sm" />
      <Text size="xs">{t('history.reading', { count: csvImport.rowsProcessed })}</Text>
    </Stack>
  );
}

/** Settings → Imports: one row per import with its translated status and, while running, progress. */
export function ImportsTable({ imports }: { imports: readonly CsvImport[] }) {
  const { t, i18n } = useTranslation('csv-import');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table>
        <Table.Caption>{t('history.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.columns.file')}</Table.Th>
            <Table.Th>{t('history.columns.kind')}</Table.Th>
            <Table.Th>{t('history.columns.status')}</Table.Th>
            <Table.Th>{t('history.columns.rows')}</Table.Th>
            <Table.Th>{t('history.columns.rejected')}</Table.Th>
            <Table.Th>{t('history.columns.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.map((csvImport) => {
            const name = csvImport.fileName ?? t('history.noFileName');
            const running = csvImport.status === 'PROCESSING' || csvImport.status === 'APPROVING';
            return (
              <Table.Tr key={csvImport.id}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{name}</Table.Td>
                <Table.Td>{t(`kind.${csvImport.kind}`)}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Badge color={STATUS_COLORS[csvImport.status]} variant="light">
                      {t(`status.${csvImport.status}`)}
                    </Badge>
                    {running && <RunningProgress csvImport={csvImport} name={name} />}
                    {csvImport.status === 'FAILED' && (
                      <Text size="xs" c="red">
                        {importFailureText(csvImport)}
                      </Text>
                    )}
                    {csvImport.status === 'REJECTED' && csvImport.reviewNote && (
                      <Text size="xs">{t('history.reviewNote', { note: csvImport.reviewNote })}</Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{number.format(csvImport.rowCount)}</Table.Td>
                <Table.Td>{number.format(csvImport.rejectedCount)}</Table.Td>
                <Table.Td>{date.format(new Date(csvImport.createdAt))}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
