import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { TotpEnrolment } from '../../../components/totp-enrolment';
import { useSession } from '../../../lib/auth/session-context';
import { AuthCard } from '../components/auth-card';
import { StepExpired } from '../components/step-expired';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { AUTH_PATHS } from '../lib/auth-paths';
import { useSignInStep } from '../lib/step-state';

/** TOTP setup during sign-in (the pool requires MFA): QR code, the secret as text, the first code. */
function TotpSetupScreen() {
  const { t } = useTranslation(['auth', 'auth-steps']);
  const { client } = useSession();
  const proceed = useSignInFlow();
  const pending = useSignInStep('TOTP_SETUP');
  if (!pending) return <StepExpired />;

  return (
    <AuthCard title={t('auth-steps:totp.setupTitle')} intro={t('auth-steps:totp.scan')}>
      <TotpEnrolment
        setup={pending.step.setup}
        onVerify={async (code) => proceed(await client.confirmSignIn(code), pending.email)}
      />
    </AuthCard>
  );
}

export const totpSetupRoute: RouteObject = { path: AUTH_PATHS.totpSetup, Component: TotpSetupScreen };
