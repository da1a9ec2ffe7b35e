import { Alert, Button, Group, Modal, Stack, TagsInput, TextInput } from '@mantine/core';
import { normaliseFolder, type UploadedFile } from '@tranche/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateFile } from '../api/file-room.api';
import { useRoomError } from '../lib/use-room-error';

/** Rename a file, move it to another folder or change its tags. */
export function EditFileModal({ file, onClose }: { file: UploadedFile | null; onClose: () => void }) {
  const { t } = useTranslation('file-room');
  return (
    <Modal opened={file !== null} onClose={onClose} title={t('edit.title')} centered>
      {file && <EditForm key={file.id} file={file} onClose={onClose} />}
    </Modal>
  );
}

function EditForm({ file, onClose }: { file: UploadedFile; onClose: () => void }) {
  const { t } = useTranslation('file-room');
  const roomError = useRoomError();
  const update = useUpdateFile();
  const [fileName, setFileName] = useState(file.fileName);
  const [folder, setFolder] = useState(file.folder);
  const [tags, setTags] = useState(file.tags);
  const folderOk = normaliseFolder(folder) !== null;
  const save = () =>
    update.mutate(
      { id: file.id, patch: { fileName: fileName.trim(), folder, tags } },
      { onSuccess: () => onClose() },
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack>
        <TextInput
          label={t('edit.name')}
          value={fileName}
          onChange={(event) => setFileName(event.currentTarget.value)}
          required
          maxLength={255}
          data-autofocus
        />
        <TextInput
          label={t('upload.folder')}
          placeholder={t('upload.folderPlaceholder')}
          value={folder}
          onChange={(event) => setFolder(event.currentTarget.value)}
          error={folderOk ? undefined : t('errors.INVALID_FOLDER')}
        />
        <TagsInput
          label={t('upload.tags')}
          placeholder={t('upload.tagsPlaceholder')}
          value={tags}
          onChange={setTags}
          maxTags={10}
          splitChars={[',']}
        />
        {update.isError && (
          <Alert color="red" role="alert">
            {roomError(update.error, file.fileName)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!folderOk || fileName.trim() === ''}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
