import { Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CompanyForm,
  type CompanyKind,
  LoadError,
  SectionLoader,
  SelfAssessmentForm,
  useCompany,
  WithUser,
} from '../../account';
import { NoCompanyNotice } from './no-company-notice';

function CompanySettings({ kind, currency }: { kind: CompanyKind; currency: string }) {
  const { t } = useTranslation('settings');
  const company = useCompany(kind);
  if (company.isPending) {
    return <SectionLoader />;
  }
  if (company.isError) return <LoadError error={company.error} onRetry={() => company.refetch()} />;
  return (
    <Stack gap="xl">
      <CompanyForm key={company.data?.id} kind={kind} company={company.data} />
      {kind === 'CLIENT' && (
        <Stack gap="md">
          <Divider />
          <Title order={2} size="h3">
            {t('company.selfAssessment')}
          </Title>
          <SelfAssessmentForm key={company.data?.id} company={company.data} currency={currency} />
        </Stack>
      )}
    </Stack>
  );
}

/** Settings → Company: the client or investor company, and a client's self-assessment. */
export function CompanyTab() {
  return (
    <WithUser>
      {(user) =>
        user.kind === null ? (
          <NoCompanyNotice />
        ) : (
          <CompanySettings kind={user.kind} currency={user.currency} />
        )
      }
    </WithUser>
  );
}
