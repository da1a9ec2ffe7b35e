import { ActionIcon, Badge, Button, Group, Menu, Table, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { FileShare, UploadedFile } from '@tranche/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { formatSize, previewKind } from '../lib/room-files';
import { useShareLabels } from '../lib/use-share-labels';

export interface FileActions {
  preview(file: UploadedFile): void;
  download(file: UploadedFile): void;
  edit(file: UploadedFile): void;
  share(file: UploadedFile): void;
  remove(file: UploadedFile): Promise<void>;
}

/** The client's files: name, folder, tags, size, upload day, who sees it, and what can be done. */
export function FilesTable({
  files,
  shares,
  actions,
}: {
  files: UploadedFile[];
  shares: Map<string, FileShare[]> | undefined;
  actions: FileActions;
}) {
  const { t, i18n } = useTranslation('file-room');
  const { day } = useMoneyFormat();
  const labels = useShareLabels();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover>
        <Table.Caption>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('table.folder')}</Table.Th>
            <Table.Th>{t('table.tags')}</Table.Th>
            <Table.Th ta="right">{t('table.size')}</Table.Th>
            <Table.Th>{t('table.uploaded')}</Table.Th>
            <Table.Th>{t('table.sharedWith')}</Table.Th>
            <Table.Th>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => {
            const fileShares = shares?.get(file.id) ?? [];
            return (
              <Table.Tr key={file.id} data-testid="file-room-row">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {file.fileName}
                  </Text>
                </Table.Td>
                <Table.Td>{file.folder}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {file.tags.map((tag) => (
                      <Badge key={tag} variant="light" size="sm">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{formatSize(file.size, i18n.language)}</Table.Td>
                <Table.Td>{day(file.createdAt)}</Table.Td>
                <Table.Td>
                  {fileShares.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('table.notShared')}
                    </Text>
                  ) : (
                    fileShares.map((share) => (
                      <Text key={share.id} size="sm">
                        {labels.share(share)}
                      </Text>
                    ))
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {previewKind(file.contentType) && (
                      <Button size="compact-sm" variant="light" onClick={() => actions.preview(file)}>
                        {t('actions.preview')}
                      </Button>
                    )}
                    <Button size="compact-sm" variant="light" onClick={() => actions.share(file)}>
                      {t('actions.share')}
                    </Button>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" aria-label={t('actions.menu', { name: file.fileName })}>
                          <IconDots size={16} aria-hidden />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => actions.download(file)}>{t('actions.download')}</Menu.Item>
                        <Menu.Item onClick={() => actions.edit(file)}>{t('actions.edit')}</Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                    <ConfirmButton
                      size="compact-sm"
                      aria-label={`${t('actions.delete')}: ${file.fileName}`}
                      title={t('delete.title')}
                      text={t('delete.text', { name: file.fileName })}
                      confirmLabel={t('delete.confirm')}
                      cancelLabel={t('delete.cancel')}
                      onConfirm={() => actions.remove(file)}
                    >
                      {t('actions.delete')}
                    </ConfirmButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
