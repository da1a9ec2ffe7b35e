import { Alert, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { UploadedFile } from '@tranche/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { fetchFileBlob, useAllShares, useDeleteFile, useRoomFiles } from '../api/file-room.api';
import { foldersOf, inFolder, saveBlob, tagsOf } from '../lib/room-files';
import { useRoomError } from '../lib/use-room-error';
import { EditFileModal } from './edit-file-modal';
import { type FileActions, FilesTable } from './files-table';
import { PreviewModal } from './preview-modal';
import { ShareModal } from './share-modal';
import { UploadPanel } from './upload-panel';

/** Option values that cannot be folder or tag names (those have no control characters). */
const ALL = '\u0000all';
const TOP = '\u0000top';

/** The client's file room: upload, filter by folder and tag, preview, organise, share, delete. */
export function ClientFileRoom() {
  const { t } = useTranslation('file-room');
  const roomError = useRoomError();
  const files = useRoomFiles();
  const shares = useAllShares();
  const remove = useDeleteFile();
  const [folder, setFolder] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<UploadedFile | null>(null);
  const [editing, setEditing] = useState<UploadedFile | null>(null);
  const [sharing, setSharing] = useState<UploadedFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const all = files.data ?? [];
  const folders = foldersOf(all);

  const actions: FileActions = {
    preview: setPreviewing,
    edit: setEditing,
    share: setSharing,
    download: (file) => {
      setFailure(null);
      fetchFileBlob(file.id, true).then(
        (blob) => saveBlob(blob, file.fileName),
        (error: unknown) => setFailure(`${t('actions.downloadFailed')} ${roomError(error)}`),
      );
    },
    remove: async (file) => {
      setFailure(null);
      await remove.mutateAsync(file.id).catch((error: unknown) => setFailure(roomError(error)));
    },
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" maw={720}>
        {t('intro')}
      </Text>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('upload.title')}
        </Title>
        <UploadPanel folders={folders} />
      </Stack>
      <Group role="search" aria-label={t('filters.label')}>
        <NativeSelect
          label={t('filters.folder')}
          data={[
            { value: ALL, label: t('filters.allFolders') },
            { value: TOP, label: t('filters.topFolder') },
            ...folders.map((name) => ({ value: name, label: name })),
          ]}
          value={folder === null ? ALL : folder === '' ? TOP : folder}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setFolder(value === ALL ? null : value === TOP ? '' : value);
          }}
        />
        <NativeSelect
          label={t('filters.tag')}
          data={[{ value: ALL, label: t('filters.allTags') }, ...tagsOf(all)]}
          value={tag ?? ALL}
          onChange={(event) => setTag(event.currentTarget.value === ALL ? null : event.currentTarget.value)}
        />
      </Group>
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <QueryState query={files} empty={t('table.empty')}>
        {(data) => {
          const shown = data.filter(
            (file) => inFolder(file, folder) && (tag === null || file.tags.includes(tag)),
          );
          return shown.length === 0 ? (
            <Text c="dimmed">{t('table.emptyFiltered')}</Text>
          ) : (
            <FilesTable files={shown} shares={shares.data} actions={actions} />
          );
        }}
      </QueryState>
      <PreviewModal file={previewing} onClose={() => setPreviewing(null)} />
      <EditFileModal file={editing} onClose={() => setEditing(null)} />
      <ShareModal file={sharing} onClose={() => setSharing(null)} />
    </Stack>
  );
}
