import { Alert, Button, Divider, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import type { FileShareCreate, UploadedFile } from '@tranche/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShareFile, useShares, useShareTargets, useUnshareFile } from '../api/file-room.api';
import { useRoomError } from '../lib/use-room-error';
import { useShareLabels } from '../lib/use-share-labels';

/** The client decides who sees a file: the investors of one of its assets, or one investor company. */
export function ShareModal({ file, onClose }: { file: UploadedFile | null; onClose: () => void }) {
  const { t } = useTranslation('file-room');
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file ? t('share.title', { name: file.fileName }) : ''}
      size="lg"
      centered
    >
      {file && <ShareForm fileId={file.id} onClose={onClose} />}
    </Modal>
  );
}

function ShareForm({ fileId, onClose }: { fileId: string; onClose: () => void }) {
  const { t } = useTranslation('file-room');
  const roomError = useRoomError();
  const labels = useShareLabels();
  const targets = useShareTargets(true);
  const shares = useShares(fileId);
  const share = useShareFile(fileId);
  const unshare = useUnshareFile(fileId);
  const [assetId, setAssetId] = useState<string | null>(null);
  const [investorId, setInvestorId] = useState<string | null>(null);
  const add = (target: FileShareCreate) => share.mutate(target, { onSuccess: () => void shares.refetch() });
  const error = share.error ?? unshare.error ?? targets.error ?? shares.error;

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('share.intro')}
      </Text>
      {targets.isPending ? (
        <Loader size="sm" />
      ) : targets.data ? (
        <>
          <Group align="flex-end" wrap="nowrap">
            <Select
              flex={1}
              label={t('share.asset')}
              description={t('share.assetHint')}
              placeholder={targets.data.assets.length ? t('share.assetPlaceholder') : t('share.noAssets')}
              data={targets.data.assets.map((asset) => ({ value: asset.id, label: labels.asset(asset) }))}
              value={assetId}
              onChange={setAssetId}
              disabled={targets.data.assets.length === 0}
            />
            <Button disabled={!assetId} loading={share.isPending} onClick={() => assetId && add({ assetId })}>
              {t('share.shareAsset')}
            </Button>
          </Group>
          <Group align="flex-end" wrap="nowrap">
            <Select
              flex={1}
              label={t('share.investor')}
              description={t('share.investorHint')}
              placeholder={
                targets.data.investors.length ? t('share.investorPlaceholder') : t('share.noInvestors')
              }
              data={targets.data.investors.map((investor) => ({
                value: investor.id,
                label: investor.companyName,
              }))}
              value={investorId}
              onChange={setInvestorId}
              disabled={targets.data.investors.length === 0}
              searchable
            />
            <Button
              disabled={!investorId}
              loading={share.isPending}
              onClick={() => investorId && add({ investorAccountId: investorId })}
            >
              {t('share.shareInvestor')}
            </Button>
          </Group>
        </>
      ) : null}
      {error && (
        <Alert color="red" role="alert">
          {roomError(error)}
        </Alert>
      )}
      <Divider label={t('share.current')} labelPosition="left" />
      {shares.isPending ? (
        <Loader size="sm" />
      ) : (shares.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('share.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shares.data!.map((row) => (
            <Group key={row.id} justify="space-between" component="li" wrap="nowrap">
              <Text size="sm">{labels.share(row)}</Text>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                loading={unshare.isPending && unshare.variables === row.id}
                onClick={() => unshare.mutate(row.id, { onSuccess: () => void shares.refetch() })}
                aria-label={t('share.removeLabel', { target: labels.share(row) })}
              >
                {t('share.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('share.close')}
        </Button>
      </Group>
    </Stack>
  );
}
