import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { LoadedProfile } from '@tranche/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { accountErrorText, InviteUserForm, useUpdateProfile } from '../../account';

/**
 * The legal-representative question (spec §2). Someone who is not the representative invites the
 * person who is (POST user), so the company has a user who may sign for it.
 */
export function RepresentativeStep({ user, onDone }: { user: LoadedProfile; onDone: () => void }) {
  const { t } = useTranslation(['onboarding', 'account']);
  const update = useUpdateProfile();
  const [answer, setAnswer] = useState(
    user.representative === null ? '' : user.representative ? 'yes' : 'no',
  );
  const [invited, setInvited] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const complete = async (representative: boolean) => {
    try {
      await update.mutateAsync({ representative, onboardingStep: 'representative' });
      onDone();
    } catch (failure) {
      toast.error(accountErrorText(failure));
    }
  };

  return (
    <Stack gap="lg" maw={720}>
      <Radio.Group
        label={t('representative.question')}
        description={t('representative.hint')}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          setError(null);
        }}
        error={error}
      >
        <Group gap="lg" mt="xs">
          <Radio value="yes" label={t('account:form.yes')} />
          <Radio value="no" label={t('account:form.no')} />
        </Group>
      </Radio.Group>
      {answer === 'no' ? (
        <Stack gap="sm">
          <Text size="sm">{t('representative.inviteIntro')}</Text>
          {invited ? (
            <Group justify="flex-end">
              <Button loading={update.isPending} onClick={() => complete(false)}>
                {t('continue')}
              </Button>
            </Group>
          ) : (
            <InviteUserForm
              submitLabel={t('representative.invite')}
              onInvited={async () => {
                setInvited(true);
                await complete(false);
              }}
            />
          )}
        </Stack>
      ) : (
        <Group justify="flex-end">
          <Button
            loading={update.isPending}
            onClick={() => (answer === 'yes' ? complete(true) : setError(t('representative.required')))}
          >
            {t('continue')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
