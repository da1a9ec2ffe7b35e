import type { SignInOutput, SignUpOutput } from 'aws-amplify/auth';
import type { MfaType, SignInStep, SignUpResult } from './auth-types';

/** The issuer name authenticator apps show next to the account. */
export const TOTP_ISSUER = 'Tranche';

const mfaTypes = (types: readonly string[] | undefined): MfaType[] =>
  (types ?? []).filter((type): type is MfaType => type === 'TOTP' || type === 'SMS' || type === 'EMAIL');

function numberOrNull(value: string | undefined): number | null {
  const parsed = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Amplify's next sign-in step as the app's plain-data SignInStep (spec §4 sign-in outcomes). */
export function toSignInStep(output: SignInOutput, accountName: string): SignInStep {
  const next = output.nextStep;
  switch (next.signInStep) {
    case 'DONE':
    case 'CONFIRM_SIGN_UP':
    case 'RESET_PASSWORD':
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return next.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE'
        ? { step: 'TOTP_CODE' }
        : { step: next.signInStep };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { step: 'NEW_PASSWORD_REQUIRED' };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return { step: 'MFA_SELECTION', options: mfaTypes(next.allowedMFATypes) };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return { step: 'MFA_SETUP_SELECTION', options: mfaTypes(next.allowedMFATypes) };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return {
        step: 'TOTP_SETUP',
        setup: {
          secret: next.totpSetupDetails.sharedSecret,
          uri: next.totpSetupDetails.getSetupUri(TOTP_ISSUER, accountName).toString(),
        },
      };
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return { step: 'SMS_CODE', destination: next.codeDeliveryDetails?.destination ?? null };
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return { step: 'EMAIL_CODE', destination: next.codeDeliveryDetails?.destination ?? null };
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return {
        step: 'CUSTOM_CHALLENGE',
        destination: next.additionalInfo?.CODE_DELIVERY_DESTINATION ?? null,
        attemptsLeft: numberOrNull(next.additionalInfo?.attemptsLeft),
      };
    default:
      return { step: 'UNSUPPORTED', name: next.signInStep };
  }
}

/** Amplify's next sign-up step (spec §4 sign-up outcomes). */
export function toSignUpResult(output: SignUpOutput): SignUpResult {
  const next = output.nextStep;
  if (next.signUpStep === 'CONFIRM_SIGN_UP') {
    return { step: 'CONFIRM_SIGN_UP', destination: next.codeDeliveryDetails.destination ?? null };
  }
  return { step: next.signUpStep };
}
