import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { CSV_COLUMNS } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { problemText } from '../lib/import-texts';
import { MAX_RECORD_CHARS, type ParsedFile } from '../lib/parse-csv-file';

interface ReadingProps {
  name: string;
  progress: number;
  onCancel: () => void;
}

/** The streaming read's progress (share of the file's bytes). */
export function ReadingProgress({ name, progress, onCancel }: ReadingProps) {
  const { t } = useTranslation('csv-import');
  const label = t('parsing.label', { name });
  return (
    <Stack gap="xs">
      <Text size="sm">{label}</Text>
      <Group wrap="nowrap">
        <Progress value={Math.round(progress * 100)} aria-label={label} animated style={{ flex: 1 }} />
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('parsing.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

type Unreadable = Exclude<ParsedFile, { kind: 'rows' }>;

/** Why the file cannot be reviewed: no delimiter, a wrong header (naming each column), no rows. */
export function UnreadableFile({ name, parsed }: { name: string; parsed: Unreadable }) {
  const { t } = useTranslation('csv-import');
  switch (parsed.kind) {
    case 'no-delimiter':
      return (
        <Alert color="yellow" role="alert">
          {t('delimiter.notDetected')}
        </Alert>
      );
    case 'header':
      return (
        <Alert color="red" role="alert" title={t('header.title', { name })}>
          <Stack gap="xs">
            <List size="sm">
              {parsed.problems.map((problem) => (
                <List.Item key={`${problem.code}:${problem.column}`}>{problemText(problem)}</List.Item>
              ))}
            </List>
            <Text size="sm">{t('header.hint')}</Text>
            <Text size="xs">{t('header.expected', { columns: CSV_COLUMNS.join(', ') })}</Text>
          </Stack>
        </Alert>
      );
    case 'empty':
      return (
        <Alert color="yellow" role="alert">
          {t('file.empty')}
        </Alert>
      );
    case 'line-too-long':
      return (
        <Alert color="red" role="alert">
          {t('file.lineTooLong', { limitMb: MAX_RECORD_CHARS / 1024 / 1024 })}
        </Alert>
      );
  }
}
