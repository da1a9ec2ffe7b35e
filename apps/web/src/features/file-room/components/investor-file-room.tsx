import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { SharedFile } from '@tranche/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchFileBlob, useSharedFiles } from '../api/file-room.api';
import { formatSize, previewKind, saveBlob } from '../lib/room-files';
import { useRoomError } from '../lib/use-room-error';
import { useShareLabels } from '../lib/use-share-labels';
import { type PreviewFile, PreviewModal } from './preview-modal';

interface Group_ {
  key: string;
  company: string;
  title: string;
  files: SharedFile[];
}

/** Investors: read-only, the files clients shared with them, grouped by company and asset. */
export function InvestorFileRoom() {
  const { t, i18n } = useTranslation('file-room');
  const roomError = useRoomError();
  const labels = useShareLabels();
  const { day } = useMoneyFormat();
  const shared = useSharedFiles();
  const [previewing, setPreviewing] = useState<PreviewFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const groupsOf = (files: SharedFile[]): Group_[] => {
    const groups = new Map<string, Group_>();
    for (const file of files) {
      const key = `${file.companyName}\u0000${file.asset?.id ?? ''}`;
      const group = groups.get(key) ?? {
        key,
        company: file.companyName,
        title: file.asset ? labels.asset(file.asset) : t('investor.direct'),
        files: [],
      };
      if (!group.files.some((seen) => seen.id === file.id)) group.files.push(file);
      groups.set(key, group);
    }
    return [...groups.values()];
  };
  const download = (file: SharedFile) =>
    fetchFileBlob(file.id, true).then(
      (blob) => saveBlob(blob, file.fileName),
      (error: unknown) => setFailure(`${t('actions.downloadFailed')} ${roomError(error)}`),
    );

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" maw={720}>
        {t('investor.intro')}
      </Text>
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <QueryState query={shared} empty={t('investor.empty')}>
        {(files) =>
          groupsOf(files).map((group) => (
            <Stack
              key={group.key}
              gap="xs"
              component="section"
              aria-label={t('investor.listLabel', { company: group.company })}
            >
              <Title order={2} size="h4">
                {group.company}
              </Title>
              <Text size="sm" c="dimmed">
                {group.title}
              </Text>
              <Table.ScrollContainer minWidth={600}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('table.name')}</Table.Th>
                      <Table.Th>{t('table.folder')}</Table.Th>
                      <Table.Th ta="right">{t('table.size')}</Table.Th>
                      <Table.Th>{t('table.uploaded')}</Table.Th>
                      <Table.Th>{t('table.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {group.files.map((file) => (
                      <Table.Tr key={file.id} data-testid="shared-file-row">
                        <Table.Td>{file.fileName}</Table.Td>
                        <Table.Td>{file.folder}</Table.Td>
                        <Table.Td ta="right">{formatSize(file.size, i18n.language)}</Table.Td>
                        <Table.Td>{day(file.createdAt)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            {previewKind(file.contentType) && (
                              <Button size="compact-sm" variant="light" onClick={() => setPreviewing(file)}>
                                {t('actions.preview')}
                              </Button>
                            )}
                            <Button size="compact-sm" variant="light" onClick={() => void download(file)}>
                              {t('actions.download')}
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))
        }
      </QueryState>
      <PreviewModal file={previewing} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}
