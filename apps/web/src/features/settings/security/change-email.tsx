import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CodeInput, codeDigits, useCodeRule } from '../../../components/code-input';
import { FormError } from '../../../components/form-alert';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { api } from '../../../lib/api-client';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { SecuritySection } from './security-section';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Change email: the pool mails a code to the new address, which becomes the sign-in once confirmed. */
export function ChangeEmail() {
  const { t } = useTranslation(['security', 'auth', 'auth-steps']);
  const { client, user, reload } = useSession();
  const [waiting, setWaiting] = useState<{ destination: string | null; email: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const current = user?.claims.email ?? '';
  const verified = user?.claims.emailVerified ?? true;

  const emailForm = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        !value.trim()
          ? t('auth:validation.required', { field: t('security:email.newEmail') })
          : EMAIL.test(value.trim())
            ? null
            : t('auth:validation.email'),
    },
  });
  const codeRule = useCodeRule();
  const codeForm = useForm({ initialValues: { code: '' }, validate: { code: codeRule } });
  useUnsavedChanges(emailForm.isDirty() || codeForm.isDirty());

  const requestChange = emailForm.onSubmit(async ({ email }) => {
    setError(null);
    setNotice(null);
    const address = email.trim();
    try {
      const change = await client.updateEmail(address);
      if (change.codeRequired) {
        setWaiting({ destination: change.destination, email: address });
      } else {
        await reload();
        emailForm.reset();
        toast.success(t('security:email.changed', { email: address }));
      }
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  const confirm = codeForm.onSubmit(async ({ code }) => {
    setError(null);
    try {
      await client.confirmEmail(codeDigits(code));
      const changed = waiting?.email;
      // The pool confirmed it; the profile takes the verified address from the refreshed token.
      if (changed) await api.patch('/user/email', { email: changed });
      setWaiting(null);
      emailForm.reset();
      codeForm.reset();
      await reload();
      toast.success(
        changed ? t('security:email.changed', { email: changed }) : t('security:email.confirmed'),
      );
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  const resend = async () => {
    setError(null);
    setNotice(null);
    setResending(true);
    try {
      const { destination } = await client.resendEmailCode();
      setWaiting((previous) => ({ destination, email: previous?.email ?? null }));
      if (destination) setNotice(t('security:email.resent', { destination }));
    } catch {
      setError(t('auth-steps:confirmSignUp.resendFailed'));
    } finally {
      setResending(false);
    }
  };

  return (
    <SecuritySection title={t('security:email.title')}>
      <Group gap="xs">
        <Text>{t('security:email.current', { email: current })}</Text>
        {!verified && (
          <Badge color="yellow" variant="light">
            {t('security:email.unverified')}
          </Badge>
        )}
      </Group>
      {waiting ? (
        <form onSubmit={confirm} noValidate>
          <Stack gap="sm" maw={420}>
            <Text size="sm">
              {waiting.destination
                ? t('security:email.codeIntro', { destination: waiting.destination })
                : t('security:email.codeIntroUnknown')}
            </Text>
            {notice && (
              <Text size="sm" role="status">
                {notice}
              </Text>
            )}
            <CodeInput label={t('auth:fields.code')} required {...codeForm.getInputProps('code')} />
            <FormError>{error}</FormError>
            <Group>
              <Button type="submit" loading={codeForm.submitting}>
                {t('security:email.confirm')}
              </Button>
              <Button variant="subtle" onClick={() => void resend()} loading={resending}>
                {t('security:email.resend')}
              </Button>
              <Button variant="default" onClick={() => setWaiting(null)}>
                {t('security:cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={requestChange} noValidate>
          <Stack gap="sm" maw={420}>
            <TextInput
              label={t('security:email.newEmail')}
              type="email"
              autoComplete="email"
              required
              {...emailForm.getInputProps('email')}
            />
            <FormError>{error}</FormError>
            <Group>
              <Button type="submit" loading={emailForm.submitting}>
                {t('security:email.submit')}
              </Button>
              {!verified && (
                <Button variant="subtle" onClick={() => void resend()} loading={resending}>
                  {t('security:email.sendCode')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </SecuritySection>
  );
}
