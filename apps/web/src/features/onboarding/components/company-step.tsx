import type { LoadedProfile } from '@tranche/contracts';
import { useTranslation } from 'react-i18next';
import {
  type AccountKindChoice,
  CompanyForm,
  LoadError,
  SectionLoader,
  useCompany,
  useUpdateProfile,
} from '../../account';

interface CompanyStepProps {
  user: LoadedProfile;
  kind: AccountKindChoice;
  onDone: () => void;
}

/** Creates the company (or, when revisited, updates it) and records the step. */
export function CompanyStep({ user, kind, onDone }: CompanyStepProps) {
  const { t } = useTranslation('onboarding');
  const exists = user.kind !== null;
  const company = useCompany(exists ? kind : null);
  const update = useUpdateProfile();
  if (exists && company.isPending) {
    return <SectionLoader />;
  }
  if (exists && company.isError) return <LoadError error={company.error} onRetry={() => company.refetch()} />;
  return (
    <CompanyForm
      kind={kind}
      company={exists ? (company.data ?? null) : null}
      requireChanges={false}
      submitLabel={t('saveAndContinue')}
      onSaved={async () => {
        await update.mutateAsync({ onboardingStep: 'company' });
        onDone();
      }}
    />
  );
}
