import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BankAccountsList,
  BankDetailsForm,
  LoadError,
  SectionLoader,
  useBankAccounts,
  WithUser,
} from '../../account';
import { NoCompanyNotice } from './no-company-notice';

function ClientBankDetails({ currency }: { currency: string }) {
  const { t } = useTranslation('settings');
  const accounts = useBankAccounts('CLIENT');
  if (accounts.isPending) {
    return <SectionLoader />;
  }
  if (accounts.isError) return <LoadError error={accounts.error} onRetry={() => accounts.refetch()} />;
  const main = accounts.data.find((account) => account.isMain);
  return (
    <Stack gap="xl">
      <BankDetailsForm key={main?.id ?? 'new'} main={main} currency={currency} />
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('bank.accounts')}
        </Title>
        <BankAccountsList kind="CLIENT" />
      </Stack>
    </Stack>
  );
}

/** Settings → Bank Details: a client edits its main account; an investor sees its accounts. */
export function BankDetailsTab() {
  const { t } = useTranslation('settings');
  return (
    <WithUser>
      {(user) => {
        if (user.kind === null) return <NoCompanyNotice />;
        if (user.kind === 'CLIENT') return <ClientBankDetails currency={user.currency} />;
        return (
          <Stack gap="sm">
            <Text c="dimmed">{t('bank.investorHint')}</Text>
            <BankAccountsList kind="INVESTOR" />
          </Stack>
        );
      }}
    </WithUser>
  );
}
