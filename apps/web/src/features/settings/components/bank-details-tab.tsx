import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BankAccountsList,
  BankDetailsForm,
  type CompanyKind,
  LoadError,
  SectionLoader,
  useBankAccounts,
  WithUser,
} from '../../account';
import { NoCompanyNotice } from './no-company-notice';

function BankDetails({ kind, currency }: { kind: CompanyKind; currency: string }) {
  const { t } = useTranslation('settings');
  const accounts = useBankAccounts(kind);
  if (accounts.isPending) {
    return <SectionLoader />;
  }
  if (accounts.isError) return <LoadError error={accounts.error} onRetry={() => accounts.refetch()} />;
  const main = accounts.data.find((account) => account.isMain);
  return (
    <Stack gap="xl">
      {kind === 'INVESTOR' && <Text c="dimmed">{t('bank.investorHint')}</Text>}
      <BankDetailsForm key={main?.id ?? 'new'} kind={kind} main={main} currency={currency} />
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('bank.accounts')}
        </Title>
        <BankAccountsList kind={kind} />
      </Stack>
    </Stack>
  );
}

/** Settings → Bank Details: a client's or an investor's main account and the list of its accounts. */
export function BankDetailsTab() {
  return (
    <WithUser>
      {(user) =>
        user.kind === null ? <NoCompanyNotice /> : <BankDetails kind={user.kind} currency={user.currency} />
      }
    </WithUser>
  );
}
