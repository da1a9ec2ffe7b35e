import { Alert, Button, FileButton, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { CSV_COLUMNS } from '@tranche/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../../components/drop-zone';
import { checkImportFile, IMPORT_EXTENSIONS, MAX_IMPORT_MB } from '../lib/file-check';

interface FilePickerProps {
  onFile: (file: File) => void;
}

/** Choosing the file (button or drag and drop); unsupported types are refused by name (spec §5). */
export function FilePicker({ onFile }: FilePickerProps) {
  const { t } = useTranslation('csv-import');
  const [refusal, setRefusal] = useState<string | null>(null);
  const extensions = IMPORT_EXTENSIONS.join(', ');

  const take = (files: readonly File[]) => {
    if (files.length === 0) return;
    if (files.length > 1) {
      setRefusal(t('choose.oneFile'));
      return;
    }
    const file = files[0]!;
    const problem = checkImportFile(file);
    if (problem === null) {
      setRefusal(null);
      onFile(file);
    } else if (problem.reason === 'unsupported') {
      setRefusal(
        t('choose.unsupported', {
          name: problem.name,
          extension: problem.extension ?? t('choose.noExtension'),
          extensions,
        }),
      );
    } else {
      setRefusal(t('choose.tooLarge', { name: problem.name, limitMb: MAX_IMPORT_MB }));
    }
  };

  return (
    <Stack gap="sm">
      <DropZone onFiles={take} padding="xl" testId="csv-drop-zone">
        <IconFileTypeCsv size={40} stroke={1.5} aria-hidden />
        <Text fw={500}>{t('choose.label')}</Text>
        <FileButton onChange={(file) => take(file ? [file] : [])} accept={IMPORT_EXTENSIONS.join(',')}>
          {(props) => <Button {...props}>{t('choose.button')}</Button>}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('choose.hint', { extensions, limitMb: MAX_IMPORT_MB })}
        </Text>
      </DropZone>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('choose.columns', { columns: CSV_COLUMNS.join(', ') })}
      </Text>
    </Stack>
  );
}
