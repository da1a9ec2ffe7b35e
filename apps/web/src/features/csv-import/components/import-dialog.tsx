import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import type { CsvDelimiter } from '@tranche/domain';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useParsedFile } from '../hooks/use-parsed-file';
import { DelimiterSelect } from './delimiter-select';
import { FilePicker } from './file-picker';
import { ReadingProgress, UnreadableFile } from './parse-status';
import { ReviewPanel } from './review-panel';

interface FileReviewProps {
  file: File;
  onClearTable: () => void;
  onClose: () => void;
}

/** One chosen file: read it (again when the delimiter changes), then review and import it. */
function FileReview({ file, onClearTable, onClose }: FileReviewProps) {
  const { t } = useTranslation('csv-import');
  const [delimiter, setDelimiter] = useState<CsvDelimiter | null>(null);
  const [locked, setLocked] = useState(false);
  const state = useParsedFile(file, delimiter);
  const used =
    state.status === 'read' && state.parsed.kind !== 'no-delimiter' ? state.parsed.delimiter : delimiter;
  const onGiveUp = useCallback(
    (fileSaved: boolean) => {
      toast.error(t(fileSaved ? 'submit.gaveUp' : 'submit.gaveUpUnsaved'));
      onClose();
    },
    [onClose, t],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text fw={500} style={{ wordBreak: 'break-all' }}>
          {file.name}
        </Text>
        {!locked && (
          <DelimiterSelect value={used} onChange={setDelimiter} disabled={state.status === 'reading'} />
        )}
      </Group>
      {state.status === 'reading' && (
        <ReadingProgress name={file.name} progress={state.progress} onCancel={onClearTable} />
      )}
      {state.status === 'failed' && (
        <Alert color="red" role="alert">
          {t('file.readFailed')}
        </Alert>
      )}
      {state.status === 'read' && state.parsed.kind === 'rows' && (
        <ReviewPanel
          // A new reading starts a new review: selection and attempts belong to one parse.
          key={state.parsed.delimiter}
          file={file}
          parsed={state.parsed}
          onClearTable={onClearTable}
          onClose={onClose}
          onGiveUp={onGiveUp}
          onBusyChange={setLocked}
        />
      )}
      {state.status === 'read' && state.parsed.kind !== 'rows' && (
        <>
          <UnreadableFile name={file.name} parsed={state.parsed} />
          <Group>
            <Button variant="default" onClick={onClearTable}>
              {t('review.clearTable')}
            </Button>
          </Group>
        </>
      )}
      {state.status === 'failed' && (
        <Group>
          <Button variant="default" onClick={onClearTable}>
            {t('review.clearTable')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function ImportFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('csv-import');
  const [file, setFile] = useState<File | null>(null);
  if (file === null) {
    return (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('dialog.steps')}
        </Text>
        <FilePicker onFile={setFile} />
      </Stack>
    );
  }
  return <FileReview file={file} onClearTable={() => setFile(null)} onClose={onClose} />;
}

interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The CSV import dialog (spec §4 import flow); closing it forgets the file and the review. */
export function ImportDialog({ opened, onClose }: ImportDialogProps) {
  const { t } = useTranslation('csv-import');
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.title')} size="90%">
      {opened && <ImportFlow onClose={onClose} />}
    </Modal>
  );
}

interface ImportCsvButtonProps {
  variant?: 'filled' | 'light' | 'default';
}

/** "Import CSV": opens the dialog (Settings → Imports, the Subscriptions screen). */
export function ImportCsvButton({ variant = 'filled' }: ImportCsvButtonProps) {
  const { t } = useTranslation('csv-import');
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpened(false), []);
  return (
    <>
      <Button
        variant={variant}
        leftSection={<IconFileImport size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('open')}
      </Button>
      <ImportDialog opened={opened} onClose={close} />
    </>
  );
}
