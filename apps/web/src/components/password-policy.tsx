import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '../lib/auth/password-policy';

/** The user pool's password policy as a checklist that ticks off while the password is typed. */
export function PasswordPolicy({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  return (
    <div id={id}>
      <Text size="sm" c="dimmed">
        {t('password.policyTitle')}
      </Text>
      <List spacing={2} size="sm" center>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.key}
              c={met ? 'teal' : 'dimmed'}
              icon={
                <ThemeIcon color={met ? 'teal' : 'gray'} variant="light" size={18} radius="xl" aria-hidden>
                  {met ? <IconCheck size={12} /> : <IconPoint size={12} />}
                </ThemeIcon>
              }
            >
              {t(`password.policy.${rule.key}`)}
              <VisuallyHidden>{` (${met ? t('password.met') : t('password.notMet')})`}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
