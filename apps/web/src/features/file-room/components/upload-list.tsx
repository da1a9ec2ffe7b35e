import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoomError } from '../lib/use-room-error';
import type { useUploads } from '../lib/use-uploads';

/** One line per upload: its name, a progress bar while it runs, then done, failed (why) or canceled. */
export function UploadList({ uploads }: { uploads: ReturnType<typeof useUploads> }) {
  const { t } = useTranslation('file-room');
  const roomError = useRoomError();
  if (uploads.items.length === 0) return null;
  const finished = uploads.items.some((item) => item.state !== 'uploading');
  return (
    <Stack gap="xs" aria-live="polite">
      {uploads.items.map((item) => (
        <Stack key={item.key} gap={4} data-testid="file-room-upload">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {item.name}
            </Text>
            {item.state === 'uploading' ? (
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t('upload.uploading', { percent: Math.round(item.progress * 100) })}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => uploads.cancel(item.key)}
                  aria-label={t('upload.cancelLabel', { name: item.name })}
                >
                  {t('upload.cancel')}
                </Button>
              </Group>
            ) : (
              <Text size="xs" c={item.state === 'done' ? 'teal' : item.state === 'failed' ? 'red' : 'dimmed'}>
                {item.state === 'done'
                  ? t('upload.done')
                  : item.state === 'failed'
                    ? roomError(item.error, item.name)
                    : t('upload.canceled')}
              </Text>
            )}
          </Group>
          <Progress
            value={item.progress * 100}
            color={item.state === 'failed' ? 'red' : item.state === 'done' ? 'teal' : undefined}
            aria-label={t('upload.progressLabel', { name: item.name })}
            size="sm"
          />
        </Stack>
      ))}
      {finished && (
        <Group justify="flex-end">
          <Button size="compact-sm" variant="subtle" onClick={uploads.clearFinished}>
            {t('upload.clearFinished')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
