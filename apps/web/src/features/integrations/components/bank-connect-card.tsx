import { Button, Card, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { track } from '../../../lib/telemetry';
import { useCompany } from '../../account/api/company.api';
import { countryOptions } from '../../account/lib/countries';
import { useBanks, useConnectBank } from '../api/integrations.api';
import { bankErrorText } from '../lib/bank-error-text';

const COUNTRY_STORAGE_KEY = 'tranche.bankCountry';

function storedCountry(): string | null {
  try {
    return window.localStorage.getItem(COUNTRY_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the company's country stands in
  }
}

function rememberCountry(country: string | null) {
  try {
    if (country === null) window.localStorage.removeItem(COUNTRY_STORAGE_KEY);
    else window.localStorage.setItem(COUNTRY_STORAGE_KEY, country);
  } catch {
    // Not remembered when storage is blocked; the choice still holds on this page.
  }
}

/**
 * Connect a bank: choose its country and the bank, then confirm at the bank's consent page. The
 * country starts as the one chosen last in this browser (kept across the trip to the bank), else
 * the company's own.
 */
export function BankConnectCard() {
  const { t, i18n } = useTranslation('integrations');
  const company = useCompany('CLIENT');
  const [chosen, setChosen] = useState<string | null | undefined>(() => storedCountry() ?? undefined);
  const country = chosen === undefined ? (company.data?.country ?? null) : chosen;
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
            setChosen(value);
            rememberCountry(value);
            setBank(null);
          }}
          searchable
          // Until the company's own country is known: it would replace what was typed meanwhile.
          disabled={chosen === undefined && company.isPending}
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
