import { Button, Group, Stack, Text } from '@mantine/core';
import type { LoadedProfile } from '@tranche/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  accountErrorText,
  LoadError,
  SectionLoader,
  SelfAssessmentForm,
  useCompany,
  useUpdateProfile,
} from '../../account';

/**
 * The self-assessment (spec §5). Warnings do not stop anyone (the operator reviews every account):
 * they stay on screen next to the figures until the client continues or changes them.
 */
export function SelfAssessmentStep({ user, onDone }: { user: LoadedProfile; onDone: () => void }) {
  const { t } = useTranslation('onboarding');
  const company = useCompany('CLIENT');
  const update = useUpdateProfile();
  const [warned, setWarned] = useState(false);

  const complete = async () => {
    try {
      await update.mutateAsync({ onboardingStep: 'self-assessment' });
      onDone();
    } catch (error) {
      toast.error(accountErrorText(error));
    }
  };

  if (company.isPending) {
    return <SectionLoader />;
  }
  if (company.isError) return <LoadError error={company.error} onRetry={() => company.refetch()} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('selfAssessment.intro', { currency: user.currency })}
      </Text>
      <SelfAssessmentForm
        company={company.data}
        currency={user.currency}
        requireChanges={false}
        submitLabel={t('saveAndContinue')}
        onSaved={async ({ warnings }) => {
          if (warnings.length === 0) await complete();
          else setWarned(true);
        }}
      />
      {warned && (
        <Group justify="flex-end">
          <Button variant="light" loading={update.isPending} onClick={complete}>
            {t('continueAnyway')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
