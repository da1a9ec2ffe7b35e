import { Alert, Center, Image, Loader, Modal, ScrollArea, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_ROOM_KEY, fetchFileBlob } from '../api/file-room.api';
import { previewKind } from '../lib/room-files';
import { useRoomError } from '../lib/use-room-error';

export interface PreviewFile {
  id: string;
  fileName: string;
  contentType: string;
}

/** PDF in a frame, images as images, text as text; the bytes come with the caller's token, shown from memory. */
export function PreviewModal({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  const { t } = useTranslation('file-room');
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file ? t('preview.title', { name: file.fileName }) : ''}
      size="xl"
      centered
    >
      {file && <PreviewBody file={file} />}
    </Modal>
  );
}

function PreviewBody({ file }: { file: PreviewFile }) {
  const { t } = useTranslation('file-room');
  const roomError = useRoomError();
  const kind = previewKind(file.contentType);
  const blob = useQuery({
    queryKey: [...FILE_ROOM_KEY, 'preview', file.id],
    queryFn: () => fetchFileBlob(file.id, false),
    enabled: kind !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(
    () => (blob.data && kind !== 'text' ? URL.createObjectURL(blob.data) : null),
    [blob.data, kind],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const text = useQuery({
    queryKey: [...FILE_ROOM_KEY, 'preview-text', file.id],
    queryFn: () => blob.data!.text(),
    enabled: kind === 'text' && blob.data !== undefined,
  });

  if (kind === null) return <Text c="dimmed">{t('preview.unavailable')}</Text>;
  if (blob.isError)
    return (
      <Alert color="red" title={t('preview.failed')}>
        {roomError(blob.error)}
      </Alert>
    );
  if (blob.isPending || (kind === 'text' && text.isPending))
    return (
      <Center h={200}>
        <Loader aria-label={t('preview.loading')} />
      </Center>
    );
  if (kind === 'text')
    return (
      <ScrollArea h={480}>
        <Text component="pre" size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
          {text.data}
        </Text>
      </ScrollArea>
    );
  if (kind === 'image') return <Image src={url} alt={file.fileName} fit="contain" mah={600} />;
  return (
    <iframe
      src={url ?? undefined}
      title={t('preview.frameTitle', { name: file.fileName })}
      style={{ width: '100%', height: '70vh', border: 0 }}
    />
  );
}
