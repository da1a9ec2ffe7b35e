import { Alert, Button, FileButton, Group, Paper, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { normaliseFolder } from '@tranche/contracts';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidateRoom } from '../api/file-room.api';
import { checkRoomFile, MAX_ROOM_MB, ROOM_EXTENSIONS } from '../lib/room-files';
import { useUploads } from '../lib/use-uploads';
import { UploadList } from './upload-list';

/** Choosing or dropping several files into a folder with tags; each uploads with its own progress. */
export function UploadPanel({ folders }: { folders: string[] }) {
  const { t } = useTranslation('file-room');
  const invalidate = useInvalidateRoom();
  const uploads = useUploads(() => void invalidate());
  const [folder, setFolder] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const folderOk = normaliseFolder(folder) !== null;

  const take = (files: readonly File[]) => {
    const normalised = normaliseFolder(folder);
    if (files.length === 0 || normalised === null) return;
    const problems: string[] = [];
    const accepted = files.filter((file) => {
      const refusal = checkRoomFile(file);
      if (refusal?.reason === 'unsupported') {
        problems.push(
          t('refusals.unsupported', {
            name: file.name,
            extension: refusal.extension ?? t('refusals.noExtension'),
          }),
        );
      } else if (refusal) problems.push(t('refusals.tooLarge', { name: file.name, limitMb: MAX_ROOM_MB }));
      return refusal === null;
    });
    setRefusals(problems);
    if (accepted.length > 0) uploads.start(accepted, { folder: normalised, tags });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput
          label={t('upload.folder')}
          placeholder={t('upload.folderPlaceholder')}
          value={folder}
          onChange={(event) => setFolder(event.currentTarget.value)}
          error={folderOk ? undefined : t('errors.INVALID_FOLDER')}
          list="file-room-folders"
        />
        <TagsInput
          label={t('upload.tags')}
          placeholder={t('upload.tagsPlaceholder')}
          value={tags}
          onChange={setTags}
          maxTags={10}
          splitChars={[',']}
        />
      </Group>
      <datalist id="file-room-folders">
        {folders.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Paper
        withBorder
        p="lg"
        data-testid="file-room-drop-zone"
        style={{ borderStyle: 'dashed', borderWidth: 2 }}
        bg={dragging ? 'var(--mantine-primary-color-light)' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="xs">
          <IconUpload size={32} stroke={1.5} aria-hidden />
          <Text fw={500}>{t('upload.dropLabel')}</Text>
          <FileButton multiple onChange={take} accept={ROOM_EXTENSIONS.join(',')} disabled={!folderOk}>
            {(props) => <Button {...props}>{t('upload.choose')}</Button>}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('upload.hint', { limitMb: MAX_ROOM_MB })}
          </Text>
        </Stack>
      </Paper>
      {refusals.length > 0 && (
        <Alert color="red" role="alert">
          {refusals.map((text) => (
            <Text key={text} size="sm">
              {text}
            </Text>
          ))}
        </Alert>
      )}
      <UploadList uploads={uploads} />
    </Stack>
  );
}
