import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type RouteObject, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-alert';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { AUTH_PATHS, authHref } from '../lib/auth-paths';
import { normaliseEmail, validEmail } from '../lib/validators';

/** Forgot password: the pool mails a code for choosing a new password (spec §2). */
function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { client } = useSession();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: params.get('email') ?? '' },
    validate: { email: validEmail(t) },
    transformValues: ({ email }) => ({ email: normaliseEmail(email) }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      const { destination } = await client.resetPassword(email);
      navigate(authHref(AUTH_PATHS.resetPassword, search, { email }), { state: { destination } });
    } catch (failure) {
      setError(authErrorText(failure));
    }
  });

  return (
    <AuthCard title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <FormError>{error}</FormError>
          <Button type="submit" loading={form.submitting}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={authHref(AUTH_PATHS.signIn, search)} size="sm" ta="center">
        {t('forgotPassword.back')}
      </Anchor>
    </AuthCard>
  );
}

export const forgotPasswordRoute: RouteObject = {
  path: AUTH_PATHS.forgotPassword,
  Component: ForgotPasswordScreen,
};
