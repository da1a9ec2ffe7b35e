import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session-context';
import type { AccountKindChoice } from '../../account';

interface KindStepProps {
  initial: AccountKindChoice | null;
  onChosen: (kind: AccountKindChoice) => void;
}

/**
 * Client or investor, for accounts whose sign-up did not say (spec §1 user kinds). The choice is
 * stored in the user pool (`custom:kind`): the API creates a company only of the token's kind.
 */
export function KindStep({ initial, onChosen }: KindStepProps) {
  const { t } = useTranslation('onboarding');
  const { client } = useSession();
  const [kind, setKind] = useState<string>(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function choose(choice: AccountKindChoice) {
    setSaving(true);
    try {
      await client.setAccountKind(choice === 'CLIENT' ? 'client' : 'investor');
      onChosen(choice);
    } catch {
      setError(t('kind.failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (kind === 'CLIENT' || kind === 'INVESTOR') void choose(kind);
        else setError(t('kind.required'));
      }}
    >
      <Stack gap="md" maw={720}>
        <Radio.Group
          label={t('kind.question')}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setError(null);
          }}
          error={error}
        >
          <Stack gap="sm" mt="xs">
            {(['CLIENT', 'INVESTOR'] as const).map((value) => (
              <Radio
                key={value}
                value={value}
                label={<Text fw={500}>{t(`kind.${value}.label`)}</Text>}
                description={t(`kind.${value}.text`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
