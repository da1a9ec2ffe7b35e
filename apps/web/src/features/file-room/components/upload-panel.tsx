import { Alert, Button, FileButton, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { normaliseFolder } from '@tranche/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../../components/drop-zone';
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
      <DropZone onFiles={take} padding="lg" testId="file-room-drop-zone">
        <IconUpload size={32} stroke={1.5} aria-hidden />
        <Text fw={500}>{t('upload.dropLabel')}</Text>
        <FileButton multiple onChange={take} accept={ROOM_EXTENSIONS.join(',')} disabled={!folderOk}>
          {(props) => <Button {...props}>{t('upload.choose')}</Button>}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('upload.hint', { limitMb: MAX_ROOM_MB })}
        </Text>
      </DropZone>
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
