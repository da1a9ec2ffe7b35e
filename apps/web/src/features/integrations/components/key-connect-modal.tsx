import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Integration } from '@tranche/contracts';
import { vanityHostOf } from '@tranche/providers/vanity-host';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { providerName } from '../../../lib/provider-names';
import { track } from '../../../lib/telemetry';
import { useConnect, useRenewKey } from '../api/integrations.api';

/**
 * Connects a billing tool that has a vanity URL ('your-vanity.host') and an API key, or renews
 * the key of a connected one (`renew`). A refused key or address is shown here, the fields kept.
 */
export function KeyConnectModal({
  type,
  sandbox,
  renew,
  onClose,
}: {
  type: string;
  sandbox: boolean;
  renew: Integration | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  const connect = useConnect();
  const renewKey = useRenewKey();
  const [error, setError] = useState<string | null>(null);
  const name = providerName(type);
  const form = useForm({
    initialValues: { vanityUrl: renew?.vanityUrl ?? '', apiKey: '' },
    validate: {
      vanityUrl: (value) => (renew || vanityHostOf(value) !== null ? null : t('key.vanityInvalid')),
      apiKey: (value) => (value.trim() ? null : t('key.apiKeyRequired')),
    },
  });
  const busy = connect.isPending || renewKey.isPending;

  const submit = form.onSubmit(async ({ vanityUrl, apiKey }) => {
    setError(null);
    try {
      if (renew) {
        await renewKey.mutateAsync({ id: renew.id, apiKey: apiKey.trim() });
        track('INTEGRATION_UPDATED', { type });
        toast.success(t('key.renewed', { provider: name }));
      } else {
        await connect.mutateAsync({ type, vanityUrl: vanityHostOf(vanityUrl)!, apiKey: apiKey.trim() });
        track('INTEGRATION_ADD', { type });
        toast.success(t('connected', { provider: name }));
      }
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  });

  return (
    <Modal
      opened
      onClose={busy ? () => {} : onClose}
      title={renew ? t('key.renewTitle', { provider: name }) : t('key.title', { provider: name })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {sandbox && (
            <Alert variant="light" color="grape">
              {t('key.sandbox', { provider: name })}
            </Alert>
          )}
          <TextInput
            label={t('key.vanityLabel')}
            description={t('key.vanityHint')}
            placeholder="your-vanity.host"
            autoComplete="off"
            spellCheck={false}
            disabled={renew !== null}
            data-autofocus={renew === null || undefined}
            {...form.getInputProps('vanityUrl')}
          />
          <PasswordInput
            label={t('key.apiKeyLabel')}
            description={t('key.apiKeyHint', { provider: name })}
            autoComplete="off"
            data-autofocus={renew !== null || undefined}
            {...form.getInputProps('apiKey')}
          />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {renew ? t('key.renew') : t('connect')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
