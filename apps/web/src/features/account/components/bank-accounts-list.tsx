import { Badge, Button, Loader, Table, Text } from '@mantine/core';
import { formatIban } from '@tranche/domain/accounts/index';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { type CompanyKind, useBankAccounts, useSetMainBankAccount } from '../api/company.api';
import { accountErrorText } from '../lib/server-errors';
import { LoadError } from './load-error';

/** The company's bank accounts with the main one marked; another one can be made the main one. */
export function BankAccountsList({ kind }: { kind: CompanyKind }) {
  const { t } = useTranslation('account');
  const accounts = useBankAccounts(kind);
  const setMain = useSetMainBankAccount(kind);

  if (accounts.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (accounts.isError) return <LoadError error={accounts.error} onRetry={() => accounts.refetch()} />;
  if (accounts.data.length === 0) return <Text c="dimmed">{t('bank.accounts.empty')}</Text>;

  const makeMain = (id: string) =>
    setMain.mutate(id, {
      onSuccess: () => toast.success(t('bank.accounts.mainChanged')),
      onError: (error) => toast.error(accountErrorText(error)),
    });

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table>
        <Table.Caption>{t('bank.accounts.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bank.accounts.iban')}</Table.Th>
            <Table.Th>{t('bank.accounts.bic')}</Table.Th>
            <Table.Th>{t('bank.accounts.bankName')}</Table.Th>
            <Table.Th>{t('bank.accounts.owner')}</Table.Th>
            <Table.Th>{t('bank.accounts.currency')}</Table.Th>
            <Table.Th>{t('bank.accounts.main')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.data.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td ff="monospace">{formatIban(account.iban)}</Table.Td>
              <Table.Td>{account.bic ?? '—'}</Table.Td>
              <Table.Td>{account.bankName ?? '—'}</Table.Td>
              <Table.Td>{account.ownerName}</Table.Td>
              <Table.Td>{account.currency}</Table.Td>
              <Table.Td>
                {account.isMain ? (
                  <Badge color="teal">{t('bank.accounts.isMain')}</Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    loading={setMain.isPending && setMain.variables === account.id}
                    onClick={() => makeMain(account.id)}
                    aria-label={t('bank.accounts.setMainFor', { iban: formatIban(account.iban) })}
                  >
                    {t('bank.accounts.setMain')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
