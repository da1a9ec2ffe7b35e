import { Button, Checkbox, Stack, Title } from '@mantine/core';
import { MAILABLE_NOTIFICATION_TYPES, type MailableNotificationType } from '@tranche/contracts';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { errorText } from '../../../lib/api-error';
import { useMailPreferences, useSaveMailPreferences } from '../api/notifications.api';

/** Each user chooses which notification types also come by mail. */
export function MailPreferences() {
  const { t } = useTranslation('notifications');
  const query = useMailPreferences();
  const save = useSaveMailPreferences();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (query.data) setChosen(query.data.mail);
  }, [query.data]);
  const submit = () =>
    save.mutate(
      { mail: chosen as MailableNotificationType[] },
      {
        onSuccess: () => void toast.success(t('mail.saved')),
        onError: (error) => void toast.error(errorText(error)),
      },
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby="mail-preferences-title">
      <Title order={2} size="h4" id="mail-preferences-title">
        {t('mail.title')}
      </Title>
      <QueryState query={query} empty="" items={() => [true]}>
        {() => (
          <Stack gap="sm" align="flex-start">
            <Checkbox.Group value={chosen} onChange={setChosen} description={t('mail.description')}>
              <Stack gap={6} mt="xs">
                {MAILABLE_NOTIFICATION_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={t(`mail.types.${type}`)} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Button onClick={submit} loading={save.isPending}>
              {t('mail.save')}
            </Button>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
