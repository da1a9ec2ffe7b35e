import { Button, Card, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { track } from '../../../lib/telemetry';
import { countryOptions } from '../../account/lib/countries';
import { useBanks, useConnectBank } from '../api/integrations.api';
import { bankErrorText } from '../lib/bank-error-text';

/** Connect a bank: choose its country and the bank, then confirm at the bank's consent page. */
export function BankConnectCard() {
  const { t, i18n } = useTranslation('integrations');
  const [country, setCountry] = useState<string | null>(null);
  const [bank, setBank] = useState<string | null>(null);
  const banks = useBanks(country);
  const connect = useConnectBank();

  const submit = async () => {
    if (country === null || bank === null) return;
    try {
      const created = await connect.mutateAsync({ institutionId: bank, country });
      track('INTEGRATION_ADD', { type: 'nordigen' });
      if (created.consentLink) window.location.assign(created.consentLink);
    } catch (error) {
      toast.error(bankErrorText(error));
    }
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="connect-bank">
      <Stack gap="xs">
        <Text fw={600} id="connect-bank">
          {t('bank.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('bank.hint')}
        </Text>
        <Select
          label={t('bank.country')}
          placeholder={t('bank.countryPlaceholder')}
          data={countryOptions(i18n.language)}
          value={country}
          onChange={(value) => {
            setCountry(value);
            setBank(null);
          }}
          searchable
        />
        <Select
          label={t('bank.bank')}
          placeholder={t('bank.bankPlaceholder')}
          data={(banks.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
          value={bank}
          onChange={setBank}
          disabled={country === null || !banks.isSuccess}
          error={banks.isError ? bankErrorText(banks.error) : undefined}
          searchable
        />
        <Button size="xs" onClick={() => void submit()} disabled={bank === null} loading={connect.isPending}>
          {t('connect')}
        </Button>
      </Stack>
    </Card>
  );
}
