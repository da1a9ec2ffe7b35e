import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SignInStep } from '../../../lib/auth/auth-types';
import { useSession } from '../../../lib/auth/session-context';
import { track } from '../../../lib/telemetry';
import { loadToast } from '../../../lib/toaster-request';
import { AUTH_PATHS, authHref } from '../lib/auth-paths';
import type { StepState } from '../lib/step-state';

const STEP_PATHS = {
  NEW_PASSWORD_REQUIRED: AUTH_PATHS.newPassword,
  MFA_SELECTION: AUTH_PATHS.mfaSelection,
  MFA_SETUP_SELECTION: AUTH_PATHS.mfaSelection,
  TOTP_SETUP: AUTH_PATHS.totpSetup,
  TOTP_CODE: AUTH_PATHS.mfaCode,
  SMS_CODE: AUTH_PATHS.mfaCode,
  EMAIL_CODE: AUTH_PATHS.mfaCode,
  CUSTOM_CHALLENGE: AUTH_PATHS.emailCode,
} as const;

export interface ProceedOptions {
  /** The user asked to remember this device (MFA code screens). */
  remember?: boolean;
}

/**
 * Takes a sign-in to wherever its next step says (spec §4 sign-in outcomes): a challenge screen,
 * the email confirmation, a password reset, or — when done — the user-loading sequence, after
 * which the signed-in user is sent on to where they wanted to go. Returns a text to show when the
 * step cannot be taken here. Failures of the calls it makes are thrown to the screen.
 */
export function useSignInFlow() {
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const { client, reload } = useSession();
  const { t } = useTranslation('auth');

  return useCallback(
    async (step: SignInStep, email: string, options: ProceedOptions = {}): Promise<string | null> => {
      // Step after step replaces the history entry: Back leads out of the sign-in, not into a used challenge.
      const replace = pathname.startsWith(`${AUTH_PATHS.signIn}/`);
      const go = (path: string, state: StepState, params: Record<string, string> = {}) =>
        navigate(authHref(path, search, params), { state, replace });

      switch (step.step) {
        case 'DONE':
          track('SIGNED_IN');
          if (options.remember) {
            // The toast library is loaded only when needed, so the sign-in page does not download it.
            await client
              .rememberDevice()
              .catch(() => loadToast().then((toast) => toast.error(t('mfa.rememberFailed'))));
          }
          await reload();
          return null;
        case 'CONFIRM_SIGN_UP':
          go(AUTH_PATHS.confirmSignUp, { notice: 'pleaseConfirm' }, { email });
          return null;
        case 'RESET_PASSWORD': {
          const delivery = await client.resetPassword(email);
          go(
            AUTH_PATHS.resetPassword,
            { notice: 'resetRequired', destination: delivery.destination },
            { email },
          );
          return null;
        }
        case 'UNSUPPORTED':
          return t('unsupported', { name: step.name });
        default:
          go(STEP_PATHS[step.step], { email, step });
          return null;
      }
    },
    [client, navigate, pathname, reload, search, t],
  );
}
